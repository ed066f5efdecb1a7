/**
 * The request logic of the API client (spec §7, §8), free of browser globals so it is tested as is: auth and
 * idempotency headers, the 5 s time-out (long operations exempt), invalid token, and the error texts.
 * `api.tsx` wires it to the session, the dialogs and `window.location`.
 */
import { MSG } from '@kilau/domain';
import { ApiError, fieldErrorsFromBody, messageFromBody } from './api-error.ts';

export const TIMEOUT_MS = 5000;
export const LONG_TIMEOUT_MS = 15 * 60_000;

export type RequestOptions = {
  /** Not bound by the 5 s rule (close store, imports, big reports). */
  long?: boolean;
  timeoutMs?: number;
  idempotencyKey?: string;
  query?: Record<string, string | number | undefined>;
  /** 'reset' (default): an invalid token ends the session (the deps decide how). 'throw': the caller handles it. */
  onInvalidToken?: 'reset' | 'throw';
};

export type ClientDeps = {
  base: () => string;
  token: () => string | undefined;
  fetch: typeof fetch;
  /** The blocking "Tidak Terhubung Keserver" modal and the toast. */
  onTimeout: () => void;
  /** Clears the session and leaves for the start page; the pending call never settles. */
  onInvalidToken: () => void;
  /** Spec §8: a response text containing DELETED triggers a reload of data. */
  onDeleted: () => void;
};

export function buildUrl(base: string, path: string, query?: RequestOptions['query']): string {
  const u = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (!query) return u;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return s ? `${u}?${s}` : u;
}

export function createApiClient(deps: ClientDeps) {
  async function request<T>(method: string, path: string, body?: unknown, o: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = deps.token();
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
      res = await deps.fetch(buildUrl(deps.base(), path, o.query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: ctrl.signal,
      });
      text = await res.text();
    } catch {
      if (timedOut) {
        deps.onTimeout();
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
    if ((res.status === 401 || message === MSG.invalidToken) && (o.onInvalidToken ?? 'reset') === 'reset') {
      deps.onInvalidToken();
      // The page is leaving; keep callers from flashing their own error meanwhile.
      return new Promise<T>(() => {});
    }
    if (message.includes('DELETED')) deps.onDeleted();
    throw new ApiError('HTTP', message, res.status, fieldErrorsFromBody(text), text);
  }

  return {
    get: <T>(path: string, o?: RequestOptions) => request<T>('GET', path, undefined, o),
    post: <T>(path: string, body: unknown, o?: RequestOptions) => request<T>('POST', path, body, o),
    put: <T>(path: string, body: unknown, o?: RequestOptions) => request<T>('PUT', path, body, o),
    patch: <T>(path: string, body: unknown, o?: RequestOptions) => request<T>('PATCH', path, body, o),
    del: <T>(path: string, o?: RequestOptions) => request<T>('DELETE', path, undefined, o),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
