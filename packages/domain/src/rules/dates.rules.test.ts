import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  BULAN,
  DEFAULT_TZ,
  DEFAULT_ZONE,
  daysBetween,
  formatTanggal,
  formatTime,
  formatWaktu,
  ianaOf,
  isYmd,
  periodDays,
  todayIn,
  ZONE_NAMES,
  ZONES,
  zoneOf,
} from './dates.rules.ts';

const DAY = 86_400_000;
const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const ymd = instant.map((d) => d.toISOString().slice(0, 10));

describe('formatTanggal (Indonesian month names)', () => {
  it('formats a shop day', () => {
    expect(formatTanggal('2026-11-22')).toBe('22 November 2026');
    expect(formatTanggal('2026-01-05')).toBe('5 Januari 2026');
    expect(formatTanggal('2026-08-17T10:00:00Z')).toBe('17 Agustus 2026');
    expect(formatTanggal(null)).toBe('-');
    expect(formatTanggal(undefined)).toBe('-');
    expect(formatTanggal('')).toBe('-');
    expect(formatTanggal('bukan tanggal')).toBe('bukan tanggal');
  });

  it('is `<day> <Bulan> <year>` for every date', () => {
    expect(BULAN).toHaveLength(12);
    fc.assert(
      fc.property(ymd, (d) => {
        const [y, m, dd] = d.split('-').map(Number) as [number, number, number];
        expect(formatTanggal(d)).toBe(`${dd} ${BULAN[m - 1]} ${y}`);
      }),
    );
  });
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
  });

  it('n then -n is the identity; +1 is always the next calendar day', () => {
    fc.assert(
      fc.property(ymd, fc.integer({ min: -5000, max: 5000 }), (d, n) => {
        const moved = addDays(d, n);
        expect(isYmd(moved)).toBe(true);
        expect(addDays(moved, -n)).toBe(d);
        expect(Date.parse(`${moved}T00:00:00Z`) - Date.parse(`${d}T00:00:00Z`)).toBe(n * DAY);
      }),
    );
    fc.assert(
      fc.property(ymd, (d) => {
        expect(addDays(d, 1) > d).toBe(true);
      }),
    );
  });
});

describe('daysBetween and periodDays', () => {
  it('daysBetween undoes addDays; a period counts both ends', () => {
    fc.assert(
      fc.property(ymd, fc.integer({ min: -5000, max: 5000 }), (d, n) => {
        expect(daysBetween(d, addDays(d, n))).toBe(n);
        expect(periodDays(d, addDays(d, n))).toBe(n + 1);
      }),
    );
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(periodDays('2026-11-01', '2026-11-30')).toBe(30);
    expect(periodDays('2024-02-01', '2024-02-29')).toBe(29);
  });
});

describe('todayIn (the shop day in the store time zone)', () => {
  it('defaults to Asia/Jakarta (UTC+7, no DST)', () => {
    expect(DEFAULT_TZ).toBe('Asia/Jakarta');
    expect(todayIn(undefined, new Date('2026-01-01T16:59:59Z'))).toBe('2026-01-01');
    expect(todayIn(undefined, new Date('2026-01-01T17:00:00Z'))).toBe('2026-01-02');
    expect(todayIn('UTC', new Date('2026-01-01T17:00:00Z'))).toBe('2026-01-01');
    expect(todayIn('Asia/Jayapura', new Date('2026-01-01T15:00:00Z'))).toBe('2026-01-02');
  });

  it('equals the UTC date of now + 7 h in Jakarta, and is a valid YYYY-MM-DD', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const d = todayIn('Asia/Jakarta', now);
        expect(isYmd(d)).toBe(true);
        expect(d).toBe(new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10));
        expect(todayIn('UTC', now)).toBe(now.toISOString().slice(0, 10));
      }),
    );
  });
});

describe('store time zones (WIB, WITA, WIT)', () => {
  const OFFSET = { WIB: 7, WITA: 8, WIT: 9 } as const;

  it('names Indonesia’s three zones with their IANA ids; WIB is the default', () => {
    expect(ZONES).toEqual({ WIB: 'Asia/Jakarta', WITA: 'Asia/Makassar', WIT: 'Asia/Jayapura' });
    expect(DEFAULT_ZONE).toBe('WIB');
    expect(ianaOf('WITA')).toBe('Asia/Makassar');
    expect(ianaOf(undefined)).toBe('Asia/Jakarta');
    expect(ianaOf('UTC')).toBe('UTC');
  });

  it('reads a name or an IANA id (TZ_TOKO) as its zone, anything else as none', () => {
    expect(zoneOf('WITA')).toBe('WITA');
    expect(zoneOf(' wit ')).toBe('WIT');
    expect(zoneOf('Asia/Jakarta')).toBe('WIB');
    expect(zoneOf('Asia/Pontianak')).toBe('WIB');
    expect(zoneOf('asia/makassar')).toBe('WITA');
    expect(zoneOf('Asia/Jayapura')).toBe('WIT');
    expect(zoneOf('Europe/Berlin')).toBeUndefined();
    expect(zoneOf('')).toBeUndefined();
    for (const z of ZONE_NAMES) expect(zoneOf(ZONES[z])).toBe(z);
  });

  it('23:30 WIB is 00:30 WITA of the next day', () => {
    const at = new Date('2026-03-10T16:30:00Z');
    expect(todayIn('WIB', at)).toBe('2026-03-10');
    expect(formatTime(at, 'WIB')).toBe('23:30');
    expect(todayIn('WITA', at)).toBe('2026-03-11');
    expect(formatTime(at, 'WITA')).toBe('00:30');
    expect(todayIn('WIT', at)).toBe('2026-03-11');
    expect(formatTime(at, 'WIT')).toBe('01:30');
  });

  it('every zone’s day and clock are UTC + its fixed offset, at any instant', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONE_NAMES), (now, z) => {
        const local = new Date(now.getTime() + OFFSET[z] * 3_600_000).toISOString();
        expect(todayIn(z, now)).toBe(local.slice(0, 10));
        expect(todayIn(ZONES[z], now)).toBe(local.slice(0, 10));
        expect(formatTime(now, z)).toBe(local.slice(11, 16));
        expect(formatTime(now.toISOString(), z)).toBe(local.slice(11, 16));
      }),
    );
  });

  it('formats no time for a missing or invalid instant', () => {
    expect(formatTime(undefined)).toBe('');
    expect(formatTime(null)).toBe('');
    expect(formatTime('bukan tanggal')).toBe('');
  });

  it('formatWaktu: day and time on the zone’s clock, from ISO strings, PostgreSQL timestamps or Dates', () => {
    expect(formatWaktu('2026-11-22 10:38:10.359214+00')).toBe('22 November 2026 17:38');
    expect(formatWaktu('2026-11-22 10:38:10.359214+00', 'WITA')).toBe('22 November 2026 18:38');
    expect(formatWaktu('2026-03-01 08:00:00+07', 'WIB')).toBe('1 Maret 2026 08:00');
    expect(formatWaktu(new Date('2026-12-31T16:30:00Z'), 'WIB')).toBe('31 Desember 2026 23:30');
    expect(formatWaktu(new Date('2026-12-31T16:30:00Z'), 'WITA')).toBe('1 Januari 2027 00:30');
    expect(formatWaktu('2026-12-31T16:30:00Z', 'WIT')).toBe('1 Januari 2027 01:30');
    expect(formatWaktu(null)).toBe('-');
    expect(formatWaktu('')).toBe('-');
    expect(formatWaktu('bukan tanggal')).toBe('bukan tanggal');
  });
});

describe('isYmd', () => {
  it('accepts real dates only', () => {
    expect(isYmd('2026-11-22')).toBe(true);
    expect(isYmd('2026-13-01')).toBe(false);
    expect(isYmd('2026-1-1')).toBe(false);
    expect(isYmd('22-11-2026')).toBe(false);
    expect(isYmd('2024-02-29')).toBe(true);
    expect(isYmd('2026-02-29')).toBe(false);
    expect(isYmd('2026-02-30')).toBe(false);
    expect(isYmd('2026-04-31')).toBe(false);
    expect(isYmd('0000-01-01')).toBe(false);
    expect(isYmd('0001-01-01')).toBe(true);
  });

  it('accepts exactly the days the calendar has', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const s = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
          expect(isYmd(s)).toBe(d <= daysInMonth);
        },
      ),
    );
  });
});
