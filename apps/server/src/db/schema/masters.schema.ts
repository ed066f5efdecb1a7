/**
 * Master tables, each derived from its declaration in `@kilau/domain` (one column per declared field).
 * drizzle-kit reads the named exports below; `masterTables` maps resource key → table for the route factory.
 */
import * as D from '@kilau/domain';
import { kindOf, RESOURCES, type ResourceDef } from '@kilau/domain';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  foreignKey,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

function column(name: string, r: ResourceDef) {
  const f = r.fields[name];
  if (!f) throw new Error(`unknown field ${name}`);
  switch (kindOf(f)) {
    case 'bool':
      return boolean(name)
        .notNull()
        .default((f.default as boolean) ?? true);
    case 'money':
    case 'int':
      return bigint(name, { mode: 'number' }).notNull().default(0);
    case 'decimal':
    case 'percent':
      return numeric(name, { precision: 12, scale: 3 }).notNull().default('0');
    case 'date':
      return date(name, { mode: 'string' });
    default:
      return text(name).notNull().default('');
  }
}

export function masterTable(r: ResourceDef) {
  const cols = Object.fromEntries(Object.keys(r.fields).map((n) => [n, column(n, r)]));
  return pgTable(
    r.table,
    {
      id: uuid('id').notNull().defaultRandom(),
      kode_toko: text('kode_toko').notNull(),
      ...cols,
      created_by: text('created_by').notNull().default(''),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updated_by: text('updated_by').notNull().default(''),
      updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.kode_toko, t.id] }),
      uniqueIndex(`${r.table}_code_uq`).on(
        t.kode_toko,
        ...[...(r.uniqueWith ?? []), r.code].map(
          (n) => (t as unknown as Record<string, typeof t.kode_toko>)[n] as typeof t.kode_toko,
        ),
      ),
      // a required `ref` field (a baki's gudang, a jenis's group) never loses its master: one foreign key each,
      // read from the declaration (this runs lazily, once every master table exists)
      ...Object.entries(r.fields).flatMap(([name, f]) => {
        const target = f.ref && f.required ? refTable(f.ref.resource) : undefined;
        if (!f.ref || !target) return [];
        return [
          foreignKey({
            name: `${r.table}_${name}_fk`,
            columns: [t.kode_toko, (t as unknown as Record<string, AnyPgColumn>)[name] as AnyPgColumn],
            foreignColumns: masterKey(target, f.ref.value),
          }).onDelete('restrict'),
        ];
      }),
    ],
  );
}

export const parameter_berlian = masterTable(D.parameterBerlian);
export const batu_shape = masterTable(D.batuShape);
export const batu_color = masterTable(D.batuColor);
export const batu_clarity = masterTable(D.batuClarity);
export const batu_fluorescence = masterTable(D.batuFluorescence);
export const batu_symmetry = masterTable(D.batuSymmetry);
export const batu_polish = masterTable(D.batuPolish);
export const batu_cutgrade = masterTable(D.batuCutgrade);
export const batu_berlian = masterTable(D.batuBerlian);
export const master_group = masterTable(D.group);
export const master_jenis = masterTable(D.jenis);
export const master_kadar = masterTable(D.kadar);
export const master_gudang = masterTable(D.gudang);
export const master_baki = masterTable(D.baki);
export const master_bank = masterTable(D.bank);
export const master_rekening = masterTable(D.rekening);
export const master_kategori = masterTable(D.kategori);
export const master_bandrol = masterTable(D.bandrol);
export const master_kode_transaksi = masterTable(D.kodeTransaksi);
export const master_sales = masterTable(D.sales);
export const master_tukang = masterTable(D.tukang);
export const master_kondisi_barang = masterTable(D.kondisiBarang);
export const master_kondisi_pembelian = masterTable(D.kondisiPembelian);
export const master_kondisi_pinjaman = masterTable(D.kondisiPinjaman);
export const master_hadiah = masterTable(D.hadiah);
export const master_rugi_nota = masterTable(D.rugiNota);
export const master_parameter_point = masterTable(D.parameterPoint);
export const master_marketplace = masterTable(D.marketplace);
export const master_harga_emas = masterTable(D.hargaEmas);
export const master_member = masterTable(D.member);

/**
 * Each store's master version: a fresh value of `master_version_seq` after every statement that changes
 * any of the store's master tables, set by a statement-level trigger on each master table (migration
 * 0027_master_versions; masters-list.test.ts holds every master table to it), so in the writer's own
 * transaction. The session lookup of every signed-in request reads it (auth.service), and the cached master lists
 * are valid for that value only (masters/master-list-cache.ts): a write committed on any instance is seen by the
 * next request on every instance. A store without a row has version 0.
 */
export const master_version_seq = pgSequence('master_version_seq');
export const master_versions = pgTable('master_versions', {
  kode_toko: text('kode_toko').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

// drizzle-kit finds tables by named export; this map finds them by declaration.
const declared: Record<string, ReturnType<typeof masterTable>> = {
  parameter_berlian,
  batu_shape,
  batu_color,
  batu_clarity,
  batu_fluorescence,
  batu_symmetry,
  batu_polish,
  batu_cutgrade,
  batu_berlian,
  master_group,
  master_jenis,
  master_kadar,
  master_gudang,
  master_baki,
  master_bank,
  master_rekening,
  master_kategori,
  master_bandrol,
  master_kode_transaksi,
  master_sales,
  master_tukang,
  master_kondisi_barang,
  master_kondisi_pembelian,
  master_kondisi_pinjaman,
  master_hadiah,
  master_rugi_nota,
  master_parameter_point,
  master_marketplace,
  master_harga_emas,
  master_member,
};

/** Resource key → table; fails at start if a declaration has no exported table. */
export const masterTables = new Map(
  RESOURCES.map((r) => {
    const t = declared[r.table];
    if (!t) throw new Error(`Master ${r.key}: tabel ${r.table} belum diekspor di masters.schema.ts`);
    return [r.key, t] as const;
  }),
);

/** The table of a referenced master, typed loosely (a master's own type cannot depend on the others'). */
function refTable(key: string): { kode_toko: AnyPgColumn } | undefined {
  return masterTables.get(key) as { kode_toko: AnyPgColumn } | undefined;
}

/** (kode_toko, code) of a master table: what a foreign key from stock or a document points at. */
export function masterKey(t: { kode_toko: AnyPgColumn }, code: string): [AnyPgColumn, AnyPgColumn] {
  const col = (t as unknown as Record<string, AnyPgColumn>)[code];
  if (!col) throw new Error(`${code}: kolom tidak ada`);
  return [t.kode_toko, col];
}
