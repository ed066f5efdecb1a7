/**
 * The import CSV (spec §5), read incrementally so a server can stream a 100,000-row file chunk by chunk:
 * - the first line is the header; each name is lower-cased and its FIRST space replaced by `_`
 *   ("Kode Barcode" → `kode_barcode`, "No Faktur Group" → `no_faktur group`, exactly as the old client did);
 * - fields are separated by `,` (or `;` when the header has semicolons and no comma), may be quoted with `"`
 *   (a quote inside doubled, `""`), and a quoted field may hold commas and line breaks;
 * - every line after the header is a record, including the empty one after a final line break — and the last
 *   parsed record is discarded (the old exporter ends every file with an empty or total line). So a file of
 *   `n` lines gives `n − 2` rows.
 * Values stay text here; the row rules (import.rows.ts) turn them into typed rows.
 */

/** One data row: its line in the file (the header is line 1) and its values by header name. */
export type CsvRow = { line: number; values: Record<string, string> };

/** The §5 header rule: lower-case, the first space → `_` (surrounding blanks and a byte-order mark dropped). */
export function headerName(raw: string): string {
  return raw
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(' ', '_');
}

/** Splits text into records; feed it chunks with `push`, then `end`. Each record carries the line it starts on. */
export class CsvRecordParser {
  private field = '';
  private record: string[] = [];
  private inQuotes = false;
  /** The previous chunk ended on a quote inside a quoted field: an escape (`""`) or the closing quote. */
  private pendingQuote = false;
  private line = 1;
  private recordLine = 1;
  private out: { line: number; fields: string[] }[] = [];
  delimiter: ',' | ';' | undefined;

  push(chunk: string): { line: number; fields: string[] }[] {
    const n = chunk.length;
    let i = this.startChunk(chunk);
    while (i < n) {
      // fast path: a whole record without quotes in this chunk is split natively
      if (!this.inQuotes && this.field === '' && this.record.length === 0) {
        const next = this.wholeRecord(chunk, i);
        if (next >= 0) {
          i = next;
          continue;
        }
      }
      i = this.inQuotes ? this.quoted(chunk, i) : this.unquoted(chunk, i);
    }
    const out = this.out;
    this.out = [];
    return out;
  }

  /** Decides the delimiter on the first chunk and settles a quote the previous chunk ended on; where to go on. */
  private startChunk(chunk: string): number {
    if (this.delimiter === undefined) {
      // decided from the header line (or the first chunk when the header is longer than it)
      const nl = chunk.indexOf('\n');
      const head = nl < 0 ? chunk : chunk.slice(0, nl);
      this.delimiter = head.includes(';') && !head.includes(',') ? ';' : ',';
    }
    if (!this.pendingQuote) return 0;
    this.pendingQuote = false;
    if (chunk.length > 0 && chunk[0] === '"') {
      this.field += '"';
      return 1;
    }
    this.inQuotes = false;
    return 0;
  }

  /** A whole line without quotes from `i`, split natively; where the next record starts, or -1 when it is not one. */
  private wholeRecord(chunk: string, i: number): number {
    const nl = chunk.indexOf('\n', i);
    if (nl < 0) return -1;
    const text = chunk.slice(i, nl);
    if (text.indexOf('"') >= 0) return -1;
    const fields = text.split(this.delimiter as string);
    const last = fields.length - 1;
    fields[last] = stripCr(fields[last] as string);
    this.out.push({ line: this.recordLine, fields });
    this.line++;
    this.recordLine = this.line;
    return nl + 1;
  }

  /** Inside a quoted field: up to the next quote (an escape `""`, the closing quote, or the chunk's end). */
  private quoted(chunk: string, i: number): number {
    const n = chunk.length;
    const q = chunk.indexOf('"', i);
    if (q < 0) {
      const part = chunk.slice(i);
      this.line += countNewlines(part);
      this.field += part;
      return n;
    }
    const part = chunk.slice(i, q);
    this.line += countNewlines(part);
    this.field += part;
    if (q + 1 >= n) {
      this.pendingQuote = true;
      return n;
    }
    if (chunk[q + 1] === '"') {
      this.field += '"';
      return q + 2;
    }
    this.inQuotes = false;
    return q + 1;
  }

  /** Outside quotes: an opening quote, a delimiter, a line break, or a plain run of text. */
  private unquoted(chunk: string, i: number): number {
    const n = chunk.length;
    const d = this.delimiter;
    const c = chunk[i] as string;
    if (c === '"' && this.field === '') {
      this.inQuotes = true;
      return i + 1;
    }
    if (c === d) {
      this.record.push(this.field);
      this.field = '';
      return i + 1;
    }
    if (c === '\n') {
      this.record.push(stripCr(this.field));
      this.field = '';
      this.out.push({ line: this.recordLine, fields: this.record });
      this.record = [];
      this.line++;
      this.recordLine = this.line;
      return i + 1;
    }
    // plain run up to the next delimiter, line break or quote
    let j = i + 1;
    while (j < n) {
      const cj = chunk[j];
      if (cj === d || cj === '\n' || cj === '"') break;
      j++;
    }
    this.field += chunk.slice(i, j);
    // a quote in the middle of an unquoted field is kept as text
    if (j < n && chunk[j] === '"') {
      this.field += '"';
      return j + 1;
    }
    return j;
  }

  /** The last record (the text after the final line break, possibly empty). */
  end(): { line: number; fields: string[] }[] {
    this.pendingQuote = false;
    this.inQuotes = false;
    this.record.push(stripCr(this.field));
    this.field = '';
    const last = { line: this.recordLine, fields: this.record };
    this.record = [];
    return [last];
  }
}

function countNewlines(s: string): number {
  let c = 0;
  let k = s.indexOf('\n');
  while (k >= 0) {
    c++;
    k = s.indexOf('\n', k + 1);
  }
  return c;
}

const stripCr = (s: string) => (s.endsWith('\r') ? s.slice(0, -1) : s);

/**
 * The §5 reader: header, then rows by header name; one record is always held back so the last parsed one can be
 * discarded at `end`. `push` returns the rows complete so far.
 */
export class ImportCsvReader {
  private parser = new CsvRecordParser();
  private header: string[] | undefined;
  private held: { line: number; fields: string[] } | undefined;
  /** Rows handed out so far. */
  rows = 0;

  get columns(): readonly string[] {
    return this.header ?? [];
  }

  push(chunk: string): CsvRow[] {
    return this.take(this.parser.push(chunk));
  }

  end(): CsvRow[] {
    const out = this.take(this.parser.end());
    // the last parsed row is discarded (spec §5)
    this.held = undefined;
    return out;
  }

  private take(records: { line: number; fields: string[] }[]): CsvRow[] {
    const out: CsvRow[] = [];
    for (const r of records) {
      if (!this.header) {
        this.header = r.fields.map(headerName);
        continue;
      }
      if (this.held) out.push(this.toRow(this.held));
      this.held = r;
    }
    this.rows += out.length;
    return out;
  }

  private toRow(r: { line: number; fields: string[] }): CsvRow {
    const values: Record<string, string> = {};
    const h = this.header as string[];
    for (let k = 0; k < h.length; k++) {
      const name = h[k] as string;
      if (name && !(name in values)) values[name] = r.fields[k] ?? '';
    }
    return { line: r.line, values };
  }
}

/** A whole text at once (tests, small files): the rows of §5. */
export function parseImportCsv(text: string): { columns: readonly string[]; rows: CsvRow[] } {
  const r = new ImportCsvReader();
  const rows = [...r.push(text), ...r.end()];
  return { columns: r.columns, rows };
}
