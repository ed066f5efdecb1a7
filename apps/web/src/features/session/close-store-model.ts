/** Pure rules of the close-store flow (spec §4, §8): what a close failure means for the user. */
import { MSG } from '@kilau/domain';
import { ApiError } from '../../lib/api-error.ts';

export type CloseProgress = {
  open: boolean;
  percentage: number;
  message: string;
  status: 'active' | 'success' | 'exception';
};

export type CloseFailure =
  | { kind: 'timeout' }
  /** Another account closed (or is closing) this store: the session is over. */
  | { kind: 'closed-by-other'; text: string }
  /** A rule refused the close (422): the progress modal stays open with the reason. */
  | { kind: 'refused'; text: string }
  | { kind: 'error'; text: string };

export function classifyCloseError(e: unknown): CloseFailure {
  if (!(e instanceof ApiError)) return { kind: 'error', text: MSG.closeFail };
  if (e.code === 'TIMEOUT') return { kind: 'timeout' };
  if (e.status === 401 || e.message === MSG.invalidToken || e.message === MSG.closeRunning) {
    return { kind: 'closed-by-other', text: MSG.closedByOther };
  }
  if (e.code === 'NETWORK') return { kind: 'error', text: MSG.noConnection };
  if (e.status === 422) return { kind: 'refused', text: e.message || MSG.closeFail };
  return { kind: 'error', text: e.message || MSG.closeFail };
}

/** Progress events carry 0–100; anything else is clamped, and progress never goes backwards. */
export function nextProgress(cur: CloseProgress, ev: unknown): CloseProgress {
  const p = ev as { percentage?: unknown; message?: unknown } | null;
  const n = Number(p?.percentage);
  const pct = Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n))) : cur.percentage;
  const message = typeof p?.message === 'string' && p.message ? p.message : cur.message;
  return { ...cur, percentage: Math.max(cur.percentage, pct), message };
}
