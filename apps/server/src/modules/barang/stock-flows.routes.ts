/**
 * Stock flows beyond the piece itself: receiving (supplier, head-office shipment), shipping to a branch, bulk
 * receipts by weight, washing and sorting, tray weighing and stock opname.
 */
import {
  cuciSchema,
  jumlahResultSchema,
  kembaliSchema,
  kirimanDiterimaSchema,
  kirimanHeadSchema,
  kirimanSchema,
  kirimSchema,
  kirimSentSchema,
  MSG,
  noKirimSchema,
  openOpnamesSchema,
  opnameFinishedSchema,
  opnameStartSchema,
  opnameStateSchema,
  penerimaanResultSchema,
  penerimaanSchema,
  scanSchema,
  sortirSchema,
  terimaKirimanSchema,
  terimaSupplierResultSchema,
  terimaSupplierSchema,
  timbangQuerySchema,
  timbangSavedSchema,
  timbangSchema,
  timbangTraysSchema,
  trayMoveResultSchema,
} from '@kilau/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type Permission, requireAuth, requirePermission } from '../../plugins/auth.plugin.ts';
import { createBarangService } from './barang.service.ts';
import { createKirimService } from './kirim.service.ts';
import { createStockOpsService } from './stock-ops.service.ts';

const actor = (req: FastifyRequest) => {
  const a = requireAuth(req);
  return { kode_toko: a.user.kode_toko, user_id: a.user.user_id, tipe_toko: a.user.tipe_toko };
};
const idParam = z.object({ id: z.string().uuid('Data Tidak Ditemukan') });

export async function stockFlowRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const barang = createBarangService(db);
  const kirim = createKirimService(db);
  const ops = createStockOpsService(db);
  const saved = <T>(data: T) => ({ message: MSG.saveOk, data });

  // kirim barang ke cabang (head office only: the route is pusatOnly)
  r.get(
    '/kirimbarang/get/nokirim',
    { schema: { response: { 200: noKirimSchema } }, config: { permission: 'session' } },
    async (req) => kirim.nextNumber(actor(req)),
  );
  r.post(
    '/kirimbarang',
    {
      schema: { body: kirimSchema, response: { 200: kirimSentSchema } },
      config: { permission: '/kirim-barang-kecabang' },
    },
    async (req) =>
      saved(await kirim.send(actor(req), req.body.kode_toko_tujuan, req.body.barcodes, req.body.keterangan)),
  );
  r.get(
    '/kirimbarang/masuk',
    { schema: { response: { 200: z.array(kirimanHeadSchema) } }, config: { permission: '/terima-barang' } },
    async (req) => kirim.incoming(actor(req)),
  );
  r.get(
    '/kirimbarang/get/by-no/:no_kirim',
    {
      schema: { params: z.object({ no_kirim: z.string().max(40) }), response: { 200: kirimanSchema } },
      config: { permission: 'session' },
    },
    async (req) => kirim.get(actor(req), req.params.no_kirim.toUpperCase()),
  );

  // terima barang
  r.post(
    '/terimabarang/kiriman',
    {
      schema: { body: terimaKirimanSchema, response: { 200: kirimanDiterimaSchema } },
      config: { permission: '/terima-barang' },
    },
    async (req) =>
      saved(
        await kirim.receive(actor(req), req.body.no_kirim, req.body.barcodes, req.body.kode_gudang, req.body.kode_baki),
      ),
  );
  r.post(
    '/terimabarang/supplier',
    {
      schema: { body: terimaSupplierSchema, response: { 200: terimaSupplierResultSchema } },
      config: { permission: '/terima-barang' },
    },
    async (req) =>
      saved(
        await barang.create(actor(req), req.body.items, {
          jenis: 'TERIMA',
          docKind: 'TB',
          keterangan: `SUPPLIER ${req.body.supplier}${req.body.no_faktur ? ` FAKTUR ${req.body.no_faktur}` : ''}`,
        }),
      ),
  );
  r.post(
    '/penerimaan-barang',
    {
      schema: { body: penerimaanSchema, response: { 200: penerimaanResultSchema } },
      config: { permission: '/penerimaan-barang' },
    },
    async (req) => saved(await ops.receiveBulk(actor(req), req.body)),
  );

  // cucian and sortir
  r.post(
    '/barang/cuci',
    { schema: { body: cuciSchema, response: { 200: jumlahResultSchema } }, config: { permission: '/cucian' } },
    async (req) => saved(await barang.sendToWash(actor(req), req.body.barcodes, req.body.keterangan)),
  );
  r.post(
    '/barang/cuci-kembali',
    { schema: { body: kembaliSchema, response: { 200: trayMoveResultSchema } }, config: { permission: '/cucian' } },
    async (req) =>
      saved(
        await barang.returnToTray(
          actor(req),
          req.body.barcodes,
          'CUCI',
          req.body.kode_gudang,
          req.body.kode_baki,
          req.body.keterangan,
        ),
      ),
  );
  r.post(
    '/barang/pindah-sortir',
    {
      schema: { body: kembaliSchema, response: { 200: trayMoveResultSchema } },
      config: { permission: '/pindah-sortir' },
    },
    async (req) =>
      saved(
        await barang.returnToTray(
          actor(req),
          req.body.barcodes,
          'SORTIR',
          req.body.kode_gudang,
          req.body.kode_baki,
          req.body.keterangan,
        ),
      ),
  );
  r.post(
    '/barang/sortir',
    {
      schema: { body: sortirSchema, response: { 200: jumlahResultSchema } },
      config: { permission: '/sortir-pembelian' },
    },
    async (req) =>
      saved(
        await barang.sortOut(actor(req), req.body.barcodes, req.body.tujuan, req.body.keterangan, req.body.otorisasi),
      ),
  );

  // timbang baki (spec §7.1: timbang-baki?tanggal&kode_gudang&kode_toko)
  r.get(
    '/timbang-baki',
    {
      schema: { querystring: timbangQuerySchema, response: { 200: timbangTraysSchema } },
      config: { permission: 'session' },
    },
    async (req) => ops.trays(actor(req), req.query),
  );
  r.post(
    '/timbang-baki',
    { schema: { body: timbangSchema, response: { 200: timbangSavedSchema } }, config: { permission: '/timbang-baki' } },
    async (req) => saved(await ops.weigh(actor(req), req.body.kode_baki, req.body.berat_timbang)),
  );

  // stock opname (tray) and stock opname penerimaan (a receipt): both screens share these calls, a user needs at
  // least one of them; starting one needs the screen of its kind.
  const any = { permission: { anyOf: ['/stock-opname', '/stock-opname-penerimaan'] } satisfies Permission };
  r.get('/stock-opname/open', { schema: { response: { 200: openOpnamesSchema } }, config: any }, async (req) =>
    ops.listOpen(actor(req)),
  );
  r.post(
    '/stock-opname',
    { schema: { body: opnameStartSchema, response: { 200: opnameStateSchema } }, config: any },
    async (req) => {
      requirePermission(req, req.body.jenis === 'BAKI' ? '/stock-opname' : '/stock-opname-penerimaan');
      return ops.startOpname(actor(req), req.body);
    },
  );
  r.get(
    '/stock-opname/:id',
    { schema: { params: idParam, response: { 200: opnameStateSchema } }, config: any },
    async (req) => ops.opnameState(actor(req), req.params.id),
  );
  r.post(
    '/stock-opname/:id/scan',
    { schema: { params: idParam, body: scanSchema, response: { 200: opnameStateSchema } }, config: any },
    async (req) => ops.scan(actor(req), req.params.id, req.body.barcode),
  );
  r.delete(
    '/stock-opname/:id/scan/:barcode',
    {
      schema: {
        params: z.object({ id: z.string().uuid(), barcode: z.string().max(20) }),
        response: { 200: opnameStateSchema },
      },
      config: any,
    },
    async (req) => ops.unscan(actor(req), req.params.id, req.params.barcode),
  );
  r.post(
    '/stock-opname/:id/finish',
    { schema: { params: idParam, response: { 200: opnameFinishedSchema } }, config: any },
    async (req) => saved(await ops.finish(actor(req), req.params.id)),
  );
}
