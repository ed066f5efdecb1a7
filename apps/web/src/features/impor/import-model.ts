/**
 * Pure rules of the import screen (issue 15): the query of a preview or commit call, the one progress bar fed by
 * the upload and then by the server's `import-progress` events, and what a refused import means for the user.
 */
import {
  IMPORT_CALLS,
  IMPORT_MSG,
  type ImportResult,
  type ImportType,
  importProgress,
  importResult,
  MSG,
} from '@kilau/domain';
import { ApiError } from '../../lib/api-error.ts';

/** How the screen names each type (the value sent stays the spec's name). */
export const IMPORT_TYPE_LABEL: Record<ImportType, string> = {
  master_sales: 'Master Sales',
  master_group: 'Master Group',
  master_jenis: 'Master Jenis',
  master_gudang: 'Master Gudang',
  master_baki: 'Master Baki',
  penjualan: 'Penjualan',
  pembelian: 'Pembelian',
  keuangan_cash: 'Keuangan Cash',
  keuangan_non_cash: 'Keuangan Non Cash',
  barang_summary: 'Barang Summary',
};

/** The query of an import call: preview or commit, the progress room, head office's store, the cash type. */
export function importCallQuery(o: {
  type: ImportType;
  preview: boolean;
  progressId: string;
  kodeToko?: string;
}): Record<string, string | undefined> {
  return {
    preview: o.preview ? 'true' : undefined,
    progress_id: o.progressId,
    kode_toko: o.kodeToko || undefined,
    // both cash types share one call; the server tells them apart by `tipe`
    tipe: IMPORT_CALLS[o.type].path === 'cash/import-data-cash' ? o.type : undefined,
  };
}

export type RunState = {
  open: boolean;
  /** What runs: the preview's check or the commit's write. */
  kind: 'preview' | 'commit';
  percentage: number;
  message: string;
  status: 'active' | 'success' | 'exception';
  /** Under the failure title: why. */
  reason?: string;
};

export const idleRun: RunState = { open: false, kind: 'preview', percentage: 0, message: '', status: 'active' };

/** The upload takes the bar's first fifth; the server's own 0–100 fill the rest. */
export const UPLOAD_SHARE = 20;

const clamp = (n: number) => Math.max(0, Math.min(100, n));

export function startRun(kind: RunState['kind']): RunState {
  return { open: true, kind, percentage: 0, message: 'Mengunggah File', status: 'active' };
}

/** The browser's upload progress (bytes sent of the file's size). Never goes backwards. */
export function uploadStep(cur: RunState, loaded: number, total: number): RunState {
  if (cur.status !== 'active' || !(total > 0)) return cur;
  const sent = clamp((loaded / total) * 100);
  const pct = Math.floor((sent * UPLOAD_SHARE) / 100);
  if (pct < cur.percentage) return cur;
  return {
    ...cur,
    percentage: pct,
    message: sent >= 100 ? 'File Terkirim, Menunggu Server' : `Mengunggah File ${Math.floor(sent)}%`,
  };
}

/**
 * A socket event: only this run's (`progress_id`), well formed, and never backwards. Once the HTTP answer ended the
 * run, a late event (socket and answer travel apart) changes nothing.
 */
export function serverStep(cur: RunState, ev: unknown, progressId: string): RunState {
  if (cur.status !== 'active') return cur;
  const p = importProgress.safeParse(ev);
  if (!p.success || p.data.progress_id !== progressId || !Number.isFinite(p.data.percentage)) return cur;
  const pct = Math.floor(UPLOAD_SHARE + (clamp(p.data.percentage) * (100 - UPLOAD_SHARE)) / 100);
  return { ...cur, percentage: Math.max(cur.percentage, pct), message: p.data.message || cur.message };
}

/** `lost`: no answer came (time-out, network) — the commit may have run, so its key is kept for the retry. */
export type ImportFailure = { reason: string; detail?: ImportResult; lost?: boolean };

/** `Baris 12: …` for a failing row; line 0 is the file as a whole (what it replaces is still in use). */
export const lineText = (e: { line: number; reason: string }) =>
  e.line > 0 ? `Baris ${e.line}: ${e.reason}` : e.reason;

/**
 * Why an import call failed: the 422's `detail` (the same result as a preview) names the failing rows; otherwise
 * the server's message, or the connection's.
 */
export function importFailure(e: unknown): ImportFailure {
  if (!(e instanceof ApiError)) return { reason: MSG.noConnection };
  if (e.code === 'TIMEOUT' || e.code === 'NETWORK') return { reason: MSG.noConnection, lost: true };
  let body: unknown = e.body;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      body = undefined;
    }
  }
  const b = (body ?? {}) as { detail?: unknown; reason?: unknown };
  const parsed = importResult.safeParse(b.detail);
  const detail = parsed.success ? parsed.data : undefined;
  const first = detail?.errors[0];
  if (detail && first) {
    const more = detail.errors_total - 1;
    return { reason: more > 0 ? `${lineText(first)} (Dan ${more} Baris Lainnya)` : lineText(first), detail };
  }
  if (typeof b.reason === 'string' && b.reason.trim()) return { reason: b.reason.trim(), detail };
  if (e.message && e.message !== IMPORT_MSG.fail) return { reason: e.message, detail };
  return { reason: e.status ? `Server Menjawab ${e.status}` : MSG.noConnection, detail };
}

/** A commit may go when the preview found rows and none failing. */
export const canCommit = (r: ImportResult | undefined): boolean => !!r && r.rows > 0 && r.errors_total === 0;
