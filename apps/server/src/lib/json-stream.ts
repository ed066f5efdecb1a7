/**
 * Writes a big array answer as JSON text in batches (a report never freezes the server): one `JSON.stringify` of
 * a big report builds one huge string and holds the event loop while it does; this yields `[`,
 * then BATCH rows at a time (each row picked and stringified as `JSON.stringify` of the whole array would), with a
 * `setImmediate` between batches so other requests run, then `]`. The bytes equal `JSON.stringify(rows.map(pick))`.
 */
import { Readable } from 'node:stream';

export const JSON_STREAM_BATCH = 2_000;

export function jsonArrayStream(
  rows: readonly unknown[],
  pick: ((row: unknown) => unknown) | undefined,
  batch = JSON_STREAM_BATCH,
): Readable {
  async function* chunks() {
    yield '[';
    for (let i = 0; i < rows.length; i += batch) {
      if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      const end = Math.min(rows.length, i + batch);
      let text = '';
      for (let j = i; j < end; j++) {
        const row = pick ? pick(rows[j]) : rows[j];
        text += (j > 0 ? ',' : '') + (JSON.stringify(row) ?? 'null');
      }
      yield text;
    }
    yield ']';
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * Writes an array answer whose rows are already JSON text (written from COPY text, see runReportJson):
 * `[`, each piece (UTF-8 of rows joined with commas, a piece after the first starting with one) with a
 * `setImmediate` before it so other requests run between pieces, then `]`.
 */
export function jsonTextStream(pieces: readonly Buffer[]): Readable {
  async function* chunks() {
    yield Buffer.from('[');
    for (let i = 0; i < pieces.length; i++) {
      if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      yield pieces[i] as Buffer;
    }
    yield Buffer.from(']');
  }
  return Readable.from(chunks(), { objectMode: false });
}
