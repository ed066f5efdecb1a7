import { describe, expect, it } from 'vitest';
import { createWriteKeys, type HeldKey, newIdempotencyKey } from './idempotency.ts';

const counter = () => {
  let n = 0;
  return () => `k${++n}`;
};

describe('idempotency keys', () => {
  it('are v4 uuids and differ', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('a retry of the same body reuses the key', () => {
    const k = createWriteKeys({ newKey: counter() });
    const cart = { items: ['A1'], bayar: 100 };
    expect(k.keyFor({ method: 'post', path: 'penjualan', body: cart })).toBe('k1');
    expect(k.keyFor({ method: 'post', path: 'penjualan', body: { ...cart } })).toBe('k1');
  });

  it('an edited body gets a new key (issue 9: a cart edited after a failed save was refused with 422)', () => {
    const k = createWriteKeys({ newKey: counter() });
    expect(k.keyFor({ method: 'post', path: 'penjualan', body: { items: ['A1'] } })).toBe('k1');
    expect(k.keyFor({ method: 'post', path: 'penjualan', body: { items: ['A1', 'B2'] } })).toBe('k2');
    // going back to the first body is again another request than the one held
    expect(k.keyFor({ method: 'post', path: 'penjualan', body: { items: ['A1'] } })).toBe('k3');
  });

  it('another URL or method is another request', () => {
    const k = createWriteKeys({ newKey: counter() });
    expect(k.keyFor({ method: 'put', path: 'users/A', body: { x: 1 } })).toBe('k1');
    expect(k.keyFor({ method: 'put', path: 'users/B', body: { x: 1 } })).toBe('k2');
    expect(k.keyFor({ method: 'post', path: 'users/B', body: { x: 1 } })).toBe('k3');
  });

  it('after a success the same body is a new write', () => {
    const k = createWriteKeys({ newKey: counter() });
    const r = { method: 'post', path: 'titipan', body: { jumlah: 5000 } };
    expect(k.keyFor(r)).toBe('k1');
    k.done();
    expect(k.keyFor(r)).toBe('k2');
  });

  it('the held key lives in the given store (the counter keeps it across a reload)', () => {
    let saved: HeldKey | undefined;
    const store = {
      get: () => saved,
      set: (h: HeldKey | undefined) => {
        saved = h;
      },
    };
    const r = { method: 'post', path: 'penjualan', body: { items: ['A1'] } };
    expect(createWriteKeys({ newKey: counter(), store }).keyFor(r)).toBe('k1');
    // a new page (new holder) over the same store retries with the same key
    expect(createWriteKeys({ newKey: () => 'other', store }).keyFor(r)).toBe('k1');
  });
});
