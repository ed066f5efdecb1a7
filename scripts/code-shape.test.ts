/**
 * Issue 27's shape limits: no non-test file over 400 lines, no non-component function over 80 lines — except what
 * code-shape.allow.json names with its reason (declared data, the embedded supervisor, receipt/PDF layouts, and the
 * ones still to split). A row that no longer offends fails too, so the list only shrinks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionSizes, lineCount, MAX_FUNCTION_LINES, offenders } from './code-shape';

const root = path.resolve(import.meta.dirname, '..');
const allow: Record<string, string> = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'code-shape.allow.json'), 'utf8'),
);

const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('code shape: how the guard measures', () => {
  it('counts a file by its lines, a trailing newline not a line of its own', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });

  it.each([
    ['a function declaration', (b: string) => `export function long() {\n${b}\n}\n`, 'long'],
    ['an arrow function bound to a name', (b: string) => `const long = () => {\n${b}\n};\n`, 'long'],
    ['a class method', (b: string) => `class A {\n  long() {\n${b}\n  }\n}\n`, 'A.long'],
    ['a callback passed to a call', (b: string) => `app.get('/x', async () => {\n${b}\n});\n`, "app.get('/x')"],
    [
      'a method inside a factory',
      (b: string) => `function make() {\n  return {\n    long() {\n${b}\n    },\n  };\n}\n`,
      'make > long',
    ],
  ])('measures %s from its first to its last line', (_what, source, name) => {
    const at = (n: number) => functionSizes('x.ts', source(body(n))).find((f) => f.name === name)?.lines;
    expect(at(MAX_FUNCTION_LINES - 2)).toBe(MAX_FUNCTION_LINES);
    expect(at(MAX_FUNCTION_LINES - 1)).toBe(MAX_FUNCTION_LINES + 1);
  });

  it('exempts a component (a .tsx function returning JSX), not a .tsx helper returning data', () => {
    const tsx = `export function Page() {\n${body(90)}\n  return <div />;\n}\nexport function columns() {\n${body(90)}\n  return [];\n}\n`;
    const sizes = functionSizes('x.tsx', tsx);
    expect(sizes.find((f) => f.name === 'Page')?.component).toBe(true);
    expect(sizes.find((f) => f.name === 'columns')?.component).toBe(false);
  });
});

describe('code shape: the tree', () => {
  const found = offenders(root);

  it('no file over 400 lines and no non-component function over 80 lines outside the allowlist', () => {
    const unlisted = [...found].filter(([k]) => !(k in allow)).map(([k, n]) => `${k} (${n} lines)`);
    expect(unlisted, 'split these (or, for declared data and layouts, list them with the reason)').toEqual([]);
  });

  it('every allowlisted entry still offends (a fixed one leaves the list)', () => {
    const stale = Object.keys(allow).filter((k) => !found.has(k));
    expect(stale, 'fixed: remove these rows from scripts/code-shape.allow.json').toEqual([]);
  });

  it('every allowlisted entry says why', () => {
    expect(Object.entries(allow).filter(([, why]) => why.trim().length < 8)).toEqual([]);
  });
});
