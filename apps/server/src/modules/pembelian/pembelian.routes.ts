/** Buy-back (spec §2.1 "Pembelian"): the counter, its lookups, the list, cancellation and validation. */
import {
  batalPembelianSchema,
  MSG,
  parameterBeliSchema,
  pembelianDocSchema,
  pembelianListQuery,
  pembelianPageSchema,
  pembelianSchema,
  pembelianValidasiSchema,
  pembelianWriteSchema,
  pieceTerjualListSchema,
  validateSchema,
} from '@kilau/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type Permission, requireAuth } from '../../plugins/auth.plugin.ts';
import './pembelian.close-step.ts';
import { createPembelianService } from './pembelian.service.ts';

const COUNTER = { permission: '/transaksi-pembelian' } satisfies { permission: Permission };
// Calls several screens share: a grant of any one of them.
const VIEW = {
  permission: {
    anyOf: ['/transaksi-pembelian', '/lihat-pembelian', '/batal-pembelian', '/validasi-jual-beli'],
  } satisfies Permission,
};
const BATAL = { permission: { anyOf: ['/batal-pembelian', '/lihat-pembelian'] } satisfies Permission };
const VALIDATE = { permission: '/validasi-jual-beli' } satisfies { permission: Permission };

const actor = (req: FastifyRequest) => {
  const a = requireAuth(req);
  return { kode_toko: a.user.kode_toko, user_id: a.user.user_id };
};
const noParam = z.object({
  no: z
    .string()
    .min(1)
    .max(40)
    .transform((v) => v.toUpperCase()),
});

export async function pembelianRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = createPembelianService(db);

  r.get('/pembelian/parameter', { schema: { response: { 200: parameterBeliSchema } }, config: COUNTER }, async (req) =>
    svc.parameter(actor(req).kode_toko),
  );
  // A barcode or invoice number of a piece this store sold: what the counter prefills.
  r.get(
    '/pembelian/barang-terjual/:q',
    {
      schema: {
        params: z.object({ q: z.string().trim().min(1).max(40) }),
        response: { 200: pieceTerjualListSchema },
      },
      config: COUNTER,
    },
    async (req) => svc.lookup(actor(req).kode_toko, req.params.q),
  );
  r.post(
    '/pembelian',
    { schema: { body: pembelianSchema, response: { 200: pembelianWriteSchema } }, config: COUNTER },
    async (req) => ({ message: MSG.saveOk, data: await svc.create(actor(req), req.body) }),
  );
  r.get(
    '/pembelian/paginated',
    { schema: { querystring: pembelianListQuery, response: { 200: pembelianPageSchema } }, config: VIEW },
    async (req) => svc.list(actor(req).kode_toko, req.query),
  );
  r.get(
    '/pembelian/get/by-no/:no',
    { schema: { params: noParam, response: { 200: pembelianDocSchema } }, config: VIEW },
    async (req) => svc.get(actor(req).kode_toko, req.params.no),
  );
  r.post(
    '/pembelian/batal',
    { schema: { body: batalPembelianSchema, response: { 200: pembelianWriteSchema } }, config: BATAL },
    async (req) => ({
      message: MSG.saveOk,
      data: await svc.cancel(actor(req), req.body.no_faktur_group, req.body.alasan, req.body.otorisasi),
    }),
  );
  r.put(
    '/pembelian/validasi',
    { schema: { body: validateSchema, response: { 200: pembelianValidasiSchema } }, config: VALIDATE },
    async (req) => ({ message: MSG.saveOk, data: await svc.validate(actor(req), req.body.nomor) }),
  );
}
