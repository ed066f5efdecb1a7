/**
 * The purchase receipt (NOTA PEMBELIAN) as formatted text, shared by the printable page and the PDF so both say
 * the same: store header, number, date and time on the store's clock (named WIB/WITA/WIT), customer, sales, per piece
 * jenis, kondisi, name, weight, price per gram and price — and for a piece this shop sold, the sale it came from (its
 * invoice, the weight on that receipt and the price paid then, "Harga Waktu Jual") to compare with today's price —,
 * totals in rupiah and grams, how it was paid and `LUNAS`.
 * It prints as two slips: the store's copy and the customer's. Nothing reaches paper as `undefined` or a raw date.
 */
import type { PembelianDoc, Toko } from '@kilau/domain';
import {
  formatNumber,
  formatRupiah,
  formatTanggal,
  formatTime,
  terbilang,
  todayIn,
  type ZoneName,
} from '@kilau/domain';
import { shopZone } from '../../../lib/shop-time.ts';

export type NotaBeliItem = {
  no: string;
  jenis: string;
  kondisi: string;
  nama: string;
  barcode: string;
  /** The sale it came from (`Nota Jual … · Berat Nota … · Harga Waktu Jual Rp …`); '' for a piece not sold here. */
  jual: string;
  berat: string;
  hargaGram: string;
  harga: string;
};

export type NotaBeliModel = {
  toko: { nama: string; alamat: string; telp: string };
  judul: 'NOTA PEMBELIAN';
  noFaktur: string;
  batal: boolean;
  info: [label: string, value: string][];
  items: NotaBeliItem[];
  totalBerat: string;
  total: string;
  terbilang: string;
  bayar: [label: string, value: string][];
  status: string;
  copies: readonly string[];
  printed: string;
};

const txt = (v: unknown): string => (v === null || v === undefined ? '' : String(v)).trim();

export function bayarLabel(p: PembelianDoc['payments'][number]): string {
  if (p.jenis === 'CASH') return 'TUNAI';
  const dari = [txt(p.no_rekening), txt(p.nama_rekening)].filter(Boolean).join(' ');
  const ke = [txt(p.nama_bank_customer), txt(p.no_rekening_customer)].filter(Boolean).join(' ');
  return `TRANSFER${dari ? ` DARI ${dari}` : ''}${ke ? ` KE ${ke}` : ''}`;
}

/** The sale a bought-back piece came from: its invoice, the weight on that receipt and the price paid then. */
export function notaJual(it: PembelianDoc['items'][number]): string {
  if (!txt(it.no_faktur_ext)) return '';
  return [
    `Nota Jual ${txt(it.no_faktur_ext)}`,
    Number(it.berat_nota) > 0 ? `Berat Nota ${formatNumber(it.berat_nota)} gr` : '',
    it.harga_nota > 0 ? `Harga Waktu Jual Rp ${formatRupiah(it.harga_nota)}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

export function buildNotaBeli(
  d: PembelianDoc,
  toko: Toko | undefined,
  printedBy: string,
  now: Date = new Date(),
  zone: ZoneName = shopZone(),
): NotaBeliModel {
  const jam = formatTime(d.created_at, zone);
  const info: [string, string][] = [
    ['No Faktur', txt(d.no_faktur_group)],
    ['Tanggal', `${formatTanggal(d.tanggal)}${jam ? `, ${jam} ${zone}` : ''}`],
    ['Customer', txt(d.nama_customer) || 'REGULER'],
  ];
  if (txt(d.no_hp)) info.push(['No HP', txt(d.no_hp)]);
  if (txt(d.alamat_customer)) info.push(['Alamat', txt(d.alamat_customer)]);
  if (txt(d.kode_member)) info.push(['Member', txt(d.kode_member)]);
  info.push(['Sales', [txt(d.kode_sales), txt(d.nama_sales)].filter(Boolean).join(' - ') || '-']);
  info.push(['Kasir', txt(d.input_by) || '-']);
  return {
    toko: { nama: txt(toko?.nama_toko), alamat: txt(toko?.alamat_toko), telp: txt(toko?.no_hp) },
    judul: 'NOTA PEMBELIAN',
    noFaktur: txt(d.no_faktur_group),
    batal: d.status === 'BATAL',
    info,
    items: d.items.map((it, i) => ({
      no: String(i + 1),
      jenis: txt(it.kode_dept) || '-',
      kondisi: txt(it.kode_kondisi) || '-',
      nama: txt(it.nama_barang) || '-',
      barcode: txt(it.kode_barcode),
      jual: notaJual(it),
      berat: `${formatNumber(it.berat)} gr`,
      hargaGram: formatRupiah(it.harga_rata),
      harga: formatRupiah(it.harga),
    })),
    totalBerat: `${formatNumber(d.total_berat)} gr`,
    total: formatRupiah(d.total_harga),
    terbilang: terbilang(Number(d.total_harga) || 0),
    bayar: d.payments.map((p) => [bayarLabel(p), formatRupiah(p.jumlah)]),
    status: d.status === 'BATAL' ? 'BATAL' : 'LUNAS',
    copies: ['ARSIP TOKO', 'UNTUK CUSTOMER'],
    printed: `Dicetak Oleh ${printedBy || '-'} / ${formatTanggal(todayIn(zone, now))} ${formatTime(now, zone)}`,
  };
}
