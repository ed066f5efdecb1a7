/** Repairs (spec §2.1 "Service"): the service counter, the list, done, hand-over, cancel, photos and validation. */
import {
  ambilServiceSchema,
  batalServiceSchema,
  parameterServiceSchema,
  selesaiServiceSchema,
  serviceDocSchema,
  serviceFotoSchema,
  serviceListQuery,
  servicePageSchema,
  serviceSchema,
  serviceWriteSchema,
} from '@kilau/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { actionsOf, defineDocumentRoutes, registerDocumentRoutes } from '../../lib/document-routes.ts';
import type { FileStore } from '../../lib/file-store.ts';
import type { Permission } from '../../plugins/auth.plugin.ts';
import './service.close-step.ts';
import './service.eod.ts';
import { createServiceService } from './service.service.ts';

const LIHAT = '/lihat-services' satisfies Permission;
const action = actionsOf<ReturnType<typeof createServiceService>>();

export const serviceDocument = defineDocumentRoutes({
  prefix: 'service',
  permission: {
    counter: '/transaksi-services',
    // calls several screens share: a grant of any one of them
    view: { anyOf: ['/transaksi-services', '/lihat-services', '/validasi-jual-beli'] },
    validate: '/validasi-jual-beli',
    foto: { anyOf: ['/transaksi-services', '/lihat-services'] },
  },
  schemas: {
    parameter: parameterServiceSchema,
    create: { body: serviceSchema, response: serviceWriteSchema },
    list: { query: serviceListQuery, response: servicePageSchema },
    doc: serviceDocSchema,
    foto: { response: serviceFotoSchema, field: 'no_service' },
  },
  actions: [
    action({
      method: 'PUT',
      path: 'selesai',
      permission: LIHAT,
      body: selesaiServiceSchema,
      response: serviceWriteSchema,
      run: (svc, a, b) => svc.selesai(a, b.no_service, b.kode_tukang),
    }),
    action({
      method: 'PUT',
      path: 'ambil',
      permission: LIHAT,
      body: ambilServiceSchema,
      response: serviceWriteSchema,
      run: (svc, a, b) => svc.ambil(a, b),
    }),
    action({
      method: 'POST',
      path: 'batal',
      permission: LIHAT,
      body: batalServiceSchema,
      response: serviceWriteSchema,
      run: (svc, a, b) => svc.batal(a, b.no_service, b.otorisasi),
    }),
  ],
});

export async function serviceRoutes(app: FastifyInstance, { db, files }: { db: Db; files: FileStore }) {
  registerDocumentRoutes(app, serviceDocument, createServiceService(db), files);
}
