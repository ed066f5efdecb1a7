/** The loan of nota-hutang.fixture.ts repaid (one repayment row and its payment lines), and row/payment makers: the
 *  repayment receipt's tests read them. */
import type { HutangDoc } from '@kilau/domain';
import { doc as loan } from './nota-hutang.fixture.ts';

export const lunasRow = (over: Partial<HutangDoc['lunas'][number]>): HutangDoc['lunas'][number] => ({
  no_lunas: 'PST-PI26-00001-L1',
  jenis: 'PELUNASAN',
  tanggal: '2026-12-10',
  hari: 15,
  pokok: 1_000_000,
  bunga: 20_000,
  total: 1_020_000,
  fee: 0,
  kembalian: 0,
  no_hutang_baru: '',
  status: 'AKTIF',
  tgl_batal: null,
  batal_alasan: null,
  batal_otorisasi: null,
  ...over,
});
export const bayar = (over: Partial<HutangDoc['payments'][number]>): HutangDoc['payments'][number] => ({
  no_lunas: 'PST-PI26-00001-L1',
  seq: 1,
  jenis: 'CASH',
  jumlah: 0,
  no_rekening: '',
  nama_rekening: null,
  no_kartu: '',
  fee: 0,
  ...over,
});

export const doc: HutangDoc = {
  ...loan,
  status: 'LUNAS',
  tgl_selesai: '2026-12-10',
  hari_berjalan: 15,
  tagihan_hari_ini: 0,
  lunas: [lunasRow({})],
  payments: [
    bayar({ jumlah: 420_000 }),
    bayar({ seq: 2, jenis: 'DEBIT', jumlah: 600_000, no_rekening: '123', nama_rekening: 'TOKO', no_kartu: '4111' }),
  ],
};
