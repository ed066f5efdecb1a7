/**
 * Rows of PostgreSQL's COPY text format (`COPY (…) TO STDOUT`) turned into JSON objects, byte by byte.
 * COPY writes each column with its type's output function, as a plain SELECT does, but hands Node the bytes: no
 * string, array or object per row or field. Each row becomes `{"a":…,"b":…}` (the declared columns in declared
 * order), rows joined with commas, into UTF-8 pieces — the same text `JSON.stringify` writes for the rows
 * node-postgres reads (report-registry.ts says which column types are written how).
 *
 * COPY text format: columns separated by a tab, rows ended by a newline, NULL as `\N`; in a value a backslash, tab,
 * newline, carriage return, backspace, form feed and vertical tab are written as `\\ \t \n \r \b \f \v`, every other
 * byte as it is (COPY TO never writes octal or hex escapes).
 */

/**
 * How a column's text is written: `raw` as it is (integers), `float` as it is unless NaN or ±Infinity (null, as
 * JSON.stringify writes them), `bool` from t/f, `str` as a JSON string.
 */
export type CopyColumnKind = 'raw' | 'float' | 'bool' | 'str';

/** A declared column: its JSON name, where it is in the COPY row (0-based) and how it is written. */
export type CopyColumn = { name: string; index: number; kind: CopyColumnKind };

const TAB = 0x09;
const NL = 0x0a;
const BACKSLASH = 0x5c;
const QUOTE = 0x22;
const HEX = Buffer.from('0123456789abcdef');
const NULL = Buffer.from('null');
const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');

/** The byte a COPY escape `\x` stands for (x itself for a letter COPY does not write). */
const UNESCAPE = new Uint8Array(256).map((_, i) => i);
UNESCAPE[0x62] = 0x08; // \b
UNESCAPE[0x66] = 0x0c; // \f
UNESCAPE[0x6e] = 0x0a; // \n
UNESCAPE[0x72] = 0x0d; // \r
UNESCAPE[0x74] = 0x09; // \t
UNESCAPE[0x76] = 0x0b; // \v

/** JSON.stringify's escape of a byte below 0x20 (a letter after the backslash, 0 for \u00XX). */
const SHORT = new Uint8Array(32);
SHORT[0x08] = 0x62;
SHORT[0x09] = 0x74;
SHORT[0x0a] = 0x6e;
SHORT[0x0c] = 0x66;
SHORT[0x0d] = 0x72;

/** The most bytes one byte of a COPY row can become: a control character as \u00XX. */
const GROWTH = 6;

/**
 * Turns COPY text chunks (split anywhere) into JSON pieces: `newPiece(size)` gives a buffer of `size` bytes to fill
 * — pieceBytes, or more for a row that may not fit in one (the report's reused 256 KB pieces) — and a filled piece
 * is handed on with `done`.
 */
export class CopyJsonWriter {
  rows = 0;
  private readonly heads: Uint8Array[];
  private readonly kinds: CopyColumnKind[];
  private readonly indexes: number[];
  private readonly fixed: number;
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  private carry: Buffer | undefined;
  private piece: Buffer = Buffer.alloc(0);
  private at = 0;

  constructor(
    columns: readonly CopyColumn[],
    private readonly pieceBytes: number,
    private readonly newPiece: (size: number) => Buffer,
    private readonly done: (filled: Buffer) => void,
  ) {
    // `{"a":` for the first column, `,"b":` for the next ones
    this.heads = columns.map((c, i) => Buffer.from(`${i ? ',' : '{'}${JSON.stringify(c.name)}:`));
    this.kinds = columns.map((c) => c.kind);
    this.indexes = columns.map((c) => c.index);
    this.fixed = this.heads.reduce((n, h) => n + h.length + FALSE.length, 3);
    const width = Math.max(0, ...columns.map((c) => c.index)) + 1;
    this.starts = new Int32Array(width);
    this.ends = new Int32Array(width);
  }

  /** Writes every whole row of the chunk; the part of a row it ends in waits for the next chunk. */
  push(chunk: Buffer): void {
    let data = chunk;
    if (this.carry) {
      data = Buffer.concat([this.carry, chunk]);
      this.carry = undefined;
    }
    let start = 0;
    const n = data.length;
    const width = this.starts.length;
    while (start < n) {
      // the fields of one row: only a tab or newline of the row's own are raw bytes (the data's are escaped)
      let field = 0;
      let from = start;
      let i = start;
      for (; i < n; i++) {
        const c = data[i] as number;
        if (c === TAB) {
          if (field < width) {
            this.starts[field] = from;
            this.ends[field] = i;
          }
          field++;
          from = i + 1;
        } else if (c === NL) break;
      }
      if (i === n) break; // no newline yet: the row goes on in the next chunk
      if (field < width) {
        this.starts[field] = from;
        this.ends[field] = i;
      }
      if (field + 1 < width) throw new Error(`baris COPY punya ${field + 1} kolom, diharapkan ${width}`);
      this.row(data, i - start);
      start = i + 1;
    }
    if (start < n) this.carry = Buffer.from(data.subarray(start));
  }

  /** The last piece (call once the COPY ended); a row left without its newline is an error. */
  end(): void {
    if (this.carry?.length) throw new Error('data COPY terpotong di tengah baris');
    if (this.at) this.done(this.piece.subarray(0, this.at));
    this.at = 0;
  }

  private row(data: Buffer, length: number): void {
    const need = this.fixed + length * GROWTH;
    let out = this.piece;
    let at = this.at;
    if (at + need > out.length) {
      if (at) this.done(out.subarray(0, at));
      out = this.piece = this.newPiece(Math.max(this.pieceBytes, need));
      at = 0;
    }
    if (this.rows++) out[at++] = 0x2c; // ,
    const { heads, kinds, indexes, starts, ends } = this;
    for (let k = 0; k < heads.length; k++) {
      const head = heads[k] as Uint8Array;
      for (let j = 0; j < head.length; j++) out[at++] = head[j] as number;
      const f = indexes[k] as number;
      const s = starts[f] as number;
      const e = ends[f] as number;
      if (e - s === 2 && data[s] === BACKSLASH && data[s + 1] === 0x4e) {
        at = put(out, at, NULL); // \N
        continue;
      }
      const kind = kinds[k];
      if (kind === 'raw') {
        for (let j = s; j < e; j++) out[at++] = data[j] as number;
      } else if (kind === 'bool') {
        at = put(out, at, data[s] === 0x74 ? TRUE : FALSE);
      } else if (kind === 'float') {
        // NaN, Infinity, -Infinity: the only float texts with a letter where a digit, sign or dot would be
        const c = data[s] === 0x2d ? data[s + 1] : data[s];
        if (c === 0x4e || c === 0x49) at = put(out, at, NULL);
        else for (let j = s; j < e; j++) out[at++] = data[j] as number;
      } else {
        out[at++] = QUOTE;
        for (let j = s; j < e; j++) {
          let c = data[j] as number;
          if (c === BACKSLASH) c = UNESCAPE[data[++j] as number] as number;
          else if (c > QUOTE) {
            out[at++] = c;
            continue;
          }
          if (c === QUOTE || c === BACKSLASH) {
            out[at++] = BACKSLASH;
            out[at++] = c;
          } else if (c < 0x20) {
            out[at++] = BACKSLASH;
            const short = SHORT[c] as number;
            if (short) out[at++] = short;
            else {
              out[at++] = 0x75; // u00XX
              out[at++] = 0x30;
              out[at++] = 0x30;
              out[at++] = HEX[c >> 4] as number;
              out[at++] = HEX[c & 15] as number;
            }
          } else out[at++] = c;
        }
        out[at++] = QUOTE;
      }
    }
    out[at++] = 0x7d; // }
    this.at = at;
  }
}

function put(out: Buffer, at: number, bytes: Uint8Array): number {
  for (let j = 0; j < bytes.length; j++) out[at++] = bytes[j] as number;
  return at;
}
