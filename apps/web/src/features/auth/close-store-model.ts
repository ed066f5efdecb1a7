/** Pure rules of the close-store flow (spec §4, §8): what a close failure means for the user. */
import { type BelumValid, countPerJenis, JENIS_BELUM_VALID, MSG } from '@kilau/domain';
import { ApiError } from '../../lib/api-error.ts';

/** A transaction still waiting for validation, as the refused close lists it (`belum_valid`). */
export type OpenItem = BelumValid;

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

/** One kind of open document in a refused close: its count and total, the first few documents and how many more. */
export type OpenGroup = { jenis: string; label: string; count: number; total: number; shown: OpenItem[]; more: number };

/**
 * The list a refused close shows (issue 25 item 36): every kind of open document, each with its count and total and
 * at most `perKind` of its documents, so no kind hides behind another's long list.
 */
export function openGroups(items: readonly OpenItem[], perKind = 3): OpenGroup[] {
  return countPerJenis(items).map(({ jenis, count }) => {
    const of = items.filter((x) => x.jenis === jenis);
    return {
      jenis,
      label: JENIS_BELUM_VALID[jenis] ?? jenis,
      count,
      total: of.reduce((s, x) => s + x.jumlah, 0),
      shown: of.slice(0, perKind),
      more: Math.max(0, count - perKind),
    };
  });
}

/** Where the open documents are validated: loans on /validasi-hutang, every other kind on /validasi-jual-beli. */
export function validasiMenus(items: readonly OpenItem[]): { path: string; label: string }[] {
  const out: { path: string; label: string }[] = [];
  if (items.some((x) => x.jenis !== 'HUTANG')) out.push({ path: '/validasi-jual-beli', label: 'Validasi Jual Beli' });
  if (items.some((x) => x.jenis === 'HUTANG')) out.push({ path: '/validasi-hutang', label: 'Validasi Hutang' });
  return out;
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
