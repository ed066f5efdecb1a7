/** Loans against gold (issue 14): the loan counter, the list, repay, cancel a repayment, renew, forfeit, validation. */
import {
  batalLunasHutangSchema,
  hutangAlertSchema,
  hutangDocSchema,
  hutangFotoSchema,
  hutangListQuery,
  hutangPageSchema,
  hutangSchema,
  hutangWriteSchema,
  lelangHutangSchema,
  MSG,
  parameterHutangSchema,
  pelunasanHutangSchema,
  peremajaanHutangSchema,
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
import './hutang.close-step.ts';
import './hutang.eod.ts';
import { createHutangService } from './hutang.service.ts';

const COUNTER = { permission: '/transaksi-hutang' } satisfies { permission: Permission };
const LIHAT = { permission: '/lihat-hutang' } satisfies { permission: Permission };
const VIEW = {
  permission: { anyOf: ['/transaksi-hutang', '/lihat-hutang', '/validasi-hutang'] } satisfies Permission,
};
const FOTO = { permission: { anyOf: ['/transaksi-hutang', '/lihat-hutang'] } satisfies Permission };
const VALIDATE = { permission: '/validasi-hutang' } satisfies { permission: Permission };

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

export async function hutangRoutes(app: FastifyInstance, { db, files }: { db: Db; files: FileStore }) {
  app.addContentTypeParser('image/jpeg', { parseAs: 'buffer', bodyLimit: MAX_FOTO_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = createHutangService(db);

  r.get('/hutang/parameter', { schema: { response: { 200: parameterHutangSchema } }, config: COUNTER }, async (req) =>
    svc.parameter(actor(req).kode_toko),
  );
  r.post(
    '/hutang',
    { schema: { body: hutangSchema, response: { 200: hutangWriteSchema } }, config: COUNTER },
    async (req) => ({ message: MSG.saveOk, data: await svc.create(actor(req), req.body) }),
  );
  r.get(
    '/hutang/paginated',
    { schema: { querystring: hutangListQuery, response: { 200: hutangPageSchema } }, config: VIEW },
    async (req) => svc.list(actor(req).kode_toko, req.query),
  );
  r.get('/hutang/margin-alert', { schema: { response: { 200: hutangAlertSchema } }, config: VIEW }, async (req) =>
    svc.marginAlert(actor(req).kode_toko),
  );
  r.get(
    '/hutang/get/by-no/:no',
    { schema: { params: noParam, response: { 200: hutangDocSchema } }, config: VIEW },
    async (req) => svc.get(actor(req).kode_toko, req.params.no),
  );
  r.put(
    '/hutang/pelunasan',
    { schema: { body: pelunasanHutangSchema, response: { 200: hutangWriteSchema } }, config: LIHAT },
    async (req) => ({
      message: MSG.saveOk,
      data: await svc.pelunasan(actor(req), req.body.no_hutang, req.body.payments),
    }),
  );
  r.post(
    '/hutang/batal-lunas',
    { schema: { body: batalLunasHutangSchema, response: { 200: hutangWriteSchema } }, config: LIHAT },
    async (req) => ({
      message: MSG.saveOk,
      data: await svc.batalLunas(actor(req), req.body.no_hutang, req.body.otorisasi),
    }),
  );
  r.post(
    '/hutang/peremajaan',
    { schema: { body: peremajaanHutangSchema, response: { 200: hutangWriteSchema } }, config: LIHAT },
    async (req) => ({ message: MSG.saveOk, data: await svc.peremajaan(actor(req), req.body) }),
  );
  r.post(
    '/hutang/lelang',
    { schema: { body: lelangHutangSchema, response: { 200: hutangWriteSchema } }, config: LIHAT },
    async (req) => ({ message: MSG.saveOk, data: await svc.lelang(actor(req), req.body) }),
  );
  r.put(
    '/hutang/validasi',
    {
      schema: { body: validateSchema, response: { 200: writeResult(z.object({ jumlah: z.number() })) } },
      config: VALIDATE,
    },
    async (req) => ({ message: MSG.saveOk, data: await svc.validate(actor(req), req.body.nomor) }),
  );

  // a pledged piece's photo: a JPEG the browser resized, kept under `<kode_toko>/hutang/<no>-<seq>.jpg`
  r.put(
    '/hutang/foto/:no/:seq',
    { schema: { params: fotoParam, response: { 200: hutangFotoSchema } }, config: FOTO },
    async (req) => {
      const a = actor(req);
      const body = req.body as Buffer | undefined;
      if (!Buffer.isBuffer(body) || body.length < 4 || body[0] !== 0xff || body[1] !== 0xd8)
        throw badRequest('Foto Harus Berformat JPEG');
      const { no, seq } = req.params;
      await svc.fotoOf(a.kode_toko, no, seq);
      const key = `${a.kode_toko}/hutang/${no}-${seq}.jpg`;
      await files.put(key, body);
      await svc.setFoto(a.kode_toko, no, seq, key);
      return { message: MSG.saveOk, data: { no_hutang: no, seq } };
    },
  );
  r.get('/hutang/foto/:no/:seq', { schema: { params: fotoParam }, config: VIEW }, async (req, reply) => {
    const a = actor(req);
    const key = await svc.fotoOf(a.kode_toko, req.params.no, req.params.seq);
    const stream = key ? await files.get(key) : undefined;
    if (!stream) throw notFound('Foto Tidak Ada');
    reply.header('cache-control', 'private, max-age=300').type('image/jpeg');
    return reply.send(stream);
  });
}
