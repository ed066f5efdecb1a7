/**
 * An order's actions in its detail (/lihat-pesanan): to the craftsman, finished into a tray, where it is picked up
 * (a notice: the sales counter does it), lent samples given back, cancelled with a supervisor.
 */
import { bolehAksi, type PesananDoc } from '@kilau/domain';
import { defineActions } from '../../../components/document/document-actions.ts';

const LIHAT = '/lihat-pesanan';

export const PESANAN_ACTIONS = defineActions<PesananDoc>()({
  KERJAKAN: {
    title: 'Kirim Ke Tukang (Dikerjakan)',
    when: (d) => bolehAksi(d.status, 'KERJAKAN'),
    permission: LIHAT,
  },
  SELESAI: {
    title: 'Pesanan Selesai (Timbang Berat Asli)',
    when: (d) => bolehAksi(d.status, 'SELESAI'),
    permission: LIHAT,
  },
  AMBIL: {
    title: 'Pengambilan Di Kasir Penjualan',
    when: (d) => d.status === 'SELESAI',
    permission: LIHAT,
    bare: true,
  },
  CONTOH: {
    title: 'Barang Contoh Dipinjam',
    when: (d) => d.contoh.some((c) => c.status === 'DIPINJAM'),
    permission: LIHAT,
  },
  BATAL: {
    title: 'Batalkan Pesanan',
    when: (d) => bolehAksi(d.status, 'BATAL'),
    permission: LIHAT,
    otorisasi: { jenis: 'BATAL_PESANAN', title: 'Otorisasi Batal Pesanan' },
  },
});
