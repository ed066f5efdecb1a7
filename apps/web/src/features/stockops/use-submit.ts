/**
 * One submit of a counter screen: validates the body with the shared zod schema, posts it with an
 * Idempotency-Key (kept across retries of the same body), and reports a refusal as spec §8 says (a toast with
 * the server's message, else the save-failure text). Returns the answer's data, or undefined when refused.
 */
import { MSG } from '@kilau/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { notify } from '../../components/notify.tsx';
import { api, type WriteResult } from '../../lib/api.tsx';
import { errorText, isTimeout } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query.ts';
import { createBodyKeyedSubmission, firstIssue } from './submission.ts';

export type Schema<B> = {
  safeParse: (v: unknown) => { success: boolean; data?: B; error?: { issues: { message: string }[] } };
};

export function useSubmit<B, R>(path: string, schema: Schema<B>) {
  const keys = useRef(createBodyKeyedSubmission());
  const [saving, setSaving] = useState(false);
  const qc = useQueryClient();

  async function submit(body: unknown): Promise<R | undefined> {
    const parsed = schema.safeParse(body);
    const issue = firstIssue(parsed);
    if (issue) {
      void notify.error(issue);
      return undefined;
    }
    setSaving(true);
    try {
      const res = await api.post<WriteResult<R>>(path, parsed.data, { idempotencyKey: keys.current.keyFor(body) });
      keys.current.done();
      // Stock changed: lists of pieces (sortir, cucian, tray counts) are stale.
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
