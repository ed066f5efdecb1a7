/**
 * The loan receipt (NOTA HUTANG) as a Receipt:
 * store header, number, date and due date (DD-MM-YYYY), customer, member code, previous loan number (`-` when none),
 * the pledged pieces with their totals, rate, principal, what is owed at the due date, the contract terms (store
 * setting NOTA_SYARAT_HUTANG) and the signature lines. Every empty field prints `-`; nothing reaches paper as
 * `undefined` or a raw date.
 */
import type { HutangDoc, Toko } from '@kilau/domain';
import { formatNumber, formatRupiah, formatTanggal, HUTANG_STATUS_LABEL, type ZoneName } from '@kilau/domain';
import * as nota from '../../../components/receipt/receipt.ts';
import { shopZone } from '../../../lib/shop-time.ts';
import { notaSetting } from '../../penjualan/nota/nota-model.ts';

/** The pledged pieces' columns (the loan's receipt adds their value; a repayment's names them by what happens to them). */
export const jaminanColumns = (label: string): nota.ReceiptColumn[] => [
  nota.NO_COLUMN,
  { key: 'nama', label },
  { key: 'kadar', label: 'Kadar', align: 'right' },
  { key: 'berat', label: 'Berat', align: 'right' },
  { key: 'murni', label: 'Berat Murni', align: 'right' },
  { key: 'qty', label: 'Qty', align: 'right' },
];

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
): nota.Receipt {
  return {
    size: 'slip',
    toko: nota.receiptToko(toko),
    judul: 'NOTA HUTANG',
    no: nota.orDash(d.no_hutang),
    batal: false,
    copies: [{ tag: HUTANG_STATUS_LABEL[d.status]?.toUpperCase() ?? nota.orDash(d.status) }],
    info: [
      ['No Hutang', nota.orDash(d.no_hutang)],
      ['Tanggal', nota.tanggalJam(d.tanggal, d.created_at, zone)],
      ['Jatuh Tempo', formatTanggal(d.tgl_jatuh_tempo)],
      ['Lama Pinjam', `${d.lama_hari} Hari`],
      ['Customer', nota.orDash(d.nama_customer)],
      ['Kode Member', nota.orDash(d.kode_member)],
      ['No HP', nota.orDash(d.no_hp)],
      ['Alamat', nota.orDash(d.alamat_customer)],
      ['No Hutang Lama', nota.orDash(d.no_hutang_lama)],
      ['Sales', nota.kodeNama(d.kode_sales, d.nama_sales)],
    ],
    columns: [...jaminanColumns('Barang Jaminan'), { key: 'nilai', label: 'Nilai', align: 'right' }],
    items: d.items.map((it, i) => ({
      no: String(i + 1),
      nama: nota.orDash(it.nama_barang),
      kadar: persen(it.kadar),
      berat: `${formatNumber(it.berat)} gr`,
      murni: `${formatNumber(it.berat_murni)} gr`,
      qty: String(it.jumlah),
      nilai: formatRupiah(it.nilai),
    })),
    total: {
      nama: 'TOTAL',
      qty: String(d.jumlah_barang),
      berat: `${formatNumber(d.total_berat)} gr`,
      murni: `${formatNumber(d.total_berat_murni)} gr`,
      nilai: formatRupiah(d.nilai_jaminan),
    },
    catatan: [],
    bayar: [],
    ringkasan: [
      ['Harga Emas Murni / Gram', formatRupiah(d.harga_emas_gram)],
      ['Nilai Jaminan', formatRupiah(d.nilai_jaminan)],
      ['Bunga / Bulan', persen(d.bunga_persen)],
      ['Pokok Pinjaman', formatRupiah(d.pokok)],
      [`Tebusan Saat Jatuh Tempo (${formatTanggal(d.tgl_jatuh_tempo)})`, formatRupiah(d.tagihan_jatuh_tempo)],
    ],
    syarat: { judul: 'Syarat Perjanjian:', text: notaSetting(para, 'NOTA_SYARAT_HUTANG') || '-' },
    penanda: 'Peminjam',
    printed: nota.printedLine(printedBy, now, zone),
  };
}
