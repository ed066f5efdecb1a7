/**
 * Cash and bank (spec §2.1 "Kas & Bank": /uang-kas, /tambah-uang-bank, /ambil-uang-bank): the day's book
 * (`cash/paginated`, spec §7.1), manual cash in / out and its reversal, moves between the drawer and a store
 * account, balances per account, and the drawer count.
 */
import {
  batalKasSchema,
  hitungKasListSchema,
  hitungKasSchema,
  hitungKasWriteSchema,
  kasListQuery,
  kasManualSchema,
  kasPageSchema,
  kasWriteSchema,
  MSG,
  pindahBankSchema,
  saldoRekeningQuery,
  saldoRekeningSchema,
} from '@kilau/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { type Permission, requireAuth } from '../../plugins/auth.plugin.ts';
import { createKasService } from './kas.service.ts';

// The cash book is the store's money: spec §7.1 lists its read among the start-up reads, but only the cash and
// bank screens show it, so it belongs to them rather than to every signed-in user.
const BOOK = {
  permission: { anyOf: ['/uang-kas', '/tambah-uang-bank', '/ambil-uang-bank'] } satisfies Permission,
};
const KAS = { permission: '/uang-kas' } satisfies { permission: Permission };

const actor = (req: FastifyRequest) => {
  const a = requireAuth(req);
  return { kode_toko: a.user.kode_toko, user_id: a.user.user_id };
};

export async function kasRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = createKasService(db);

  r.get(
    '/cash/paginated',
    { schema: { querystring: kasListQuery, response: { 200: kasPageSchema } }, config: BOOK },
    async (req) => svc.list(actor(req).kode_toko, req.query),
  );
  r.get(
    '/cash/saldo-rekening',
    { schema: { querystring: saldoRekeningQuery, response: { 200: saldoRekeningSchema } }, config: BOOK },
    async (req) => svc.saldoRekening(actor(req).kode_toko, req.query.tanggal),
  );
  r.post(
    '/cash/manual',
    { schema: { body: kasManualSchema, response: { 200: kasWriteSchema } }, config: KAS },
    async (req) => ({ message: MSG.saveOk, data: await svc.manual(actor(req), req.body) }),
  );
  r.post(
    '/cash/batal',
    { schema: { body: batalKasSchema, response: { 200: kasWriteSchema } }, config: BOOK },
    async (req) => ({ message: MSG.saveOk, data: await svc.batal(actor(req), req.body) }),
  );
  r.post(
    '/cash/tambah-bank',
    {
      schema: { body: pindahBankSchema, response: { 200: kasWriteSchema } },
      config: { permission: '/tambah-uang-bank' },
    },
    async (req) => ({ message: MSG.saveOk, data: await svc.pindahBank(actor(req), 'TAMBAH', req.body) }),
  );
  r.post(
    '/cash/ambil-bank',
    {
      schema: { body: pindahBankSchema, response: { 200: kasWriteSchema } },
      config: { permission: '/ambil-uang-bank' },
    },
    async (req) => ({ message: MSG.saveOk, data: await svc.pindahBank(actor(req), 'AMBIL', req.body) }),
  );
  r.get(
    '/cash/hitung',
    { schema: { querystring: saldoRekeningQuery, response: { 200: hitungKasListSchema } }, config: KAS },
    async (req) => svc.hitungList(actor(req).kode_toko, req.query.tanggal),
  );
  r.post(
    '/cash/hitung',
    { schema: { body: hitungKasSchema, response: { 200: hitungKasWriteSchema } }, config: KAS },
    async (req) => ({ message: MSG.saveOk, data: await svc.hitung(actor(req), req.body) }),
  );
}
