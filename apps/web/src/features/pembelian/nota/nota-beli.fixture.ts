/** A buy-back of a piece this shop sold, paid by transfer — the fields its receipt reads: the receipt tests use it. */
import type { PembelianDoc } from '@kilau/domain';

export const doc = {
  no_faktur_group: 'PST-FB-261125-0001',
  tanggal: '2026-11-25',
  created_at: '2026-11-25T03:04:05.000Z',
  nama_customer: 'RINA',
  no_hp: '0813',
  alamat_customer: '',
  kode_member: '',
  kode_sales: 'S01',
  nama_sales: 'DEWI',
  input_by: 'ADMIN',
  status: 'AKTIF',
  total_berat: '2.100',
  total_harga: 1_800_000,
  items: [
    {
      kode_barcode: '00000001',
      kode_dept: 'CC',
      kode_kondisi: 'MULUS',
      nama_barang: 'CINCIN POLOS',
      no_faktur_ext: 'PST-FJ-261120-0001-01',
      berat_nota: '2.125',
      harga_nota: 2_175_000,
      berat: '2.100',
      harga_rata: 857_143,
      harga: 1_800_000,
    },
  ],
  payments: [
    {
      jenis: 'TRANSFER',
      jumlah: 1_800_000,
      no_rekening: '123',
      nama_rekening: 'TOKO',
      nama_bank_customer: 'BRI',
      no_rekening_customer: '999001',
    },
  ],
} as unknown as PembelianDoc;
