/** Member reports (spec §2.1 "Laporan > Barang": /laporan-daftar-member, issue 12) on the generic report engine. */
import { defineReport } from './define.ts';

export const laporanDaftarMember = defineReport({
  key: 'daftar-member',
  route: '/laporan-daftar-member',
  title: 'Laporan Daftar Member',
  api: 'member/report-daftar',
  filters: [
    {
      name: 'status_aktif',
      label: 'Status',
      kind: 'select',
      options: [
        { value: 'AKTIF', label: 'Aktif' },
        { value: 'TIDAK', label: 'Tidak Aktif' },
      ],
    },
    { name: 'q', label: 'Cari', kind: 'text', placeholder: 'Kode / Nama / No HP' },
  ],
  columns: [
    { field: 'kode_member', label: 'Kode Member' },
    { field: 'nama_member', label: 'Nama Member' },
    { field: 'no_hp', label: 'No HP' },
    { field: 'alamat', label: 'Alamat' },
    { field: 'tgl_lahir', label: 'Tanggal Lahir', kind: 'date' },
    { field: 'jumlah_transaksi', label: 'Transaksi', kind: 'int', total: true },
    { field: 'total_belanja', label: 'Total Belanja', kind: 'money', total: true },
    { field: 'poin', label: 'Poin', kind: 'int', total: true },
    { field: 'kunjungan_terakhir', label: 'Kunjungan Terakhir', kind: 'date' },
  ],
  orientation: 'landscape',
});

export const MEMBER_REPORTS = [laporanDaftarMember] as const;
