/**
 * Members and points (spec §2.1 "Member"): the picker, a member's transactions, the ledger; tukar point is a document
 * of the kit (TUKAR_POIN_DOCUMENT), its write and its read registered by registerDocumentRoutes.
 */
import {
  memberPeriodQuery,
  memberPoinSchema,
  memberSearchQuery,
  poinLedgerSchema,
  TUKAR_POIN_DOCUMENT,
  transaksiMemberSchema,
  tukarPoinDocSchema,
  tukarPoinSchema,
  tukarPoinWriteSchema,
} from '@kilau/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineDocumentRoutes, registerDocumentRoutes } from '../../lib/document-routes.ts';
import { withDb } from '../../lib/with-db.ts';
import { type Permission, requireAuth } from '../../plugins/auth.plugin.ts';
import { createMemberService } from './member.service.ts';
import { createTukar, getTukar } from './tukar-poin.service.ts';

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

/** The exchange's write and its read by number; no list (its rows show in the points ledger), no validation. */
export const tukarPoinDocument = defineDocumentRoutes({
  prefix: TUKAR_POIN_DOCUMENT.api,
  permission: { counter: '/tukar-point', view: POIN.permission },
  schemas: {
    create: { body: tukarPoinSchema, response: tukarPoinWriteSchema },
    doc: tukarPoinDocSchema,
    docParams: z.object({ no: z.string().trim().min(1).max(40).toUpperCase() }),
  },
  actions: [],
});

export async function memberRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const members = createMemberService(db);

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
  registerDocumentRoutes(app, tukarPoinDocument, withDb(db, { get: getTukar, create: createTukar }));
}
