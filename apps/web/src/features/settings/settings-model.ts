/**
 * Pure model of the settings screens: the current values of a declared `SettingsForm` from `GET para-system`,
 * validation with the domain's `validateSetting`, and the changed keys only, as `PUT para-system` takes them.
 */
import { type ParaRow, type SettingField, type SettingsForm, validateSetting } from '@kilau/domain';

export type { ParaRow };
export type SettingValues = Record<string, string>;

/** Each declared key's stored value, else its default. */
export function currentValues(form: SettingsForm, rows: readonly ParaRow[] | undefined): SettingValues {
  const stored = new Map((rows ?? []).map((r) => [r.key.toUpperCase(), r.value]));
  const out: SettingValues = {};
  for (const f of form.fields) out[f.key] = stored.get(f.key) ?? f.default;
  return out;
}

/** How a value is stored: trimmed; text kinds upper-case (spec §2.3: text inputs are upper-case). */
export function normalise(f: SettingField, v: unknown): string {
  const s = v === undefined || v === null ? '' : String(v);
  if (f.kind === 'bool') return s === 'true' ? 'true' : 'false';
  const t = s.trim();
  return f.kind === 'text' || f.kind === 'textarea' ? t.toUpperCase() : t;
}

/** Messages per key for the values that do not pass their field's rule. */
export function validate(form: SettingsForm, values: SettingValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of form.fields) {
    const m = validateSetting(f, normalise(f, values[f.key]));
    if (m) errors[f.key] = m;
  }
  return errors;
}

/** Only the keys whose value differs from what the server holds. */
export function changedValues(form: SettingsForm, initial: SettingValues, values: SettingValues): SettingValues {
  const out: SettingValues = {};
  for (const f of form.fields) {
    const next = normalise(f, values[f.key]);
    if (next !== normalise(f, initial[f.key])) out[f.key] = next;
  }
  return out;
}
