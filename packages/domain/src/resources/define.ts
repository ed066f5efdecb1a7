/**
 * Declarative master resources (STYLE.md §3). One declaration yields the zod schema, the table, the API routes,
 * the list columns, the modal form and the parameterised tests.
 */
import { z } from 'zod';
import { isYmd } from '../rules/dates.rules.ts';
import { timestamp, type Wire, wireDate } from '../schemas/wire.schemas.ts';

export type FieldKind = 'text' | 'money' | 'decimal' | 'int' | 'percent' | 'bool' | 'select' | 'date';

export type FieldDef = {
  label: string;
  kind?: FieldKind;
  /** Message when empty; absent = optional. */
  required?: string;
  /** Stored and shown upper-case (default for text). */
  upper?: boolean;
  readOnlyOnEdit?: boolean;
  /** Shown as a table column (default true). */
  list?: boolean;
  /** Fixed options for `select`. */
  options?: readonly string[];
  /** Options for `select` read from another resource's list. */
  ref?: { resource: string; value: string; label: string };
  maxLength?: number;
  default?: string | number | boolean;
};

export type ResourceDef = {
  key: string;
  /** Web route of the screen (spec §2.1); also its permission key. */
  route: string;
  /** Base of the writes: `POST api`, `PUT api/:id`, `DELETE api/:id`. */
  api: string;
  /** GET paths answering the full list (spec §7.1); the first is what the master screen uses. */
  reads: readonly string[];
  /** Those of `reads` that answer only active rows (`status_aktif`), for pickers. */
  activeReads?: readonly string[];
  /** `GET <path>/:value` → active rows whose `field` equals value (e.g. `baki/get/by-kode-gudang/:kode_gudang`). */
  byField?: { path: string; field: string };
  table: string;
  /** The code field, unique per store (together with `uniqueWith`, if given). */
  code: string;
  /** Further fields that make the code unique together, e.g. `tanggal` for a daily price per group. */
  uniqueWith?: readonly string[];
  /** List order (default: by code). */
  sort?: { field: string; desc?: boolean };
  /** Field shown in confirmations (default: the code). */
  display?: string;
  fields: Record<string, FieldDef>;
  /**
   * Read-only columns the server computes for the list reads (e.g. a member's points balance from its ledger):
   * shown in the table, never in the form or a write's body; each needs its SQL on the server (masters.hooks.ts).
   */
  computed?: Record<string, Pick<FieldDef, 'label' | 'kind'>>;
  /**
   * Edit-only whole numbers added to a stored count under the row's lock (`count = count + value`), for a count that
   * other writes also move (a gift's stock, lowered by exchanges) and the form therefore never writes back (declare
   * the count `readOnlyOnEdit`). Negative corrects downwards; a result below 0 is refused (422, on this field). Not
   * a column, not in the list or the answered row; blank = 0.
   */
  additive?: Record<string, AdditiveDef>;
  /** Noun used in modal titles and confirmation, e.g. `Batu` → "Tambah Data Batu". */
  noun: string;
  /** Noun of the delete confirmation, e.g. `Jenis Batu`. */
  deleteNoun?: string;
  /**
   * Stock and document tables that keep this master's code in a column (same store): while one row does, the
   * master cannot be deleted (409 naming `noun`). Masters pointing at each other come from `ref` fields instead.
   */
  usedBy?: readonly UsedBy[];
};

/** An additive edit field (`ResourceDef.additive`): its label and the declared int field it adds to. */
export type AdditiveDef = { label: string; adds: string };

/** One table column that holds a master's code, and what that table is called in the refusal. */
export type UsedBy = { table: string; column: string; noun: string };

export function defineResource<const R extends ResourceDef>(r: R): R {
  return r;
}

export const kindOf = (f: FieldDef): FieldKind => f.kind ?? 'text';
export const isUpper = (f: FieldDef): boolean => (kindOf(f) === 'text' || kindOf(f) === 'select') && f.upper !== false;

export const modalTitle = (r: ResourceDef, mode: 'add' | 'edit'): string =>
  `${mode === 'add' ? 'Tambah' : 'Edit'} Data ${r.noun}`;

export const deleteConfirmText = (r: ResourceDef, row: Record<string, unknown>): string =>
  `Apakah Anda Yakin Ingin Menghapus ${r.deleteNoun ?? r.noun} ${String(row[r.display ?? r.code] ?? '')}?`;

const WEIGHT_RE = /^\d{1,9}(\.\d{1,3})?$/;
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function fieldSchema(f: FieldDef): z.ZodType {
  const req = f.required;
  switch (kindOf(f)) {
    case 'bool':
      return z.boolean({ error: `${f.label} Harus Ya Atau Tidak` }).default((f.default as boolean) ?? true);
    case 'money':
    case 'int': {
      const s = z.coerce
        .number({ error: `${f.label} Harus Berupa Angka` })
        .int(`${f.label} Harus Bilangan Bulat`)
        .min(0, `${f.label} Tidak Boleh Negatif`)
        .max(Number.MAX_SAFE_INTEGER, `${f.label} Terlalu Besar`);
      // Coercion would read a missing or blank required amount as 0 (or NaN): say it is required instead.
      return req
        ? z
            .unknown()
            .refine((v) => !isBlank(v), req)
            .pipe(s)
        : s.default((f.default as number) ?? 0);
    }
    case 'decimal':
    case 'percent': {
      const s = z
        .union([z.string(), z.number()], { error: req ?? `${f.label} Harus Berupa Angka` })
        .transform((v) => String(v).trim())
        .refine((v) => v !== '' || !req, req ?? '')
        .transform((v) => (v === '' ? '0' : v))
        .refine((v) => WEIGHT_RE.test(v), `${f.label} Harus Berupa Angka Dengan Maksimal 3 Desimal`);
      return req ? s : s.default(String(f.default ?? '0'));
    }
    case 'date': {
      // Blank answers the declared required text; an impossible day (2026-02-30) is refused here, not by the database.
      const s = z.string({ error: req ?? `${f.label} Harus Diisi` }).trim();
      if (req) return s.min(1, { error: req, abort: true }).refine(isYmd, `${f.label} Harus Berformat YYYY-MM-DD`);
      // An optional date left blank is stored as no date.
      return z
        .union([z.null(), s])
        .optional()
        .refine((v) => !v || isYmd(v), `${f.label} Harus Berformat YYYY-MM-DD`)
        .transform((v) => v || null);
    }
    default: {
      const max = f.maxLength ?? 100;
      const base = z.string({ error: req ?? `${f.label} Harus Berupa Teks` }).trim();
      const checked = req ? base.min(1, req) : base;
      const bounded = checked.max(max, `${f.label} Maksimal ${max} Karakter`);
      const withOptions = f.options
        ? bounded.refine((v) => v === '' || f.options?.includes(v.toUpperCase()), `${f.label} Tidak Valid`)
        : bounded;
      const upper = isUpper(f) ? withOptions.transform((v) => v.toUpperCase()) : withOptions;
      return req ? upper : upper.optional().default((f.default as string) ?? '');
    }
  }
}

/** Body schema of create/update. */
export function resourceSchema(r: ResourceDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(r.fields)) shape[name] = fieldSchema(f);
  return z.object(shape);
}

/** Body schema of the additive edit fields (`ResourceDef.additive`): whole numbers of either sign, blank or absent = 0. */
export function additiveSchema(r: ResourceDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, a] of Object.entries(r.additive ?? {})) {
    shape[name] = z
      .unknown()
      .transform((v) => (isBlank(v) ? 0 : v))
      .pipe(
        z.coerce
          .number({ error: `${a.label} Harus Berupa Angka` })
          .int(`${a.label} Harus Bilangan Bulat`)
          .min(-Number.MAX_SAFE_INTEGER, `${a.label} Terlalu Kecil`)
          .max(Number.MAX_SAFE_INTEGER, `${a.label} Terlalu Besar`),
      )
      .optional();
  }
  return z.object(shape);
}

/** What every master row carries besides its declared fields: its id, store, who edited it last and when. */
export const resourceRowBase = z.object({
  _id: z.uuid(),
  kode_toko: z.string(),
  input_by: z.string(),
  updated_at: timestamp,
});
/** A master row as the API answers it (the declared fields are known only at run time, so they stay open). */
export type ResourceRow = Wire<typeof resourceRowBase> & Record<string, unknown>;

/** The wire type of one declared field, as `fieldWire` answers it. */
type FieldWireOf<F> = F extends { kind: 'bool' }
  ? boolean
  : F extends { kind: 'money' | 'int' | 'decimal' | 'percent' }
    ? number
    : F extends { kind: 'date' }
      ? string | null
      : string;
/** A row of one declared master (`resourceRowSchema(r)`) with its fields typed, for screens that read one master. */
export type ResourceRowOf<R extends ResourceDef> = Wire<typeof resourceRowBase> & {
  [K in keyof R['fields']]: FieldWireOf<R['fields'][K]>;
} & { [K in keyof NonNullable<R['computed']>]: FieldWireOf<NonNullable<R['computed']>[K]> };

function fieldWire(f: FieldDef): z.ZodType {
  switch (kindOf(f)) {
    case 'bool':
      return z.boolean();
    case 'money':
    case 'int':
      return z.number().int();
    // Weights and percentages are stored as exact decimals and answered as JSON numbers (at most 3 decimals).
    case 'decimal':
    case 'percent':
      return z.number();
    case 'date':
      return wireDate.nullable();
    default:
      return z.string();
  }
}

/**
 * Response row of a master's reads and writes: `_id`, `kode_toko`, the declared fields and computed columns,
 * `input_by`, `updated_at`.
 */
export function resourceRowSchema(r: ResourceDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(r.fields)) shape[name] = fieldWire(f);
  for (const [name, f] of Object.entries(r.computed ?? {})) shape[name] = fieldWire(f);
  return resourceRowBase.extend(shape);
}
