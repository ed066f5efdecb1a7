/**
 * Close-store step (issue 12): writes the day's end-of-day report from the registered sections, after the checks
 * (10–11) and the barang summary (50). Written once: a report already stored for the store and day is never built
 * again nor changed (ON CONFLICT DO NOTHING; nothing updates eod_report).
 */
import { eodDataSchema } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { CloseContext } from '../system/close-steps.ts';
import { registerCloseStep } from '../system/close-steps.ts';
import { buildEod } from './eod-sections.ts';
import './eod.core-sections.ts';

export async function writeEodReport(tx: Tx, ctx: CloseContext): Promise<boolean> {
  const had = await tx.execute(
    sql`SELECT 1 FROM eod_report WHERE kode_toko = ${ctx.kode_toko} AND tanggal = ${ctx.tanggal}`,
  );
  if (had.rows.length) return false;
  const data = eodDataSchema.safeParse(await buildEod(tx, ctx));
  if (!data.success) throw new AppError(500, `Laporan EOD Tidak Valid: ${data.error.issues[0]?.message ?? ''}`);
  const res = await tx.execute(sql`
    INSERT INTO eod_report (kode_toko, tanggal, data, created_by)
    VALUES (${ctx.kode_toko}, ${ctx.tanggal}, ${JSON.stringify(data.data)}::jsonb, ${ctx.user_id})
    ON CONFLICT (kode_toko, tanggal) DO NOTHING`);
  return (res.rowCount ?? 0) > 0;
}

registerCloseStep({
  name: 'laporan-eod',
  message: 'Menyimpan Laporan EOD',
  order: 90,
  run: async (tx, ctx) => {
    await writeEodReport(tx, ctx);
  },
});
