/** Shop-day dates: `YYYY-MM-DD` strings, "today" taken in the store's time zone (DESIGN.md). */

/**
 * A store's time zone (`stores.time_zone`): Indonesia's three zones by the names printed on receipts, each with the
 * IANA id the clock is read in. None has daylight saving.
 */
export const ZONES = { WIB: 'Asia/Jakarta', WITA: 'Asia/Makassar', WIT: 'Asia/Jayapura' } as const;
export type ZoneName = keyof typeof ZONES;
export const ZONE_NAMES = Object.keys(ZONES) as ZoneName[];
export const DEFAULT_ZONE: ZoneName = 'WIB';
export const DEFAULT_TZ: string = ZONES[DEFAULT_ZONE];

/** What the picker shows for each zone. */
export const ZONE_LABELS: Record<ZoneName, string> = {
  WIB: 'WIB - Waktu Indonesia Barat (UTC+7)',
  WITA: 'WITA - Waktu Indonesia Tengah (UTC+8)',
  WIT: 'WIT - Waktu Indonesia Timur (UTC+9)',
};

/** IANA ids (and their old aliases) of each zone, so `TZ_TOKO=Asia/Makassar` still names WITA. */
const IANA_ZONE: Record<string, ZoneName> = {
  'asia/jakarta': 'WIB',
  'asia/pontianak': 'WIB',
  'asia/makassar': 'WITA',
  'asia/ujung_pandang': 'WITA',
  'asia/jayapura': 'WIT',
};

export const isZoneName = (v: unknown): v is ZoneName => typeof v === 'string' && Object.hasOwn(ZONES, v);

/** The zone a name (`WITA`, `wita`) or an IANA id (`Asia/Makassar`) stands for; undefined when it is neither. */
export function zoneOf(tz: string | null | undefined): ZoneName | undefined {
  const t = (tz ?? '').trim();
  const upper = t.toUpperCase();
  if (isZoneName(upper)) return upper;
  return IANA_ZONE[t.toLowerCase()];
}

/** The IANA id to read a clock in: a zone name maps to its id, anything else is taken as an IANA id already. */
export const ianaOf = (tz: string | null | undefined): string => (!tz ? DEFAULT_TZ : isZoneName(tz) ? ZONES[tz] : tz);

/** The shop day of `now` in a zone (`WITA`) or IANA time zone. */
export function todayIn(timeZone: string = DEFAULT_ZONE, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ianaOf(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** An instant from an ISO string, a PostgreSQL timestamp (`2026-11-22 10:38:10.35+00`) or a Date; null if invalid. */
function instantOf(at: Date | string): Date | null {
  const d =
    typeof at === 'string'
      ? new Date(
          at
            .trim()
            .replace(' ', 'T')
            .replace(/([+-]\d{2})$/, '$1:00'),
        )
      : at;
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The wall-clock day and time of an instant in a zone: `{ ymd: '2026-03-11', hm: '00:30' }`; null if invalid. */
export function clockParts(at: Date | string, timeZone: string = DEFAULT_ZONE): { ymd: string; hm: string } | null {
  const d = instantOf(at);
  if (!d) return null;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ianaOf(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return { ymd: `${get('year')}-${get('month')}-${get('day')}`, hm: `${get('hour')}:${get('minute')}` };
}

/** `14:05`: the wall-clock time of an instant in a zone; empty when there is no (valid) instant. */
export function formatTime(at: Date | string | null | undefined, timeZone: string = DEFAULT_ZONE): string {
  if (at === null || at === undefined || at === '') return '';
  return clockParts(at, timeZone)?.hm ?? '';
}

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Days of the period `from`..`to` (YYYY-MM-DD), both counted. */
export const periodDays = (from: string, to: string): number => daysBetween(from, to) + 1;

/** `ymd` + `days` days (YYYY-MM-DD; negative goes back). */
export function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const BULAN = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** `2026-11-22` → `22 November 2026`. */
export function formatTanggal(ymd: string | null | undefined): string {
  if (!ymd) return '-';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(ymd);
  if (!m) return ymd;
  return `${Number(m[3])} ${BULAN[Number(m[2]) - 1]} ${m[1]}`;
}

/** A real calendar day PostgreSQL can store (`2026-02-30` and year 0 are not: Date.parse would roll them over). */
export function isYmd(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || s < '0001-01-01') return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** `2026-03-10T07:05:00Z` → `10 Maret 2026 14:05` in a zone (WIB here); `-` when absent, the text itself if invalid. */
export function formatWaktu(at: Date | string | null | undefined, timeZone: string = DEFAULT_ZONE): string {
  if (at === null || at === undefined || at === '') return '-';
  const p = clockParts(at, timeZone);
  return p ? `${formatTanggal(p.ymd)} ${p.hm}` : String(at);
}
