/**
 * Master tables, each derived from its declaration in `@kilau/domain` (one column per declared field).
 * drizzle-kit reads the named exports below; `masterTables` maps resource key → table for the route factory.
 */
import { type ResourceDef, RESOURCES, kindOf, batuBerlian, batuClarity, batuColor, batuCutgrade,
  batuFluorescence, batuPolish, batuShape, batuSymmetry, parameterBerlian } from '@kilau/domain';
import { bigint, boolean, date, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

function column(name: string, r: ResourceDef) {
  const f = r.fields[name];
  if (!f) throw new Error(`unknown field ${name}`);
  switch (kindOf(f)) {
    case 'bool':
      return boolean(name).notNull().default((f.default as boolean) ?? true);
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
      uniqueIndex(`${r.table}_code_uq`).on(t.kode_toko, (t as unknown as Record<string, typeof t.kode_toko>)[r.code] as typeof t.kode_toko),
    ],
  );
}

export const parameter_berlian = masterTable(parameterBerlian);
export const batu_shape = masterTable(batuShape);
export const batu_color = masterTable(batuColor);
export const batu_clarity = masterTable(batuClarity);
export const batu_fluorescence = masterTable(batuFluorescence);
export const batu_symmetry = masterTable(batuSymmetry);
export const batu_polish = masterTable(batuPolish);
export const batu_cutgrade = masterTable(batuCutgrade);
export const batu_berlian = masterTable(batuBerlian);

const declared = {
  parameter_berlian, batu_shape, batu_color, batu_clarity, batu_fluorescence, batu_symmetry, batu_polish,
  batu_cutgrade, batu_berlian,
} as Record<string, ReturnType<typeof masterTable>>;

/** Resource key → table; fails at start if a declaration has no exported table. */
export const masterTables = new Map(
  RESOURCES.map((r) => {
    const t = declared[r.table];
    if (!t) throw new Error(`Master ${r.key}: tabel ${r.table} belum diekspor di masters.schema.ts`);
    return [r.key, t] as const;
  }),
);
