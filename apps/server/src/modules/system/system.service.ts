/**
 * Closing the shop day (spec §4, §7.6): one transaction under a per-store advisory lock (a second close
 * anywhere gets 409 at once) that locks the store row, runs the registered steps with live progress, records the day, advances
 * `tgl_system` by one and ends every session of the store. Progress reaches 100 only after commit.
 */
import { addDays, type BelumValidGroup, MSG, todayIn } from '@kilau/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, storeDays, stores } from '../../db/schema/index.ts';
import { AppError, conflict, unprocessable } from '../../lib/errors.ts';
import { closeSteps, refuseBelumValid } from './close-steps.ts';

type Progress = (p: { percentage: number; message: string }) => void;

/**
 * `expectedDate` is the shop day the caller was signed in on. A request authenticated just before another close
 * committed reaches the lock after it, finds the next day and must not close that one too: it gets 409 like any
 * second close.
 */
export async function closeStore(db: Db, kodeToko: string, userId: string, progress: Progress, expectedDate?: string) {
  const result = await db.transaction(async (tx) => {
    // One close per store at a time, across instances: the loser answers 409 at once.
    const got = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(727100, hashtext(${kodeToko})) AS ok`);
    if (!(got.rows[0] as { ok: boolean }).ok) throw conflict(MSG.closeRunning);
    // Waits for stock and money writes in flight (they hold the store row FOR SHARE), then blocks new ones.
    const res = await tx.execute(
      sql`SELECT tgl_system, time_zone FROM stores WHERE kode_toko = ${kodeToko} FOR UPDATE`,
    );
    const row = res.rows[0] as { tgl_system: string; time_zone: string } | undefined;
    if (!row) throw new AppError(404, 'Toko Tidak Ditemukan');
    if (expectedDate !== undefined && row.tgl_system !== expectedDate) throw conflict(MSG.closeRunning);
    const today = todayIn(row.time_zone);
    if (row.tgl_system > today) throw unprocessable(MSG.closeNotDue);
    const ctx = { kode_toko: kodeToko, tanggal: row.tgl_system, user_id: userId };
    const steps = closeSteps();
    const done: string[] = [];
    // every validation check's open documents, refused together before the first step that is not a check
    const belumValid: BelumValidGroup[] = [];
    progress({ percentage: 5, message: `Memulai Tutup Toko ${row.tgl_system}` });
    for (const [i, step] of steps.entries()) {
      // Strictly between the start (5) and the date step (92), so the bar never stalls or steps back.
      progress({ percentage: Math.round(5 + (85 * (i + 1)) / (steps.length + 1)), message: step.message });
      if (step.check) {
        belumValid.push({ label: step.check.label, menu: step.check.menu, rows: await step.check.open(tx, ctx) });
      } else {
        refuseBelumValid(belumValid);
        await step.run(tx, ctx);
      }
      done.push(step.name);
    }
    refuseBelumValid(belumValid);
    progress({ percentage: 92, message: 'Memajukan Tanggal System' });
    const next = addDays(row.tgl_system, 1);
    await tx.insert(storeDays).values({ kode_toko: kodeToko, tanggal: row.tgl_system, closed_by: userId, steps: done });
    await tx.update(stores).set({ tgl_system: next }).where(eq(stores.kode_toko, kodeToko));
    await tx
      .update(sessions)
      .set({ revoked_at: sql`now()`, revoked_reason: 'close' })
      .where(and(eq(sessions.kode_toko, kodeToko), isNull(sessions.revoked_at)));
    return { tanggal: row.tgl_system, tgl_system: next };
  });
  progress({ percentage: 100, message: MSG.closeOk });
  return result;
}
