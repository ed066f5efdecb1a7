/**
 * Generic CRUD over a declared master: store-scoped reads and writes, unique codes per store (409), read-only
 * fields kept on edit, and an audit row for every change.
 */
import { duplicateCode, MSG, type ResourceDef, resourceSchema } from '@kilau/domain';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { masterTable } from '../../db/schema/masters.schema.ts';
import { conflict, notFound, pgCode } from '../../lib/errors.ts';

type Table = ReturnType<typeof masterTable>;
type Actor = { kode_toko: string; user_id: string; ip?: string };
type Row = Record<string, unknown>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toApi(row: Row): Row {
  const { id, created_at: _c, updated_at, created_by: _cb, updated_by, ...rest } = row;
  return { _id: id, ...rest, input_by: updated_by, updated_at };
}

export function createMasterService(db: Db, r: ResourceDef, table: Table) {
  const schema = resourceSchema(r);
  const cols = getTableColumns(table) as unknown as Record<string, typeof table.kode_toko>;
  const found = cols[r.code];
  if (!found) throw new Error(`${r.key}: kolom kode ${r.code} tidak ada`);
  const codeCol = found;
  const codeLabel = r.fields[r.code]?.label ?? r.code;

  const audit = (tx: Tx, a: Actor, action: string, id: string, before: Row | null, after: Row | null) =>
    tx.insert(auditLog).values({
      kode_toko: a.kode_toko, user_id: a.user_id, action, entity: r.key, entity_id: id, before, after, ip: a.ip ?? null,
    });

  const duplicate = (e: unknown, body: Row) => {
    if (pgCode(e) === '23505') return conflict(duplicateCode(`${codeLabel} ${String(body[r.code] ?? '')}`.trim()));
    return e;
  };

  async function list(kodeToko: string): Promise<Row[]> {
    const rows = await db.select().from(table).where(eq(table.kode_toko, kodeToko)).orderBy(asc(codeCol));
    return rows.map(toApi);
  }

  async function create(a: Actor, input: unknown): Promise<Row> {
    const body = schema.parse(input) as Row;
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(table)
          .values({ ...body, kode_toko: a.kode_toko, created_by: a.user_id, updated_by: a.user_id } as never)
          .returning();
        const out = toApi(row as Row);
        await audit(tx, a, 'CREATE', String(out._id), null, out);
        return out;
      });
    } catch (e) {
      throw duplicate(e, body);
    }
  }

  async function update(a: Actor, id: string, input: unknown): Promise<Row> {
    if (!UUID_RE.test(id)) throw notFound(MSG.notFound);
    const parsed = schema.parse(input) as Row;
    for (const [name, f] of Object.entries(r.fields)) if (f.readOnlyOnEdit) delete parsed[name];
    try {
      return await db.transaction(async (tx) => {
        const where = and(eq(table.kode_toko, a.kode_toko), eq(table.id, id));
        const [before] = await tx.select().from(table).where(where).for('update');
        if (!before) throw notFound(MSG.notFound);
        const [row] = await tx
          .update(table)
          .set({ ...parsed, updated_by: a.user_id, updated_at: sql`now()` } as never)
          .where(where)
          .returning();
        const out = toApi(row as Row);
        await audit(tx, a, 'UPDATE', id, toApi(before as Row), out);
        return out;
      });
    } catch (e) {
      throw duplicate(e, { ...parsed });
    }
  }

  async function remove(a: Actor, id: string): Promise<Row> {
    if (!UUID_RE.test(id)) throw notFound(MSG.notFound);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .delete(table)
        .where(and(eq(table.kode_toko, a.kode_toko), eq(table.id, id)))
        .returning();
      if (!row) throw notFound(MSG.notFound);
      const out = toApi(row as Row);
      await audit(tx, a, 'DELETE', id, out, null);
      return out;
    });
  }

  return { list, create, update, remove };
}
