/**
 * The routes every counter document shares, declared once per document and registered here: its counter's
 * parameters (`GET <prefix>/parameter`), the write (`POST <prefix>`), one page of the list (`GET <prefix>/paginated`),
 * one document by number (`GET <prefix>/get/by-no/:no`), its state changes (the declared actions), validation
 * (`PUT <prefix>/validasi`) and the photos of its lines (`PUT|GET <prefix>/foto/:no/:seq`) — each only where the
 * declaration names it (a points exchange has no list and no validation). Every route carries the permission and
 * schemas its declaration names; writes answer `{ message, data }`. What only one document has (the
 * loans' margin alert, the sale's scan) stays in its own routes file beside this.
 */
import { MSG, validateSchema, writeResult } from '@kilau/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_FOTO_BYTES } from '../modules/barang/foto.routes.ts';
import { type Permission, requireAuth } from '../plugins/auth.plugin.ts';
import { badRequest, notFound } from './errors.ts';
import type { FileStore } from './file-store.ts';

export type Actor = { kode_toko: string; user_id: string };

/** Who calls: the signed-in user and the store the session names (never the body). */
export const actorOf = (req: FastifyRequest): Actor => {
  const a = requireAuth(req);
  return { kode_toko: a.user.kode_toko, user_id: a.user.user_id };
};

/** A document number in a path, matched upper-case. */
export const noField = z
  .string()
  .min(1)
  .max(40)
  .transform((v) => v.toUpperCase());
export const noParam = z.object({ no: noField });
const fotoParam = z.object({ no: noField, seq: z.coerce.number().int().min(1).max(99) });

/** What a document's service offers the shared routes (method shorthand: each takes its own query/body type). */
export type DocumentService = {
  get(kodeToko: string, no: string): Promise<unknown>;
  list?(kodeToko: string, query: never): Promise<unknown>;
  validate?(a: Actor, nomor: readonly string[]): Promise<unknown>;
  parameter?(kodeToko: string): Promise<unknown>;
  create?(a: Actor, body: never): Promise<unknown>;
  fotoOf?(kodeToko: string, no: string, seq: number): Promise<string>;
  setFoto?(kodeToko: string, no: string, seq: number, key: string): Promise<void>;
};

/** A state change of a document: a body in, the service's answer out as `{ message, data }`. */
export type DocumentAction<S> = {
  method: 'POST' | 'PUT';
  /** under the prefix: 'batal' → `<prefix>/batal` */
  path: string;
  permission: Permission;
  body: z.ZodType;
  response: z.ZodType;
  run: (svc: S, a: Actor, body: never) => Promise<unknown>;
};

/** Typed actions of a service S: `const action = actionsOf<HutangService>(); action({ …, run: (svc, a, b) => … })`. */
export const actionsOf =
  <S>() =>
  <B extends z.ZodType>(
    a: Omit<DocumentAction<S>, 'body' | 'run'> & {
      body: B;
      run: (svc: S, a: Actor, body: z.output<B>) => Promise<unknown>;
    },
  ): DocumentAction<S> =>
    a as DocumentAction<S>;

export type DocumentRoutes<S> = {
  /** the path the document lives under, without slashes: 'hutang' */
  prefix: string;
  permission: {
    /** the counter screen: parameters and the write */
    counter?: Permission;
    /** the list and one document */
    view: Permission;
    validate?: Permission;
    /** uploading a line's photo (reading one takes `view`) */
    foto?: Permission;
  };
  schemas: {
    parameter?: z.ZodType;
    create?: { body: z.ZodType; response: z.ZodType };
    list?: { query: z.ZodType; response: z.ZodType };
    /** one document by number; absent where the document keeps a path of its own */
    doc?: z.ZodType;
    /** the number's path schema when it is not `noParam` (the points exchange trims it) */
    docParams?: z.ZodType<{ no: string }>;
    /** the validation answer; `{ message, data: { jumlah } }` unless told */
    validated?: z.ZodType;
    /** the photo upload's answer, `{ message, data: { <fotoField>: no, seq } }` */
    foto?: { response: z.ZodType; field: string };
  };
  actions: readonly DocumentAction<S>[];
};

export const defineDocumentRoutes = <S extends DocumentService>(d: DocumentRoutes<S>) => d;

type Method = 'GET' | 'POST' | 'PUT';
export type DeclaredRoute = { method: Method; url: string; permission: Permission };

const VALIDATED = writeResult(z.object({ jumlah: z.number() }));
const saved = async (data: Promise<unknown>) => ({ message: MSG.saveOk, data: await data });

/** The routes a declaration registers, with their permissions (what the tests and registerDocumentRoutes walk). */
export function documentRouteTable<S>(d: DocumentRoutes<S>): DeclaredRoute[] {
  const p = `/${d.prefix}`;
  const { counter, view, validate, foto } = d.permission;
  const rows: (DeclaredRoute | false)[] = [
    !!d.schemas.parameter && !!counter && { method: 'GET', url: `${p}/parameter`, permission: counter },
    !!d.schemas.create && !!counter && { method: 'POST', url: p, permission: counter },
    !!d.schemas.list && { method: 'GET', url: `${p}/paginated`, permission: view },
    !!d.schemas.doc && { method: 'GET', url: `${p}/get/by-no/:no`, permission: view },
    ...d.actions.map((a) => ({ method: a.method, url: `${p}/${a.path}`, permission: a.permission })),
    !!validate && { method: 'PUT', url: `${p}/validasi`, permission: validate },
    !!d.schemas.foto && !!foto && { method: 'PUT', url: `${p}/foto/:no/:seq`, permission: foto },
    !!d.schemas.foto && !!foto && { method: 'GET', url: `${p}/foto/:no/:seq`, permission: view },
  ];
  return rows.filter((r): r is DeclaredRoute => r !== false);
}

/** Registers a declared document's shared routes on `app`, answered by `svc` (photos kept in `files`). */
export function registerDocumentRoutes<S extends DocumentService>(
  app: FastifyInstance,
  d: DocumentRoutes<S>,
  svc: S,
  files?: FileStore,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const p = `/${d.prefix}`;
  const { counter, view, validate } = d.permission;
  const { parameter, create, list, doc, docParams = noParam } = d.schemas;

  if (parameter && counter && svc.parameter) {
    const run = svc.parameter;
    r.get(
      `${p}/parameter`,
      { schema: { response: { 200: parameter } }, config: { permission: counter } },
      async (req) => run(actorOf(req).kode_toko),
    );
  }
  if (create && counter && svc.create) {
    const run = svc.create;
    r.post(
      p,
      { schema: { body: create.body, response: { 200: create.response } }, config: { permission: counter } },
      async (req) => saved(run(actorOf(req), req.body as never)),
    );
  }
  if (list && svc.list) {
    const run = svc.list;
    r.get(
      `${p}/paginated`,
      { schema: { querystring: list.query, response: { 200: list.response } }, config: { permission: view } },
      async (req) => run(actorOf(req).kode_toko, req.query as never),
    );
  }
  if (doc) {
    r.get(
      `${p}/get/by-no/:no`,
      { schema: { params: docParams, response: { 200: doc } }, config: { permission: view } },
      async (req) => svc.get(actorOf(req).kode_toko, req.params.no),
    );
  }
  for (const a of d.actions) {
    r.route({
      method: a.method,
      url: `${p}/${a.path}`,
      schema: { body: a.body, response: { 200: a.response } },
      config: { permission: a.permission },
      handler: async (req) => saved(a.run(svc, actorOf(req), req.body as never)),
    });
  }
  if (validate && svc.validate) {
    const run = svc.validate;
    r.put(
      `${p}/validasi`,
      {
        schema: { body: validateSchema, response: { 200: d.schemas.validated ?? VALIDATED } },
        config: { permission: validate },
      },
      async (req) => saved(run(actorOf(req), req.body.nomor)),
    );
  }
  if (d.schemas.foto && d.permission.foto && files) registerFoto(app, d, svc, files);
}

/** A line's photo: a JPEG the browser resized, kept under `<kode_toko>/<prefix>/<no>-<seq>.jpg`. */
function registerFoto<S extends DocumentService>(app: FastifyInstance, d: DocumentRoutes<S>, svc: S, files: FileStore) {
  const { fotoOf, setFoto } = svc;
  const foto = d.schemas.foto;
  const permission = d.permission.foto;
  if (!fotoOf || !setFoto || !foto || !permission) return;
  app.addContentTypeParser('image/jpeg', { parseAs: 'buffer', bodyLimit: MAX_FOTO_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const url = `/${d.prefix}/foto/:no/:seq`;
  r.put(
    url,
    { schema: { params: fotoParam, response: { 200: foto.response } }, config: { permission } },
    async (req) => {
      const a = actorOf(req);
      const body = req.body as Buffer | undefined;
      if (!Buffer.isBuffer(body) || body.length < 4 || body[0] !== 0xff || body[1] !== 0xd8)
        throw badRequest('Foto Harus Berformat JPEG');
      const { no, seq } = req.params;
      await fotoOf(a.kode_toko, no, seq);
      const key = `${a.kode_toko}/${d.prefix}/${no}-${seq}.jpg`;
      await files.put(key, body);
      await setFoto(a.kode_toko, no, seq, key);
      return { message: MSG.saveOk, data: { [foto.field]: no, seq } };
    },
  );
  r.get(url, { schema: { params: fotoParam }, config: { permission: d.permission.view } }, async (req, reply) => {
    const a = actorOf(req);
    const key = await fotoOf(a.kode_toko, req.params.no, req.params.seq);
    const stream = key ? await files.get(key) : undefined;
    if (!stream) throw notFound('Foto Tidak Ada');
    reply.header('cache-control', 'private, max-age=300').type('image/jpeg');
    return reply.send(stream);
  });
}
