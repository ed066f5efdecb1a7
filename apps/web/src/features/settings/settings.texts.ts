/** Labels of the settings screens (the spec names the screens; these name their controls). */
import type { SettingField } from '@kilau/domain';

export const SETTINGS_UI = {
  defaultValue: 'Bawaan:',
  /** A default as the control shows it (`Ya`/`Tidak` for switches, `-` for empty). */
  show: (f: SettingField, v: string): string => {
    if (f.kind === 'bool') return v === 'true' ? 'Ya' : 'Tidak';
    return v === '' ? '-' : v;
  },
  changed: (n: number) => `${n} Perubahan Belum Disimpan`,
  storeCode: 'Kode Toko',
  storeType: 'Tipe Toko',
  storeName: 'Nama Toko',
  storeAddress: 'Alamat Toko',
  storePhone: 'No Telepon',
  storeZone: 'Zona Waktu',
  storeZoneHint: 'Tanggal hari ini, tutup toko, dashboard dan jam di nota mengikuti zona ini.',
  headOffice: 'PUSAT (Kantor Pusat)',
  branch: 'CABANG',
  preview: 'Pratinjau Kop Nota & Laporan',
  previewHint: 'Dicetak di bagian atas setiap nota dan laporan PDF.',
  phonePrefix: 'Telp.',
} as const;
