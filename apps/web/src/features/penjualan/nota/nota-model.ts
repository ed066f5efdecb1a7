/**
 * The receipt (nota) as formatted text, shared by the printable page and the PDF so both say exactly the same:
 * store header (settings toko), the nota settings (title, header, footer, buy-back terms, photo, paper size),
 * invoice, date and time (on the store's clock, named by its zone: WIB, WITA or WIT), customer, sales, items,
 * payments, the total in words. Every value is formatted here; nothing reaches paper as `undefined`, `NaN` or a raw
 * date.
 */

import type { Sale, SalePayment } from '@kilau/domain';
import {
  formatNumber,
  formatRupiah,
  formatTanggal,
  formatTime,
  SETTINGS_NOTA,
  type Toko,
  terbilang,
  todayIn,
  type ZoneName,
} from '@kilau/domain';
import { shopZone } from '../../../lib/shop-time.ts';

export type PaperSize = 'A5' | 'A4' | 'THERMAL80';

export type NotaItem = {
  no: string;
  kode_barcode: string;
  nama: string;
  /** Stones / attributes, empty when none. */
  atribut: string;
  berat: string;
  kadar: string;
  harga: string;
};

export type NotaModel = {
  toko: { nama: string; alamat: string; telp: string };
  judul: string;
  headerText: string;
  noFaktur: string;
  batal: boolean;
  info: [label: string, value: string][];
  items: NotaItem[];
  totalBerat: string;
  rows: [label: string, value: string][];
  total: string;
  terbilang: string;
  syarat: string;
  footer: string;
  tampilFoto: boolean;
  ukuran: PaperSize;
  printed: string;
};

const DEFAULTS = new Map(SETTINGS_NOTA.fields.map((f) => [f.key, f.default]));
const txt = (v: unknown): string => (v === null || v === undefined ? '' : String(v)).trim();

/** A nota setting, or its declared default when unset. */
export function notaSetting(para: ReadonlyMap<string, string> | undefined, key: string): string {
  const v = para?.get(key);
  return v === undefined ? (DEFAULTS.get(key) ?? '') : txt(v);
}

/** Purity as stamped, else the assayed percentage without trailing zeros (`75`, `99.9`). */
export function kadarText(kadarCetak: unknown, kadar: unknown): string {
  const c = txt(kadarCetak);
  if (c) return c;
  const n = Number(kadar);
  return Number.isFinite(n) && n > 0 ? `${Number(n.toFixed(3))}%` : '-';
}

const maskCard = (no: string) => (no.length > 4 ? `**${no.slice(-4)}` : no);

/** The words of one payment line (`TRANSFER BCA 123 A/N TOKO`). */
export function paymentLabel(p: SalePayment): string {
  const rek = [txt(p.kode_bank), txt(p.no_rekening)].filter(Boolean).join(' ');
  const an = txt(p.nama_rekening) ? ` A/N ${txt(p.nama_rekening)}` : '';
  const fee = p.fee > 0 ? ` (FEE RP ${formatRupiah(p.fee)})` : '';
  const card = txt(p.no_kartu) ? ` KARTU ${maskCard(txt(p.no_kartu))}` : '';
  switch (p.jenis) {
    case 'CASH':
      return 'TUNAI';
    case 'TRANSFER':
      return `TRANSFER ${rek}${an}`.trim();
    case 'DEBIT':
      return `DEBIT ${rek}${card}${fee}`.trim();
    case 'KREDIT':
      return `KARTU KREDIT ${rek}${card}${fee}`.trim();
    case 'USD':
      return `USD ${formatNumber(p.usd, 2)} X ${formatRupiah(p.kurs)}`;
    case 'TITIPAN':
      return `TITIPAN ${txt(p.no_titip)}`.trim();
    case 'TUKAR':
      return `TUKAR BARANG${txt(p.no_ref) ? ` ${txt(p.no_ref)}` : ''}`;
    case 'PESANAN':
      return `DP PESANAN${txt(p.no_ref) ? ` ${txt(p.no_ref)}` : ''}`;
    default:
      return txt(p.jenis) || '-';
  }
}

const PAPERS: readonly PaperSize[] = ['A5', 'A4', 'THERMAL80'];

export function buildNota(
  sale: Sale,
  toko: Toko | undefined,
  para: ReadonlyMap<string, string> | undefined,
  printedBy: string,
  now: Date = new Date(),
  /** The store's time zone: the sale's time and the print time are read in it, and the receipt names it. */
  zone: ZoneName = shopZone(),
): NotaModel {
  const jam = formatTime(sale.created_at, zone);
  const ukuran = notaSetting(para, 'NOTA_UKURAN') as PaperSize;
  const sales = [txt(sale.kode_sales), txt(sale.nama_sales)].filter(Boolean).join(' - ');
  const info: [string, string][] = [
    ['No Faktur', txt(sale.no_faktur_group)],
    ['Tanggal', `${formatTanggal(sale.tanggal)}${jam ? `, ${jam} ${zone}` : ''}`],
    ['Customer', txt(sale.nama_customer) || 'UMUM'],
  ];
  if (txt(sale.no_hp)) info.push(['No HP', txt(sale.no_hp)]);
  if (txt(sale.alamat_customer)) info.push(['Alamat', txt(sale.alamat_customer)]);
  if (txt(sale.kode_member)) info.push(['Member', txt(sale.kode_member)]);
  info.push(['Sales', sales || '-']);
  if (txt(sale.kode_marketplace)) info.push(['Marketplace', txt(sale.nama_marketplace) || txt(sale.kode_marketplace)]);
  info.push(['Kasir', txt(sale.input_by) || '-']);

  const rows: [string, string][] = sale.payments.map((p) => [paymentLabel(p), formatRupiah(p.jumlah)]);
  rows.push(['TOTAL BAYAR', formatRupiah(sale.total_bayar)]);
  rows.push(['KEMBALIAN', formatRupiah(sale.kembalian)]);
  if (sale.poin > 0) rows.push(['POIN DIDAPAT', formatNumber(sale.poin, 0)]);

  return {
    toko: { nama: txt(toko?.nama_toko), alamat: txt(toko?.alamat_toko), telp: txt(toko?.no_hp) },
    judul: notaSetting(para, 'NOTA_JUDUL') || 'NOTA PENJUALAN',
    headerText: notaSetting(para, 'NOTA_HEADER'),
    noFaktur: txt(sale.no_faktur_group),
    batal: sale.status === 'BATAL',
    info,
    items: sale.items.map((it, i) => ({
      no: String(i + 1),
      kode_barcode: txt(it.kode_barcode),
      nama: txt(it.nama_barang) || '-',
      atribut: txt(it.nama_atribut)
        ? `${txt(it.nama_atribut)}${Number(it.berat_atribut) > 0 ? ` (${formatNumber(it.berat_atribut)})` : ''}`
        : '',
      berat: `${formatNumber(it.berat)} gr`,
      kadar: kadarText(it.kadar_cetak, it.kadar),
      harga: formatRupiah(it.harga_total),
    })),
    totalBerat: `${formatNumber(sale.total_berat)} gr`,
    rows,
    total: formatRupiah(sale.total_harga),
    terbilang: terbilang(Number(sale.total_harga) || 0),
    syarat: notaSetting(para, 'NOTA_SYARAT_BELI'),
    footer: notaSetting(para, 'NOTA_FOOTER'),
    tampilFoto: notaSetting(para, 'NOTA_TAMPIL_FOTO') !== 'false',
    ukuran: PAPERS.includes(ukuran) ? ukuran : 'A5',
    printed: `Dicetak Oleh ${printedBy || '-'} / ${formatTanggal(todayIn(zone, now))} ${formatTime(now, zone)}`,
  };
}
