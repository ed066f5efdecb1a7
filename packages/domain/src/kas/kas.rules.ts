/**
 * Pure rules of the cash book (issue 12): the running balance of a day's rows, the drawer count (notes and coins
 * per denomination, their total, the difference against the book) and when a difference needs a supervisor.
 * Money is whole rupiah (integers); nothing here touches floats beyond integer sums.
 */

/** The notes and coins a cashier counts in the drawer, largest first. `kode` keys a count on the wire. */
export const PECAHAN = [
  { kode: 'K100000', jenis: 'KERTAS', nominal: 100_000 },
  { kode: 'K50000', jenis: 'KERTAS', nominal: 50_000 },
  { kode: 'K20000', jenis: 'KERTAS', nominal: 20_000 },
  { kode: 'K10000', jenis: 'KERTAS', nominal: 10_000 },
  { kode: 'K5000', jenis: 'KERTAS', nominal: 5_000 },
  { kode: 'K2000', jenis: 'KERTAS', nominal: 2_000 },
  { kode: 'K1000', jenis: 'KERTAS', nominal: 1_000 },
  { kode: 'L1000', jenis: 'LOGAM', nominal: 1_000 },
  { kode: 'L500', jenis: 'LOGAM', nominal: 500 },
  { kode: 'L200', jenis: 'LOGAM', nominal: 200 },
  { kode: 'L100', jenis: 'LOGAM', nominal: 100 },
] as const;
export type KodePecahan = (typeof PECAHAN)[number]['kode'];
export const KODE_PECAHAN = PECAHAN.map((p) => p.kode) as unknown as readonly [KodePecahan, ...KodePecahan[]];

/** One counted denomination as stored in kas_hitung.pecahan: `[{ kode, jenis, nominal, jumlah }]`. */
export type PecahanHitung = { kode: KodePecahan; jenis: 'KERTAS' | 'LOGAM'; nominal: number; jumlah: number };

/** Every denomination with its count (0 when not given; a code given twice is summed). */
export function pecahanLengkap(counts: readonly { kode: string; jumlah: number }[]): PecahanHitung[] {
  const by = new Map<string, number>();
  for (const c of counts) by.set(c.kode, (by.get(c.kode) ?? 0) + c.jumlah);
  return PECAHAN.map((p) => ({ kode: p.kode, jenis: p.jenis, nominal: p.nominal, jumlah: by.get(p.kode) ?? 0 }));
}

/** The counted money: Σ nominal × count over the known denominations. */
export function totalPecahan(counts: readonly { kode: string; jumlah: number }[]): number {
  return pecahanLengkap(counts).reduce((s, p) => s + p.nominal * p.jumlah, 0);
}

/** counted − book: negative when the drawer is short, positive when it holds more than the book. */
export const selisihKas = (totalHitung: number, saldoBuku: number) => totalHitung - saldoBuku;

/** A difference beyond the store's SELISIH_KAS_MAX (either way) needs a supervisor's grant and note. */
export const perluOtorisasiSelisih = (selisih: number, batas: number) => Math.abs(selisih) > Math.max(0, batas);

/** Each row with the balance after it: opening + Σ in − Σ out up to and including the row. */
export function saldoBerjalan<R extends { jumlah_in: number; jumlah_out: number }>(
  saldoAwal: number,
  rows: readonly R[],
): (R & { saldo: number })[] {
  let saldo = saldoAwal;
  return rows.map((r) => {
    saldo += r.jumlah_in - r.jumlah_out;
    return { ...r, saldo };
  });
}

/** The balance after all the rows. */
export const saldoAkhir = (saldoAwal: number, rows: readonly { jumlah_in: number; jumlah_out: number }[]) =>
  rows.reduce((s, r) => s + r.jumlah_in - r.jumlah_out, saldoAwal);

/**
 * The two rows of a move between the drawer ('' ) and a store account: the side the money leaves writes KELUAR,
 * the side it reaches writes MASUK, the same amount — so the store's total money is unchanged.
 */
export function barisPindahBank(arah: 'TAMBAH' | 'AMBIL', noRekening: string, jumlah: number) {
  const dari = arah === 'TAMBAH' ? '' : noRekening;
  const ke = arah === 'TAMBAH' ? noRekening : '';
  return [
    { jenis: 'KELUAR' as const, no_rekening: dari, jumlah_in: 0, jumlah_out: jumlah },
    { jenis: 'MASUK' as const, no_rekening: ke, jumlah_in: jumlah, jumlah_out: 0 },
  ];
}
