/** Members and points (spec §2.1 "Member", issue 12): the picker, a member's transactions, the ledger, tukar point. */
import {
  MSG,
  memberPeriodQuery,
  memberPoinSchema,
  memberSearchQuery,
  poinLedgerSchema,
  transaksiMemberSchema,
  tukarPoinDocSchema,
  tukarPoinSchema,
  tukarPoinWriteSchema,
} from '@kilau/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type Permission, requireAuth } from '../../plugins/auth.plugin.ts';
import { createMemberService } from './member.service.ts';
import { createTukarPoinService } from './tukar-poin.service.ts';

const TUKAR = { permission: '/tukar-point' } satisfies { permission: Permission };
const TRANSAKSI = { permission: '/lihat-transaksi-member' } satisfies { permission: Permission };
const POIN = { permission: { anyOf: ['/transaksi-poin', '/tukar-point'] } satisfies Permission };
const PICK = {
  permission: {
    anyOf: ['/lihat-transaksi-member', '/transaksi-poin', '/tukar-point', '/data-member'],
  } satisfies Permission,
};

const actor = (req: FastifyRequest) => {
  const a = requireAuth(req);
  return { kode_toko: a.user.kode_toko, user_id: a.user.user_id };
};

export async function memberRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const members = createMemberService(db);
  const tukar = createTukarPoinService(db);

  r.get(
    '/member/search',
    { schema: { querystring: memberSearchQuery, response: { 200: z.array(memberPoinSchema) } }, config: PICK },
    async (req) => members.search(actor(req).kode_toko, req.query.q),
  );
  r.get(
    '/member/transaksi',
    { schema: { querystring: memberPeriodQuery, response: { 200: transaksiMemberSchema } }, config: TRANSAKSI },
    async (req) => members.transaksi(actor(req).kode_toko, req.query),
  );
  r.get(
    '/member/poin',
    { schema: { querystring: memberPeriodQuery, response: { 200: poinLedgerSchema } }, config: POIN },
    async (req) => members.ledger(actor(req).kode_toko, req.query),
  );
  r.post(
    '/tukar-poin',
    { schema: { body: tukarPoinSchema, response: { 200: tukarPoinWriteSchema } }, config: TUKAR },
    async (req) => ({ message: MSG.saveOk, data: await tukar.create(actor(req), req.body) }),
  );
  r.get(
    '/tukar-poin/get/by-no/:no',
    {
      schema: {
        params: z.object({ no: z.string().trim().min(1).max(40).toUpperCase() }),
        response: { 200: tukarPoinDocSchema },
      },
      config: POIN,
    },
    async (req) => tukar.get(actor(req).kode_toko, req.params.no),
  );
}
