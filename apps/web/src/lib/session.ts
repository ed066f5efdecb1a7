/** The browser's session store and the React hook over it. */
import { todayIn } from '@kilau/domain';
import { useSyncExternalStore } from 'react';
import { createSessionStore, type StoredSession } from './session-store.ts';
import { readZoneFrom } from './shop-time.ts';

export type { StoredSession };

export const session = createSessionStore(window.localStorage, (zone) => todayIn(zone));
readZoneFrom(session.zone);

/** Today in the signed-in store's time zone (WIB, WITA or WIT, from the session). */
export const today = (): string => session.today();

export function useSession(): StoredSession | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/** Clears everything and reloads on the start page (spec §4, §8: invalid token, close, logout). */
export function resetToStart(): void {
  session.clear();
  window.location.replace('/');
}

/** A change of the stored session (e.g. what `users/me` answers: the fresh user, menu and modules). */
export type StoredSessionUpdate = Partial<Omit<StoredSession, 'token'>>;
