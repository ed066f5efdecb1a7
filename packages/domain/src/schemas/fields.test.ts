import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rupiah, tanggal, upper, wajib } from './fields.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

describe('tanggal', () => {
  const t = tanggal('Dari Tanggal');
  it.each(['2026-02-30', '2026-02-29', '2025-04-31', '2026-13-01', '2026-00-10', '0000-01-01'])(
    'refuses the day that does not exist: %s',
    (d) => {
      const r = t.safeParse(d);
      expect(r.success).toBe(false);
      expect(firstMessage(r)).toBe('Dari Tanggal Tidak Valid');
    },
  );
  it('keeps the format and missing messages of the schemas', () => {
    expect(firstMessage(t.safeParse('22-11-2026'))).toBe('Dari Tanggal Harus Berformat YYYY-MM-DD');
    expect(firstMessage(t.safeParse(undefined))).toBe('Dari Tanggal Harus Diisi');
    const lama = tanggal('Tanggal Estimasi', { format: 'Tanggal Estimasi Harus Diisi' });
    expect(firstMessage(lama.safeParse(''))).toBe('Tanggal Estimasi Harus Diisi');
    expect(lama.safeParse('').error?.issues).toHaveLength(1);
    expect(firstMessage(tanggal('Tanggal', { kosong: null }).safeParse(undefined))).not.toBe('Tanggal Harus Diisi');
  });
  it('accepts every real day (property) and refuses every day past its month end', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }), (d) => {
        expect(t.parse(d.toISOString().slice(0, 10))).toBe(d.toISOString().slice(0, 10));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
        const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
        const ym = `${y}-${String(m).padStart(2, '0')}`;
        expect(t.safeParse(`${ym}-${last}`).success).toBe(true);
        if (last < 31) expect(t.safeParse(`${ym}-${last + 1}`).success).toBe(false);
      }),
    );
  });
});

describe('rupiah, upper, wajib', () => {
  it('rupiah takes whole non-negative rupiah up to its limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => {
        expect(rupiah('Harga').parse(String(n))).toBe(n);
        expect(rupiah('Harga', 1e12).parse(n)).toBe(n);
      }),
    );
    expect(firstMessage(rupiah('Harga').safeParse('1.5'))).toBe('Harga Harus Bilangan Bulat');
    expect(firstMessage(rupiah('Harga').safeParse(-1))).toBe('Harga Tidak Boleh Negatif');
    expect(firstMessage(rupiah('Harga').safeParse('abc'))).toBe('Harga Harus Berupa Angka');
    expect(firstMessage(rupiah('Ongkos', 1e12).safeParse(1e12 + 1))).toBe('Ongkos Terlalu Besar');
  });
  it('upper trims and upper-cases, absent is empty; wajib refuses blank with its message', () => {
    expect(upper().parse('  cincin ')).toBe('CINCIN');
    expect(upper().parse(undefined)).toBe('');
    expect(upper(3).safeParse('abcd').success).toBe(false);
    expect(wajib(10, 'Nama Harus Diisi').parse(' ana ')).toBe('ANA');
    expect(firstMessage(wajib(10, 'Nama Harus Diisi').safeParse('   '))).toBe('Nama Harus Diisi');
    expect(firstMessage(wajib(10, 'Nama Harus Diisi').safeParse(undefined))).toBe('Nama Harus Diisi');
  });
});
