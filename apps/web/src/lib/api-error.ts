/** API failures as one typed error, and the rule of spec §7/§8 for the text to show: `message`, else the body. */
import { MSG } from '@kilau/domain';

export type ApiErrorCode = 'TIMEOUT' | 'NETWORK' | 'HTTP';

export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status = 0,
    /** Field messages of a 400 (`errors: {field: text}`). */
    readonly fields: Record<string, string> = {},
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const MAX_BODY_TEXT = 300;

/** The text a failed response carries: its `message`, a JSON string body, or a short plain-text body. */
export function messageFromBody(text: string): string | undefined {
  const t = text.trim();
  if (!t) return undefined;
  try {
    const v: unknown = JSON.parse(t);
    if (typeof v === 'string') return v.trim() || undefined;
    if (v && typeof v === 'object') {
      const m = (v as { message?: unknown }).message;
      if (typeof m === 'string' && m.trim()) return m.trim();
      const d = (v as { data?: unknown }).data;
      if (typeof d === 'string' && d.trim()) return d.trim();
      return undefined;
    }
    return undefined;
  } catch {
    if (t.startsWith('<') || t.length > MAX_BODY_TEXT) return undefined;
    return t;
  }
}

export function fieldErrorsFromBody(text: string): Record<string, string> {
  try {
    const v = JSON.parse(text) as { errors?: unknown };
    if (!v || typeof v.errors !== 'object' || v.errors === null) return {};
    const out: Record<string, string> = {};
    for (const [k, m] of Object.entries(v.errors as Record<string, unknown>)) if (typeof m === 'string') out[k] = m;
    return out;
  } catch {
    return {};
  }
}

export const isTimeout = (e: unknown): boolean => e instanceof ApiError && e.code === 'TIMEOUT';
export const isInvalidToken = (e: unknown): boolean =>
  e instanceof ApiError && (e.status === 401 || e.message === MSG.invalidToken);

/** What to show for a failure: the server's text, "Koneksi Bermasalah" with no response, else the fallback. */
export function errorText(e: unknown, fallback: string): string {
  if (e instanceof ApiError) {
    if (e.code === 'NETWORK') return MSG.noConnection;
    return e.message || fallback;
  }
  return fallback;
}

/** The first message of a zod failure (a body checked before it is sent), or null when the body passes. */
export function firstIssue(r: { success: boolean; error?: { issues: readonly { message: string }[] } }): string | null {
  if (r.success) return null;
  return r.error?.issues[0]?.message ?? MSG.badInput;
}
