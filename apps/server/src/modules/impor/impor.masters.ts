/**
 * Importing a master (issue 15): the file's rows replace the store's BY CODE — codes in the file are inserted or updated (kept active, groups at
 *   persentase 0), codes missing from the file are removed — refused, listing them, while stock, a document or
 *   another master still uses one (the declarations' `usedBy`, as the master delete does).
 */
import { IMPORT_FIELDS, type ImportType, RESOURCES, type ResourceDef } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import { archiveRows } from '../../lib/arsip.ts';
import { type InUse, one, rowsOf, stage, type TypeDef } from './impor.types.ts';

const MASTER_RESOURCE: Partial<Record<ImportType, string>> = {
  master_sales: 'sales',
  master_group: 'group',
  master_jenis: 'jenis',
  master_gudang: 'gudang',
  master_baki: 'baki',
};

export function masterDef(type: ImportType): TypeDef {
  const r = RESOURCES.find((x) => x.key === MASTER_RESOURCE[type]) as ResourceDef;
  const table = sql.identifier(r.table);
  const code = sql.identifier(r.code);
  // the file's fields the table has (the §3 fields), written on insert and on update
  const cols = Object.keys(IMPORT_FIELDS[type]).filter((n) => n in r.fields);
  const colList = sql.raw(cols.map((c) => `"${c}"`).join(', '));
  const selList = sql.raw(
    cols
      .map((c) => {
        const f = r.fields[c];
        const k = f?.kind;
        return k === 'bool' ? `(s."${c}")::boolean` : `s."${c}"`;
      })
      .join(', '),
  );
  const setList = sql.raw(cols.map((c) => `"${c}" = excluded."${c}"`).join(', '));
  // who keeps a code: stock and documents (usedBy), and other masters pointing at this one (a jenis's group)
  const users = [
    ...(r.usedBy ?? []).map((u) => ({ table: u.table, column: u.column, noun: u.noun })),
    ...RESOURCES.flatMap((o) =>
      Object.entries(o.fields)
        .filter(([, f]) => f.ref?.resource === r.key)
        .map(([name]) => ({ table: o.table, column: name, noun: `Master ${o.noun}` })),
    ),
  ];
  const missing = (k: string) =>
    sql`SELECT m.${code} AS code FROM ${table} m
         WHERE m.kode_toko = ${k} AND NOT EXISTS (SELECT 1 FROM ${stage} s WHERE s.${code} = m.${code})`;
  return {
    replaced: async (tx, s) => {
      const x = await one<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM ${table} WHERE kode_toko = ${s.kode_toko}`,
      );
      return { rows: x.n, documents: x.n, total_rupiah: 0, total_berat: '0' };
    },
    inUse: async (tx, s) => {
      const out: InUse[] = [];
      for (const u of users) {
        const found = await rowsOf<{ code: string }>(
          tx,
          sql`SELECT DISTINCT x.code FROM (${missing(s.kode_toko)}) x
               WHERE EXISTS (SELECT 1 FROM ${sql.identifier(u.table)} t
                              WHERE t.kode_toko = ${s.kode_toko} AND t.${sql.identifier(u.column)} = x.code)
               ORDER BY 1 LIMIT 20`,
        );
        for (const f of found) out.push({ ref: f.code, noun: u.noun });
      }
      return out;
    },
    write: async (tx, s, { arsip_id, user_id }) => {
      await archiveRows(tx, arsip_id, r.table, sql`t.kode_toko = ${s.kode_toko}`);
      await tx.execute(
        sql`DELETE FROM ${table} m WHERE m.kode_toko = ${s.kode_toko}
              AND NOT EXISTS (SELECT 1 FROM ${stage} s WHERE s.${code} = m.${code})`,
      );
      await tx.execute(sql`
        INSERT INTO ${table} (kode_toko, ${colList}, created_by, updated_by)
        SELECT ${s.kode_toko}, ${selList}, ${user_id}, ${user_id} FROM ${stage} s ORDER BY s.line
        ON CONFLICT (kode_toko, ${code}) DO UPDATE SET ${setList}, updated_by = excluded.updated_by, updated_at = now()`);
    },
  };
}
