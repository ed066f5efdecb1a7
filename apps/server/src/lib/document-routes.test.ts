/**
 * The shared document routes, over every declaration (like the masters' describe.each): each declared route is
 * registered with its declared permission, an unknown number answers 404, and a document of another store is neither
 * readable nor validated from this one.
 */

import { sql } from 'drizzle-orm';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hutangDocument } from '../modules/hutang/hutang.routes.ts';
import { tukarPoinDocument } from '../modules/member/member.routes.ts';
import { pembelianDocument } from '../modules/pembelian/pembelian.routes.ts';
import { penjualanDocument, titipanDocument } from '../modules/penjualan/penjualan.routes.ts';
import { pesananDocument } from '../modules/pesanan/pesanan.routes.ts';
import { serviceDocument } from '../modules/service/service.routes.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/helpers.ts';
import { type DocumentRoutes, documentRouteTable } from './document-routes.ts';

type Table = { table: string; no: string /** amounts its checks want above 0 */; positive?: string[] };
/** Each declaration with the table and number column its documents live in. */
const DOCUMENTS: [string, DocumentRoutes<never>, Table][] = [
  ['hutang', hutangDocument as DocumentRoutes<never>, { table: 'hutang', no: 'no_hutang', positive: ['pokok'] }],
  ['service', serviceDocument as DocumentRoutes<never>, { table: 'service', no: 'no_service' }],
  ['pesanan', pesananDocument as DocumentRoutes<never>, { table: 'pesanan', no: 'no_pesanan' }],
  ['pembelian', pembelianDocument as DocumentRoutes<never>, { table: 'pembelian', no: 'no_faktur_group' }],
  ['penjualan', penjualanDocument as DocumentRoutes<never>, { table: 'penjualan', no: 'no_faktur_group' }],
  ['titipan', titipanDocument as DocumentRoutes<never>, { table: 'titipan', no: 'no_titip', positive: ['jumlah'] }],
  ['tukar-poin', tukarPoinDocument as DocumentRoutes<never>, { table: 'tukar_poin', no: 'no_tukar' }],
];

let t: TestApp;
let admin: string;
let other: string;
const registered = new Map<string, unknown>();

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (r: RouteOptions) => {
      for (const m of ([] as HTTPMethods[]).concat(r.method)) registered.set(`${m} ${r.url}`, r.config?.permission);
    },
  });
  await t.createStore({ kode_toko: 'T3', tipe_toko: 'CABANG' });
  await t.createUser({ user_id: 'OWNER_T3', level: 'OWN', kode_toko: 'T3', password: 'owner-t3' });
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  other = await t.login('OWNER_T3', 'owner-t3');
});
afterAll(() => t?.close());

/** A bare row of store PST: every column that must be given gets a plain value of its type (numbers 1). */
async function seedRow({ table, no: noColumn, positive = [] }: Table, no: string) {
  const required = (
    await t.db.execute(sql`SELECT column_name, data_type FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ${table} AND is_nullable = 'NO' AND column_default IS NULL`)
  ).rows as { column_name: string; data_type: string }[];
  const cols = [...required, ...positive.map((column_name) => ({ column_name, data_type: 'bigint' }))];
  const value = (c: { column_name: string; data_type: string }) => {
    if (c.column_name === 'kode_toko') return sql`'PST'`;
    if (c.column_name === noColumn) return sql`${no}`;
    if (c.data_type === 'date') return sql`CURRENT_DATE`;
    if (c.data_type.startsWith('timestamp')) return sql`now()`;
    if (c.data_type === 'uuid') return sql`gen_random_uuid()`;
    if (c.data_type === 'boolean') return sql`false`;
    if (/int|numeric|double|real/.test(c.data_type)) return sql`1`;
    return sql`''`;
  };
  await t.db.execute(
    sql`INSERT INTO ${sql.identifier(table)} (${sql.join(
      cols.map((c) => sql.identifier(c.column_name)),
      sql`, `,
    )}) VALUES (${sql.join(cols.map(value), sql`, `)})`,
  );
}

describe.each(DOCUMENTS)('document routes: %s', (prefix, doc, table) => {
  it('registers each declared route with its permission', () => {
    const declared = documentRouteTable(doc);
    expect(declared.length).toBeGreaterThanOrEqual(2);
    for (const r of declared) {
      const key = `${r.method} /api${r.url}`;
      expect(registered.has(key), key).toBe(true);
      expect(registered.get(key), key).toEqual(r.permission);
    }
  });

  it("never reads or validates another store's document", async () => {
    const no = `PST-${prefix.toUpperCase()}-1`;
    await seedRow(table, no);
    if (doc.schemas.doc) {
      const read = await t.call('GET', `${prefix}/get/by-no/${no}`, { token: other });
      expect(read.statusCode, read.body).toBe(404);
      const own = await t.call('GET', `${prefix}/get/by-no/${no}`, { token: admin });
      expect(own.statusCode, own.body).not.toBe(404);
    }
    if (!doc.permission.validate) return;
    const valid = await t.call('PUT', `${prefix}/validasi`, { token: other, body: { nomor: [no] } });
    expect(valid.statusCode, valid.body).toBe(200);
    const query = sql`SELECT status_valid FROM ${sql.identifier(table.table)} WHERE ${sql.identifier(table.no)} = ${no}`;
    const row = await t.db.execute(query);
    expect(row.rows).toEqual([{ status_valid: 'OPEN' }]);
    await t.call('PUT', `${prefix}/validasi`, { token: admin, body: { nomor: [no] } });
    expect((await t.db.execute(query)).rows).toEqual([{ status_valid: 'DONE' }]);
  });
});

/** A document read by its number on the shared path (the deposit keeps its own `GET /titipan/:no_titip`). */
describe.each(DOCUMENTS.filter(([, doc]) => doc.schemas.doc))('document routes: %s by number', (prefix) => {
  it('answers 404 for an unknown number', async () => {
    const res = await t.call('GET', `${prefix}/get/by-no/TIDAK-ADA-1`, { token: admin });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toContain('TIDAK-ADA-1');
  });
});
