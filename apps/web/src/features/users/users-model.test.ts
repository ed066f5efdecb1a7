import { describe, expect, it } from 'vitest';
import {
  type Caller,
  canManage,
  emptyUserForm,
  levelLabel,
  levelOptions,
  parseCreate,
  parseReset,
  parseUpdate,
  storeOptions,
  userFieldError,
} from './users-model.ts';

const owner: Caller = { user_id: 'ADMIN', level: 'OWN', kode_toko: 'PST', tipe_toko: 'PUSAT' };
const branchOwner: Caller = { ...owner, user_id: 'OWNT3', kode_toko: 'T3', tipe_toko: 'CABANG' };
const spv: Caller = { ...owner, user_id: 'SPV1', level: 'SPV' };

describe('users model', () => {
  it('labels levels and disables the ones above the caller', () => {
    expect(levelLabel('KSR')).toBe('KSR - KASIR');
    expect(levelLabel('XX')).toBe('XX');
    expect(
      levelOptions(spv)
        .filter((o) => o.disabled)
        .map((o) => o.value),
    ).toEqual(['OWN', 'SU', 'MU']);
    expect(levelOptions(owner).some((o) => o.disabled)).toBe(false);
    expect(canManage(spv, { level: 'MU' })).toBe(false);
    expect(canManage(spv, { level: 'KSR' })).toBe(true);
  });

  it('validates a new user with the domain schema messages and upper-cases id and name', () => {
    const empty = parseCreate(owner, emptyUserForm(owner));
    expect(empty).toEqual({
      ok: false,
      errors: {
        user_id: 'User ID Minimal 3 Karakter',
        user_name: 'Nama User Tidak Boleh Kosong',
        level: 'Level Tidak Valid',
        password: 'Password Minimal 6 Karakter',
      },
    });
    const ok = parseCreate(owner, {
      ...emptyUserForm(owner),
      user_id: 'kasir1',
      user_name: 'siti',
      level: 'KSR',
      password: 'rahasia1',
      kode_toko: 't3',
    });
    expect(ok).toEqual({
      ok: true,
      body: {
        user_id: 'KASIR1',
        user_name: 'SITI',
        level: 'KSR',
        password: 'rahasia1',
        kode_toko: 'T3',
        status_aktif: true,
      },
    });
    expect(userFieldError('add', owner, 'user_id', { ...emptyUserForm(owner), user_id: 'a b c' })).toBe(
      'User ID Hanya Boleh Huruf, Angka, Titik, Garis Bawah Dan Strip',
    );
  });

  it('sends a store only for a head-office owner', () => {
    const v = { ...emptyUserForm(branchOwner), user_id: 'abc', user_name: 'x', level: 'STF', password: 'rahasia1' };
    const res = parseCreate(branchOwner, { ...v, kode_toko: 'PST' });
    expect(res.ok && res.body.kode_toko).toBeUndefined();
  });

  it('edit and reset use their own schemas', () => {
    expect(parseUpdate({ ...emptyUserForm(owner), user_name: 'baru', level: 'STF', status_aktif: false })).toEqual({
      ok: true,
      body: { user_name: 'BARU', level: 'STF', status_aktif: false },
    });
    expect(parseReset('123')).toEqual({ ok: false, errors: { new_password: 'Password Minimal 6 Karakter' } });
  });

  it('offers the real stores, the own store first, labelled with their names', () => {
    const opts = storeOptions(owner, [
      { kode_toko: 'MLT', nama_toko: 'KILAU MLT' },
      { kode_toko: 'PST', nama_toko: 'KILAU PUSAT' },
      { kode_toko: 'T3', nama_toko: 'T3' },
    ]);
    expect(opts.map((o) => o.value)).toEqual(['PST', 'MLT', 'T3']);
    expect(opts[1]?.label).toBe('MLT — KILAU MLT');
    expect(opts[2]?.label).toBe('T3');
  });
});
