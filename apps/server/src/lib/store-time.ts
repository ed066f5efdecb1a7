/**
 * A store's clock in SQL. `stores.time_zone` holds the zone's name (WIB, WITA, WIT); PostgreSQL reads the clock
 * through the IANA id `ZONES` (in @kilau/domain) gives each — the one mapping, here turned into SQL.
 */
import { isZoneName, ZONE_NAMES, ZONES, type ZoneName } from '@kilau/domain';
import { type SQL, sql } from 'drizzle-orm';

/** The IANA id of a zone: a bound value for a known zone, a `CASE` over a `time_zone` column otherwise. */
export function zoneIanaSql(zone: ZoneName | SQL): SQL {
  if (typeof zone === 'string') {
    if (!isZoneName(zone)) throw new Error(`unknown store time zone ${zone}`);
    return sql`${ZONES[zone]}::text`;
  }
  const whens = ZONE_NAMES.map((z) => sql`WHEN ${sql.raw(`'${z}'`)} THEN ${sql.raw(`'${ZONES[z]}'`)}`);
  return sql`(CASE ${zone} ${sql.join(whens, sql` `)} END)`;
}

/** An instant (`timestamptz`) as the store's wall clock (`timestamp`). */
export const storeClock = (at: SQL, zone: ZoneName | SQL): SQL => sql`(${at} AT TIME ZONE ${zoneIanaSql(zone)})`;

/** The store's shop date of an instant, e.g. `now()` is today in the store: `storeDate(sql\`now()\`, 'WITA')`. */
export const storeDate = (at: SQL, zone: ZoneName | SQL): SQL => sql`(${storeClock(at, zone)})::date`;
