/** A member's exchange of two gifts: the exchange receipt's tests read it. */
import type { TukarPoinDoc } from '@kilau/domain';

export const doc: TukarPoinDoc = {
  no_tukar: 'PST-TP-261125-0001',
  tanggal: '2026-11-25',
  kode_member: 'M1',
  nama_member: 'SITI',
  no_hp: '0811',
  alamat: '',
  kode_hadiah: 'PYG',
  nama_hadiah: 'PAYUNG',
  qty: 2,
  poin_satuan: 1500,
  total_poin: 3000,
  poin_awal: 3200,
  sisa_poin: 200,
  input_by: 'ADMIN',
  created_at: '2026-11-25T03:04:00.000Z',
};
