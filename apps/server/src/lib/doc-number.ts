/**
 * Document numbers per store, never reused: `<kode_toko>-<KIND>-YYMMDD-NNNN` (or `<KIND>-YYMMDD-NNNN`). The counter row is taken inside the
 * caller's transaction, so a rolled-back document gives its number back and two documents never share one.
 */
import { DOCUMENTS } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

/** Kinds numbered without the store prefix, as their declarations say (order `DP-…`, deposit `TT-…`). */
const UNPREFIXED = new Set(DOCUMENTS.filter((d) => !d.numbering.store).map((d) => d.numbering.prefix));

export const formatDocNumber = (kodeToko: string, kind: string, tanggal: string, n: number) =>
  `${UNPREFIXED.has(kind) ? '' : `${kodeToko}-`}${kind}-${tanggal.slice(2, 4)}${tanggal.slice(5, 7)}${tanggal.slice(8, 10)}-${String(n).padStart(4, '0')}`;

/**
 * Takes the counter's next value (kilau_take_counter, migration 0029): writers of one counter queue in arrival order
 * behind an advisory lock per counter. Held to the end of the caller's transaction.
 */
async function takeCounter(tx: Tx, kodeToko: string, kind: string, period: string): Promise<number> {
  const res = await tx.execute(sql`SELECT kilau_take_counter(${kind}, ${kodeToko}, ${period}) AS last`);
  return (res.rows[0] as { last: number }).last;
}

export async function nextDocNumber(tx: Tx, kodeToko: string, kind: string, tanggal: string): Promise<string> {
  return formatDocNumber(kodeToko, kind, tanggal, await takeCounter(tx, kodeToko, kind, tanggal));
}

/** The number the next document will probably get (shown before saving; the save assigns the real one). */
export async function peekDocNumber(db: Db, kodeToko: string, kind: string, tanggal: string): Promise<string> {
  const res = await db.execute(
    sql`SELECT last FROM doc_counters WHERE kode_toko = ${kodeToko} AND kind = ${kind} AND period = ${tanggal}`,
  );
  return formatDocNumber(kodeToko, kind, tanggal, ((res.rows[0] as { last: number } | undefined)?.last ?? 0) + 1);
}

/**
 * The next value of a YEARLY counter (loans `<kode_toko>-PI<YY>-NNNNN`): the same counter table, its period the
 * four-digit year of `tanggal`, so it restarts on the store's first day of a new year and never clashes with the
 * daily counters (whose period is a whole date). Taken inside the caller's transaction, like nextDocNumber.
 */
export async function nextYearlyCounter(tx: Tx, kodeToko: string, kind: string, tanggal: string): Promise<number> {
  return takeCounter(tx, kodeToko, kind, tanggal.slice(0, 4));
}
