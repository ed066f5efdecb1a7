/** The sales counter, receipts, cancellation, validation and deposits (spec §2.1 "Penjualan", "Validasi"). */
import {
  barcodeField,
  bayarDpSchema,
  cancelSaleSchema,
  hargaBarang,
  MSG,
  pageQuery,
  refundTitipanSchema,
  salePageSchema,
  saleRecordSchema,
  saleSchema,
  salesListSchema,
  scannedPieceSchema,
  titipanDocSchema,
  titipanListSchema,
  titipanPageSchema,
  titipanRefundSchema,
  titipanRowSchema,
  titipanSchema,
  validateResultSchema,
  validateSchema,
  writeResult,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type Permission, requireAuth } from '../../plugins/auth.plugin.ts';
import { createBarangService } from '../barang/barang.service.ts';
import './penjualan.close-step.ts';
import { unprocessable } from '../../lib/errors.ts';
import { createPenjualanService, groupHilang, pembulatanOf } from './penjualan.service.ts';
import { createTitipanService } from './titipan.service.ts';

// Calls several screens share: a grant of any one of them.
const SALES_VIEW = {
  permission: {
    anyOf: [
      '/transaksi-penjualan',
      '/lihat-penjualan',
      '/batal-penjualan',
      '/validasi-penjualan',
      '/validasi-jual-beli',
    ],
  } satisfies Permission,
};
const VALIDATE = { permission: { anyOf: ['/validasi-penjualan', '/validasi-jual-beli'] } satisfies Permission };
const TITIP = {
  permission: {
    anyOf: ['/lihat-titipan', '/transaksi-penjualan', '/validasi-titipan', '/validasi-jual-beli'],
  } satisfies Permission,
};
// The close is blocked by open deposits too, and only /validasi-jual-beli is reachable on the date-mismatch screen.
const VALIDATE_TITIP = { permission: { anyOf: ['/validasi-titipan', '/validasi-jual-beli'] } satisfies Permission };

const actor = (req: FastifyRequest) => {
  const a = requireAuth(req);
  return { kode_toko: a.user.kode_toko, user_id: a.user.user_id };
};

export async function penjualanRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = createPenjualanService(db);
  const titip = createTitipanService(db);
  const barang = createBarangService(db);
  const noParam = z.object({
    no: z
      .string()
      .min(1)
      .max(40)
      .transform((v) => v.toUpperCase()),
  });

  r.post(
    '/penjualan',
    {
      schema: { body: saleSchema, response: { 200: writeResult(saleRecordSchema) } },
      config: { permission: '/transaksi-penjualan' },
    },
    async (req) => ({ message: MSG.saveOk, data: await svc.create(actor(req), req.body) }),
  );
  // A scanned piece with its price now, for the cart (the sale recomputes it on save).
  r.get(
    '/penjualan/scan/:barcode',
    {
      schema: { params: z.object({ barcode: barcodeField }), response: { 200: scannedPieceSchema } },
      config: { permission: '/transaksi-penjualan' },
    },
    async (req) => {
      const a = actor(req);
      // a piece reserved by a down payment (Bayar DP) comes with its deposit and the price fixed with the DP
      const piece = await barang.scan(a.kode_toko, req.params.barcode, ['STOCK', 'TITIP']);
      const g = await db.execute(
        sql`SELECT harga FROM master_group WHERE kode_toko = ${a.kode_toko} AND kode_group = ${String(piece.kode_group)}`,
      );
      const found = g.rows[0] as { harga: number } | undefined;
      if (piece.status === 'TITIP') {
        const dp = (
          await db.execute(sql`SELECT no_titip, harga FROM titipan_barang
            WHERE kode_toko = ${a.kode_toko} AND barang_id = ${String(piece._id)} AND status = 'DIPESAN'`)
        ).rows[0] as { no_titip: string; harga: string } | undefined;
        if (dp)
          return { ...piece, harga_gram: found?.harga ?? 0, harga_total: Number(dp.harga), no_titip: dp.no_titip };
      }
      if (!found) throw unprocessable(groupHilang(String(piece.kode_barcode), String(piece.kode_group)));
      const hargaGram = found.harga;
      const step = await pembulatanOf(db, a.kode_toko);
      const harga = hargaBarang(
        {
          berat: String(piece.berat),
          harga_gram: hargaGram,
          ongkos: Number(piece.ongkos),
          harga_atribut: Number(piece.harga_atribut),
          harga_jual: Number(piece.harga_jual),
        },
        step,
      );
      return { ...piece, harga_gram: hargaGram, harga_total: harga };
    },
  );
  // Sales grow without bound: one page at a time with the count and totals of every match (DESIGN.md "API").
  r.get(
    '/penjualan/paginated',
    {
      schema: { querystring: salesListSchema.extend(pageQuery.shape), response: { 200: salePageSchema } },
      config: SALES_VIEW,
    },
    async (req) => svc.page(actor(req).kode_toko, req.query),
  );
  r.get(
    '/penjualan/get/by-no/:no',
    { schema: { params: noParam, response: { 200: saleRecordSchema } }, config: SALES_VIEW },
    async (req) => svc.get(actor(req).kode_toko, req.params.no),
  );
  r.post(
    '/penjualan/batal',
    {
      schema: { body: cancelSaleSchema, response: { 200: writeResult(saleRecordSchema) } },
      config: { permission: '/batal-penjualan' },
    },
    async (req) => ({
      message: MSG.saveOk,
      data: await svc.cancel(actor(req), req.body.no_faktur_group, req.body.otorisasi),
    }),
  );
  r.put(
    '/penjualan/validasi',
    { schema: { body: validateSchema, response: { 200: writeResult(validateResultSchema) } }, config: VALIDATE },
    async (req) => ({ message: MSG.saveOk, data: await svc.validate(actor(req), req.body.nomor) }),
  );

  r.post(
    '/titipan',
    { schema: { body: titipanSchema, response: { 200: writeResult(titipanRowSchema) } }, config: TITIP },
    async (req) => ({ message: MSG.saveOk, data: await titip.create(actor(req), req.body) }),
  );
  r.get(
    '/titipan/paginated',
    {
      schema: {
        querystring: titipanListSchema.extend(pageQuery.shape),
        response: { 200: titipanPageSchema },
      },
      config: TITIP,
    },
    async (req) => titip.page(actor(req).kode_toko, req.query),
  );
  r.post(
    '/titipan/kembali',
    {
      schema: { body: refundTitipanSchema, response: { 200: writeResult(titipanRefundSchema) } },
      config: { permission: '/lihat-titipan' },
    },
    async (req) => ({
      message: MSG.saveOk,
      data: await titip.refund(actor(req), req.body.no_titip, req.body.otorisasi, req.body.batal_dp),
    }),
  );
  // Bayar DP at the sales counter: the cart's pieces reserved by a down payment (issue 13)
  r.post(
    '/titipan/dp',
    {
      schema: { body: bayarDpSchema, response: { 200: writeResult(titipanDocSchema) } },
      config: { permission: '/transaksi-penjualan' },
    },
    async (req) => ({ message: MSG.saveOk, data: await titip.createDp(actor(req), req.body) }),
  );
  // one deposit with its reserved pieces (NOTA TITIPAN)
  r.get(
    '/titipan/:no_titip',
    {
      schema: { params: z.object({ no_titip: z.string().max(40) }), response: { 200: titipanDocSchema } },
      config: TITIP,
    },
    async (req) => titip.get(actor(req).kode_toko, req.params.no_titip.toUpperCase()),
  );
  r.put(
    '/titipan/validasi',
    { schema: { body: validateSchema, response: { 200: writeResult(validateResultSchema) } }, config: VALIDATE_TITIP },
    async (req) => ({ message: MSG.saveOk, data: await titip.validate(actor(req), req.body.nomor) }),
  );
}
