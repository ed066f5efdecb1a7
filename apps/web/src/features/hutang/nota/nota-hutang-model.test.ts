import { describe, expect, it } from 'vitest';
import { doc } from './nota-hutang.fixture.ts';
import { buildNotaHutang } from './nota-hutang-model.ts';

describe('NOTA HUTANG model', () => {
  it('field 39: prints dates as the sales receipt (25 November 2026), a dash for empty fields and the store contract terms (or their default)', () => {
    const m = buildNotaHutang(doc, undefined, new Map(), 'ADMIN', new Date('2026-11-25T05:00:00Z'), 'WIB');
    const info = Object.fromEntries(m.info);
    expect(info).toMatchObject({
      'No Hutang': 'PST-PI26-00001',
      Tanggal: '25 November 2026, 10:04 WIB',
      'Jatuh Tempo': '25 Desember 2026',
      'Kode Member': 'NONMEMBER',
      'No Hutang Lama': '-',
      'No HP': '-',
    });
    expect(Object.fromEntries(m.ringkasan)).toMatchObject({
      'Bunga / Bulan': '4%',
      'Pokok Pinjaman': '1,000,000',
      'Tebusan Saat Jatuh Tempo (25 Desember 2026)': '1,040,000',
    });
    expect(m.items[0]).toMatchObject({ kadar: '75%', berat: '2.000 gr', murni: '1.500 gr', nilai: '1,500,000' });
    expect(m.syarat?.text).toContain('MILIK SAH PEMINJAM');
    const own = buildNotaHutang(doc, undefined, new Map([['NOTA_SYARAT_HUTANG', 'SYARAT TOKO']]), 'ADMIN');
    expect(own.syarat?.text).toBe('SYARAT TOKO');
    expect(JSON.stringify(m)).not.toMatch(/undefined|NaN|\d{4}-\d{2}-\d{2}/);
  });
});
