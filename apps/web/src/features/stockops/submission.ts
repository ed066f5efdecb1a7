/**
 * Idempotency keys for a screen's submit (DESIGN.md): one key per submission, kept across retries of the same
 * body, and a new key as soon as the body changes (so a changed list is never answered with an earlier replay).
 */
import { newIdempotencyKey } from '../../lib/idempotency.ts';

export function createBodyKeyedSubmission(newKey: () => string = newIdempotencyKey) {
  let last: { body: string; key: string } | undefined;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body ?? null);
      if (!last || last.body !== text) last = { body: text, key: newKey() };
      return last.key;
    },
    done(): void {
      last = undefined;
    },
  };
}

/** The first message of a zod failure, or null when the body passes. */
export function firstIssue(r: { success: boolean; error?: { issues: readonly { message: string }[] } }): string | null {
  if (r.success) return null;
  return r.error?.issues[0]?.message ?? 'Data Yang Dikirim Tidak Valid';
}
