/**
 * The receipt of money paid on a loan, as a Receipt: the NOTA PELUNASAN
 * of a redemption (principal + interest paid, the pledged pieces given back) and the NOTA PEREMAJAAN of a renewal
 * (the interest paid, the pieces kept as collateral of the new loan). One repayment/renewal row of the loan
 * (`lunas`, by its number) with its payment lines; the store header, the pieces and who printed it come from the
 * NOTA HUTANG's receipt. Dates as formatTanggal, money as formatRupiah; nothing reaches paper as `undefined`.
 */
import type { HutangDoc, Toko } from '@kilau/domain';
import { formatRupiah, formatTanggal, type ZoneName } from '@kilau/domain';
import * as nota from '../../../components/receipt/receipt.ts';
import { shopZone } from '../../../lib/shop-time.ts';
import { bayarLabel } from '../../pesanan/nota/nota-pesanan-model.ts';
import { buildNotaHutang, jaminanColumns } from './nota-hutang-model.ts';

export type JenisLunas = HutangDoc['lunas'][number]['jenis'];

export const JUDUL_LUNAS = { PELUNASAN: 'NOTA PELUNASAN', PEREMAJAAN: 'NOTA PEREMAJAAN' } as const;

/** The receipt of the loan's repayment/renewal `noLunas`; undefined when the loan has no such row. */
export function buildNotaLunas(
  d: HutangDoc,
  noLunas: string,
  toko: Toko | undefined,
  printedBy: string,
  now: Date = new Date(),
  zone: ZoneName = shopZone(),
): nota.Receipt | undefined {
  const l = d.lunas.find((x) => x.no_lunas === noLunas);
  if (!l) return undefined;
  // the loan's own terms and its pieces' value stay on the NOTA HUTANG
  const {
    syarat: _syarat,
    total: { nilai: _nilai, ...total } = {},
    ...h
  } = buildNotaHutang(d, toko, undefined, printedBy, now, zone);
  const lunas = l.jenis === 'PELUNASAN';
  const pays = d.payments.filter((p) => p.no_lunas === l.no_lunas);
  const dibayar = pays.reduce((s, p) => s + p.jumlah, 0);
  const info: [string, string][] = [
    ['No Hutang', nota.orDash(d.no_hutang)],
    ['Tanggal', formatTanggal(l.tanggal)],
    ['Tanggal Pinjam', formatTanggal(d.tanggal)],
    ['Jatuh Tempo', formatTanggal(d.tgl_jatuh_tempo)],
    ['Customer', nota.orDash(d.nama_customer)],
    ['Kode Member', nota.orDash(d.kode_member)],
    ['No HP', nota.orDash(d.no_hp)],
    ['Alamat', nota.orDash(d.alamat_customer)],
  ];
  if (!lunas) info.push(['No Hutang Baru', nota.orDash(l.no_hutang_baru)]);
  const bunga = `Bunga (${l.hari} Hari)`;
  const ringkasan: [string, string][] = lunas
    ? [
        ['Pokok Pinjaman', formatRupiah(l.pokok)],
        [bunga, formatRupiah(l.bunga)],
        ['Total Tebusan', formatRupiah(l.total)],
      ]
    : [
        ['Pokok Pinjaman', formatRupiah(d.pokok)],
        [bunga, formatRupiah(l.bunga)],
        ['Total Bunga Dibayar', formatRupiah(l.total)],
      ];
  ringkasan.push(['Dibayar', formatRupiah(dibayar)]);
  if (l.kembalian > 0) ringkasan.push(['Kembalian', formatRupiah(l.kembalian)]);
  if (l.status === 'BATAL') ringkasan.push(['Dibatalkan', formatTanggal(l.tgl_batal)]);
  return {
    ...h,
    judul: JUDUL_LUNAS[l.jenis],
    no: l.no_lunas,
    batal: l.status === 'BATAL',
    copies: [{}],
    info,
    columns: jaminanColumns(lunas ? 'Barang Jaminan Dikembalikan' : 'Barang Jaminan (Tetap Dijaminkan)'),
    total,
    bayar: pays.length ? pays.map((p) => [bayarLabel(p), formatRupiah(p.jumlah)]) : [['Pembayaran', '-']],
    ringkasan,
    status: l.status === 'BATAL' ? 'BATAL' : lunas ? 'LUNAS' : 'DIPERBARUI',
  };
}
