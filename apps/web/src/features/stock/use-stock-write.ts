/**
 * One write of a stock screen: checks the body with the shared zod schema, posts it with an Idempotency-Key kept
 * across retries of the same body (a changed body gets a new key), and reports a refusal as spec §8 says: a toast
 * with the server's message, else the save-failure text. Answers the write's `data`, or undefined when refused.
 */
import { MSG } from '@kilau/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { notify } from '../../components/notify.tsx';
import { api, type WriteResult } from '../../lib/api.tsx';
import { errorText, isTimeout } from '../../lib/api-error.ts';
import { newIdempotencyKey } from '../../lib/idempotency.ts';
import { queryKeys } from '../../lib/query.ts';

type Schema<B> = {
  safeParse: (v: unknown) => { success: boolean; data?: B; error?: { issues: readonly { message: string }[] } };
};

export function useStockWrite<B, R>(path: string, schema: Schema<B>) {
  const last = useRef<{ body: string; key: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const qc = useQueryClient();

  async function submit(body: unknown): Promise<R | undefined> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      void notify.error(parsed.error?.issues[0]?.message ?? MSG.badInput);
      return undefined;
    }
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
    setSaving(true);
    try {
      const res = await api.post<WriteResult<R>>(path, parsed.data, { idempotencyKey: last.current.key });
      last.current = null;
      void qc.invalidateQueries({ queryKey: queryKeys.barang() });
      return res.data;
    } catch (e) {
      if (!isTimeout(e)) notify.toast.error(errorText(e, MSG.saveFail));
      return undefined;
    } finally {
      setSaving(false);
    }
  }
  return { submit, saving };
}
