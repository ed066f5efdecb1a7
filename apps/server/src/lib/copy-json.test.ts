import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CopyColumn, CopyJsonWriter } from './copy-json.ts';

/** A value as PostgreSQL's COPY text format writes it (the escapes its documentation lists; NULL as \N). */
function copyText(v: unknown): string {
  if (v === null) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (typeof v === 'number')
    return Number.isNaN(v) ? 'NaN' : v === Infinity ? 'Infinity' : v === -Infinity ? '-Infinity' : String(v);
  const map: Record<string, string> = {
    '\\': '\\\\',
    '\b': '\\b',
    '\f': '\\f',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
    '\v': '\\v',
  };
  return String(v).replace(/[\\\b\f\n\r\t\v]/g, (c) => map[c] as string);
}

/** Runs the writer over the COPY text of rows, cut into chunks at the given places. */
function write(columns: CopyColumn[], width: number, rows: unknown[][], cuts: number[], pieceBytes = 64) {
  const text = Buffer.from(rows.map((r) => `${r.slice(0, width).map(copyText).join('\t')}\n`).join(''));
  const pieces: Buffer[] = [];
  const sizes: number[] = [];
  const w = new CopyJsonWriter(
    columns,
    pieceBytes,
    (n) => {
      sizes.push(n);
      return Buffer.alloc(n);
    },
    (p) => pieces.push(p),
  );
  let at = 0;
  for (const cut of [...cuts.map((c) => c % (text.length + 1))].sort((a, b) => a - b)) {
    w.push(text.subarray(at, cut));
    at = cut;
  }
  w.push(text.subarray(at));
  w.end();
  return { json: Buffer.concat(pieces).toString(), rows: w.rows, pieces, sizes };
}

const expected = (columns: CopyColumn[], rows: unknown[][]) =>
  JSON.stringify(rows.map((r) => Object.fromEntries(columns.map((c) => [c.name, r[c.index]])))).slice(1, -1);

describe('COPY text → JSON rows (copy-json.ts)', () => {
  it('writes what JSON.stringify writes for any strings, integers, floats, booleans and nulls, cut anywhere', () => {
    // every control character, quotes, backslashes, multi-byte and astral text
    const text = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({
        unit: fc.constantFrom(
          '\\',
          '"',
          '\t',
          '\n',
          '\r',
          '\b',
          '\f',
          '\v',
          '\u0001',
          '\u001f',
          '\u007f',
          'N',
          'é',
          '😀',
        ),
      }),
      fc.constant('\\N'),
      fc.constant(''),
    );
    const columns: CopyColumn[] = [
      { name: 'b', index: 3, kind: 'bool' },
      { name: 'teks "aneh"\\', index: 0, kind: 'str' },
      { name: 'n', index: 1, kind: 'raw' },
      { name: 'f', index: 2, kind: 'float' },
    ];
    const row = fc.tuple(
      fc.option(text, { nil: null }),
      fc.option(fc.maxSafeInteger(), { nil: null }),
      fc.option(fc.double(), { nil: null }),
      fc.option(fc.boolean(), { nil: null }),
      fc.string(), // a column no one declared
    );
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), fc.array(fc.nat(), { maxLength: 8 }), (rows, cuts) => {
        const got = write(columns, 5, rows, cuts);
        expect(got.json).toBe(expected(columns, rows));
        expect(got.rows).toBe(rows.length);
        // the same number for the floats JSON.stringify writes (PostgreSQL writes 1e+20 where JSON writes 1e20)
        expect(JSON.parse(`[${got.json}]`)).toEqual(JSON.parse(`[${expected(columns, rows)}]`));
      }),
      { numRuns: 400 },
    );
  });

  it('starts a new piece when a row may not fit, one of its own size for a row bigger than a piece', () => {
    const columns: CopyColumn[] = [{ name: 's', index: 0, kind: 'str' }];
    const rows = [['a'], ['x'.repeat(200)], ['b']];
    const got = write(columns, 1, rows, [3, 100], 64);
    expect(got.json).toBe(expected(columns, rows));
    // a piece is 64 bytes, or the room the long row may need: 6 bytes a byte of it + `{"s":` + `false` + 3
    expect(got.sizes).toEqual([64, 200 * 6 + 5 + 5 + 3]);
    expect(got.pieces.map(String)).toEqual(['{"s":"a"}', `,{"s":"${'x'.repeat(200)}"},{"s":"b"}`]);
  });

  it('refuses a COPY that ends inside a row, and a row with fewer columns than declared', () => {
    const w = new CopyJsonWriter(
      [{ name: 'n', index: 1, kind: 'raw' }],
      64,
      (n) => Buffer.alloc(n),
      () => {},
    );
    w.push(Buffer.from('1\t2\n3\t'));
    expect(() => w.end()).toThrow('terpotong');
    expect(() => w.push(Buffer.from('4\n'))).not.toThrow();
    expect(() => w.push(Buffer.from('6\n'))).toThrow('kolom');
  });
});
