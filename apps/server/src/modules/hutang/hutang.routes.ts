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
  parameterHutangSchema,
  pelunasanHutangSchema,
  peremajaanHutangSchema,
} from '@kilau/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { actionsOf, actorOf, defineDocumentRoutes, registerDocumentRoutes } from '../../lib/document-routes.ts';
import type { FileStore } from '../../lib/file-store.ts';
import type { Permission } from '../../plugins/auth.plugin.ts';
import './hutang.close-step.ts';
import './hutang.eod.ts';
import { createHutangService } from './hutang.service.ts';

const LIHAT = '/lihat-hutang' satisfies Permission;
const VIEW = { anyOf: ['/transaksi-hutang', '/lihat-hutang', '/validasi-hutang'] } satisfies Permission;
const action = actionsOf<ReturnType<typeof createHutangService>>();

export const hutangDocument = defineDocumentRoutes({
  prefix: 'hutang',
  permission: {
    counter: '/transaksi-hutang',
    view: VIEW,
    validate: '/validasi-hutang',
    foto: { anyOf: ['/transaksi-hutang', '/lihat-hutang'] },
  },
  schemas: {
    parameter: parameterHutangSchema,
    create: { body: hutangSchema, response: hutangWriteSchema },
    list: { query: hutangListQuery, response: hutangPageSchema },
    doc: hutangDocSchema,
    foto: { response: hutangFotoSchema, field: 'no_hutang' },
  },
  actions: [
    action({
      method: 'PUT',
      path: 'pelunasan',
      permission: LIHAT,
      body: pelunasanHutangSchema,
      response: hutangWriteSchema,
      run: (svc, a, b) => svc.pelunasan(a, b.no_hutang, b.payments),
    }),
    action({
      method: 'POST',
      path: 'batal-lunas',
      permission: LIHAT,
      body: batalLunasHutangSchema,
      response: hutangWriteSchema,
      run: (svc, a, b) => svc.batalLunas(a, b.no_hutang, b.otorisasi),
    }),
    action({
      method: 'POST',
      path: 'peremajaan',
      permission: LIHAT,
      body: peremajaanHutangSchema,
      response: hutangWriteSchema,
      run: (svc, a, b) => svc.peremajaan(a, b),
    }),
    action({
      method: 'POST',
      path: 'lelang',
      permission: LIHAT,
      body: lelangHutangSchema,
      response: hutangWriteSchema,
      run: (svc, a, b) => svc.lelang(a, b),
    }),
  ],
});

export async function hutangRoutes(app: FastifyInstance, { db, files }: { db: Db; files: FileStore }) {
  const svc = createHutangService(db);
  registerDocumentRoutes(app, hutangDocument, svc, files);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/hutang/margin-alert',
      { schema: { response: { 200: hutangAlertSchema } }, config: { permission: VIEW } },
      async (req) => svc.marginAlert(actorOf(req).kode_toko),
    );
}
