/** Orders (spec §2.1 "Pesanan"): the order counter, the list, state changes, cancel, sample return and validation. */
import {
  batalPesananSchema,
  kembaliContohSchema,
  kerjakanPesananSchema,
  parameterPesananSchema,
  pesananDocSchema,
  pesananListQuery,
  pesananPageSchema,
  pesananSchema,
  pesananWriteSchema,
  selesaiPesananSchema,
} from '@kilau/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { actionsOf, defineDocumentRoutes, registerDocumentRoutes } from '../../lib/document-routes.ts';
import type { Permission } from '../../plugins/auth.plugin.ts';
import './pesanan.close-step.ts';
import './pesanan.eod.ts';
import { createPesananService } from './pesanan.service.ts';

const LIHAT = '/lihat-pesanan' satisfies Permission;
const action = actionsOf<ReturnType<typeof createPesananService>>();

export const pesananDocument = defineDocumentRoutes({
  prefix: 'pesanan',
  permission: {
    counter: '/transaksi-pesanan',
    // calls several screens share: a grant of any one of them
    view: { anyOf: ['/transaksi-pesanan', '/lihat-pesanan', '/validasi-jual-beli'] },
    validate: '/validasi-jual-beli',
  },
  schemas: {
    parameter: parameterPesananSchema,
    create: { body: pesananSchema, response: pesananWriteSchema },
    list: { query: pesananListQuery, response: pesananPageSchema },
    doc: pesananDocSchema,
  },
  actions: [
    action({
      method: 'PUT',
      path: 'kerjakan',
      permission: LIHAT,
      body: kerjakanPesananSchema,
      response: pesananWriteSchema,
      run: (svc, a, b) => svc.kerjakan(a, b.no_pesanan, b.kode_tukang),
    }),
    action({
      method: 'PUT',
      path: 'selesai',
      permission: LIHAT,
      body: selesaiPesananSchema,
      response: pesananWriteSchema,
      run: (svc, a, b) => svc.selesai(a, b.no_pesanan, b),
    }),
    action({
      method: 'POST',
      path: 'batal',
      permission: LIHAT,
      body: batalPesananSchema,
      response: pesananWriteSchema,
      run: (svc, a, b) => svc.batal(a, b.no_pesanan, b.batal_dp, b.otorisasi),
    }),
    action({
      method: 'PUT',
      path: 'contoh/kembali',
      permission: LIHAT,
      body: kembaliContohSchema,
      response: pesananWriteSchema,
      run: (svc, a, b) => svc.kembaliContoh(a, b.no_pesanan, b.kode_barcode),
    }),
  ],
});

export async function pesananRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerDocumentRoutes(app, pesananDocument, createPesananService(db));
}
