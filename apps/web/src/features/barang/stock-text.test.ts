import { describe, expect, it } from 'vitest';
import { formatWaktu } from '../../lib/shop-time.ts';
import { ledgerLabel, statusLabel, tempat } from './stock-text.ts';

describe('stock texts', () => {
  it('formats a PostgreSQL timestamp in the shop zone with Indonesian month names', () => {
    expect(formatWaktu('2026-11-22 10:38:10.359214+00')).toBe('22 November 2026 17:38');
    expect(formatWaktu('2026-12-31T20:05:00.000Z')).toBe('1 Januari 2027 03:05');
    expect(formatWaktu('2026-03-01 08:00:00+07')).toBe('1 Maret 2026 08:00');
    expect(formatWaktu(null)).toBe('-');
    expect(formatWaktu('bukan tanggal')).toBe('bukan tanggal');
  });

  it('names states and ledger kinds in Indonesian, unknown codes as they are', () => {
    expect(statusLabel('TRANSIT')).toBe('Dalam Pengiriman');
    expect(statusLabel(undefined)).toBe('-');
    expect(ledgerLabel('KIRIM')).toBe('Kirim Barang');
    expect(ledgerLabel('LAIN')).toBe('LAIN');
  });

  it('shows where a piece was', () => {
    expect(tempat('ETL', 'B01')).toBe('ETL / B01');
    expect(tempat(null, null)).toBe('-');
  });
});
