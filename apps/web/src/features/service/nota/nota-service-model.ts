/**
 * The repair receipt (NOTA SERVICE) as a Receipt. It prints twice — a store copy and a customer copy — each complete: store header, number, date (DD-MM-YYYY) and time
 * on the store's clock, customer, salesperson, craftsman, the items (weight, quantity, fee, description), the fees,
 * the surcharge line, the total, what was paid (at intake and at pick-up) and how, the remainder, and signature lines.
 * Every empty field prints `-`; nothing reaches paper as `undefined` or a raw date.
 */
import type { ServiceDoc, Toko } from '@kilau/domain';
import { formatNumber, formatRupiah, formatTanggal, SERVICE_STATUS_LABEL, type ZoneName } from '@kilau/domain';
import * as nota from '../../../components/receipt/receipt.ts';
import { shopZone } from '../../../lib/shop-time.ts';
import { bayarLabel, pihakInfo } from '../../pesanan/nota/nota-pesanan-model.ts';

const COLUMNS: readonly nota.ReceiptColumn[] = [
  nota.NO_COLUMN,
  { key: 'nama', label: 'Nama Barang / Deskripsi', sub: [{ key: 'deskripsi' }] },
  { key: 'berat', label: 'Berat', align: 'right' },
  { key: 'qty', label: 'Qty', align: 'right' },
  { key: 'ongkos', label: 'Ongkos', align: 'right' },
  { key: 'subtotal', label: 'Subtotal', align: 'right' },
];

export function buildNotaService(
  d: ServiceDoc,
  toko: Toko | undefined,
  printedBy: string,
  now: Date = new Date(),
  zone: ZoneName = shopZone(),
): nota.Receipt {
  const info: [string, string][] = [
    ['No Service', nota.orDash(d.no_service)],
    ['Tanggal', nota.tanggalJam(d.tanggal, d.created_at, zone)],
    ...pihakInfo(d),
    ['Keterangan', nota.orDash(d.keterangan)],
    ['Status', SERVICE_STATUS_LABEL[d.status]?.toUpperCase() ?? nota.orDash(d.status)],
    ['Tanggal Selesai', formatTanggal(d.tgl_selesai)],
    ['Tanggal Ambil', formatTanggal(d.tgl_ambil)],
  ];
  const ringkasan: [string, string][] = [
    ['Total Ongkos', formatRupiah(d.subtotal)],
    [`Tambahan Service (${nota.txt(d.persen_tambahan) || '0'}%)`, formatRupiah(d.biaya_tambahan)],
    ['Total Service', formatRupiah(d.total)],
    ['DP Dibayar', formatRupiah(d.dp)],
  ];
  if (Number(d.kembalian) > 0) ringkasan.push(['Kembalian DP', formatRupiah(d.kembalian)]);
  if (d.status === 'DIAMBIL') {
    ringkasan.push(['Dibayar Saat Ambil', formatRupiah(d.pelunasan)]);
    if (Number(d.kembalian_ambil) > 0) ringkasan.push(['Kembalian', formatRupiah(d.kembalian_ambil)]);
  }
  if (d.status === 'BATAL') ringkasan.push(['Uang Dikembalikan', formatRupiah(d.uang_kembali)]);
  else ringkasan.push(['Sisa Pembayaran', formatRupiah(d.sisa)]);
  const tahap = (t: string) => (t === 'AMBIL' ? 'AMBIL' : 'DP');
  return {
    size: 'slip',
    toko: nota.receiptToko(toko),
    judul: 'NOTA SERVICE',
    no: nota.orDash(d.no_service),
    batal: d.status === 'BATAL',
    copies: [
      { tag: 'LEMBAR TOKO', key: 'toko' },
      { tag: 'LEMBAR CUSTOMER', key: 'customer' },
    ],
    info,
    columns: COLUMNS,
    items: d.items.map((it, i) => ({
      no: String(i + 1),
      nama: nota.orDash(it.nama_barang),
      deskripsi: nota.orDash(it.deskripsi),
      berat: `${formatNumber(it.berat)} gr`,
      qty: String(it.jumlah),
      ongkos: formatRupiah(it.ongkos),
      subtotal: formatRupiah(it.subtotal),
    })),
    total: {
      nama: 'TOTAL',
      berat: `${formatNumber(d.total_berat)} gr`,
      qty: String(d.jumlah_barang),
      subtotal: formatRupiah(d.subtotal),
    },
    catatan: [],
    ringkasan,
    bayar: d.payments.length
      ? d.payments.map((p) => [`${tahap(p.tahap)} ${bayarLabel(p)}`, formatRupiah(p.jumlah)])
      : [['Pembayaran', '-']],
    status: d.status === 'BATAL' ? 'BATAL' : d.sisa === 0 ? 'LUNAS' : 'BELUM LUNAS',
    penanda: 'Customer',
    printed: nota.printedLine(printedBy, now, zone),
  };
}
