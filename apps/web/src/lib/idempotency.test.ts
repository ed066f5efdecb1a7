import { describe, expect, it } from 'vitest';
import { createSubmissionKey, newIdempotencyKey } from './idempotency.ts';

describe('idempotency keys', () => {
  it('are v4 uuids and differ', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
  it('a submission keeps its key across retries until done', () => {
    const k = createSubmissionKey();
    const first = k.key();
    expect(k.key()).toBe(first);
    k.done();
    expect(k.key()).not.toBe(first);
  });
});
