/**
 * Stock calls: tambah data barang, search (paginated `{data, count}`), detail and its history (paginated), scan,
 * pindah, pindah satu baki, hancur.
 */
import {
  BARANG_STATUS,
  barangCreatedSchema,
  barangPageSchema,
  barangSchema,
  barcodeField,
  createBarangSchema,
  hancurResultSchema,
  hancurSchema,
  ledgerPageSchema,
  MSG,
  pageQuery,
  pindahBakiResultSchema,
  pindahBakiSchema,
  pindahSchema,
  searchBarangSchema,
  trayMoveResultSchema,
} from '@kilau/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type Permission, requireAuth } from '../../plugins/auth.plugin.ts';
import './barang-summary.step.ts';
import { createBarangService } from './barang.service.ts';

const actor = (req: FastifyRequest) => {
  const a = requireAuth(req);
  return { kode_toko: a.user.kode_toko, user_id: a.user.user_id };
};

/** Screens that list pieces by search (a tray's content, sorting lists, labels) besides data barang itself. */
const SEARCH_SCREENS: Permission = {
  anyOf: [
    '/data-barang',
    '/cetak-barcode',
    '/pindah-barang-satu-baki',
    '/sortir-pembelian',
    '/pindah-sortir',
    '/cucian',
    '/stock-opname',
    '/stock-opname-penerimaan',
    '/timbang-baki',
  ],
};

export async function barangRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = createBarangService(db);
  const barcodeParam = z.object({ barcode: barcodeField });

  r.post(
    '/barang',
    {
      schema: { body: createBarangSchema, response: { 200: barangCreatedSchema } },
      config: { permission: '/tambah-data-barang' },
    },
    async (req) => ({
      message: MSG.saveOk,
      data: (await svc.create(actor(req), req.body.items)).barang,
    }),
  );
  r.get(
    '/barang/search',
    {
      schema: { querystring: searchBarangSchema, response: { 200: barangPageSchema } },
      config: { permission: SEARCH_SCREENS },
    },
    async (req) => svc.search(actor(req).kode_toko, req.query),
  );
  r.get(
    '/barang/detail/:barcode',
    { schema: { params: barcodeParam, response: { 200: barangSchema } }, config: { permission: '/data-barang' } },
    async (req) => svc.detail(actor(req).kode_toko, req.params.barcode),
  );
  r.get(
    '/barang/riwayat/:barcode',
    {
      schema: { params: barcodeParam, querystring: pageQuery, response: { 200: ledgerPageSchema } },
      config: { permission: '/data-barang' },
    },
    async (req) => svc.history(actor(req).kode_toko, req.params.barcode, req.query),
  );
  r.get(
    '/barang/scan/:barcode',
    {
      schema: {
        params: barcodeParam,
        querystring: z.object({ status: z.enum(BARANG_STATUS).optional() }),
        response: { 200: barangSchema },
      },
      config: { permission: 'session' },
    },
    async (req) => svc.scan(actor(req).kode_toko, req.params.barcode, [req.query.status ?? 'STOCK']),
  );
  r.post(
    '/barang/pindah',
    {
      schema: { body: pindahSchema, response: { 200: trayMoveResultSchema } },
      config: { permission: '/pindah-barang' },
    },
    async (req) => ({
      message: MSG.saveOk,
      data: await svc.move(
        actor(req),
        req.body.barcodes,
        req.body.kode_gudang,
        req.body.kode_baki,
        req.body.keterangan,
      ),
    }),
  );
  r.post(
    '/barang/pindah-baki',
    {
      schema: { body: pindahBakiSchema, response: { 200: pindahBakiResultSchema } },
      config: { permission: '/pindah-barang-satu-baki' },
    },
    async (req) => ({
      message: MSG.saveOk,
      data: await svc.moveTray(
        actor(req),
        req.body.dari_baki,
        req.body.kode_gudang,
        req.body.kode_baki,
        req.body.keterangan,
      ),
    }),
  );
  r.post(
    '/barang/hancur',
    {
      schema: { body: hancurSchema, response: { 200: hancurResultSchema } },
      config: { permission: '/hancur-data-barang' },
    },
    async (req) => ({
      message: MSG.saveOk,
      data: await svc.destroy(actor(req), req.body.barcodes, req.body.otorisasi),
    }),
  );
}
