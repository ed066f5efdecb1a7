/**
 * A loan's actions in its detail (/lihat-hutang): repay, renew, forfeit (a supervisor), cancel the last repayment
 * (a supervisor).
 */
import { bolehAksiHutang, formatRupiah, type HutangDoc } from '@kilau/domain';
import { defineActions } from '../../../components/document/document-actions.ts';

const LIHAT = '/lihat-hutang';

/** The loan's repayment still standing (the one a Batal Lunas takes back). */
export const lastLunas = (d: HutangDoc) =>
  [...d.lunas].reverse().find((l) => l.jenis === 'PELUNASAN' && l.status === 'AKTIF');

export const HUTANG_ACTIONS = defineActions<HutangDoc>()({
  LUNAS: {
    title: (d) => `Pelunasan — Tebusan Hari Ini Rp ${formatRupiah(d.tagihan_hari_ini)}`,
    when: (d) => bolehAksiHutang(d.status, 'LUNAS'),
    permission: LIHAT,
  },
  PEREMAJAAN: {
    title: (d) => `Peremajaan — Bunga Sampai Hari Ini Rp ${formatRupiah(d.bunga_hari_ini)}`,
    when: (d) => bolehAksiHutang(d.status, 'PEREMAJAAN'),
    permission: LIHAT,
  },
  LELANG: {
    title: 'Lelang (Barang Jaminan Menjadi Stock Sortir)',
    when: (d) => bolehAksiHutang(d.status, 'LELANG'),
    permission: LIHAT,
    otorisasi: { jenis: 'LELANG_HUTANG', title: 'Otorisasi Lelang Hutang' },
  },
  BATAL_LUNAS: {
    title: 'Batal Pelunasan',
    when: (d) => bolehAksiHutang(d.status, 'BATAL_LUNAS') && !!lastLunas(d),
    permission: LIHAT,
    otorisasi: { jenis: 'BATAL_LUNAS_HUTANG', title: 'Otorisasi Batal Pelunasan Hutang' },
  },
});
