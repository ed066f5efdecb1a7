/**
 * The buy-back counter's pure side (issue 11): the pieces on the counter, their policy price computed with the same
 * domain function as the server (`hargaBeli`), the totals, which prices need a supervisor, and the request body.
 * A piece follows its policy price until staff type a price of their own.
 */
import {
  fromMg,
  type HargaBeliHitung,
  hargaBeli,
  kunciBarisBeli,
  MSG_BELI,
  type ParameterBeli,
  type PieceTerjual,
  pembelianSchema,
  toMg,
} from '@kilau/domain';

export type BeliLine = {
  id: string;
  /** A piece this store sold (prefilled from its sale), or '' for a manual piece. */
  kode_barcode: string;
  no_faktur_ext: string;
  kode_dept: string;
  nama_barang: string;
  kadar: string;
  berat_nota: string;
  harga_nota: number;
  /** Weighed now. */
  berat: string;
  kode_kondisi: string;
  ada_nota: boolean;
  /** The price staff typed; used only when `manual`. */
  harga: number;
  manual: boolean;
};

export type BeliBayar = {
  id: string;
  jenis: 'CASH' | 'TRANSFER';
  jumlah: number;
  no_rekening: string;
  no_rekening_customer: string;
  nama_bank_customer: string;
};

export type BeliCustomer = { kode_member: string; nama_customer: string; no_hp: string; alamat_customer: string };
export const emptyBeliCustomer: BeliCustomer = { kode_member: '', nama_customer: '', no_hp: '', alamat_customer: '' };

export type BeliState = {
  kode_sales: string;
  customer: BeliCustomer;
  kode_gudang: string;
  kode_baki: string;
  lines: BeliLine[];
  payments: BeliBayar[];
};

export const emptyBeli: BeliState = {
  kode_sales: '',
  customer: emptyBeliCustomer,
  kode_gudang: '',
  kode_baki: '',
  lines: [],
  payments: [],
};

let seq = 0;
export const newId = (p: string) => `${p}${Date.now().toString(36)}${(++seq).toString(36)}`;

export type Policy = { ok: true; h: HargaBeliHitung; kode_group: string } | { ok: false; message: string };

/** The policy price of a line with today's parameters, or why it cannot be priced. */
export function policyOf(l: BeliLine, para: ParameterBeli | undefined): Policy {
  if (!para) return { ok: false, message: 'Memuat Parameter Harga…' };
  const jenis = para.jenis.find((j) => j.kode_dept === l.kode_dept);
  if (!jenis) return { ok: false, message: `Jenis ${l.kode_dept || '-'} Tidak Ditemukan` };
  const group = para.groups.find((g) => g.kode_group === jenis.kode_group);
  if (!group) return { ok: false, message: `Group ${jenis.kode_group} Tidak Ditemukan Di Master Group` };
  if (group.harga_beli_gram === null)
    return { ok: false, message: `Harga Beli Group ${group.kode_group} Belum Diisi Di Master Parameter Harga Emas` };
  const kondisi = para.kondisi.find((k) => k.kode_kondisi === l.kode_kondisi);
  if (!kondisi) return { ok: false, message: 'Kondisi Tidak Boleh Kosong' };
  let mg = 0;
  try {
    mg = Math.max(0, toMg(l.berat || '0'));
  } catch {
    return { ok: false, message: 'Berat Harus Berupa Angka Dengan Maksimal 3 Desimal' };
  }
  const h = hargaBeli({
    berat: fromMg(mg),
    harga_beli_gram: group.harga_beli_gram,
    kondisi,
    ada_nota: l.ada_nota,
    rugi_nota: group.rugi_nota,
    pembulatan: para.pembulatan,
  });
  return { ok: true, h, kode_group: group.kode_group };
}

/**
 * A change to a line. A typed price that was emptied (0) gives way to the policy price again as soon as what the
 * policy depends on changes (kondisi, weight, nota, jenis): the computed price fills the required Harga field.
 */
export function changeLine(l: BeliLine, p: Partial<BeliLine>): BeliLine {
  const next = { ...l, ...p };
  return 'harga' in p || !next.manual || next.harga > 0 ? next : { ...next, manual: false };
}

/** What the shop pays for a line: the typed price, else the policy price (0 while it cannot be priced). */
export function hargaOf(l: BeliLine, para: ParameterBeli | undefined): number {
  if (l.manual) return l.harga;
  const p = policyOf(l, para);
  return p.ok ? p.h.harga : 0;
}

export type BeliTotals = { total: number; beratMg: number; bayar: number; sisa: number; jumlah: number };

export function beliTotals(s: BeliState, para: ParameterBeli | undefined): BeliTotals {
  const total = s.lines.reduce((n, l) => n + hargaOf(l, para), 0);
  const beratMg = s.lines.reduce((n, l) => {
    try {
      return n + Math.max(0, toMg(l.berat || '0'));
    } catch {
      return n;
    }
  }, 0);
  const bayar = s.payments.reduce((n, p) => n + p.jumlah, 0);
  return { total, beratMg, bayar, sisa: total - bayar, jumlah: s.lines.length };
}

/** Lines whose price is above policy: one supervisor grant (HARGA_BELI) approves exactly these prices. */
export function raisedLines(s: BeliState, para: ParameterBeli | undefined) {
  return s.lines.flatMap((l, i) => {
    const p = policyOf(l, para);
    const harga = hargaOf(l, para);
    return p.ok && harga > p.h.harga
      ? [{ kode_barcode: kunciBarisBeli(l, i), harga_lama: p.h.harga, harga_baru: harga }]
      : [];
  });
}

/** The request body of the current counter. */
export function beliBody(s: BeliState, para: ParameterBeli | undefined, otorisasi?: { otorisasi_id: string }) {
  return {
    kode_sales: s.kode_sales,
    kode_member: s.customer.kode_member,
    nama_customer: s.customer.nama_customer,
    no_hp: s.customer.no_hp,
    alamat_customer: s.customer.alamat_customer,
    kode_gudang: s.kode_gudang,
    kode_baki: s.kode_baki,
    items: s.lines.map((l) => ({
      kode_barcode: l.kode_barcode,
      kode_dept: l.kode_dept,
      nama_barang: l.nama_barang,
      kadar: l.kadar,
      berat: l.berat,
      kode_kondisi: l.kode_kondisi,
      ada_nota: l.ada_nota,
      harga: hargaOf(l, para),
    })),
    payments: s.payments.map(({ id: _id, ...p }) => p),
    ...(otorisasi ? { otorisasi } : {}),
  };
}

/** Checks the counter before saving: the shared request schema, every line priced, payments equal to the total. */
export function checkBeli(
  s: BeliState,
  para: ParameterBeli | undefined,
): { ok: true; body: ReturnType<typeof beliBody> } | { ok: false; message: string } {
  if (!s.lines.length) return { ok: false, message: MSG_BELI.belumAdaBarang };
  for (const l of s.lines) {
    const p = policyOf(l, para);
    if (!p.ok) return { ok: false, message: p.message };
  }
  const body = beliBody(s, para);
  const parsed = pembelianSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? MSG_BELI.belumAdaBarang };
  const t = beliTotals(s, para);
  if (t.bayar !== t.total) return { ok: false, message: MSG_BELI.bayarTidakSama(t.total, t.bayar) };
  return { ok: true, body };
}

/**
 * A line for a piece this store sold, prefilled from its sale: weighed again, with its nota. No condition is chosen
 * for the cashier (a preselected one applied its deduction to pieces nobody looked at): the line is unpriced, and
 * the save refused, until one is picked.
 */
export function lineFromSale(p: PieceTerjual): Omit<BeliLine, 'id'> {
  return {
    kode_barcode: p.kode_barcode,
    no_faktur_ext: p.no_faktur_ext,
    kode_dept: p.kode_dept,
    nama_barang: p.nama_barang,
    kadar: p.kadar,
    berat_nota: p.berat_nota,
    harga_nota: p.harga_nota,
    berat: p.berat_nota,
    kode_kondisi: '',
    ada_nota: true,
    harga: 0,
    manual: false,
  };
}
