/**
 * The repair receipt (NOTA SERVICE) as formatted text, shared by the printable page and the PDF so both say the same.
 * It prints twice — a store copy and a customer copy — each complete: store header, number, date (DD-MM-YYYY) and time
 * on the store's clock, customer, salesperson, craftsman, the items (weight, quantity, fee, description), the fees,
 * the surcharge line, the total, what was paid (at intake and at pick-up) and how, the remainder, and signature lines.
 * Every empty field prints `-`; nothing reaches paper as `undefined` or a raw date.
 */
import type { ServiceDoc, Toko } from '@kilau/domain';
import {
  formatNumber,
  formatRupiah,
  formatTanggal,
  formatTime,
  SERVICE_STATUS_LABEL,
  todayIn,
  type ZoneName,
} from '@kilau/domain';
import { shopZone } from '../../../lib/shop-time.ts';
import { bayarLabel } from '../../pesanan/nota/nota-pesanan-model.ts';

export type NotaServiceItem = {
  no: string;
  nama: string;
  deskripsi: string;
  berat: string;
  qty: string;
  ongkos: string;
  subtotal: string;
};

export type NotaServiceModel = {
  toko: { nama: string; alamat: string; telp: string };
  judul: 'NOTA SERVICE';
  noService: string;
  batal: boolean;
  /** The two copies printed, each with the whole receipt. */
  lembar: readonly ['LEMBAR TOKO', 'LEMBAR CUSTOMER'];
  info: [label: string, value: string][];
  items: NotaServiceItem[];
  totalBerat: string;
  totalQty: string;
  ringkasan: [label: string, value: string][];
  bayar: [label: string, value: string][];
  status: string;
  printed: string;
};

const txt = (v: unknown): string => (v === null || v === undefined ? '' : String(v)).trim();
const orDash = (v: unknown): string => txt(v) || '-';

export function buildNotaService(
  d: ServiceDoc,
  toko: Toko | undefined,
  printedBy: string,
  now: Date = new Date(),
  zone: ZoneName = shopZone(),
): NotaServiceModel {
  const jam = formatTime(d.created_at, zone);
  const info: [string, string][] = [
    ['No Service', orDash(d.no_service)],
    ['Tanggal', `${formatTanggal(d.tanggal)}${jam ? `, ${jam} ${zone}` : ''}`],
    ['Customer', orDash(d.nama_customer)],
    ['No HP', orDash(d.no_hp)],
    ['Alamat', orDash(d.alamat_customer)],
    ['Sales', [txt(d.kode_sales), txt(d.nama_sales)].filter(Boolean).join(' - ') || '-'],
    ['Tukang', [txt(d.kode_tukang), txt(d.nama_tukang)].filter(Boolean).join(' - ') || '-'],
    ['Keterangan', orDash(d.keterangan)],
    ['Status', SERVICE_STATUS_LABEL[d.status]?.toUpperCase() ?? orDash(d.status)],
    ['Tanggal Selesai', formatTanggal(d.tgl_selesai)],
    ['Tanggal Ambil', formatTanggal(d.tgl_ambil)],
  ];
  const ringkasan: [string, string][] = [
    ['Total Ongkos', formatRupiah(d.subtotal)],
    [`Tambahan Service (${txt(d.persen_tambahan) || '0'}%)`, formatRupiah(d.biaya_tambahan)],
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
    toko: { nama: txt(toko?.nama_toko), alamat: txt(toko?.alamat_toko), telp: txt(toko?.no_hp) },
    judul: 'NOTA SERVICE',
    noService: orDash(d.no_service),
    batal: d.status === 'BATAL',
    lembar: ['LEMBAR TOKO', 'LEMBAR CUSTOMER'],
    info,
    items: d.items.map((it, i) => ({
      no: String(i + 1),
      nama: orDash(it.nama_barang),
      deskripsi: orDash(it.deskripsi),
      berat: `${formatNumber(it.berat)} gr`,
      qty: String(it.jumlah),
      ongkos: formatRupiah(it.ongkos),
      subtotal: formatRupiah(it.subtotal),
    })),
    totalBerat: `${formatNumber(d.total_berat)} gr`,
    totalQty: String(d.jumlah_barang),
    ringkasan,
    bayar: d.payments.length
      ? d.payments.map((p) => [`${tahap(p.tahap)} ${bayarLabel(p)}`, formatRupiah(p.jumlah)])
      : [['Pembayaran', '-']],
    status: d.status === 'BATAL' ? 'BATAL' : d.sisa === 0 ? 'LUNAS' : 'BELUM LUNAS',
    printed: `Dicetak Oleh ${printedBy || '-'} / ${formatTanggal(todayIn(zone, now))} ${formatTime(now, zone)}`,
  };
}
