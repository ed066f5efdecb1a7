import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aksiRefusal,
  bukuBaru,
  hargaPesanan,
  jalankan,
  type Langkah,
  PESANAN_AKSI,
  type PesananBuku,
  sisaPesanan,
} from './pesanan.rules.ts';

describe('hargaPesanan', () => {
  it('is weight × price per gram, rounded up to the store step like a sale', () => {
    expect(hargaPesanan('5.000', 1_000_000, 500)).toBe(5_000_000);
    expect(hargaPesanan('2.345', 987_654, 500)).toBe(2_316_500); // 2 316 048.63 → 2 316 049 → 2 316 500
    expect(hargaPesanan('0.001', 1_000, 1000)).toBe(1000);
  });
  it('never loses a rupiah to the rounding (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 1, max: 5_000_000 }), (mg, gram) => {
        const berat = `${Math.floor(mg / 1000)}.${String(mg % 1000).padStart(3, '0')}`;
        const h = hargaPesanan(berat, gram, 500);
        expect(h % 500).toBe(0);
        expect(h * 1000).toBeGreaterThanOrEqual(mg * gram);
        expect(h * 1000 - mg * gram).toBeLessThan(500 * 1000 + 1000);
      }),
    );
  });
});

describe('state machine', () => {
  it('refuses a pick-up before SELESAI and a second pick-up', () => {
    expect(aksiRefusal('DP-1', 'DIPESAN', 'AMBIL')).toBe('Pesanan DP-1 Belum Selesai, Tidak Dapat Diambil');
    expect(aksiRefusal('DP-1', 'DIKERJAKAN', 'AMBIL')).toBe('Pesanan DP-1 Belum Selesai, Tidak Dapat Diambil');
    expect(aksiRefusal('DP-1', 'SELESAI', 'AMBIL')).toBeUndefined();
    expect(aksiRefusal('DP-1', 'DIAMBIL', 'AMBIL')).toBe('Pesanan DP-1 Sudah Diambil');
    expect(aksiRefusal('DP-1', 'BATAL', 'KERJAKAN')).toBe('Pesanan DP-1 Sudah Dibatalkan');
    expect(aksiRefusal('DP-1', 'DIAMBIL', 'BATAL')).toBe('Pesanan DP-1 Sudah Diambil');
  });

  const langkah = fc.record({
    aksi: fc.constantFrom(...PESANAN_AKSI),
    batal_dp: fc.constantFrom('KEMBALI' as const, 'HANGUS' as const),
  }) as fc.Arbitrary<Langkah>;

  it('no sequence of actions reaches DIAMBIL without SELESAI, or takes the DP twice (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.array(langkah, { maxLength: 30 }), (dp, steps) => {
        let b: PesananBuku = bukuBaru(dp);
        for (const s of steps) {
          const r = jalankan('DP-X', b, s);
          if ('ok' in r) b = r.ok;
          // money: the DP is used by the sale or paid back, at most once and never both
          expect(b.dpDipakai + b.dpKembali).toBeLessThanOrEqual(b.dp);
          expect(b.dpDipakai === 0 || b.dpKembali === 0).toBe(true);
        }
        const i = b.riwayat.indexOf('DIAMBIL');
        if (i >= 0) {
          expect(b.riwayat.slice(0, i)).toContain('SELESAI');
          expect(b.riwayat.filter((s) => s === 'DIAMBIL')).toHaveLength(1);
          expect(b.dpDipakai).toBe(dp);
        }
        // a closed order stays closed
        if (b.status === 'DIAMBIL' || b.status === 'BATAL') {
          for (const a of PESANAN_AKSI) expect('refusal' in jalankan('DP-X', b, { aksi: a })).toBe(true);
        }
        expect(b.riwayat.filter((s) => s === 'BATAL').length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('the remainder is the price less the DP, never negative', () => {
    expect(sisaPesanan(5_000_000, 1_000_000)).toBe(4_000_000);
    expect(sisaPesanan(1_000_000, 2_000_000)).toBe(0);
  });
});
