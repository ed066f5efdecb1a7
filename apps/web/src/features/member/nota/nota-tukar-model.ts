/**
 * The gift-exchange receipt (NOTA TUKAR POIN) as formatted text, shared by the page and the PDF so both say the same:
 * store header, number, date (DD-MM-YYYY) and time on the store's clock, the member, the gift with its quantity and
 * points, the points before, used and left, and the signatures. Two slips: the store's copy and the member's.
 * Nothing reaches paper as `undefined` or a raw date.
 */
import type { Toko, TukarPoinDoc } from '@kilau/domain';
import { formatRupiah, formatTanggal, formatTime, todayIn, type ZoneName } from '@kilau/domain';
import { shopZone } from '../../../lib/shop-time.ts';

export type NotaTukarModel = {
  toko: { nama: string; alamat: string; telp: string };
  judul: 'NOTA TUKAR POIN';
  noTukar: string;
  info: [label: string, value: string][];
  hadiah: { kode: string; nama: string; qty: string; poinSatuan: string; totalPoin: string };
  poin: [label: string, value: string][];
  copies: readonly string[];
  printed: string;
};

const txt = (v: unknown): string => (v === null || v === undefined ? '' : String(v)).trim();

const poin = (n: unknown) => `${formatRupiah(Number(n) || 0)} Poin`;

export function buildNotaTukar(
  d: TukarPoinDoc,
  toko: Toko | undefined,
  printedBy: string,
  now: Date = new Date(),
  zone: ZoneName = shopZone(),
): NotaTukarModel {
  const jam = formatTime(d.created_at, zone);
  const info: [string, string][] = [
    ['No Tukar', txt(d.no_tukar) || '-'],
    ['Tanggal', `${formatTanggal(d.tanggal)}${jam ? `, ${jam} ${zone}` : ''}`],
    ['Member', [txt(d.kode_member), txt(d.nama_member)].filter(Boolean).join(' - ') || '-'],
    ['No HP', txt(d.no_hp) || '-'],
  ];
  if (txt(d.alamat)) info.push(['Alamat', txt(d.alamat)]);
  info.push(['Kasir', txt(d.input_by) || '-']);
  return {
    toko: { nama: txt(toko?.nama_toko), alamat: txt(toko?.alamat_toko), telp: txt(toko?.no_hp) },
    judul: 'NOTA TUKAR POIN',
    noTukar: txt(d.no_tukar),
    info,
    hadiah: {
      kode: txt(d.kode_hadiah) || '-',
      nama: txt(d.nama_hadiah) || '-',
      qty: formatRupiah(Number(d.qty) || 0),
      poinSatuan: poin(d.poin_satuan),
      totalPoin: poin(d.total_poin),
    },
    poin: [
      ['Poin Sebelum', poin(d.poin_awal)],
      ['Poin Dipakai', poin(d.total_poin)],
      ['Sisa Poin', poin(d.sisa_poin)],
    ],
    copies: ['ARSIP TOKO', 'UNTUK MEMBER'],
    printed: `Dicetak Oleh ${printedBy || '-'} / ${formatTanggal(todayIn(zone, now))} ${formatTime(now, zone)}`,
  };
}

export const notaTukarFileName = (no: string) => `nota-tukar-poin-${no.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
