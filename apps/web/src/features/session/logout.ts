/** Logout (spec §4, §8): confirm, `POST users/logout`, clear and back to `/`; on failure say so, then clear. */
import { MSG, UI } from '@kilau/domain';
import { confirm, notify } from '../../components/notify.tsx';
import { api } from '../../lib/api.tsx';
import { ApiError, isTimeout } from '../../lib/api-error.ts';
import { newIdempotencyKey } from '../../lib/idempotency.ts';
import { resetToStart, session } from '../../lib/session.ts';

export async function logout(): Promise<void> {
  const s = session.get();
  const ok = await confirm({ title: MSG.logoutConfirm, okText: UI.ok, cancelText: UI.no, testId: 'logout-confirm' });
  if (!ok) return;
  try {
    await api.post(
      'users/logout',
      { user_id: s?.user.user_id },
      { onInvalidToken: 'throw', idempotencyKey: newIdempotencyKey() },
    );
  } catch (e) {
    if (isTimeout(e)) {
      // The blocking time-out dialog reloads the page; make that reload land on the start page.
      session.clear();
      return;
    }
    // An already-ended session is logged out anyway.
    if (!(e instanceof ApiError && e.status === 401)) {
      await notify.error(e instanceof ApiError && e.code === 'HTTP' && e.message ? e.message : MSG.logoutFail);
    }
  }
  resetToStart();
}
