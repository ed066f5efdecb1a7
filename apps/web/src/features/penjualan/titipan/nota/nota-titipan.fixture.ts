/** A down payment reserving two pieces: the deposit receipt's tests read it. */
import type { TitipanDoc } from '@kilau/domain';

export const dp: TitipanDoc = {
  no_titip: 'TT-261125-0001',
  tanggal: '2026-11-25',
  kode_member: '',
  nama_customer: 'RINA',
  no_hp: '',
  alamat_customer: '',
  jumlah: 1_000_000,
  terpakai: 0,
  dikembalikan: 0,
  hangus: 0,
  sisa: 1_000_000,
  total_harga: 4_350_000,
  kurang: 3_350_000,
  jenis: 'DP',
  no_rekening: '',
  keterangan: '',
  status: 'AKTIF',
  status_valid: 'OPEN',
  valid_by: null,
  input_by: 'ADMIN',
  created_at: '2026-11-25T03:04:05.000Z',
  items: [
    {
      kode_barcode: '00000001',
      nama_barang: 'CINCIN',
      berat: '2.125',
      harga: 2_175_000,
      status: 'DIPESAN',
      no_penjualan: '',
    },
    {
      kode_barcode: '00000002',
      nama_barang: 'CINCIN',
      berat: '2.125',
      harga: 2_175_000,
      status: 'DIPESAN',
      no_penjualan: '',
    },
  ],
};
