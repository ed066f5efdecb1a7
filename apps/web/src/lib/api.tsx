/**
 * The fetch wrapper every call goes through (spec §7, §8): `x-auth-token` from the session, 5 s time-out with
 * the blocking "Tidak Terhubung Keserver" modal, invalid token → clear and back to the start page, errors as
 * ApiError with the server's text. Long operations (close) pass `long: true` and are not bound by the 5 s rule.
 */
import { MSG } from '@kilau/domain';
import { blocking, notify } from '../components/notify.tsx';
import { ApiError, fieldErrorsFromBody, messageFromBody } from './api-error.ts';
import { apiBase } from './config.ts';
import { resetToStart, session } from './session.ts';

export const TIMEOUT_MS = 5000;
export const LONG_TIMEOUT_MS = 15 * 60_000;

export type RequestOptions = {
  /** Not bound by the 5 s rule (close store, imports, big reports). */
  long?: boolean;
  timeoutMs?: number;
  idempotencyKey?: string;
  query?: Record<string, string | number | undefined>;
  /** 'reset' (default): an invalid token clears the session and reloads on `/`. 'throw': the caller handles it. */
  onInvalidToken?: 'reset' | 'throw';
};

type Hooks = { onDeleted: () => void };
const hooks: Hooks = { onDeleted: () => {} };

/** Spec §8: a response text containing DELETED triggers a reload of data. */
export function setApiHooks(h: Partial<Hooks>): void {
  Object.assign(hooks, h);
}

let timeoutShown = false;
function showTimeout(): void {
  notify.toast.error(MSG.timeoutToast);
  if (timeoutShown) return;
  timeoutShown = true;
  blocking({
    title: MSG.timeoutTitle,
    content: <span data-testid="timeout-text">{MSG.timeoutText}</span>,
    okText: MSG.timeoutButton,
    onOk: () => window.location.reload(),
    testId: 'timeout',
  });
}

function url(path: string, query?: RequestOptions['query']): string {
  const u = `${apiBase()}/${path.replace(/^\/+/, '')}`;
  if (!query) return u;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return s ? `${u}?${s}` : u;
}

async function request<T>(method: string, path: string, body?: unknown, o: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = session.get()?.token;
  if (token) headers['x-auth-token'] = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (o.idempotencyKey) headers['idempotency-key'] = o.idempotencyKey;

  const ctrl = new AbortController();
  const ms = o.timeoutMs ?? (o.long ? LONG_TIMEOUT_MS : TIMEOUT_MS);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    ctrl.abort();
  }, ms);

  let res: Response;
  let text: string;
  try {
    res = await fetch(url(path, o.query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: ctrl.signal,
    });
    text = await res.text();
  } catch {
    if (timedOut) {
      showTimeout();
      throw new ApiError('TIMEOUT', 'TIMEOUT');
    }
    throw new ApiError('NETWORK', MSG.noConnection);
  } finally {
    clearTimeout(timer);
  }

  if (res.ok) {
    if (!text) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      return text as T;
    }
  }
  const message = messageFromBody(text) ?? '';
  const err = new ApiError('HTTP', message, res.status, fieldErrorsFromBody(text), text);
  if (res.status === 401 || message === MSG.invalidToken) {
    if ((o.onInvalidToken ?? 'reset') === 'reset') {
      resetToStart();
      // The page is leaving; keep callers from flashing their own error meanwhile.
      return new Promise<T>(() => {});
    }
  }
  if (message.includes('DELETED')) hooks.onDeleted();
  throw err;
}

export const api = {
  get: <T,>(path: string, o?: RequestOptions) => request<T>('GET', path, undefined, o),
  post: <T,>(path: string, body: unknown, o?: RequestOptions) => request<T>('POST', path, body, o),
  put: <T,>(path: string, body: unknown, o?: RequestOptions) => request<T>('PUT', path, body, o),
  patch: <T,>(path: string, body: unknown, o?: RequestOptions) => request<T>('PATCH', path, body, o),
  del: <T,>(path: string, o?: RequestOptions) => request<T>('DELETE', path, undefined, o),
};

/** Write answers: `{ message, data }`. */
export type WriteResult<T = Record<string, unknown>> = { message: string; data: T };
