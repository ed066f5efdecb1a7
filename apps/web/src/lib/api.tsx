/** The app's API client: the tested request logic of api-client.ts wired to the session, dialogs and location. */
import { MSG, type WriteResultOf } from '@kilau/domain';
import { blocking, notify } from '../components/notify.tsx';
import { createApiClient } from './api-client.ts';
import { apiBase } from './config.ts';
import { resetToStart, session } from './session.ts';

export { LONG_TIMEOUT_MS, type RequestOptions, TIMEOUT_MS } from './api-client.ts';

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

let onDeleted = () => {};

/** Spec §8: a response text containing DELETED triggers a reload of data. */
export function setApiHooks(h: { onDeleted?: () => void }): void {
  if (h.onDeleted) onDeleted = h.onDeleted;
}

export const api = createApiClient({
  base: apiBase,
  token: () => session.get()?.token,
  fetch: (...args) => window.fetch(...args),
  onTimeout: showTimeout,
  onInvalidToken: resetToStart,
  onDeleted: () => onDeleted(),
});

/** Write answers: `{ message, data }` (the envelope of `@kilau/domain`). */
export type WriteResult<T = Record<string, unknown>> = WriteResultOf<T>;
