/**
 * What /tukar-point shows before saving: the points the gifts cost, what the member keeps, and why the exchange
 * would be refused — the domain's rule (tukarRefusal), the same the server applies under its locks.
 */
import { tukarRefusal } from '@kilau/domain';

export type HadiahPick = { kode_hadiah: string; nama_hadiah: string; poin: number; stock: number };

export type TukarRingkasan = { total: number; sisa: number; refusal?: string };

export function ringkasanTukar(saldo: number | undefined, h: HadiahPick | undefined, qtyText: string): TukarRingkasan {
  const qty = /^\d+$/.test(qtyText.trim()) ? Number(qtyText.trim()) : 0;
  const total = h ? qty * h.poin : 0;
  const sisa = (saldo ?? 0) - total;
  if (saldo === undefined) return { total, sisa, refusal: 'Member Harus Dipilih' };
  if (!h) return { total, sisa, refusal: 'Hadiah Harus Dipilih' };
  return {
    total,
    sisa,
    refusal: tukarRefusal({ saldo, poin_satuan: h.poin, stock: h.stock, qty, nama_hadiah: h.nama_hadiah }),
  };
}
