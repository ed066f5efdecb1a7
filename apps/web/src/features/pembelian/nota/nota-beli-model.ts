/**
 * The purchase receipt (NOTA PEMBELIAN) as a Receipt: store header, number, date and time on the store's clock (named
 * WIB/WITA/WIT), customer, sales, per piece jenis, kondisi, name, weight, price per gram and price — and for a piece this shop sold, the sale it came from (its
 * invoice, the weight on that receipt and the price paid then, "Harga Waktu Jual") to compare with today's price —,
 * totals in rupiah and grams, how it was paid and `LUNAS`.
 * It prints as two slips: the store's copy and the customer's. Nothing reaches paper as `undefined` or a raw date.
 */
import type { PembelianDoc, Toko } from '@kilau/domain';
import { formatNumber, formatRupiah, terbilang, type ZoneName } from '@kilau/domain';
import * as nota from '../../../components/receipt/receipt.ts';
import { shopZone } from '../../../lib/shop-time.ts';

const COLUMNS: readonly nota.ReceiptColumn[] = [
  nota.NO_COLUMN,
  { key: 'jenis', label: 'Jenis' },
  { key: 'kondisi', label: 'Kondisi' },
  {
    key: 'nama',
    label: 'Nama Barang',
    sub: [
      { key: 'barcode', mono: true },
      { key: 'jual', testId: 'jual' },
    ],
  },
  { key: 'berat', label: 'Berat', align: 'right' },
  { key: 'hargaGram', label: 'Harga/Gr', align: 'right' },
  { key: 'harga', label: 'Harga', align: 'right', totalTestId: 'total' },
];

export function bayarLabel(p: PembelianDoc['payments'][number]): string {
  if (p.jenis === 'CASH') return 'TUNAI';
  const dari = [nota.txt(p.no_rekening), nota.txt(p.nama_rekening)].filter(Boolean).join(' ');
  const ke = [nota.txt(p.nama_bank_customer), nota.txt(p.no_rekening_customer)].filter(Boolean).join(' ');
  return `TRANSFER${dari ? ` DARI ${dari}` : ''}${ke ? ` KE ${ke}` : ''}`;
}

/** The sale a bought-back piece came from: its invoice, the weight on that receipt and the price paid then. */
export function notaJual(it: PembelianDoc['items'][number]): string {
  if (!nota.txt(it.no_faktur_ext)) return '';
  return [
    `Nota Jual ${nota.txt(it.no_faktur_ext)}`,
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
): nota.Receipt {
  const info: [string, string][] = [
    ['No Faktur', nota.txt(d.no_faktur_group)],
    ['Tanggal', nota.tanggalJam(d.tanggal, d.created_at, zone)],
    ['Customer', nota.txt(d.nama_customer) || 'REGULER'],
  ];
  if (nota.txt(d.no_hp)) info.push(['No HP', nota.txt(d.no_hp)]);
  if (nota.txt(d.alamat_customer)) info.push(['Alamat', nota.txt(d.alamat_customer)]);
  if (nota.txt(d.kode_member)) info.push(['Member', nota.txt(d.kode_member)]);
  info.push(['Sales', nota.kodeNama(d.kode_sales, d.nama_sales)]);
  info.push(['Kasir', nota.txt(d.input_by) || '-']);
  return {
    size: 'half',
    toko: nota.receiptToko(toko),
    judul: 'NOTA PEMBELIAN',
    no: nota.txt(d.no_faktur_group),
    batal: d.status === 'BATAL',
    copies: [{ tag: 'ARSIP TOKO' }, { tag: 'UNTUK CUSTOMER' }],
    info,
    columns: COLUMNS,
    items: d.items.map((it, i) => ({
      no: String(i + 1),
      jenis: nota.txt(it.kode_dept) || '-',
      kondisi: nota.txt(it.kode_kondisi) || '-',
      nama: nota.txt(it.nama_barang) || '-',
      barcode: nota.txt(it.kode_barcode),
      jual: notaJual(it),
      berat: `${formatNumber(it.berat)} gr`,
      hargaGram: formatRupiah(it.harga_rata),
      harga: formatRupiah(it.harga),
    })),
    total: { nama: 'TOTAL', berat: `${formatNumber(d.total_berat)} gr`, harga: formatRupiah(d.total_harga) },
    catatan: [],
    terbilang: terbilang(Number(d.total_harga) || 0),
    bayar: [],
    // what the customer is paid is this receipt's figure: it stands on the right, beside the words
    ringkasan: d.payments.map((p) => [bayarLabel(p), formatRupiah(p.jumlah)]),
    status: d.status === 'BATAL' ? 'BATAL' : 'LUNAS',
    penanda: 'Customer',
    printed: nota.printedLine(printedBy, now, zone),
  };
}
