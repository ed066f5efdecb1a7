/** Orders (spec §2.1 "Pesanan"): the order counter, the list, state changes, cancel, sample return and validation. */
import {
  batalPesananSchema,
  kembaliContohSchema,
  kerjakanPesananSchema,
  MSG,
  parameterPesananSchema,
  pesananDocSchema,
  pesananListQuery,
  pesananPageSchema,
  pesananSchema,
  pesananWriteSchema,
  selesaiPesananSchema,
  validateSchema,
  writeResult,
} from '@kilau/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type Permission, requireAuth } from '../../plugins/auth.plugin.ts';
import './pesanan.close-step.ts';
import './pesanan.eod.ts';
import { createPesananService } from './pesanan.service.ts';

const COUNTER = { permission: '/transaksi-pesanan' } satisfies { permission: Permission };
const LIHAT = { permission: '/lihat-pesanan' } satisfies { permission: Permission };
// Calls several screens share: a grant of any one of them.
const VIEW = {
  permission: { anyOf: ['/transaksi-pesanan', '/lihat-pesanan', '/validasi-jual-beli'] } satisfies Permission,
};
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

export async function pesananRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = createPesananService(db);

  r.get('/pesanan/parameter', { schema: { response: { 200: parameterPesananSchema } }, config: COUNTER }, async (req) =>
    svc.parameter(actor(req).kode_toko),
  );
  r.post(
    '/pesanan',
    { schema: { body: pesananSchema, response: { 200: pesananWriteSchema } }, config: COUNTER },
    async (req) => ({ message: MSG.saveOk, data: await svc.create(actor(req), req.body) }),
  );
  r.get(
    '/pesanan/paginated',
    { schema: { querystring: pesananListQuery, response: { 200: pesananPageSchema } }, config: VIEW },
    async (req) => svc.list(actor(req).kode_toko, req.query),
  );
  r.get(
    '/pesanan/get/by-no/:no',
    { schema: { params: noParam, response: { 200: pesananDocSchema } }, config: VIEW },
    async (req) => svc.get(actor(req).kode_toko, req.params.no),
  );
  r.put(
    '/pesanan/kerjakan',
    { schema: { body: kerjakanPesananSchema, response: { 200: pesananWriteSchema } }, config: LIHAT },
    async (req) => ({
      message: MSG.saveOk,
      data: await svc.kerjakan(actor(req), req.body.no_pesanan, req.body.kode_tukang),
    }),
  );
  r.put(
    '/pesanan/selesai',
    { schema: { body: selesaiPesananSchema, response: { 200: pesananWriteSchema } }, config: LIHAT },
    async (req) => ({ message: MSG.saveOk, data: await svc.selesai(actor(req), req.body.no_pesanan, req.body) }),
  );
  r.post(
    '/pesanan/batal',
    { schema: { body: batalPesananSchema, response: { 200: pesananWriteSchema } }, config: LIHAT },
    async (req) => ({
      message: MSG.saveOk,
      data: await svc.batal(actor(req), req.body.no_pesanan, req.body.batal_dp, req.body.otorisasi),
    }),
  );
  r.put(
    '/pesanan/contoh/kembali',
    { schema: { body: kembaliContohSchema, response: { 200: pesananWriteSchema } }, config: LIHAT },
    async (req) => ({
      message: MSG.saveOk,
      data: await svc.kembaliContoh(actor(req), req.body.no_pesanan, req.body.kode_barcode),
    }),
  );
  r.put(
    '/pesanan/validasi',
    {
      schema: { body: validateSchema, response: { 200: writeResult(z.object({ jumlah: z.number() })) } },
      config: VALIDATE,
    },
    async (req) => ({ message: MSG.saveOk, data: await svc.validate(actor(req), req.body.nomor) }),
  );
}
