/**
 * The one write hook of the web (STYLE.md §5): every POST/PUT/DELETE goes through it. It holds the write's
 * Idempotency-Key by the key rule of lib/idempotency.ts (kept across retries of the same request, new when the body
 * changes, dropped on success) and, once the write succeeded, invalidates the lists it declared with `queryKeys`.
 * `send` answers the server's `{ message, data }` or throws (the screen shows the refusal its way); `submit` also
 * checks the body with the shared zod schema and reports a refusal as spec §8 says (a toast with the server's
 * message, else the save-failure text), answering the write's `data` or undefined.
 */
import { MSG } from '@kilau/domain';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { notify } from '../components/notify.tsx';
import { api, type WriteResult } from './api.tsx';
import type { RequestOptions } from './api-client.ts';
import { errorText, firstIssue, isTimeout } from './api-error.ts';
import { createWriteKeys, type HeldKeyStore } from './idempotency.ts';

export type WriteSpec = {
  /** The reads this write makes stale (`queryKeys` prefixes); refetched before the write's promise settles. */
  invalidates: readonly QueryKey[];
  /** Where the held key lives when it must outlive the page (default: this hook). */
  store?: HeldKeyStore;
};

export type WriteCall = {
  path: string;
  method?: 'post' | 'put' | 'del';
  body?: unknown;
  /** Writes of one screen that retry independently (one per tray) hold their keys apart. */
  slot?: string;
} & Pick<RequestOptions, 'long' | 'onInvalidToken'>;

export type Schema<B> = {
  safeParse: (v: unknown) => { success: boolean; data?: B; error?: { issues: readonly { message: string }[] } };
};

export function useWrite(spec: WriteSpec) {
  const qc = useQueryClient();
  const slots = useRef(new Map<string, ReturnType<typeof createWriteKeys>>());
  const held = (slot = '') => {
    let k = slots.current.get(slot);
    if (!k) {
      k = createWriteKeys({ store: slot ? undefined : spec.store });
      slots.current.set(slot, k);
    }
    return k;
  };
  const [running, setRunning] = useState(0);

  /** The answer as the route sends it: `{ message, data }` for most writes (the default type). */
  async function send<A = WriteResult>(call: WriteCall): Promise<A> {
    const { path, method = 'post', body, slot, ...rest } = call;
    const keys = held(slot);
    const o: RequestOptions = { ...rest, idempotencyKey: keys.keyFor({ method, path, body }) };
    setRunning((n) => n + 1);
    try {
      const res = method === 'del' ? await api.del<A>(path, o) : await api[method]<A>(path, body, o);
      keys.done();
      await Promise.all(spec.invalidates.map((queryKey) => qc.invalidateQueries({ queryKey })));
      return res;
    } finally {
      setRunning((n) => n - 1);
    }
  }

  async function submit<R, B = unknown>(call: WriteCall & { schema?: Schema<B> }): Promise<R | undefined> {
    const { schema, ...rest } = call;
    let body = rest.body;
    if (schema) {
      const parsed = schema.safeParse(body);
      const issue = firstIssue(parsed);
      if (issue) {
        void notify.error(issue);
        return undefined;
      }
      body = parsed.data;
    }
    try {
      return (await send<WriteResult<R>>({ ...rest, body })).data;
    } catch (e) {
      if (!isTimeout(e)) notify.toast.error(errorText(e, MSG.saveFail));
      return undefined;
    }
  }

  /** Forget the held keys (a form closed: its next opening is a new submission). */
  const reset = () => {
    for (const k of slots.current.values()) k.done();
  };

  return { send, submit, saving: running > 0, reset };
}
