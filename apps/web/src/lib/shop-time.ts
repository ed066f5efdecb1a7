/**
 * The signed-in store's clock. Its zone (WIB, WITA, WIT) comes with the session (`users/login`, `users/me`);
 * "today" (the date-mismatch gate, the login flag), the dashboard and every time shown or printed are read in it.
 * WIB until a session says otherwise.
 */
import {
  clockParts as clockPartsIn,
  DEFAULT_ZONE,
  formatTime,
  formatWaktu as formatWaktuIn,
  todayIn,
  type ZoneName,
} from '@kilau/domain';

let source: () => ZoneName = () => DEFAULT_ZONE;

/** Where the zone is read from: the session store registers itself (`lib/session.ts`); a test may pass its own. */
export function readZoneFrom(fn: () => ZoneName): void {
  source = fn;
}

/** The signed-in store's zone (WIB when signed out). */
export const shopZone = (): ZoneName => source();

/** Today's shop date in the store's zone. */
export const shopToday = (now: Date = new Date()): string => todayIn(shopZone(), now);

/** `14:05` on the store's clock; empty when there is no time. */
export const jamToko = (at: Date | string | null | undefined): string => formatTime(at, shopZone());

/** `10 Maret 2026 14:05` on the store's clock; `-` when absent. */
export const formatWaktu = (at: Date | string | null | undefined): string => formatWaktuIn(at, shopZone());

/** The store-clock day and time of an instant (`{ ymd, hm }`), null when invalid. */
export const clockParts = (at: Date | string) => clockPartsIn(at, shopZone());
