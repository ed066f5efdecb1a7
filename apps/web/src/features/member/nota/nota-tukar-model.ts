/**
 * The gift-exchange receipt (NOTA TUKAR POIN) as a Receipt: store header, number, date and time on the store's
 * clock, the member, the gift with its quantity and points, the points before, used and left, and the signatures.
 * Two slips on one sheet: the store's copy and the member's. Nothing reaches paper as `undefined` or a raw date.
 */
import type { Toko, TukarPoinDoc } from '@kilau/domain';
import { formatRupiah, type ZoneName } from '@kilau/domain';
import {
  printedLine,
  type Receipt,
  type ReceiptColumn,
  receiptToko,
  tanggalJam,
  txt,
} from '../../../components/receipt/receipt.ts';
import { shopZone } from '../../../lib/shop-time.ts';

const poin = (n: unknown) => `${formatRupiah(Number(n) || 0)} Poin`;

const COLUMNS: readonly ReceiptColumn[] = [
  { key: 'kode', label: 'Kode Hadiah' },
  { key: 'nama', label: 'Nama Hadiah' },
  { key: 'qty', label: 'Qty', align: 'right' },
  { key: 'poinSatuan', label: 'Poin / Hadiah', align: 'right' },
  { key: 'totalPoin', label: 'Total Poin', align: 'right' },
];

export function buildNotaTukar(
  d: TukarPoinDoc,
  toko: Toko | undefined,
  printedBy: string,
  now: Date = new Date(),
  zone: ZoneName = shopZone(),
): Receipt {
  const info: [string, string][] = [
    ['No Tukar', txt(d.no_tukar) || '-'],
    ['Tanggal', tanggalJam(d.tanggal, d.created_at, zone)],
    ['Member', [txt(d.kode_member), txt(d.nama_member)].filter(Boolean).join(' - ') || '-'],
    ['No HP', txt(d.no_hp) || '-'],
  ];
  if (txt(d.alamat)) info.push(['Alamat', txt(d.alamat)]);
  info.push(['Kasir', txt(d.input_by) || '-']);
  return {
    size: 'half',
    toko: receiptToko(toko),
    judul: 'NOTA TUKAR POIN',
    no: txt(d.no_tukar),
    batal: false,
    copies: [{ tag: 'ARSIP TOKO' }, { tag: 'UNTUK MEMBER' }],
    info,
    columns: COLUMNS,
    items: [
      {
        kode: txt(d.kode_hadiah) || '-',
        nama: txt(d.nama_hadiah) || '-',
        qty: formatRupiah(Number(d.qty) || 0),
        poinSatuan: poin(d.poin_satuan),
        totalPoin: poin(d.total_poin),
      },
    ],
    catatan: [],
    bayar: [],
    ringkasan: [
      ['Poin Sebelum', poin(d.poin_awal)],
      ['Poin Dipakai', poin(d.total_poin)],
      ['Sisa Poin', poin(d.sisa_poin)],
    ],
    rowIds: true,
    penanda: 'Member',
    printed: printedLine(printedBy, now, zone),
    fileName: `nota-tukar-poin-${txt(d.no_tukar).replace(/[^A-Za-z0-9-]/g, '_')}.pdf`,
  };
}
