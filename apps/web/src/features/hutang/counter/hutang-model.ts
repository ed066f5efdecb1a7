/**
 * The loan counter's state, free of React so it is tested as is: the pledged pieces valued at the fine gold price
 * (the domain's `nilaiJaminan`, the server's rule), the maximum loan (`maxPinjaman`), the rate and term of the
 * kondisi pinjaman holding the amount (`kondisiUntuk`), what is owed at the due date (`tagihanHutang`), and the body
 * of `POST hutang`, checked with the shared `hutangSchema`.
 */
import {
  addDays,
  beratMurniMg,
  fromMg,
  hutangSchema,
  isWeight,
  kondisiUntuk,
  MSG_HUTANG,
  maxPinjaman,
  nilaiJaminan,
  type ParameterHutang,
  persenMilli,
  tagihanHutang,
  toMg,
} from '@kilau/domain';
import { type Customer, emptyCustomer } from '../../penjualan/counter/cart-model.ts';

export type JaminanLine = {
  id: string;
  nama_barang: string;
  kadar: string;
  berat: string;
  jumlah: number;
  /** A resized JPEG chosen for the piece, sent after the loan is saved. */
  foto?: Blob;
};

export type HutangState = {
  kode_sales: string;
  customer: Customer;
  keterangan: string;
  lines: JaminanLine[];
  pokok: number;
  /** '' = the kondisi's term / rate. */
  lama_hari: string;
  bunga_persen: string;
  cara_bayar: 'CASH' | 'TRANSFER';
  no_rekening: string;
};

let seq = 0;
export const newJaminan = (): JaminanLine => {
  seq += 1;
  return { id: `j${Date.now().toString(36)}${seq}`, nama_barang: '', kadar: '', berat: '', jumlah: 1 };
};

export const emptyHutang = (): HutangState => ({
  kode_sales: '',
  customer: { ...emptyCustomer },
  keterangan: '',
  lines: [newJaminan()],
  pokok: 0,
  lama_hari: '',
  bunga_persen: '',
  cara_bayar: 'CASH',
  no_rekening: '',
});

const validKadar = (k: string) => {
  const m = persenMilli(k);
  return m !== undefined && m > 0 && m <= 100_000;
};

/** A line's fine weight and value at the fine gold price (0 while incomplete). */
export function lineNilai(l: JaminanLine, harga: number | null | undefined) {
  if (!isWeight(l.berat) || !validKadar(l.kadar)) return { murni: '0.000', nilai: 0 };
  return { murni: fromMg(beratMurniMg(l.berat, l.kadar)), nilai: harga ? nilaiJaminan(l.berat, l.kadar, harga) : 0 };
}

export type HutangTotals = {
  qty: number;
  berat: string;
  murni: string;
  nilai: number;
  max: number;
  kode_pinjaman: string;
  bunga: string;
  lama: number;
  jatuhTempo: string;
  tagihan: number;
};

export function hutangTotals(s: HutangState, para: ParameterHutang | undefined): HutangTotals {
  const harga = para?.harga_emas_gram;
  let mg = 0;
  let murniMg = 0;
  let nilai = 0;
  let qty = 0;
  for (const l of s.lines) {
    const v = lineNilai(l, harga);
    if (isWeight(l.berat)) mg += toMg(l.berat);
    murniMg += toMg(v.murni);
    nilai += v.nilai;
    qty += Number(l.jumlah) || 0;
  }
  const max = para ? maxPinjaman(nilai, para.persen_max) : 0;
  const k = para ? kondisiUntuk(para.kondisi, s.pokok) : undefined;
  const bunga = s.bunga_persen.trim() || k?.bunga_persen || '0';
  const lama = Number(s.lama_hari) || k?.lama_pinjam || 0;
  const tanggal = para?.tanggal ?? '';
  const ok = persenMilli(bunga) !== undefined;
  return {
    qty,
    berat: fromMg(mg),
    murni: fromMg(murniMg),
    nilai,
    max,
    kode_pinjaman: k?.kode_pinjaman ?? '',
    bunga,
    lama,
    jatuhTempo: tanggal && lama ? addDays(tanggal, lama) : '',
    tagihan: ok && s.pokok > 0 ? tagihanHutang(s.pokok, bunga, lama, para?.pembulatan ?? 0).total : 0,
  };
}

export function hutangBody(s: HutangState): Record<string, unknown> {
  return {
    kode_sales: s.kode_sales,
    kode_member: s.customer.kode_member,
    nama_customer: s.customer.nama_customer,
    no_hp: s.customer.no_hp,
    alamat_customer: s.customer.alamat_customer,
    keterangan: s.keterangan,
    items: s.lines.map(({ nama_barang, kadar, berat, jumlah }) => ({ nama_barang, kadar, berat, jumlah })),
    pokok: s.pokok,
    ...(s.lama_hari.trim() ? { lama_hari: Number(s.lama_hari) } : {}),
    ...(s.bunga_persen.trim() ? { bunga_persen: s.bunga_persen.trim() } : {}),
    cara_bayar: s.cara_bayar,
    no_rekening: s.cara_bayar === 'TRANSFER' ? s.no_rekening : '',
  };
}

/** Why the loan cannot be saved yet (the first reason, in the server's words), or ok. */
export function checkHutang(
  s: HutangState,
  para: ParameterHutang | undefined,
): { ok: true } | { ok: false; message: string } {
  const parsed = hutangSchema.safeParse(hutangBody(s));
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Data Tidak Valid' };
  if (!para) return { ok: false, message: 'Parameter Hutang Belum Termuat' };
  if (para.harga_emas_gram === null) return { ok: false, message: MSG_HUTANG.hargaKosong };
  const t = hutangTotals(s, para);
  if (s.pokok > t.max) return { ok: false, message: MSG_HUTANG.melebihiMax(t.max) };
  if (!t.kode_pinjaman) return { ok: false, message: MSG_HUTANG.tanpaKondisi(s.pokok) };
  return { ok: true };
}
