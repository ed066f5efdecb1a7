/**
 * One number format (spec §2.3: "1,250,000") on every screen, receipt, PDF and server message, and one date format
 * ("26 November 2026") on every receipt and report: the production sources of the server, the web app and the
 * domain are scanned for a second formatter, and the shared texts are checked.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tableRange } from '../messages.ts';

const ROOT = join(import.meta.dirname, '../../../..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' || e.name === 'node_modules' ? [] : productionFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** `file:line: text` for every line of production code that matches. */
function offenders(pattern: RegExp, allowed: string[] = []): string[] {
  return SOURCES.flatMap((s) => productionFiles(join(ROOT, s)))
    .filter((f) => !allowed.includes(relative(ROOT, f)))
    .flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${relative(ROOT, f)}:${i + 1}: ${line.trim()}`] : [])),
    );
}

describe('one number format', () => {
  it('field 14: no production code groups numbers itself (toLocaleString, Intl.NumberFormat, a grouping regex)', () => {
    expect(
      offenders(/\.toLocaleString\(|Intl\.NumberFormat|\\d\{3\}\)\+/, [
        'packages/domain/src/rules/number-format.rules.ts',
      ]),
    ).toEqual([]);
  });

  it('field 14: the table pager groups its counts like every other number', () => {
    expect(tableRange(1, 25, 8001)).toBe('1-25 dari 8,001 data');
    expect(tableRange(1001, 1025, 1_250_000)).toBe('1,001-1,025 dari 1,250,000 data');
    expect(tableRange(1, 10, 42)).toBe('1-10 dari 42 data');
  });
});

describe('one date format', () => {
  it('field 39: no production code writes a date as DD-MM-YYYY: receipts, reports and messages use formatTanggal', () => {
    expect(
      offenders(
        /\$\{m\[3\]\}-\$\{m\[2\]\}-\$\{m\[1\]\}|split\('-'\)\.reverse\(\)|slice\(8, 10\)\}-\$\{\w+\.slice\(5, 7\)/,
      ),
    ).toEqual([]);
  });
});
