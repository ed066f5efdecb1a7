/**
 * Issue 10: a store's time zone (WIB, WITA, WIT) travels with the session, and "today", the close and the dashboard
 * read the store's clock — a store in Makassar (WITA) is an hour ahead of Jakarta (WIB).
 */
import { formatTime, todayIn, ZONE_NAMES, ZONES, type ZoneName } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bootstrap } from '../../bootstrap.ts';
import { storeClock, storeDate } from '../../lib/store-time.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp, testConfig } from '../../test/helpers.ts';

/** 23:30 WIB on 10 March 2026 is 00:30 WITA on 11 March. */
const LATE = '2026-03-10T16:30:00Z';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function userOf(kode: string, zone: ZoneName, tgl?: string): Promise<string> {
  await t.createStore({ kode_toko: kode, time_zone: zone, tgl_system: tgl });
  await t.createUser({ user_id: `${kode}_K`, level: 'KASIR', kode_toko: kode, password: 'kasir-123' });
  return t.login(`${kode}_K`, 'kasir-123');
}

describe('the store time zone comes with the session', () => {
  it('issue 10 tz: login and users/me carry the store zone (WITA for a Makassar store, WIB by default)', async () => {
    await userOf('MKS', 'WITA');
    const login = await t.call('POST', 'users/login', { body: { user_id: 'MKS_K', password: 'kasir-123' } });
    expect(login.json().user).toMatchObject({ kode_toko: 'MKS', time_zone: 'WITA', tgl_system: todayIn('WITA') });
    const me = await t.call('GET', 'users/me', { token: login.json().token });
    expect(me.json().user.time_zone).toBe('WITA');
    expect((await t.call('GET', 'users/me', { token: admin })).json().user.time_zone).toBe('WIB');
  });

  it('issue 10 tz: settings/toko shows and sets the zone; the session follows; other zones are refused', async () => {
    const token = await userOf('JYP', 'WIB');
    const body = { nama_toko: 'kilau jayapura', alamat_toko: '', no_hp: '' };
    expect((await t.call('GET', 'settings/toko', { token: admin })).json().time_zone).toBe('WIB');
    const bad = await t.call('PUT', 'settings/toko', { token: admin, body: { ...body, time_zone: 'UTC' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Zona Waktu Harus WIB, WITA Atau WIT');

    const adminJyp = await t.login('ADMIN', ADMIN_PASSWORD);
    await t.db.$client.query(`UPDATE users SET kode_toko = 'JYP' WHERE user_id = 'ADMIN'`);
    try {
      const res = await t.call('PUT', 'settings/toko', { token: adminJyp, body: { ...body, time_zone: 'WIT' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ kode_toko: 'JYP', time_zone: 'WIT' });
      expect((await t.call('GET', 'users/me', { token })).json().user.time_zone).toBe('WIT');
      // Left out, the zone stays.
      await t.call('PUT', 'settings/toko', { token: adminJyp, body });
      expect((await t.call('GET', 'settings/toko', { token: adminJyp })).json().time_zone).toBe('WIT');
    } finally {
      await t.db.$client.query(`UPDATE users SET kode_toko = 'PST' WHERE user_id = 'ADMIN'`);
    }
    await expect(
      t.db.$client.query(`UPDATE stores SET time_zone = 'Asia/Makassar' WHERE kode_toko = 'JYP'`),
    ).rejects.toThrow(/stores_time_zone_ck/);
  });

  it('issue 10 tz: TZ_TOKO names the first store’s zone (an IANA id or the zone’s name); an unknown one stops the start', async () => {
    expect(testConfig({ TZ_TOKO: 'Asia/Makassar' }).timeZone).toBe('WITA');
    expect(testConfig({ TZ_TOKO: 'wit' }).timeZone).toBe('WIT');
    expect(testConfig({ TZ_TOKO: '' }).timeZone).toBe('WIB');
    expect(() => testConfig({ TZ_TOKO: 'Europe/Berlin' })).toThrow(/TZ_TOKO=Europe\/Berlin/);
    const other = await createTestApp({ config: testConfig({ TZ_TOKO: 'Asia/Makassar' }) });
    try {
      const { rows } = await other.db.$client.query('SELECT tgl_system, time_zone FROM stores');
      expect(rows).toEqual([{ tgl_system: todayIn('WITA'), time_zone: 'WITA' }]);
      await bootstrap(other.db, other.config, () => {});
    } finally {
      await other.close();
    }
  });
});

describe('the store clock in SQL agrees with the domain’s', () => {
  it('issue 10 tz: storeClock / storeDate read any instant as WIB, WITA and WIT, by name or by column', async () => {
    for (const z of ZONE_NAMES) await t.createStore({ kode_toko: `Z${z}`, time_zone: z });
    const instant = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
    await fc.assert(
      fc.asyncProperty(instant, fc.constantFrom(...ZONE_NAMES), async (at, zone) => {
        const ts = sql`${at.toISOString()}::timestamptz`;
        const res = await t.db.execute(sql`
          SELECT ${storeDate(ts, zone)}::text AS d, to_char(${storeClock(ts, zone)}, 'HH24:MI') AS hm,
                 s.time_zone, ${storeDate(ts, sql`s.time_zone`)}::text AS col_d
            FROM stores s ORDER BY s.kode_toko`);
        const rows = res.rows as { d: string; hm: string; time_zone: ZoneName; col_d: string }[];
        expect(rows[0]).toMatchObject({ d: todayIn(zone, at), hm: formatTime(at, zone) });
        for (const r of rows) expect(r.col_d).toBe(todayIn(r.time_zone, at));
      }),
      { numRuns: 40 },
    );
    const late = await t.db.execute(
      sql`SELECT ${storeDate(sql`${LATE}::timestamptz`, 'WIB')}::text AS wib, ${storeDate(sql`${LATE}::timestamptz`, 'WITA')}::text AS wita`,
    );
    expect(late.rows[0]).toEqual({ wib: '2026-03-10', wita: '2026-03-11' });
    expect(ZONES.WITA).toBe('Asia/Makassar');
  });
});

describe('store time zone: a store in WITA', () => {
  it('issue 10 tz: at 00:30 WITA (23:30 WIB) a WITA store may close its new day; a WIB clock would refuse it', async () => {
    await userOf('BPN', 'WITA', '2026-03-11');
    const token = await t.login('BPN_K', 'kasir-123');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(LATE));
    const res = await t.call('PUT', 'system/close', { token, body: { PROSES: 'close' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ tanggal: '2026-03-11', tgl_system: '2026-03-12' });
    // A day past "today" in WITA is not due.
    const token2 = await t.login('BPN_K', 'kasir-123');
    const again = await t.call('PUT', 'system/close', { token: token2, body: { PROSES: 'close' } });
    expect(again.statusCode).toBe(422);
  });

  it('issue 10 tz: the dashboard’s hourly chart and the cancellation report read the sale time on the store clock', async () => {
    const post = async (url: string, body: unknown) => {
      const r = await t.call('POST', url, { token: admin, body });
      if (r.statusCode !== 200) throw new Error(r.body);
      return r.json().data;
    };
    await post('group', { kode_group: 'E75', nama_group: 'EMAS 75', jenis_group: 'EMAS', harga: 1_000_000 });
    await post('jenis', { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' });
    await post('gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' });
    await post('baki', { kode_baki: 'B1', nama_baki: 'BAKI 1', kode_gudang: 'ETL', berat_baki: '100' });
    await post('sales', { kode_sales: 'S01', nama_sales: 'DEWI' });
    const [piece] = (await post('barang', {
      items: [
        {
          nama_barang: 'cincin',
          kode_group: 'E75',
          kode_dept: 'CC',
          kode_gudang: 'ETL',
          kode_baki: 'B1',
          berat: '1',
          kadar: '75',
          jumlah: 1,
        },
      ],
    })) as { kode_barcode: string }[];
    await post('penjualan', {
      kode_sales: 'S01',
      items: [{ kode_barcode: piece?.kode_barcode }],
      payments: [{ jenis: 'CASH', jumlah: 1_000_000 }],
    });
    await t.db.$client.query(`UPDATE penjualan SET created_at = $1 WHERE kode_toko = 'PST'`, [LATE]);
    const chart = async () => (await t.call('GET', 'penjualan/chart?type=today', { token: admin })).json();
    expect((await chart()).series).toEqual([{ label: '23:00', value: 1_000_000 }]);
    // The cancellation report takes the day a sale was cancelled on the store clock too.
    await t.db.$client.query(`UPDATE penjualan SET status = 'BATAL', batal_at = $1 WHERE kode_toko = 'PST'`, [LATE]);
    const batal = async (day: string) =>
      (await t.call('GET', `penjualan/report-batal?tgl_from=${day}&tgl_to=${day}`, { token: admin })).json().length;
    expect([await batal('2026-03-10'), await batal('2026-03-11')]).toEqual([1, 0]);
    await t.db.$client.query(`UPDATE penjualan SET status = 'AKTIF', batal_at = NULL WHERE kode_toko = 'PST'`);
    await t.db.$client.query(`UPDATE stores SET time_zone = 'WITA' WHERE kode_toko = 'PST'`);
    try {
      expect((await chart()).series).toEqual([{ label: '00:00', value: 1_000_000 }]);
      await t.db.$client.query(`UPDATE penjualan SET status = 'BATAL', batal_at = $1 WHERE kode_toko = 'PST'`, [LATE]);
      expect([await batal('2026-03-10'), await batal('2026-03-11')]).toEqual([0, 1]);
    } finally {
      await t.db.$client.query(`UPDATE stores SET time_zone = 'WIB' WHERE kode_toko = 'PST'`);
    }
  });
});
