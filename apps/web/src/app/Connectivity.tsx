/**
 * Browser-level dialogs of spec §2.2 and §4: offline (blocking) and back online (offers a reload); a new build
 * served (asks to close and reopen the tab), polled from /config.js every minute; and the login flag checked
 * again whenever the tab comes back, so a session never crosses midnight.
 */
import { MSG, UI } from '@kilau/domain';
import { useEffect } from 'react';
import { blocking, confirm } from '../components/notify.tsx';
import { BUILD_ID, loadedVersion } from '../lib/config.ts';
import { resetToStart, session } from '../lib/session.ts';
import { isNewVersion, parseConfigVersion } from '../lib/version.ts';

export const VERSION_POLL_MS = 60_000;

function useOnlineDialogs() {
  useEffect(() => {
    let offline: { destroy: () => void } | undefined;
    const goOffline = () => {
      offline ??= blocking({
        title: MSG.offlineTitle,
        content: <span data-testid="offline-text">{MSG.offlineText}</span>,
        testId: 'offline',
      });
    };
    const goOnline = () => {
      if (!offline) return;
      offline.destroy();
      offline = undefined;
      void confirm({
        title: MSG.onlineTitle,
        content: MSG.onlineText,
        okText: UI.reload,
        cancelText: UI.later,
        testId: 'online',
      }).then((ok) => ok && window.location.reload());
    };
    if (!navigator.onLine) goOffline();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);
}

function useVersionCheck() {
  useEffect(() => {
    let announced: string | undefined;
    const announce = (served: string | undefined) => {
      if (!isNewVersion(BUILD_ID, served) || served === announced) return;
      announced = served;
      blocking({
        title: MSG.newVersionTitle,
        content: <span data-testid="new-version-text">{MSG.newVersionText}</span>,
        okText: UI.ok,
        onOk: () => {},
        testId: 'new-version',
      });
    };
    announce(loadedVersion());
    const check = async () => {
      try {
        const res = await fetch('/config.js', { cache: 'no-store' });
        if (res.ok) announce(parseConfigVersion(await res.text()));
      } catch {
        // offline: the offline dialog speaks for itself
      }
    };
    const t = setInterval(() => void check(), VERSION_POLL_MS);
    return () => clearInterval(t);
  }, []);
}

function useLoginFlagCheck() {
  useEffect(() => {
    const check = () => {
      if (session.get() && !session.valid()) resetToStart();
    };
    const onVisible = () => document.visibilityState === 'visible' && check();
    const t = setInterval(check, VERSION_POLL_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(t);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
    };
  }, []);
}

export function Connectivity() {
  useOnlineDialogs();
  useVersionCheck();
  useLoginFlagCheck();
  return null;
}
