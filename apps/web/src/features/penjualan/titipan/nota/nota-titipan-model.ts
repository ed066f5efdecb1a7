/**
 * The deposit receipt (NOTA TITIPAN) as formatted text, shared by the printable page and the PDF so both say the
 * same: store header, number, date (DD-MM-YYYY) and time on the store's clock, customer, the pieces a down payment
 * (Bayar DP) reserves with weight and price, the total, the DP and the remainder — or, for a plain Titip Uang, the
 * amount left, used and still left — and a signature line. Every empty field prints `-`; never `undefined`.
 */
import type { TitipanDoc, Toko } from '@kilau/domain';
import {
  formatNumber,
  formatRupiah,
  formatTanggal,
  formatTime,
  fromMg,
  todayIn,
  toMg,
  type ZoneName,
} from '@kilau/domain';
import { shopZone } from '../../../../lib/shop-time.ts';

export type NotaTitipanItem = { no: string; barcode: string; nama: string; berat: string; harga: string };

export type NotaTitipanModel = {
  toko: { nama: string; alamat: string; telp: string };
  judul: 'NOTA TITIPAN';
  noTitip: string;
  batal: boolean;
  info: [label: string, value: string][];
  items: NotaTitipanItem[];
  totalBerat: string;
  ringkasan: [label: string, value: string][];
  status: string;
  printed: string;
};

const txt = (v: unknown): string => (v === null || v === undefined ? '' : String(v)).trim();
const orDash = (v: unknown): string => txt(v) || '-';

export const TITIPAN_STATUS_TEXT: Record<string, string> = {
  AKTIF: 'AKTIF',
  TERPAKAI: 'TERPAKAI',
  KEMBALI: 'DIKEMBALIKAN',
  HANGUS: 'DP HANGUS',
};
const ITEM_STATUS: Record<string, string> = { DIPESAN: '', TERJUAL: ' (TERJUAL)', DILEPAS: ' (DILEPAS)' };

export function buildNotaTitipan(
  d: TitipanDoc,
  toko: Toko | undefined,
  printedBy: string,
  now: Date = new Date(),
  zone: ZoneName = shopZone(),
): NotaTitipanModel {
  const jam = formatTime(d.created_at, zone);
  const dp = d.jenis === 'DP';
  const info: [string, string][] = [
    ['No Titipan', orDash(d.no_titip)],
    ['Tanggal', `${formatTanggal(d.tanggal)}${jam ? `, ${jam} ${zone}` : ''}`],
    ['Customer', orDash(d.nama_customer)],
    ['No HP', orDash(d.no_hp)],
    ['Alamat', orDash(d.alamat_customer)],
    [
      'Jenis',
      dp ? 'DP BARANG' : `TITIP UANG ${d.jenis === 'TRANSFER' ? `TRANSFER ${orDash(d.no_rekening)}` : 'TUNAI'}`,
    ],
    ['Keterangan', orDash(d.keterangan)],
    ['Status', TITIPAN_STATUS_TEXT[d.status] ?? orDash(d.status)],
  ];
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
  return {
    toko: { nama: txt(toko?.nama_toko), alamat: txt(toko?.alamat_toko), telp: txt(toko?.no_hp) },
    judul: 'NOTA TITIPAN',
    noTitip: orDash(d.no_titip),
    batal: d.status === 'KEMBALI' || d.status === 'HANGUS',
    info,
    items: d.items.map((it, i) => ({
      no: String(i + 1),
      barcode: orDash(it.kode_barcode),
      nama: `${orDash(it.nama_barang)}${ITEM_STATUS[it.status] ?? ''}`,
      berat: `${formatNumber(it.berat)} gr`,
      harga: formatRupiah(it.harga),
    })),
    totalBerat: `${formatNumber(fromMg(mg))} gr`,
    ringkasan,
    status:
      dp && d.status === 'AKTIF'
        ? 'BELUM LUNAS'
        : dp && d.status === 'TERPAKAI'
          ? 'LUNAS'
          : (TITIPAN_STATUS_TEXT[d.status] ?? orDash(d.status)),
    printed: `Dicetak Oleh ${printedBy || '-'} / ${formatTanggal(todayIn(zone, now))} ${formatTime(now, zone)}`,
  };
}
