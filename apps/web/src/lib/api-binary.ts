/**
 * Binary calls beside the JSON client (`api.tsx` sends JSON only): upload bytes with their own content type
 * (piece photos, `PUT barang/foto/:barcode` as `image/jpeg`) and read an image as a Blob with the session token
 * (an `<img src>` cannot send `x-auth-token`). Same base, token header and error texts as the JSON client; an
 * invalid token ends the session the same way.
 */
import { MSG } from '@kilau/domain';
import { buildUrl } from './api-client.ts';
import { ApiError, messageFromBody } from './api-error.ts';
import { apiBase } from './config.ts';
import { resetToStart, session } from './session.ts';

/** Photos are small (≤ 720×1366 at q50) but a shop's line may be slow: more than the 5 s of JSON calls. */
export const BINARY_TIMEOUT_MS = 20_000;

async function call(method: string, path: string, init: { body?: Blob; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers };
  const token = session.get()?.token;
  if (token) headers['x-auth-token'] = token;
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), BINARY_TIMEOUT_MS);
  let res: Response;
  try {
    res = await window.fetch(buildUrl(apiBase(), path), { method, headers, body: init.body, signal: ctrl.signal });
  } catch {
    throw new ApiError('NETWORK', MSG.noConnection);
  } finally {
    clearTimeout(timer);
  }
  if (res.ok) return res;
  const text = await res.text().catch(() => '');
  const message = messageFromBody(text) ?? '';
  if (res.status === 401 || message === MSG.invalidToken) {
    resetToStart();
    return new Promise<Response>(() => {});
  }
  throw new ApiError('HTTP', message, res.status, {}, text);
}

/** PUT raw bytes; answers the server's JSON (`{message, data}` for writes). */
export async function putBinary<T>(path: string, body: Blob, contentType: string): Promise<T> {
  const res = await call('PUT', path, { body, headers: { 'content-type': contentType, accept: 'application/json' } });
  return (await res.json()) as T;
}

/** GET bytes as a Blob; `null` when the server answers 404 (e.g. a piece without photo). */
export async function getBlob(path: string): Promise<Blob | null> {
  try {
    const res = await call('GET', path);
    return await res.blob();
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}
