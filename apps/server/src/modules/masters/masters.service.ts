/**
 * Generic CRUD over a declared master: store-scoped reads and writes, unique codes per store (409), read-only
 * fields kept on edit, and an audit row for every change. The master's context (masterContext) is built once; list,
 * create, update and remove take it first and createMasterService binds them to it.
 */
import {
  additiveBelowZero,
  additiveSchema,
  duplicateCode,
  kindOf,
  MSG,
  type ResourceDef,
  referencesTo,
  resourceByKey,
  resourceRowSchema,
  resourceSchema,
} from '@kilau/domain';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { type masterTable, masterTables } from '../../db/schema/masters.schema.ts';
import { badRequest, conflict, notFound, pgCode, unprocessable } from '../../lib/errors.ts';
import { masterHooks } from './masters.hooks.ts';

type Table = ReturnType<typeof masterTable>;
type Actor = { kode_toko: string; user_id: string; ip?: string };
type Row = Record<string, unknown>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Wire shape: `_id`, the declared fields (weights and percentages as JSON numbers), who edited last. */
export function toApi(row: Row, r?: ResourceDef): Row {
  const { id, created_at: _c, updated_at, created_by: _cb, updated_by, ...rest } = row;
  if (r) {
    for (const [name, f] of Object.entries(r.fields)) {
      const k = kindOf(f);
      if ((k === 'decimal' || k === 'percent') && typeof rest[name] === 'string') rest[name] = Number(rest[name]);
    }
  }
  return { _id: id, ...rest, input_by: updated_by, updated_at };
}

/**
 * The list as its JSON text, shaped by PostgreSQL: each key of the response row from its column (`_id` = id,
 * `input_by` = updated_by, `updated_at` as toISOString writes it), no row objects or Dates in Node.
 */
function listSql(r: ResourceDef, computedSql: Record<string, SQL>) {
  const wireKeys = Object.keys(resourceRowSchema(r).shape);
  const t = sql.identifier(r.table);
  const wireColumns = sql.join(
    wireKeys.map((k) => {
      const expr =
        k === '_id'
          ? sql`${t}.id`
          : k === 'input_by'
            ? sql`${t}.updated_by`
            : k === 'updated_at'
              ? sql`to_char(${t}.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
              : (computedSql[k] ?? sql`${t}.${sql.identifier(k)}`);
      return sql`${expr} AS ${sql.identifier(k)}`;
    }),
    sql`, `,
  );
  const sortKey = r.sort?.field;
  const listOrder = sql.join(
    [
      ...(sortKey ? [sql`l.${sql.identifier(sortKey)}${r.sort?.desc ? sql` DESC` : sql``}`] : []),
      sql`l.${sql.identifier(r.code)}`,
    ],
    sql`, `,
  );

  return { t, wireColumns, listOrder };
}

/**
 * What the generic CRUD of one declared master needs, built once when its routes register (a wrong declaration fails
 * here).
 */
function masterContext(db: Db, r: ResourceDef, table: Table) {
  const schema = resourceSchema(r);
  const cols = getTableColumns(table) as unknown as Record<string, typeof table.kode_toko>;
  const found = cols[r.code];
  if (!found) throw new Error(`${r.key}: kolom kode ${r.code} tidak ada`);
  const codeLabel = r.fields[r.code]?.label ?? r.code;
  // Additive edit fields (the declaration's `additive`): each adds to one declared int column; a wrong one fails at start.
  const additive = additiveSchema(r);
  for (const [name, add] of Object.entries(r.additive ?? {})) {
    const target = r.fields[add.adds];
    if (!target || kindOf(target) !== 'int' || !target.readOnlyOnEdit)
      throw new Error(`${r.key}: ${name} menambah ${add.adds}, yang harus field int readOnlyOnEdit`);
  }

  const audit = (tx: Tx, a: Actor, action: string, id: string, before: Row | null, after: Row | null) =>
    tx.insert(auditLog).values({
      kode_toko: a.kode_toko,
      user_id: a.user_id,
      action,
      entity: r.key,
      entity_id: id,
      before,
      after,
      ip: a.ip ?? null,
    });

  const duplicate = (e: unknown, body: Row) => {
    if (pgCode(e) === '23505') return conflict(duplicateCode(`${codeLabel} ${String(body[r.code] ?? '')}`.trim()));
    return e;
  };

  const activeCol = cols.status_aktif;
  // Computed list columns (the declaration's `computed`), each from its hook's SQL; a missing one fails at start.
  const computed: Record<string, SQL.Aliased> = {};
  const computedSql: Record<string, SQL> = {};
  for (const name of Object.keys(r.computed ?? {})) {
    const make = masterHooks[r.key]?.computed?.[name];
    if (!make) throw new Error(`${r.key}: kolom ${name} belum punya SQL di masters.hooks.ts`);
    computed[name] = make(sql.identifier(r.table)).as(name);
    computedSql[name] = make(sql.identifier(r.table));
  }

  const { t, wireColumns, listOrder } = listSql(r, computedSql);

  return {
    db,
    r,
    table,
    schema,
    cols,
    codeLabel,
    additive,
    audit,
    duplicate,
    activeCol,
    computed,
    computedSql,
    t,
    wireColumns,
    listOrder,
  };
}

type MasterCtx = ReturnType<typeof masterContext>;

/** A row as answered: with its computed columns (read inside the write's transaction). */
async function answered(c: MasterCtx, tx: Tx, kodeToko: string, row: Row): Promise<Row> {
  const { r, table, computed } = c;
  const out = toApi(row, r);
  if (!Object.keys(computed).length) return out;
  const [extra] = await tx
    .select(computed)
    .from(table)
    .where(and(eq(table.kode_toko, kodeToko), eq(table.id, String(row.id))));
  return { ...out, ...extra };
}

/** All rows of the store as JSON text; `activeOnly` for pickers; `field`/`value` = one field's value (`byField` reads). */
async function list(
  c: MasterCtx,
  kodeToko: string,
  opts: { activeOnly?: boolean; field?: string; value?: string } = {},
): Promise<string> {
  const { db, cols, activeCol, t, wireColumns, listOrder } = c;
  const conds = [sql`${t}.kode_toko = ${kodeToko}`];
  if (opts.activeOnly && activeCol) conds.push(sql`${t}.status_aktif`);
  if (opts.field && cols[opts.field] && opts.value !== undefined)
    conds.push(sql`${t}.${sql.identifier(opts.field)} = ${opts.value.toUpperCase()}`);
  const { rows } = await db.execute<{ j: string }>(
    sql`SELECT coalesce(json_agg(l ORDER BY ${listOrder}), '[]')::text AS j
          FROM (SELECT ${wireColumns} FROM ${t} WHERE ${sql.join(conds, sql` AND `)}) l`,
  );
  return rows[0]?.j ?? '[]';
}

/** Every `ref` field must name an existing row of the referenced master in the same store (locked FOR SHARE). */
async function checkRefs(c: MasterCtx, tx: Tx, kodeToko: string, body: Row) {
  const { r } = c;
  for (const [name, f] of Object.entries(r.fields)) {
    const value = body[name];
    if (!f.ref || value === undefined || value === '') continue;
    const target = resourceByKey(f.ref.resource);
    const t = masterTables.get(f.ref.resource);
    if (!target || !t) continue;
    const col = (getTableColumns(t) as unknown as Record<string, typeof t.kode_toko>)[f.ref.value];
    if (!col) continue;
    const [found] = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.kode_toko, kodeToko), eq(col, String(value))))
      .for('share');
    if (!found)
      throw badRequest(`${f.label} ${String(value)} Tidak Ditemukan`, {
        errors: { [name]: `${f.label} Tidak Ditemukan` },
      });
  }
}

/**
 * A row another master still points at cannot be deleted (e.g. a gudang holding baki), nor one that stock or a
 * document keeps (the declaration's `usedBy`: a baki holding pieces, a group of a sold line…). The foreign keys
 * refuse the rest; this names the reason.
 */
async function checkNotReferenced(c: MasterCtx, tx: Tx, kodeToko: string, row: Row) {
  const { r } = c;
  const code = String(row[r.code]);
  for (const u of r.usedBy ?? []) {
    const used = await tx.execute(
      sql`SELECT 1 FROM ${sql.identifier(u.table)} WHERE kode_toko = ${kodeToko} AND ${sql.identifier(u.column)} = ${code} LIMIT 1`,
    );
    if (used.rows.length > 0)
      throw conflict(`${r.noun} ${code} Tidak Dapat Dihapus Karena Masih Digunakan Di ${u.noun}`);
  }
  for (const ref of referencesTo(r.key)) {
    const t = masterTables.get(ref.resource.key);
    if (!t) continue;
    const col = (getTableColumns(t) as unknown as Record<string, typeof t.kode_toko>)[ref.field];
    if (!col) continue;
    const [used] = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.kode_toko, kodeToko), eq(col, String(row[ref.value]))))
      .limit(1);
    if (used) {
      throw conflict(
        `${r.noun} ${String(row[r.code])} Tidak Dapat Dihapus Karena Masih Digunakan Di Master ${ref.resource.noun}`,
      );
    }
  }
}

async function create(c: MasterCtx, a: Actor, input: unknown): Promise<Row> {
  const { db, r, table, schema, audit, duplicate } = c;
  const body = schema.parse(input) as Row;
  try {
    return await db.transaction(async (tx) => {
      await checkRefs(c, tx, a.kode_toko, body);
      const [row] = await tx
        .insert(table)
        .values({ ...body, kode_toko: a.kode_toko, created_by: a.user_id, updated_by: a.user_id } as never)
        .returning();
      await masterHooks[r.key]?.afterWrite?.(tx, a.kode_toko, row as Row);
      const out = toApi(row as Row, r);
      await audit(tx, a, 'CREATE', String(out._id), null, out);
      return answered(c, tx, a.kode_toko, row as Row);
    });
  } catch (e) {
    throw duplicate(e, body);
  }
}

async function update(c: MasterCtx, a: Actor, id: string, input: unknown): Promise<Row> {
  const { db, r, table, schema, cols, additive, audit, duplicate } = c;
  if (!UUID_RE.test(id)) throw notFound(MSG.notFound);
  const parsed = schema.parse(input) as Row;
  const adds = additive.parse(input) as Record<string, number>;
  for (const [name, f] of Object.entries(r.fields)) if (f.readOnlyOnEdit) delete parsed[name];
  try {
    return await db.transaction(async (tx) => {
      const where = and(eq(table.kode_toko, a.kode_toko), eq(table.id, id));
      // The row's lock (the one an exchange of a gift takes) makes `before` the current count for the additions.
      const [before] = await tx.select().from(table).where(where).for('update');
      if (!before) throw notFound(MSG.notFound);
      await checkRefs(c, tx, a.kode_toko, parsed);
      const added: Row = {};
      for (const [name, add] of Object.entries(r.additive ?? {})) {
        const by = adds[name] ?? 0;
        if (by === 0) continue;
        const now = Number((before as Row)[add.adds]);
        const target = r.fields[add.adds]?.label ?? add.adds;
        if (now + by < 0) {
          const m = additiveBelowZero(target, now, add.label, by);
          throw unprocessable(m, { errors: { [name]: m } });
        }
        if (now + by > Number.MAX_SAFE_INTEGER)
          throw badRequest(`${target} Terlalu Besar`, { errors: { [name]: `${target} Terlalu Besar` } });
        const col = cols[add.adds] as typeof table.kode_toko;
        added[add.adds] = sql`${col} + ${by}`;
      }
      const [row] = await tx
        .update(table)
        .set({ ...parsed, ...added, updated_by: a.user_id, updated_at: sql`now()` } as never)
        .where(where)
        .returning();
      await masterHooks[r.key]?.afterWrite?.(tx, a.kode_toko, row as Row);
      const out = toApi(row as Row, r);
      await audit(tx, a, 'UPDATE', id, toApi(before as Row, r), out);
      return answered(c, tx, a.kode_toko, row as Row);
    });
  } catch (e) {
    throw duplicate(e, { ...parsed });
  }
}

async function remove(c: MasterCtx, a: Actor, id: string): Promise<Row> {
  const { db, r, table, audit, computed } = c;
  if (!UUID_RE.test(id)) throw notFound(MSG.notFound);
  return db.transaction(async (tx) => {
    const where = and(eq(table.kode_toko, a.kode_toko), eq(table.id, id));
    const [locked] = await tx.select().from(table).where(where).for('update');
    if (!locked) throw notFound(MSG.notFound);
    await checkNotReferenced(c, tx, a.kode_toko, locked as Row);
    const last = await answered(c, tx, a.kode_toko, locked as Row);
    const [row] = await tx.delete(table).where(where).returning();
    if (!row) throw notFound(MSG.notFound);
    const out = toApi(row as Row, r);
    await audit(tx, a, 'DELETE', id, out, null);
    return { ...out, ...Object.fromEntries(Object.keys(computed).map((k) => [k, last[k]])) };
  });
}

export function createMasterService(db: Db, r: ResourceDef, table: Table) {
  const c = masterContext(db, r, table);
  return {
    list: list.bind(undefined, c),
    create: create.bind(undefined, c),
    update: update.bind(undefined, c),
    remove: remove.bind(undefined, c),
  };
}
