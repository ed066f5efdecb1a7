import type { Toko, TukarPoinDoc } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { doc } from './nota-tukar.fixture.ts';
import { buildNotaTukar } from './nota-tukar-model.ts';

const toko = { nama_toko: 'KILAU PUSAT', alamat_toko: 'JL EMAS 1', no_hp: '021' } as Toko;

describe('nota tukar poin', () => {
  it('field 39: says number, date as the sales receipt (25 November 2026) and WIB time, member, gift, quantity, points used and left', () => {
    const m = buildNotaTukar(doc, toko, 'KASIR1', new Date('2026-11-25T05:00:00Z'), 'WIB');
    expect(m.info).toEqual([
      ['No Tukar', 'PST-TP-261125-0001'],
      ['Tanggal', '25 November 2026, 10:04 WIB'],
      ['Member', 'M1 - SITI'],
      ['No HP', '0811'],
      ['Kasir', 'ADMIN'],
    ]);
    expect(m.items[0]).toEqual({
      kode: 'PYG',
      nama: 'PAYUNG',
      qty: '2',
      poinSatuan: '1,500 Poin',
      totalPoin: '3,000 Poin',
    });
    expect(m.ringkasan).toEqual([
      ['Poin Sebelum', '3,200 Poin'],
      ['Poin Dipakai', '3,000 Poin'],
      ['Sisa Poin', '200 Poin'],
    ]);
    expect(m.printed).toBe('Dicetak Oleh KASIR1 / 25 November 2026 12:00');
    expect(m.toko).toEqual({ nama: 'KILAU PUSAT', alamat: 'JL EMAS 1', telp: '021' });
  });

  it('never prints undefined, null or a raw ISO date, even from a half-empty answer', () => {
    const empty = {
      ...doc,
      no_hp: null,
      alamat: undefined,
      nama_member: null,
      created_at: '',
    } as unknown as TukarPoinDoc;
    const text = JSON.stringify(buildNotaTukar(empty, undefined, '', new Date('2026-11-25T05:00:00Z'), 'WIB'));
    expect(text).not.toMatch(/undefined|null|NaN|\d{4}-\d{2}-\d{2}T/);
  });
});
