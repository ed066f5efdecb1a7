/**
 * The gift-exchange receipt (NOTA TUKAR POIN) as a Receipt: store header, number, date and time on the store's
 * clock, the member, the gift with its quantity and points, the points before, used and left, and the signatures.
 * Two slips on one sheet: the store's copy and the member's. Nothing reaches paper as `undefined` or a raw date.
 */
import type { Toko, TukarPoinDoc } from '@kilau/domain';
import { formatRupiah, type ZoneName } from '@kilau/domain';
import * as nota from '../../../components/receipt/receipt.ts';
import { shopZone } from '../../../lib/shop-time.ts';

const poin = (n: unknown) => `${formatRupiah(Number(n) || 0)} Poin`;

const COLUMNS: readonly nota.ReceiptColumn[] = [
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
): nota.Receipt {
  const info: [string, string][] = [
    ['No Tukar', nota.txt(d.no_tukar) || '-'],
    ['Tanggal', nota.tanggalJam(d.tanggal, d.created_at, zone)],
    ['Member', nota.kodeNama(d.kode_member, d.nama_member)],
    ['No HP', nota.txt(d.no_hp) || '-'],
  ];
  if (nota.txt(d.alamat)) info.push(['Alamat', nota.txt(d.alamat)]);
  info.push(['Kasir', nota.txt(d.input_by) || '-']);
  return {
    size: 'half',
    toko: nota.receiptToko(toko),
    judul: 'NOTA TUKAR POIN',
    no: nota.txt(d.no_tukar),
    batal: false,
    copies: [{ tag: 'ARSIP TOKO' }, { tag: 'UNTUK MEMBER' }],
    info,
    columns: COLUMNS,
    items: [
      {
        kode: nota.txt(d.kode_hadiah) || '-',
        nama: nota.txt(d.nama_hadiah) || '-',
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
    printed: nota.printedLine(printedBy, now, zone),
  };
}
