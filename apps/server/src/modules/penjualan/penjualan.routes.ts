/** The sales counter, receipts, cancellation, validation and deposits (spec §2.1 "Penjualan", "Validasi"). */
import {
  barcodeField,
  bayarDpSchema,
  cancelSaleSchema,
  hargaBarang,
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
  writeResult,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { actionsOf, actorOf, defineDocumentRoutes, registerDocumentRoutes } from '../../lib/document-routes.ts';
import type { Permission } from '../../plugins/auth.plugin.ts';
import { createBarangService } from '../barang/barang.service.ts';
import './penjualan.close-step.ts';
import { unprocessable } from '../../lib/errors.ts';
import { createPenjualanService, groupHilang, pembulatanOf } from './penjualan.service.ts';
import { createTitipanService } from './titipan.service.ts';

const SALE = '/transaksi-penjualan' satisfies Permission;
const TITIP = {
  anyOf: ['/lihat-titipan', '/transaksi-penjualan', '/validasi-titipan', '/validasi-jual-beli'],
} satisfies Permission;
const VALIDATED = writeResult(validateResultSchema);
type PenjualanService = ReturnType<typeof createPenjualanService>;
/** The shared routes read the sale's list as `list` (its service calls it `page`). */
const saleService = (svc: PenjualanService) => ({ ...svc, list: svc.page });
const saleAction = actionsOf<ReturnType<typeof saleService>>();
const titipAction = actionsOf<ReturnType<typeof titipService>>();
const titipService = (db: Db) => {
  const svc = createTitipanService(db);
  return { ...svc, list: svc.page };
};

export const penjualanDocument = defineDocumentRoutes({
  prefix: 'penjualan',
  permission: {
    counter: SALE,
    // calls several screens share: a grant of any one of them
    view: {
      anyOf: [
        '/transaksi-penjualan',
        '/lihat-penjualan',
        '/batal-penjualan',
        '/validasi-penjualan',
        '/validasi-jual-beli',
      ],
    },
    validate: { anyOf: ['/validasi-penjualan', '/validasi-jual-beli'] },
  },
  schemas: {
    create: { body: saleSchema, response: writeResult(saleRecordSchema) },
    // sales grow without bound: one page at a time with the count and totals of every match (DESIGN.md "API")
    list: { query: salesListSchema.extend(pageQuery.shape), response: salePageSchema },
    doc: saleRecordSchema,
    validated: VALIDATED,
  },
  actions: [
    saleAction({
      method: 'POST',
      path: 'batal',
      permission: '/batal-penjualan',
      body: cancelSaleSchema,
      response: writeResult(saleRecordSchema),
      run: (svc, a, b) => svc.cancel(a, b.no_faktur_group, b.otorisasi),
    }),
  ],
});

/** Deposits: one is read by its own path (`titipan/:no_titip`, NOTA TITIPAN), not the shared get-by-number. */
export const titipanDocument = defineDocumentRoutes({
  prefix: 'titipan',
  permission: {
    counter: TITIP,
    view: TITIP,
    // the close is blocked by open deposits too, and only /validasi-jual-beli is reachable on the date-mismatch screen
    validate: { anyOf: ['/validasi-titipan', '/validasi-jual-beli'] },
  },
  schemas: {
    create: { body: titipanSchema, response: writeResult(titipanRowSchema) },
    list: { query: titipanListSchema.extend(pageQuery.shape), response: titipanPageSchema },
    validated: VALIDATED,
  },
  actions: [
    titipAction({
      method: 'POST',
      path: 'kembali',
      permission: '/lihat-titipan',
      body: refundTitipanSchema,
      response: writeResult(titipanRefundSchema),
      run: (svc, a, b) => svc.refund(a, b.no_titip, b.otorisasi, b.batal_dp),
    }),
    // Bayar DP at the sales counter: the cart's pieces reserved by a down payment (issue 13)
    titipAction({
      method: 'POST',
      path: 'dp',
      permission: SALE,
      body: bayarDpSchema,
      response: writeResult(titipanDocSchema),
      run: (svc, a, b) => svc.createDp(a, b),
    }),
  ],
});

export async function penjualanRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = createPenjualanService(db);
  const titip = titipService(db);
  const barang = createBarangService(db);
  registerDocumentRoutes(app, penjualanDocument, saleService(svc));
  registerDocumentRoutes(app, titipanDocument, titip);

  // A scanned piece with its price now, for the cart (the sale recomputes it on save).
  r.get(
    '/penjualan/scan/:barcode',
    {
      schema: { params: z.object({ barcode: barcodeField }), response: { 200: scannedPieceSchema } },
      config: { permission: SALE },
    },
    async (req) => {
      const a = actorOf(req);
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
  // one deposit with its reserved pieces (NOTA TITIPAN)
  r.get(
    '/titipan/:no_titip',
    {
      schema: { params: z.object({ no_titip: z.string().max(40) }), response: { 200: titipanDocSchema } },
      config: { permission: TITIP },
    },
    async (req) => titip.get(actorOf(req).kode_toko, req.params.no_titip.toUpperCase()),
  );
}
