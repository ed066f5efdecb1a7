/**
 * The loan receipt (NOTA HUTANG) as formatted text, shared by the printable page and the PDF so both say the same:
 * store header, number, date and due date (DD-MM-YYYY), customer, member code, previous loan number (`-` when none),
 * the pledged pieces with their totals, rate, principal, what is owed at the due date, the contract terms (store
 * setting NOTA_SYARAT_HUTANG) and the signature lines. Every empty field prints `-`; nothing reaches paper as
 * `undefined` or a raw date.
 */
import type { HutangDoc, Toko } from '@kilau/domain';
import {
  formatNumber,
  formatRupiah,
  formatTanggal,
  formatTime,
  HUTANG_STATUS_LABEL,
  todayIn,
  type ZoneName,
} from '@kilau/domain';
import { shopZone } from '../../../lib/shop-time.ts';
import { notaSetting } from '../../penjualan/nota/nota-model.ts';

export type NotaHutangItem = {
  no: string;
  nama: string;
  kadar: string;
  berat: string;
  murni: string;
  qty: string;
  nilai: string;
};

export type NotaHutangModel = {
  toko: { nama: string; alamat: string; telp: string };
  judul: 'NOTA HUTANG';
  noHutang: string;
  info: [label: string, value: string][];
  items: NotaHutangItem[];
  total: { qty: string; berat: string; murni: string; nilai: string };
  ringkasan: [label: string, value: string][];
  syarat: string;
  status: string;
  printed: string;
};

const txt = (v: unknown): string => (v === null || v === undefined ? '' : String(v)).trim();
const orDash = (v: unknown): string => txt(v) || '-';
const persen = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) ? `${Number(n.toFixed(3))}%` : '-';
};

export function buildNotaHutang(
  d: HutangDoc,
  toko: Toko | undefined,
  para: ReadonlyMap<string, string> | undefined,
  printedBy: string,
  now: Date = new Date(),
  zone: ZoneName = shopZone(),
): NotaHutangModel {
  const jam = formatTime(d.created_at, zone);
  return {
    toko: { nama: txt(toko?.nama_toko), alamat: txt(toko?.alamat_toko), telp: txt(toko?.no_hp) },
    judul: 'NOTA HUTANG',
    noHutang: orDash(d.no_hutang),
    info: [
      ['No Hutang', orDash(d.no_hutang)],
      ['Tanggal', `${formatTanggal(d.tanggal)}${jam ? `, ${jam} ${zone}` : ''}`],
      ['Jatuh Tempo', formatTanggal(d.tgl_jatuh_tempo)],
      ['Lama Pinjam', `${d.lama_hari} Hari`],
      ['Customer', orDash(d.nama_customer)],
      ['Kode Member', orDash(d.kode_member)],
      ['No HP', orDash(d.no_hp)],
      ['Alamat', orDash(d.alamat_customer)],
      ['No Hutang Lama', orDash(d.no_hutang_lama)],
      ['Sales', [txt(d.kode_sales), txt(d.nama_sales)].filter(Boolean).join(' - ') || '-'],
    ],
    items: d.items.map((it, i) => ({
      no: String(i + 1),
      nama: orDash(it.nama_barang),
      kadar: persen(it.kadar),
      berat: `${formatNumber(it.berat)} gr`,
      murni: `${formatNumber(it.berat_murni)} gr`,
      qty: String(it.jumlah),
      nilai: formatRupiah(it.nilai),
    })),
    total: {
      qty: String(d.jumlah_barang),
      berat: `${formatNumber(d.total_berat)} gr`,
      murni: `${formatNumber(d.total_berat_murni)} gr`,
      nilai: formatRupiah(d.nilai_jaminan),
    },
    ringkasan: [
      ['Harga Emas Murni / Gram', formatRupiah(d.harga_emas_gram)],
      ['Nilai Jaminan', formatRupiah(d.nilai_jaminan)],
      ['Bunga / Bulan', persen(d.bunga_persen)],
      ['Pokok Pinjaman', formatRupiah(d.pokok)],
      [`Tebusan Saat Jatuh Tempo (${formatTanggal(d.tgl_jatuh_tempo)})`, formatRupiah(d.tagihan_jatuh_tempo)],
    ],
    syarat: notaSetting(para, 'NOTA_SYARAT_HUTANG') || '-',
    status: HUTANG_STATUS_LABEL[d.status]?.toUpperCase() ?? orDash(d.status),
    printed: `Dicetak Oleh ${printedBy || '-'} / ${formatTanggal(todayIn(zone, now))} ${formatTime(now, zone)}`,
  };
}
