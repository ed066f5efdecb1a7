/**
 * The order receipt (NOTA PESANAN) as a Receipt: store header, number, date and time on the store's clock, customer,
 * salesperson, craftsman, estimated finish date, the pieces with description and estimated weight, the sample pieces
 * lent, the DP paid and how, the remainder, and a signature line. Every empty field prints `-`; nothing reaches paper as `undefined` or a raw date.
 */
import type { PesananDoc, Toko } from '@kilau/domain';
import { formatNumber, formatRupiah, formatTanggal, PESANAN_STATUS_LABEL, type ZoneName } from '@kilau/domain';
import * as nota from '../../../components/receipt/receipt.ts';
import { shopZone } from '../../../lib/shop-time.ts';

const COLUMNS: readonly nota.ReceiptColumn[] = [
  nota.NO_COLUMN,
  { key: 'kategori', label: 'Kategori' },
  { key: 'nama', label: 'Nama Barang / Deskripsi', sub: [{ key: 'deskripsi' }] },
  { key: 'berat', label: 'Berat Estimasi', align: 'right' },
  { key: 'harga', label: 'Harga', align: 'right' },
];

const JENIS: Record<string, string> = { CASH: 'TUNAI', TRANSFER: 'TRANSFER', DEBIT: 'DEBIT', KREDIT: 'KREDIT' };

/** Customer, phone, address, salesperson and craftsman: the order's and the repair's receipts say them alike. */
export const pihakInfo = (
  d: Pick<
    PesananDoc,
    'nama_customer' | 'no_hp' | 'alamat_customer' | 'kode_sales' | 'nama_sales' | 'kode_tukang' | 'nama_tukang'
  >,
): nota.Pair[] => [
  ['Customer', nota.orDash(d.nama_customer)],
  ['No HP', nota.orDash(d.no_hp)],
  ['Alamat', nota.orDash(d.alamat_customer)],
  ['Sales', nota.kodeNama(d.kode_sales, d.nama_sales)],
  ['Tukang', nota.kodeNama(d.kode_tukang, d.nama_tukang)],
];

export function bayarLabel(p: PesananDoc['payments'][number]): string {
  if (p.jenis === 'CASH') return 'TUNAI';
  const rek = [nota.txt(p.no_rekening), nota.txt(p.nama_rekening)].filter(Boolean).join(' ');
  const kartu = nota.txt(p.no_kartu) ? ` KARTU ${nota.txt(p.no_kartu)}` : '';
  return `${JENIS[p.jenis] ?? nota.txt(p.jenis)}${rek ? ` ${rek}` : ''}${kartu}`;
}

export function buildNotaPesanan(
  d: PesananDoc,
  toko: Toko | undefined,
  printedBy: string,
  now: Date = new Date(),
  zone: ZoneName = shopZone(),
): nota.Receipt {
  const selesai = Number(d.total_akhir) > 0;
  const total = selesai ? Number(d.total_akhir) : Number(d.total_harga);
  const info: [string, string][] = [
    ['No Pesanan', nota.orDash(d.no_pesanan)],
    ['Tanggal', nota.tanggalJam(d.tanggal, d.created_at, zone)],
    ...pihakInfo(d),
    ['Estimasi Selesai', formatTanggal(d.tgl_estimasi)],
    ['Keterangan', nota.orDash(d.keterangan)],
    ['Status', PESANAN_STATUS_LABEL[d.status]?.toUpperCase() ?? nota.orDash(d.status)],
  ];
  const ringkasan: [string, string][] = [
    [selesai ? 'Total (Berat Asli)' : 'Total Estimasi', formatRupiah(total)],
    ['DP Dibayar', formatRupiah(d.dp)],
  ];
  if (Number(d.kembalian) > 0) ringkasan.push(['Kembalian', formatRupiah(d.kembalian)]);
  if (d.status === 'BATAL')
    ringkasan.push([
      d.batal_dp === 'KEMBALI' ? 'DP Dikembalikan' : 'DP Hangus',
      formatRupiah(d.batal_dp === 'KEMBALI' ? d.dp_kembali : d.dp),
    ]);
  else ringkasan.push(['Sisa Pembayaran', formatRupiah(d.sisa)]);
  const contoh = d.contoh.map(
    (c) =>
      `${nota.orDash(c.kode_barcode)} ${nota.orDash(c.nama_barang)} ${formatNumber(c.berat)} gr (${c.status === 'KEMBALI' ? 'SUDAH KEMBALI' : 'DIPINJAM'})`,
  );
  return {
    size: 'slip',
    toko: nota.receiptToko(toko),
    judul: 'NOTA PESANAN',
    no: nota.orDash(d.no_pesanan),
    batal: d.status === 'BATAL',
    copies: [{}],
    info,
    columns: COLUMNS,
    items: d.items.map((it, i) => {
      const asli = Number(it.berat_asli) > 0;
      return {
        no: String(i + 1),
        kategori: nota.orDash(it.nama_group ?? it.kode_group),
        nama: nota.orDash(it.nama_barang),
        deskripsi: nota.orDash(it.deskripsi),
        berat: `${formatNumber(it.berat_estimasi)} gr${asli ? ` (Asli ${formatNumber(it.berat_asli)} gr)` : ''}`,
        harga: formatRupiah(asli ? it.harga_akhir : it.harga),
      };
    }),
    total: { nama: 'TOTAL', berat: `${formatNumber(d.total_berat)} gr`, harga: ringkasan[0]?.[1] ?? '-' },
    catatan: contoh.length ? [`Barang Contoh Dari Toko: ${contoh.join('; ')}`] : [],
    ringkasan,
    bayar: d.payments.length ? d.payments.map((p) => [bayarLabel(p), formatRupiah(p.jumlah)]) : [['DP', '-']],
    status: d.status === 'BATAL' ? 'BATAL' : d.sisa === 0 ? 'LUNAS' : 'BELUM LUNAS',
    penanda: 'Customer',
    printed: nota.printedLine(printedBy, now, zone),
  };
}
