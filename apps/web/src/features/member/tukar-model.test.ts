import { describe, expect, it } from 'vitest';
import { ringkasanTukar } from './tukar-model.ts';

const payung = { kode_hadiah: 'PYG', nama_hadiah: 'PAYUNG', poin: 2, stock: 3 };

describe('tukar point screen', () => {
  it('shows the total points and what is left; allows the exchange the balance and stock cover', () => {
    expect(ringkasanTukar(6, payung, '2')).toEqual({ total: 4, sisa: 2, refusal: undefined });
    expect(ringkasanTukar(6, payung, '3')).toEqual({ total: 6, sisa: 0, refusal: undefined });
  });
  it('names the refusal: points, stock, quantity, nothing picked', () => {
    expect(ringkasanTukar(6, payung, '4').refusal).toBe('Stock Hadiah PAYUNG Tidak Cukup, Sisa Stock 3');
    expect(ringkasanTukar(3, payung, '2').refusal).toBe('Poin Member Tidak Cukup: Dibutuhkan 4 Poin, Sisa Poin 3');
    expect(ringkasanTukar(3, payung, '').refusal).toBe('Jumlah Hadiah Minimal 1');
    expect(ringkasanTukar(3, payung, '1x').refusal).toBe('Jumlah Hadiah Minimal 1');
    expect(ringkasanTukar(undefined, payung, '1').refusal).toBe('Member Harus Dipilih');
    expect(ringkasanTukar(3, undefined, '1').refusal).toBe('Hadiah Harus Dipilih');
  });
});
