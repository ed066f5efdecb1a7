/** Repairs (spec §2.1 "Service"): the service counter, the list, done, hand-over, cancel, photos and validation. */
import {
  ambilServiceSchema,
  batalServiceSchema,
  MSG,
  parameterServiceSchema,
  selesaiServiceSchema,
  serviceDocSchema,
  serviceFotoSchema,
  serviceListQuery,
  servicePageSchema,
  serviceSchema,
  serviceWriteSchema,
  validateSchema,
  writeResult,
} from '@kilau/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { type Permission, requireAuth } from '../../plugins/auth.plugin.ts';
import { MAX_FOTO_BYTES } from '../barang/foto.routes.ts';
import './service.close-step.ts';
import './service.eod.ts';
import { createServiceService } from './service.service.ts';

const COUNTER = { permission: '/transaksi-services' } satisfies { permission: Permission };
const LIHAT = { permission: '/lihat-services' } satisfies { permission: Permission };
// Calls several screens share: a grant of any one of them.
const VIEW = {
  permission: { anyOf: ['/transaksi-services', '/lihat-services', '/validasi-jual-beli'] } satisfies Permission,
};
const FOTO = { permission: { anyOf: ['/transaksi-services', '/lihat-services'] } satisfies Permission };
const VALIDATE = { permission: '/validasi-jual-beli' } satisfies { permission: Permission };

const actor = (req: FastifyRequest) => {
  const a = requireAuth(req);
  return { kode_toko: a.user.kode_toko, user_id: a.user.user_id };
};
const noField = z
  .string()
  .min(1)
  .max(40)
  .transform((v) => v.toUpperCase());
const noParam = z.object({ no: noField });
const fotoParam = z.object({ no: noField, seq: z.coerce.number().int().min(1).max(99) });

export async function serviceRoutes(app: FastifyInstance, { db, files }: { db: Db; files: FileStore }) {
  app.addContentTypeParser('image/jpeg', { parseAs: 'buffer', bodyLimit: MAX_FOTO_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = createServiceService(db);

  r.get('/service/parameter', { schema: { response: { 200: parameterServiceSchema } }, config: COUNTER }, async (req) =>
    svc.parameter(actor(req).kode_toko),
  );
  r.post(
    '/service',
    { schema: { body: serviceSchema, response: { 200: serviceWriteSchema } }, config: COUNTER },
    async (req) => ({ message: MSG.saveOk, data: await svc.create(actor(req), req.body) }),
  );
  r.get(
    '/service/paginated',
    { schema: { querystring: serviceListQuery, response: { 200: servicePageSchema } }, config: VIEW },
    async (req) => svc.list(actor(req).kode_toko, req.query),
  );
  r.get(
    '/service/get/by-no/:no',
    { schema: { params: noParam, response: { 200: serviceDocSchema } }, config: VIEW },
    async (req) => svc.get(actor(req).kode_toko, req.params.no),
  );
  r.put(
    '/service/selesai',
    { schema: { body: selesaiServiceSchema, response: { 200: serviceWriteSchema } }, config: LIHAT },
    async (req) => ({
      message: MSG.saveOk,
      data: await svc.selesai(actor(req), req.body.no_service, req.body.kode_tukang),
    }),
  );
  r.put(
    '/service/ambil',
    { schema: { body: ambilServiceSchema, response: { 200: serviceWriteSchema } }, config: LIHAT },
    async (req) => ({ message: MSG.saveOk, data: await svc.ambil(actor(req), req.body) }),
  );
  r.post(
    '/service/batal',
    { schema: { body: batalServiceSchema, response: { 200: serviceWriteSchema } }, config: LIHAT },
    async (req) => ({
      message: MSG.saveOk,
      data: await svc.batal(actor(req), req.body.no_service, req.body.otorisasi),
    }),
  );
  r.put(
    '/service/validasi',
    {
      schema: { body: validateSchema, response: { 200: writeResult(z.object({ jumlah: z.number() })) } },
      config: VALIDATE,
    },
    async (req) => ({ message: MSG.saveOk, data: await svc.validate(actor(req), req.body.nomor) }),
  );

  // an item's photo: a JPEG the browser resized, kept under `<kode_toko>/service/<no>-<seq>.jpg`
  r.put(
    '/service/foto/:no/:seq',
    { schema: { params: fotoParam, response: { 200: serviceFotoSchema } }, config: FOTO },
    async (req) => {
      const a = actor(req);
      const body = req.body as Buffer | undefined;
      if (!Buffer.isBuffer(body) || body.length < 4 || body[0] !== 0xff || body[1] !== 0xd8)
        throw badRequest('Foto Harus Berformat JPEG');
      const { no, seq } = req.params;
      await svc.fotoOf(a.kode_toko, no, seq);
      const key = `${a.kode_toko}/service/${no}-${seq}.jpg`;
      await files.put(key, body);
      await svc.setFoto(a.kode_toko, no, seq, key);
      return { message: MSG.saveOk, data: { no_service: no, seq } };
    },
  );
  r.get('/service/foto/:no/:seq', { schema: { params: fotoParam }, config: VIEW }, async (req, reply) => {
    const a = actor(req);
    const key = await svc.fotoOf(a.kode_toko, req.params.no, req.params.seq);
    const stream = key ? await files.get(key) : undefined;
    if (!stream) throw notFound('Foto Tidak Ada');
    reply.header('cache-control', 'private, max-age=300').type('image/jpeg');
    return reply.send(stream);
  });
}
