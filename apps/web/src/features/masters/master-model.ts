/**
 * Pure model of the generic master screen: list columns, form defaults and validation, all derived from the
 * resource declaration — the validator is the domain's `resourceSchema`, the same the server parses with.
 */
import {
  additiveSchema,
  type FieldDef,
  formatNumber,
  formatRupiah,
  formatTanggal,
  kindOf,
  type ResourceDef,
  resourceSchema,
  UI,
} from '@kilau/domain';
import type { TextColumn } from '../../components/table-data.ts';
import type { ResourceRow } from '../../lib/use-resource.ts';

export type FormValues = Record<string, unknown>;

export function displayValue(f: FieldDef, v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  switch (kindOf(f)) {
    case 'bool':
      return v === true || v === 'true' ? UI.active : UI.inactive;
    case 'money':
    case 'int':
      return formatRupiah(v as number | string);
    case 'decimal':
    case 'percent':
      return formatNumber(v as number | string);
    case 'date':
      return formatTanggal(String(v));
    default:
      return String(v);
  }
}

export const isNumericKind = (f: FieldDef) => ['money', 'int', 'decimal', 'percent'].includes(kindOf(f));

export type ListColumn = TextColumn<ResourceRow> & { align?: 'right' | 'center' };

/**
 * Table columns of the declared fields, then the computed ones (read-only, e.g. a member's points); amounts and
 * weights right-aligned so their digits line up.
 */
export function listColumns(r: ResourceDef): ListColumn[] {
  return [...Object.entries(r.fields), ...Object.entries(r.computed ?? {})]
    .filter(([, f]) => (f as FieldDef).list !== false)
    .map(([key, f]) => ({
      key,
      title: f.label,
      text: (row: ResourceRow) => displayValue(f, row[key]),
      align: isNumericKind(f) ? ('right' as const) : kindOf(f) === 'bool' ? ('center' as const) : undefined,
    }));
}

function initialValue(f: FieldDef): unknown {
  if (kindOf(f) === 'bool') return f.default ?? true;
  return f.default === undefined ? '' : String(f.default);
}

/**
 * Form values for add (defaults) or edit (the row's values; numbers as text for the numeric inputs). When adding,
 * a required date without a default starts on the store's system date (e.g. the day of a gold price).
 */
export function formValues(r: ResourceDef, row?: ResourceRow, systemDate?: string): FormValues {
  const out: FormValues = { _id: row?._id ?? '' };
  for (const [name, f] of Object.entries(r.fields)) {
    const v = row?.[name];
    if (!row && systemDate && kindOf(f) === 'date' && f.required && f.default === undefined) out[name] = systemDate;
    else if (v === undefined || v === null) out[name] = initialValue(f);
    else out[name] = kindOf(f) === 'bool' ? v === true || v === 'true' : String(v);
  }
  // an edit starts every additive field (Tambah Stock) blank: nothing added unless typed
  if (row) for (const name of Object.keys(r.additive ?? {})) out[name] = '';
  return out;
}

const schemas = new WeakMap<ResourceDef, ReturnType<typeof resourceSchema>>();
export function schemaOf(r: ResourceDef) {
  let s = schemas.get(r);
  if (!s) {
    s = resourceSchema(r);
    schemas.set(r, s);
  }
  return s;
}

/** Optional numbers left empty fall back to the declaration's default. */
const normalise = (f: FieldDef, v: unknown) => (v === '' && !f.required && kindOf(f) !== 'text' ? undefined : v);

const additives = new WeakMap<ResourceDef, ReturnType<typeof additiveSchema>>();
function additiveOf(r: ResourceDef) {
  let s = additives.get(r);
  if (!s) {
    s = additiveSchema(r);
    additives.set(r, s);
  }
  return s;
}

/** The first message of one field's validation, or undefined when valid. */
export function fieldError(r: ResourceDef, name: string, value: unknown): string | undefined {
  const add = r.additive?.[name] ? additiveOf(r).shape[name] : undefined;
  if (add) {
    const res = add.safeParse(value);
    return res.success ? undefined : res.error.issues[0]?.message;
  }
  const s = schemaOf(r).shape[name];
  const f = r.fields[name];
  if (!s || !f) return undefined;
  const res = s.safeParse(normalise(f, value));
  return res.success ? undefined : res.error.issues[0]?.message;
}

export type ParseResult = { ok: true; body: Record<string, unknown> } | { ok: false; errors: Record<string, string> };

/**
 * Validates the whole form with the domain schema; the body holds only declared fields, normalised — and, on an
 * edit, the additive fields (0 when left blank), which the server adds to their counts.
 */
export function parseForm(r: ResourceDef, values: FormValues, mode: 'add' | 'edit' = 'add'): ParseResult {
  const input: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(r.fields)) input[name] = normalise(f, values[name]);
  const res = schemaOf(r).safeParse(input);
  const adds =
    mode === 'edit' && r.additive
      ? additiveOf(r).safeParse(Object.fromEntries(Object.keys(r.additive).map((n) => [n, values[n]])))
      : undefined;
  if (res.success && (!adds || adds.success))
    return { ok: true, body: { ...(res.data as Record<string, unknown>), ...(adds?.data ?? {}) } };
  const errors: Record<string, string> = {};
  for (const i of [...(res.error?.issues ?? []), ...(adds?.error?.issues ?? [])]) {
    const k = String(i.path[0] ?? '_');
    if (!(k in errors)) errors[k] = i.message;
  }
  return { ok: false, errors };
}
