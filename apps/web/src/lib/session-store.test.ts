import { todayIn } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { isDateBehind } from './access.ts';
import { createSessionStore, STORAGE_KEYS, type StoredSession } from './session-store.ts';

function memory() {
  const m = new Map<string, string>();
  return {
    map: m,
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    clear: () => m.clear(),
  };
}

const sample: StoredSession = {
  token: 'tok',
  user: {
    user_id: 'ADMIN',
    user_name: 'ADMINISTRATOR',
    level: 'OWN',
    kode_toko: 'PST',
    nama_toko: 'KILAU PUSAT',
    alamat_toko: '',
    tgl_system: '2026-01-05',
    tipe_toko: 'PUSAT',
    time_zone: 'WIB',
  },
  menu: [],
  modules: [{ key: 'SEPUHAN_MODULE' }],
};

describe('session store', () => {
  it('keeps the session obfuscated and reads it back', () => {
    const st = memory();
    const s = createSessionStore(st, () => '2026-01-05');
    s.save(sample);
    expect(st.map.get(STORAGE_KEYS.session)).not.toContain('ADMIN');
    expect(s.get()).toEqual(sample);
    expect(s.valid()).toBe(true);
  });

  it('is invalid on another day than the login (spec §4)', () => {
    let today = '2026-01-05';
    const s = createSessionStore(memory(), () => today);
    s.save(sample);
    today = '2026-01-06';
    expect(s.valid()).toBe(false);
  });

  it('clear empties storage and sets the flag to false', () => {
    const st = memory();
    const s = createSessionStore(st, () => '2026-01-05');
    s.save(sample);
    s.clear();
    expect(s.get()).toBeNull();
    expect(s.valid()).toBe(false);
    expect([...st.map.keys()]).toEqual([STORAGE_KEYS.flag]);
  });

  it('ignores a tampered value', () => {
    const st = memory();
    const s = createSessionStore(st, () => '2026-01-05');
    st.setItem(STORAGE_KEYS.session, JSON.stringify(sample));
    expect(s.get()).toBeNull();
  });

  it('notifies subscribers and merges updates', () => {
    const s = createSessionStore(memory(), () => '2026-01-05');
    let calls = 0;
    s.subscribe(() => calls++);
    s.save(sample);
    s.update({ user: { ...sample.user, tgl_system: '2026-01-06' } });
    expect(calls).toBe(2);
    expect(s.get()?.user.tgl_system).toBe('2026-01-06');
  });

  it('pembulatan defaults to 500', () => {
    const s = createSessionStore(memory(), () => '2026-01-05');
    expect(s.pembulatan()).toBe(500);
    s.setPembulatan('1000');
    expect(s.pembulatan()).toBe(1000);
    s.setPembulatan('abc');
    expect(s.pembulatan()).toBe(500);
  });

  it('issue 10 tz: the login flag and "today" follow the store zone of the session (WITA a day ahead at 23:30 WIB)', () => {
    const late = new Date('2026-03-10T16:30:00Z');
    const st = memory();
    const s = createSessionStore(st, (zone) => todayIn(zone, late));
    expect(s.zone()).toBe('WIB');
    s.save({ ...sample, user: { ...sample.user, time_zone: 'WITA' } });
    expect(s.zone()).toBe('WITA');
    expect(s.today()).toBe('2026-03-11');
    expect(s.valid()).toBe(true);
    // The shop day 2026-03-10 is behind today in Makassar: the date-mismatch gate opens there, not in Jakarta.
    expect(isDateBehind('2026-03-10', s.today())).toBe(true);
    s.save(sample);
    expect([s.zone(), s.today()]).toEqual(['WIB', '2026-03-10']);
    expect(isDateBehind('2026-03-10', s.today())).toBe(false);
    // A session stored before zones came with it reads as WIB.
    const { time_zone: _, ...older } = sample.user;
    s.update({ user: older as typeof sample.user });
    expect(s.zone()).toBe('WIB');
  });
});
