/** Answers of the system routes: the close, health, metrics, the chain's stores and the dashboard charts. */
import { z } from 'zod';
import { chartValue, wireDate, writeResult } from './wire.schemas.ts';

/** `PUT`/`PATCH system/close`: the day closed and the store's new shop day. */
export const closeResultSchema = writeResult(z.object({ tanggal: wireDate, tgl_system: wireDate }));
export type CloseResult = z.infer<typeof closeResultSchema>;

/** `GET health` when the database answers. */
export const healthSchema = z.object({ status: z.literal('ok'), db: z.enum(['embedded', 'external']) });
/** `GET health` (503) when it does not. */
export const healthDownSchema = z.object({
  status: z.literal('error'),
  db: z.enum(['embedded', 'external']),
  message: z.string(),
});

/** `GET system/metrics` (owners): event-loop delay, memory and pool use of the process. */
export const metricsSchema = z.object({
  event_loop_delay_max_ms: z.number(),
  event_loop_delay_p99_ms: z.number(),
  rss_mb: z.number(),
  pool: z.object({ total: z.number().int(), idle: z.number().int(), waiting: z.number().int() }),
});

/** A store of the chain as pickers need it (`GET stores/get/all`). */
export const storeRowSchema = z.object({ kode_toko: z.string(), nama_toko: z.string(), tipe_toko: z.string() });
export type StoreRow = z.infer<typeof storeRowSchema>;

/** One point of a dashboard chart: an hour (`13:00`) or a day (`2026-03-01`) and its rupiah total. */
export const chartPointSchema = z.object({ label: z.string(), value: z.number().int() });
export type ChartPoint = z.infer<typeof chartPointSchema>;

/** `GET <domain>/chart?type=today|monthly`: the rupiah total, the number of documents and the points to draw. */
export const chartAnswerSchema = chartValue(z.number().int()).extend({
  jumlah: z.number().int(),
  series: z.array(chartPointSchema),
});
export type ChartAnswer = z.infer<typeof chartAnswerSchema>;

/**
 * The report each dashboard chart belongs to: its cards show, and `<domain>/chart` answers, only for a user whose
 * menu opens that report (a cashier without reports sees no store revenue).
 */
export const CHART_RIGHTS = {
  penjualan: '/laporan-transaksi-penjualan',
  pembelian: '/laporan-transaksi-pembelian',
  service: '/laporan-services',
  pesanan: '/laporan-pesanan',
  hutang: '/laporan-transaksi-hutang',
} as const;
export type ChartDomain = keyof typeof CHART_RIGHTS;
