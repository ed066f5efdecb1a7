/** Buy-back (spec §2.1 "Pembelian"): the counter, its lookups, the list, cancellation and validation. */
import {
  batalPembelianSchema,
  parameterBeliSchema,
  pembelianDocSchema,
  pembelianListQuery,
  pembelianPageSchema,
  pembelianSchema,
  pembelianValidasiSchema,
  pembelianWriteSchema,
  pieceTerjualListSchema,
} from '@kilau/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { actionsOf, actorOf, defineDocumentRoutes, registerDocumentRoutes } from '../../lib/document-routes.ts';
import type { Permission } from '../../plugins/auth.plugin.ts';
import './pembelian.close-step.ts';
import { createPembelianService } from './pembelian.service.ts';

const COUNTER = '/transaksi-pembelian' satisfies Permission;
const action = actionsOf<ReturnType<typeof createPembelianService>>();

export const pembelianDocument = defineDocumentRoutes({
  prefix: 'pembelian',
  permission: {
    counter: COUNTER,
    // calls several screens share: a grant of any one of them
    view: { anyOf: ['/transaksi-pembelian', '/lihat-pembelian', '/batal-pembelian', '/validasi-jual-beli'] },
    validate: '/validasi-jual-beli',
  },
  schemas: {
    parameter: parameterBeliSchema,
    create: { body: pembelianSchema, response: pembelianWriteSchema },
    list: { query: pembelianListQuery, response: pembelianPageSchema },
    doc: pembelianDocSchema,
    validated: pembelianValidasiSchema,
  },
  actions: [
    action({
      method: 'POST',
      path: 'batal',
      permission: { anyOf: ['/batal-pembelian', '/lihat-pembelian'] },
      body: batalPembelianSchema,
      response: pembelianWriteSchema,
      run: (svc, a, b) => svc.cancel(a, b.no_faktur_group, b.alasan, b.otorisasi),
    }),
  ],
});

export async function pembelianRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const svc = createPembelianService(db);
  registerDocumentRoutes(app, pembelianDocument, svc);
  // A barcode or invoice number of a piece this store sold: what the counter prefills.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/pembelian/barang-terjual/:q',
    {
      schema: {
        params: z.object({ q: z.string().trim().min(1).max(40) }),
        response: { 200: pieceTerjualListSchema },
      },
      config: { permission: COUNTER },
    },
    async (req) => svc.lookup(actorOf(req).kode_toko, req.params.q),
  );
}
