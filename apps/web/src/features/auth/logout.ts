/** Logout (spec §4, §8): confirm, `POST users/logout`, clear and back to `/`; on failure say so, then clear. */
import { MSG, UI } from '@kilau/domain';
import { confirm, notify } from '../../components/notify.tsx';
import { ApiError, isTimeout } from '../../lib/api-error.ts';
import { resetToStart, session } from '../../lib/session.ts';
import { useWrite } from '../../lib/use-write.ts';

/** The logout action of the header; the session ends either way, so no read is refreshed. */
export function useLogout() {
  const write = useWrite({ invalidates: [] });
  return () => logout(write.send);
}

async function logout(send: ReturnType<typeof useWrite>['send']): Promise<void> {
  const s = session.get();
  const ok = await confirm({ title: MSG.logoutConfirm, okText: UI.ok, cancelText: UI.no, testId: 'logout-confirm' });
  if (!ok) return;
  try {
    await send({ path: 'users/logout', body: { user_id: s?.user.user_id }, onInvalidToken: 'throw' });
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
