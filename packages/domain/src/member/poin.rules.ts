/**
 * Member points (DOMAIN.md "member"): a ledger whose sum is the balance. A sale earns points, its cancellation takes
 * them all back — and is refused when the member no longer has them (spent on a gift; issue 25 item 4) — and a gift
 * exchange spends them only when the balance and the gift's stock cover it. So the balance never goes below zero.
 * Counts in messages are grouped as every number (§2.3, formatRupiah).
 */
import { formatRupiah as n } from '../rules/number-format.rules.ts';

export const POIN_MSG = {
  memberTidakAda: (kode: string) => `Member ${kode} Tidak Ditemukan`,
  memberTidakAktif: (kode: string) => `Member ${kode} Tidak Aktif`,
  hadiahTidakAda: (kode: string) => `Hadiah ${kode} Tidak Ditemukan`,
  hadiahTanpaPoin: (nama: string) => `Harga Poin Hadiah ${nama} Belum Diisi`,
  stockKurang: (nama: string, stock: number) => `Stock Hadiah ${nama} Tidak Cukup, Sisa Stock ${n(stock)}`,
  poinKurang: (perlu: number, saldo: number) =>
    `Poin Member Tidak Cukup: Dibutuhkan ${n(perlu)} Poin, Sisa Poin ${n(saldo)}`,
  pilihMember: 'Member Harus Dipilih',
  pilihHadiah: 'Hadiah Harus Dipilih',
  qty: 'Jumlah Hadiah Minimal 1',
  batalPoinTerpakai: (no: string, poin: number, saldo: number) =>
    `Penjualan ${no} Tidak Dapat Dibatalkan: ${n(poin)} Poin Dari Penjualan Ini Sudah Ditukar Hadiah, Sisa Poin Member Hanya ${n(saldo)}`,
} as const;

/**
 * A cancelled sale takes back every point it earned (issue 25 item 4): when the member no longer has them — spent on
 * a gift — the cancel is refused with the points named (never a debt, never a partial take-back).
 */
export function batalJualRefusal(no: string, saldo: number, earned: number): string | undefined {
  return earned > 0 && saldo < earned ? POIN_MSG.batalPoinTerpakai(no, earned, saldo) : undefined;
}

export type TukarCheck = { saldo: number; poin_satuan: number; stock: number; qty: number; nama_hadiah: string };

/** Why a gift exchange is refused (an Indonesian message), or undefined when the balance and the stock cover it. */
export function tukarRefusal(c: TukarCheck): string | undefined {
  if (!Number.isInteger(c.qty) || c.qty < 1) return POIN_MSG.qty;
  if (c.poin_satuan <= 0) return POIN_MSG.hadiahTanpaPoin(c.nama_hadiah);
  if (c.stock < c.qty) return POIN_MSG.stockKurang(c.nama_hadiah, c.stock);
  const perlu = c.qty * c.poin_satuan;
  if (c.saldo < perlu) return POIN_MSG.poinKurang(perlu, c.saldo);
  return undefined;
}

/** Ledger kinds: earned by a sale, taken back by its cancellation, spent on a gift. */
export type PoinJenis = 'JUAL' | 'BATAL_JUAL' | 'TUKAR';

export const POIN_JENIS_LABEL: Record<string, string> = {
  JUAL: 'Penjualan',
  BATAL_JUAL: 'Batal Penjualan',
  TUKAR: 'Tukar Poin',
};

/** Running balance of ledger rows in their order: each row with the balance after it. */
export function saldoPoinBerjalan<R extends { poin: number }>(
  awal: number,
  rows: readonly R[],
): (R & { saldo: number })[] {
  let saldo = awal;
  return rows.map((r) => {
    saldo += r.poin;
    return { ...r, saldo };
  });
}
