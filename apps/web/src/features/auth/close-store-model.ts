/** Pure rules of the close-store flow (spec §4, §8): what a close failure means for the user. */
import { MSG } from '@kilau/domain';
import { ApiError } from '../../lib/api-error.ts';

/** A transaction still waiting for validation, as the refused close lists it (`belum_valid`). */
export type OpenItem = { jenis: string; nomor: string; jumlah: number };

export type CloseProgress = {
  open: boolean;
  percentage: number;
  message: string;
  status: 'active' | 'success' | 'exception';
  /** What must be validated before the day can close (on a 422 of the validation check). */
  belumValid?: OpenItem[];
};

export type CloseFailure =
  | { kind: 'timeout' }
  /** Another account closed (or is closing) this store: the session is over. */
  | { kind: 'closed-by-other'; text: string }
  /** A rule refused the close (422): the progress modal stays open with the reason. */
  | { kind: 'refused'; text: string; belumValid: OpenItem[] }
  | { kind: 'error'; text: string };

export function classifyCloseError(e: unknown): CloseFailure {
  if (!(e instanceof ApiError)) return { kind: 'error', text: MSG.closeFail };
  if (e.code === 'TIMEOUT') return { kind: 'timeout' };
  if (e.status === 401 || e.message === MSG.invalidToken || e.message === MSG.closeRunning) {
    return { kind: 'closed-by-other', text: MSG.closedByOther };
  }
  if (e.code === 'NETWORK') return { kind: 'error', text: MSG.noConnection };
  if (e.status === 422) return { kind: 'refused', text: e.message || MSG.closeFail, belumValid: openItemsOf(e.body) };
  return { kind: 'error', text: e.message || MSG.closeFail };
}

/** The `belum_valid` list of a refused close, if the body has one. */
export function openItemsOf(body: unknown): OpenItem[] {
  let parsed: unknown = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      return [];
    }
  }
  const list = (parsed as { belum_valid?: unknown } | null)?.belum_valid;
  if (!Array.isArray(list)) return [];
  return list
    .filter((x): x is Record<string, unknown> => !!x && typeof x === 'object')
    .map((x) => ({ jenis: String(x.jenis ?? ''), nomor: String(x.nomor ?? ''), jumlah: Number(x.jumlah) || 0 }));
}

/**
 * Progress events carry 0–100; anything else is clamped, and progress never goes backwards. Once the answer has
 * ended the close (success or refusal), a late event — the socket and the HTTP answer travel apart — changes nothing.
 */
export function nextProgress(cur: CloseProgress, ev: unknown): CloseProgress {
  if (cur.status !== 'active') return cur;
  const p = ev as { percentage?: unknown; message?: unknown } | null;
  const n = Number(p?.percentage);
  const pct = Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n))) : cur.percentage;
  const message = typeof p?.message === 'string' && p.message ? p.message : cur.message;
  return { ...cur, percentage: Math.max(cur.percentage, pct), message };
}
