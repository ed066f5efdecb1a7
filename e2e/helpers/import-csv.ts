/**
 * Import files as the old system wrote them (spec §3, §5) for the browser tests, in a temp dir: a header of the
 * §3 field names, one line per row, and the final line break whose empty last line the parser discards (a file of
 * n lines gives n − 2 rows). Big files are written in chunks, never held whole in memory.
 */
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type CsvValue = string | number | boolean | null | undefined;

const cell = (v: CsvValue): string => {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const csvLine = (columns: readonly string[], row: Record<string, CsvValue>): string =>
  columns.map((c) => cell(row[c])).join(',');

export class CsvDir {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'kilau-import-'));

  /** Writes `name` with the columns as header and the rows; answers the file's path. */
  write(name: string, columns: readonly string[], rows: readonly Record<string, CsvValue>[]): string {
    const p = path.join(this.dir, name);
    writeFileSync(p, `${[columns.join(','), ...rows.map((r) => csvLine(columns, r))].join('\n')}\n`);
    return p;
  }

  /** A big file: `count` rows made by `row(i)`, streamed to disk in chunks. */
  async writeMany(
    name: string,
    columns: readonly string[],
    count: number,
    row: (i: number) => Record<string, CsvValue>,
  ): Promise<string> {
    const p = path.join(this.dir, name);
    const out = createWriteStream(p);
    const put = (s: string) => new Promise<void>((res, rej) => out.write(s, (e) => (e ? rej(e) : res())));
    await put(`${columns.join(',')}\n`);
    let buf: string[] = [];
    for (let i = 0; i < count; i++) {
      buf.push(csvLine(columns, row(i)));
      if (buf.length === 5000) {
        await put(`${buf.join('\n')}\n`);
        buf = [];
      }
    }
    if (buf.length) await put(`${buf.join('\n')}\n`);
    await new Promise<void>((res, rej) => out.end((e?: Error | null) => (e ? rej(e) : res())));
    return p;
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
