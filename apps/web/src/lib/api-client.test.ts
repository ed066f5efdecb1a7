import { MSG } from '@kilau/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUrl, type ClientDeps, createApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';

type Call = { url: string; init: RequestInit };

function setup(respond: (call: Call) => Promise<Response> | Response, token: string | undefined = 'tok') {
  const calls: Call[] = [];
  const deps = {
    base: () => '/api',
    token: () => token,
    fetch: vi.fn((url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      return Promise.resolve(respond(call));
    }) as unknown as typeof fetch,
    onTimeout: vi.fn(),
    onInvalidToken: vi.fn(),
    onDeleted: vi.fn(),
  } satisfies ClientDeps;
  return { api: createApiClient(deps), deps, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that never answers until aborted, as a hung server. */
const hang = (call: Call) =>
  new Promise<Response>((_r, reject) => {
    call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('api client', () => {
  it('sends the token, JSON body and idempotency key; parses the answer', async () => {
    const { api, calls } = setup(() => json(200, { message: 'ok', data: { _id: '1' } }));
    const res = await api.post<{ message: string }>(
      'parameter-berlian',
      { jenis_batu: 'RUBY' },
      { idempotencyKey: 'k-1' },
    );
    expect(res.message).toBe('ok');
    const h = calls[0]?.init.headers as Record<string, string>;
    expect(calls[0]?.url).toBe('/api/parameter-berlian');
    expect(calls[0]?.init.method).toBe('POST');
    expect(h['x-auth-token']).toBe('tok');
    expect(h['idempotency-key']).toBe('k-1');
    expect(calls[0]?.init.body).toBe('{"jenis_batu":"RUBY"}');
  });

  it('rejects with TIMEOUT after 5 s and shows the time-out modal', async () => {
    vi.useFakeTimers();
    const { api, deps } = setup(hang);
    const p = api.get('users/me');
    const caught = p.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4999);
    expect(deps.onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const e = await caught;
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).code).toBe('TIMEOUT');
    expect((e as ApiError).message).toBe('TIMEOUT');
    expect(deps.onTimeout).toHaveBeenCalledOnce();
  });

  it('long operations are not bound by the 5 s rule', async () => {
    vi.useFakeTimers();
    let answer: ((r: Response) => void) | undefined;
    const { api, deps } = setup(() => new Promise<Response>((r) => (answer = r)));
    const p = api.put('system/close', { PROSES: 'close' }, { long: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.onTimeout).not.toHaveBeenCalled();
    answer?.(json(200, { message: MSG.closeOk }));
    await expect(p).resolves.toEqual({ message: MSG.closeOk });
  });

  it('an invalid token ends the session and the call never settles', async () => {
    const { api, deps } = setup(() => json(401, { message: MSG.invalidToken }));
    let settled = false;
    void api.get('users/me').finally(() => (settled = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(deps.onInvalidToken).toHaveBeenCalledOnce();
    expect(settled).toBe(false);
  });

  it("with onInvalidToken 'throw' the caller gets the error (close store, logout)", async () => {
    const { api, deps } = setup(() => json(401, { message: MSG.invalidToken }));
    await expect(api.put('system/close', {}, { onInvalidToken: 'throw' })).rejects.toMatchObject({
      status: 401,
      message: MSG.invalidToken,
    });
    expect(deps.onInvalidToken).not.toHaveBeenCalled();
  });

  it('errors carry the server message, status and field errors', async () => {
    const { api } = setup(() =>
      json(400, { message: 'Kode Shape Harus Diisi', errors: { kode_shape: 'Kode Shape Harus Diisi' } }),
    );
    await expect(api.post('batu-shape', {})).rejects.toMatchObject({
      code: 'HTTP',
      status: 400,
      message: 'Kode Shape Harus Diisi',
      fields: { kode_shape: 'Kode Shape Harus Diisi' },
    });
  });

  it('no response means Koneksi Bermasalah', async () => {
    const { api } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('banks')).rejects.toMatchObject({ code: 'NETWORK', message: 'Koneksi Bermasalah' });
  });

  it('a DELETED text triggers a reload of data', async () => {
    const { api, deps } = setup(() => json(404, { message: 'DATA DELETED' }));
    await expect(api.get('banks')).rejects.toBeInstanceOf(ApiError);
    expect(deps.onDeleted).toHaveBeenCalledOnce();
  });

  it('builds URLs with query strings, skipping undefined', () => {
    expect(buildUrl('/api/', '/penjualan/chart', { type: 'today', x: undefined })).toBe(
      '/api/penjualan/chart?type=today',
    );
    expect(buildUrl('/api', 'banks')).toBe('/api/banks');
  });
});
