/**
 * The deposit receipt (NOTA TITIPAN) as a Receipt: store header, number, date and time on the store's clock,
 * customer, the pieces a down payment (Bayar DP) reserves with weight and price, the total, the DP and the remainder —
 * or, for a plain Titip Uang, the amount left, used and still left — and a signature line. Every empty field prints
 * `-`; never `undefined`.
 */
import type { TitipanDoc, Toko } from '@kilau/domain';
import { formatNumber, formatRupiah, fromMg, toMg, type ZoneName } from '@kilau/domain';
import * as nota from '../../../../components/receipt/receipt.ts';
import { shopZone } from '../../../../lib/shop-time.ts';

export const TITIPAN_STATUS_TEXT: Record<string, string> = {
  AKTIF: 'AKTIF',
  TERPAKAI: 'TERPAKAI',
  KEMBALI: 'DIKEMBALIKAN',
  HANGUS: 'DP HANGUS',
};
const ITEM_STATUS: Record<string, string> = { DIPESAN: '', TERJUAL: ' (TERJUAL)', DILEPAS: ' (DILEPAS)' };

const COLUMNS: readonly nota.ReceiptColumn[] = [
  nota.NO_COLUMN,
  { key: 'barcode', label: 'Barcode', mono: true },
  { key: 'nama', label: 'Nama Barang' },
  { key: 'berat', label: 'Berat', align: 'right' },
  { key: 'harga', label: 'Harga', align: 'right' },
];

export function buildNotaTitipan(
  d: TitipanDoc,
  toko: Toko | undefined,
  printedBy: string,
  now: Date = new Date(),
  zone: ZoneName = shopZone(),
): nota.Receipt {
  const dp = d.jenis === 'DP';
  const ringkasan: [string, string][] = dp
    ? [
        ['Total Harga', formatRupiah(d.total_harga)],
        ['DP Dibayar', formatRupiah(d.jumlah)],
        ['Sisa Pembayaran', formatRupiah(d.kurang)],
      ]
    : [
        ['Jumlah Titipan', formatRupiah(d.jumlah)],
        ['Terpakai', formatRupiah(d.terpakai)],
        ['Sisa Titipan', formatRupiah(d.sisa)],
      ];
  if (Number(d.dikembalikan) > 0) ringkasan.push(['Dikembalikan', formatRupiah(d.dikembalikan)]);
  if (Number(d.hangus) > 0) ringkasan.push(['DP Hangus', formatRupiah(d.hangus)]);
  const mg = d.items.reduce((s, i) => s + toMg(i.berat), 0);
  const status = TITIPAN_STATUS_TEXT[d.status] ?? nota.orDash(d.status);
  return {
    size: 'slip',
    toko: nota.receiptToko(toko),
    judul: 'NOTA TITIPAN',
    no: nota.orDash(d.no_titip),
    batal: d.status === 'KEMBALI' || d.status === 'HANGUS',
    copies: [{}],
    info: [
      ['No Titipan', nota.orDash(d.no_titip)],
      ['Tanggal', nota.tanggalJam(d.tanggal, d.created_at, zone)],
      ['Customer', nota.orDash(d.nama_customer)],
      ['No HP', nota.orDash(d.no_hp)],
      ['Alamat', nota.orDash(d.alamat_customer)],
      [
        'Jenis',
        dp ? 'DP BARANG' : `TITIP UANG ${d.jenis === 'TRANSFER' ? `TRANSFER ${nota.orDash(d.no_rekening)}` : 'TUNAI'}`,
      ],
      ['Keterangan', nota.orDash(d.keterangan)],
      ['Status', status],
    ],
    columns: COLUMNS,
    items: d.items.map((it, i) => ({
      no: String(i + 1),
      barcode: nota.orDash(it.kode_barcode),
      nama: `${nota.orDash(it.nama_barang)}${ITEM_STATUS[it.status] ?? ''}`,
      berat: `${formatNumber(it.berat)} gr`,
      harga: formatRupiah(it.harga),
    })),
    total: { nama: 'TOTAL', berat: `${formatNumber(fromMg(mg))} gr`, harga: ringkasan[0]?.[1] ?? '-' },
    catatan: [],
    bayar: [],
    ringkasan,
    status: dp && d.status === 'AKTIF' ? 'BELUM LUNAS' : dp && d.status === 'TERPAKAI' ? 'LUNAS' : status,
    penanda: 'Customer',
    printed: nota.printedLine(printedBy, now, zone),
  };
}
