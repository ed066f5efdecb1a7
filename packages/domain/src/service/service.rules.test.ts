import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { persenMilli } from '../rules/persen.rules.ts';
import {
  jalankanService,
  SERVICE_AKSI,
  type ServiceAksi,
  type ServiceBuku,
  serviceAksiRefusal,
  serviceBaru,
  sisaService,
  totalService,
} from './service.rules.ts';

describe('totalService', () => {
  it('is Σ quantity × fee plus the surcharge %, its own line, rounded half up to the rupiah', () => {
    const lines = [
      { jumlah: 2, ongkos: 75_000 },
      { jumlah: 1, ongkos: 33_333 },
    ];
    expect(totalService(lines, '0')).toEqual({ subtotal: 183_333, persen: '0', tambahan: 0, total: 183_333 });
    // 183 333 × 10 % = 18 333.3 → 18 333
    expect(totalService(lines, '10')).toMatchObject({ tambahan: 18_333, total: 201_666 });
    // 183 333 × 2.5 % = 4 583.325 → 4 583; 1 × 100 × 2.5 % = 2.5 → 3 (half up)
    expect(totalService(lines, '2.5')).toMatchObject({ tambahan: 4_583, total: 187_916 });
    expect(totalService([{ jumlah: 1, ongkos: 100 }], '2.5')).toMatchObject({ tambahan: 3, total: 103 });
    expect(totalService([], '10')).toMatchObject({ subtotal: 0, tambahan: 0, total: 0 });
  });
  it('reads a percentage exactly, or not at all', () => {
    expect(persenMilli('2.5')).toBe(2500);
    expect(persenMilli('0,125')).toBe(125);
    expect(persenMilli('abc')).toBeUndefined();
    expect(persenMilli('-1')).toBeUndefined();
  });
  it('the surcharge is the exact percentage within half a rupiah, never a float error (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ jumlah: fc.integer({ min: 1, max: 99 }), ongkos: fc.integer({ min: 0, max: 1e9 }) }), {
          maxLength: 10,
        }),
        fc.integer({ min: 0, max: 100_000 }),
        (lines, milli) => {
          const persen = `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, '0')}`;
          const t = totalService(lines, persen);
          expect(t.subtotal).toBe(lines.reduce((s, l) => s + l.jumlah * l.ongkos, 0));
          expect(Number.isInteger(t.tambahan)).toBe(true);
          expect(t.total).toBe(t.subtotal + t.tambahan);
          // |tambahan × 100 000 − subtotal × milli| ≤ 50 000 (half a rupiah), checked in BigInt
          const diff = BigInt(t.tambahan) * 100_000n - BigInt(t.subtotal) * BigInt(milli);
          expect(diff <= 50_000n && diff > -50_000n).toBe(true);
        },
      ),
    );
  });
});

describe('service state machine', () => {
  it('refuses a pick-up before SELESAI and a second pick-up', () => {
    expect(serviceAksiRefusal('SV-1', 'MASUK', 'AMBIL')).toBe('Service SV-1 Belum Selesai, Tidak Dapat Diambil');
    expect(serviceAksiRefusal('SV-1', 'SELESAI', 'AMBIL')).toBeUndefined();
    expect(serviceAksiRefusal('SV-1', 'DIAMBIL', 'AMBIL')).toBe('Service SV-1 Sudah Diambil');
    expect(serviceAksiRefusal('SV-1', 'SELESAI', 'SELESAI')).toBe('Service SV-1 Sudah Selesai');
    expect(serviceAksiRefusal('SV-1', 'BATAL', 'SELESAI')).toBe('Service SV-1 Sudah Dibatalkan');
    expect(serviceAksiRefusal('SV-1', 'DIAMBIL', 'BATAL')).toBe('Service SV-1 Sudah Diambil');
  });

  it('no sequence of actions reaches DIAMBIL without SELESAI, or takes money twice (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.array(fc.constantFrom(...SERVICE_AKSI), { maxLength: 30 }),
        (total, dpRaw, steps: ServiceAksi[]) => {
          const dp = Math.min(dpRaw, total);
          let b: ServiceBuku = serviceBaru(total, dp);
          for (const s of steps) {
            const r = jalankanService('SV-X', b, s);
            if ('ok' in r) b = r.ok;
            // never more taken than the total; given back at most what was taken
            expect(b.dp + b.pelunasan).toBeLessThanOrEqual(total);
            expect(b.kembali).toBeLessThanOrEqual(b.dp + b.pelunasan);
            // money is taken at most once at intake and once at pick-up
            expect(b.diterima).toBeLessThanOrEqual(2);
          }
          const i = b.riwayat.indexOf('DIAMBIL');
          if (i >= 0) {
            expect(b.riwayat.slice(0, i)).toContain('SELESAI');
            expect(b.riwayat.filter((s) => s === 'DIAMBIL')).toHaveLength(1);
            // picked up = paid in full, exactly
            expect(b.dp + b.pelunasan).toBe(total);
          }
          if (b.status === 'BATAL') expect(b.kembali).toBe(b.dp + b.pelunasan);
          if (b.status === 'DIAMBIL' || b.status === 'BATAL') {
            for (const a of SERVICE_AKSI) expect('refusal' in jalankanService('SV-X', b, a)).toBe(true);
          }
          expect(b.riwayat.filter((s) => s === 'BATAL').length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('the remainder is the total less the DP, never negative', () => {
    expect(sisaService(500_000, 200_000)).toBe(300_000);
    expect(sisaService(100_000, 200_000)).toBe(0);
  });
});
