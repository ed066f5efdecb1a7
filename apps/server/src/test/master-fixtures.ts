/**
 * Sample rows for any declared master, made from its declaration alone, so the parameterised suites cover every
 * master — including those added later — without a hand-written fixture. Variants differ in every field.
 * Text is sent lower-case with stray spaces to prove the server trims and upper-cases it.
 */
import { addDays, type FieldDef, isUpper, kindOf, RESOURCES, type ResourceDef, resourceByKey } from '@kilau/domain';
import { expect } from 'vitest';
import type { TestApp } from './helpers.ts';

export type Row = Record<string, unknown>;
export type Ref = { resource: string; code: string };
export type Sample = { body: Row; expected: Row; refs: Ref[] };

const idx = (r: ResourceDef) => RESOURCES.indexOf(r);

/** The code a variant uses: unique per resource, so rows made as references never collide with a suite's own. */
export const codeOf = (r: ResourceDef, variant: number) => `x${idx(r)}v${variant}`;

function value(
  r: ResourceDef,
  name: string,
  f: FieldDef,
  variant: number,
): { send: unknown; expect: unknown; ref?: Ref } {
  if (f.ref) {
    const code = name === r.code ? codeOf(r, variant) : `r${variant}`;
    return { send: ` ${code} `, expect: code.toUpperCase(), ref: { resource: f.ref.resource, code } };
  }
  switch (kindOf(f)) {
    case 'bool':
      return { send: true, expect: true };
    case 'money':
    case 'int':
      return { send: 1000 * variant + 7, expect: 1000 * variant + 7 };
    case 'decimal':
    case 'percent':
      return { send: `${variant}.125`, expect: Number(`${variant}.125`) };
    case 'date': {
      const d = addDays('2026-01-01', variant);
      return { send: d, expect: d };
    }
    default: {
      if (f.options?.length) {
        const o = f.options[variant % f.options.length] as string;
        return { send: o.toLowerCase(), expect: o };
      }
      const raw = name === r.code ? codeOf(r, variant) : `${name.slice(0, 6)} v${variant}`.slice(0, f.maxLength ?? 100);
      return { send: `  ${raw} `, expect: isUpper(f) ? raw.toUpperCase() : raw };
    }
  }
}

export function sample(r: ResourceDef, variant: number): Sample {
  const body: Row = {};
  const expected: Row = {};
  const refs: Ref[] = [];
  for (const [name, f] of Object.entries(r.fields)) {
    const v = value(r, name, f, variant);
    body[name] = v.send;
    expected[name] = v.expect;
    if (v.ref) refs.push(v.ref);
  }
  return { body, expected, refs };
}

/** The full (not active-only) list read of a master. */
export const fullRead = (r: ResourceDef) => r.reads.find((p) => !r.activeReads?.includes(p)) ?? (r.reads[0] as string);

/** Makes the rows a sample points at (recursively), once per store session. */
export function refMaker(t: TestApp) {
  const made = new Set<string>();
  async function ensure(token: string, ref: Ref): Promise<void> {
    const key = `${token}|${ref.resource}|${ref.code.toUpperCase()}`;
    if (made.has(key)) return;
    const target = resourceByKey(ref.resource);
    if (!target) throw new Error(`unknown resource ${ref.resource}`);
    const s = sample(target, 1);
    for (const inner of s.refs) await ensure(token, inner);
    const res = await t.call('POST', target.api, { token, body: { ...s.body, [target.code]: ref.code } });
    expect(res.statusCode, `${target.api} ${ref.code}: ${res.body}`).toBe(200);
    made.add(key);
  }
  return async (token: string, refs: readonly Ref[]) => {
    for (const ref of refs) await ensure(token, ref);
  };
}
