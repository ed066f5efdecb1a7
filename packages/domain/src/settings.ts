/**
 * Store settings declared as data: each settings screen is a list of keyed parameters with a label, a kind and a
 * default. The server stores them per store in `para_system`; the screen renders one generic form.
 */
import { z } from 'zod';
import { ZONE_NAMES } from './rules/dates.rules.ts';
import { wireDate, writeResult } from './schemas/wire.schemas.ts';

export type SettingField = {
  key: string;
  label: string;
  kind: 'text' | 'textarea' | 'int' | 'decimal' | 'bool' | 'select';
  default: string;
  options?: readonly string[];
  help?: string;
};

export type SettingsForm = { route: string; title: string; fields: readonly SettingField[] };

export const SETTINGS_SYSTEM = {
  route: '/settingsystem',
  title: 'Setting System',
  fields: [
    {
      key: 'PEMBULATAN',
      label: 'Pembulatan Harga (Rp)',
      kind: 'int',
      default: '500',
      help: 'Harga dibulatkan ke atas ke kelipatan ini',
    },
    {
      key: 'PPN_EMAS',
      label: 'PPN Perhiasan Emas (%)',
      kind: 'decimal',
      default: '1.1',
      help: 'PMK 48/2023, dengan faktur perolehan',
    },
    { key: 'PPN_EMAS_TANPA_FAKTUR', label: 'PPN Tanpa Faktur Perolehan (%)', kind: 'decimal', default: '1.65' },
    { key: 'TOLERANSI_TIMBANG', label: 'Toleransi Selisih Timbang Baki (gram)', kind: 'decimal', default: '0.5' },
    { key: 'PEMBULATAN_HUTANG', label: 'Pembulatan Hutang (Rp)', kind: 'int', default: '1000' },
    { key: 'MASA_TENGGANG_HUTANG', label: 'Masa Tenggang Hutang (Hari)', kind: 'int', default: '7' },
    {
      key: 'PERSEN_MAX_PINJAMAN',
      label: 'Maksimal Pinjaman Hutang (%)',
      kind: 'decimal',
      default: '80',
      help: 'Persentase dari nilai jaminan (harga beli emas murni hari ini)',
    },
    {
      key: 'HUTANG_UBAH_BUNGA',
      label: 'Bunga Hutang Boleh Diubah',
      kind: 'bool',
      default: 'false',
      help: 'Jika tidak, bunga mengikuti Master Kondisi Pinjaman',
    },
    { key: 'KURS_USD', label: 'Kurs USD (Rp)', kind: 'int', default: '16000' },
    {
      key: 'SELISIH_KAS_MAX',
      label: 'Batas Selisih Hitung Kas (Rp)',
      kind: 'int',
      default: '10000',
      help: 'Selisih hitung laci di atas batas ini wajib dengan catatan supervisor',
    },
    {
      key: 'HITUNG_LACI_BUTA',
      label: 'Hitung Laci Tanpa Melihat Saldo Buku',
      kind: 'bool',
      default: 'false',
      help: 'Kasir melihat saldo buku dan selisih hanya setelah hitungan disimpan',
    },
    {
      key: 'PERSEN_SERVICE',
      label: 'Tambahan Biaya Service (%)',
      kind: 'decimal',
      default: '0',
      help: 'Persentase dari total ongkos service, tampil sebagai baris tersendiri di nota',
    },
  ],
} as const satisfies SettingsForm;

export const SETTINGS_NOTA: SettingsForm = {
  route: '/settingNota',
  title: 'Setting Nota',
  fields: [
    { key: 'NOTA_JUDUL', label: 'Judul Nota', kind: 'text', default: 'NOTA PENJUALAN' },
    { key: 'NOTA_HEADER', label: 'Teks Header', kind: 'textarea', default: '' },
    { key: 'NOTA_FOOTER', label: 'Teks Footer', kind: 'textarea', default: 'TERIMA KASIH ATAS KUNJUNGAN ANDA' },
    {
      key: 'NOTA_SYARAT_BELI',
      label: 'Syarat Pembelian Kembali',
      kind: 'textarea',
      default: 'BARANG YANG SUDAH DIBELI DAPAT DIJUAL KEMBALI DENGAN MENYERTAKAN NOTA ASLI',
    },
    {
      key: 'NOTA_SYARAT_HUTANG',
      label: 'Syarat Perjanjian Hutang',
      kind: 'textarea',
      default:
        'BARANG JAMINAN ADALAH MILIK SAH PEMINJAM. PEMINJAM WAJIB MENEBUS SEBELUM JATUH TEMPO; TOLERANSI PENEBUSAN SESUAI MASA TENGGANG TOKO. LEWAT MASA TENGGANG, BARANG JAMINAN MENJADI MILIK TOKO (LELANG).',
    },
    { key: 'NOTA_TAMPIL_FOTO', label: 'Tampilkan Foto Barang', kind: 'bool', default: 'true' },
    { key: 'NOTA_UKURAN', label: 'Ukuran Kertas', kind: 'select', options: ['A5', 'A4', 'THERMAL80'], default: 'A5' },
  ],
};

export const SETTINGS_FORMS: readonly SettingsForm[] = [SETTINGS_SYSTEM, SETTINGS_NOTA];

export function settingField(key: string): { form: SettingsForm; field: SettingField } | undefined {
  for (const form of SETTINGS_FORMS) {
    const field = form.fields.find((f) => f.key === key);
    if (field) return { form, field };
  }
  return undefined;
}

/** The system parameters the server reads (the receipt's NOTA_* settings are the web's). */
type DeclaredField = (typeof SETTINGS_SYSTEM.fields)[number];
/** Every declared system parameter (`PEMBULATAN`, `KURS_USD`, …). */
export type SettingKey = DeclaredField['key'];
/** What a setting reads as: an int a number, a bool a boolean, a decimal its exact text (`1.1`), the rest text. */
export type SettingValue<K extends SettingKey> = Extract<DeclaredField, { key: K }>['kind'] extends infer Kind
  ? Kind extends 'int'
    ? number
    : Kind extends 'bool'
      ? boolean
      : string
  : never;

/** Every key's default, as the store has it before anyone saves it. */
export const SETTING_DEFAULTS: Readonly<Record<string, string>> = Object.fromEntries(
  SETTINGS_FORMS.flatMap((f) => f.fields.map((x) => [x.key, x.default])),
);

/**
 * A stored value as its key's type: absent, or not valid for its field (what the settings screen would refuse), it is
 * the declared default. A decimal may be written with the Indonesian comma (`0,5` → `0.5`).
 */
export function settingValue<K extends SettingKey>(key: K, stored: string | null | undefined): SettingValue<K> {
  const found = settingField(key);
  if (!found) throw new RangeError(`unknown setting ${key}`);
  const { field } = found;
  const trimmed = (stored ?? '').trim();
  const text = field.kind === 'decimal' ? trimmed.replace(',', '.') : trimmed;
  const v = stored === null || stored === undefined || validateSetting(field, text) ? field.default : text;
  const out = field.kind === 'int' ? Number(v) : field.kind === 'bool' ? v === 'true' : v;
  return out as SettingValue<K>;
}

/**
 * An int setting where 0 means nothing (a rounding step, a rate): 0 reads as the declared default, as the counters
 * have always read PEMBULATAN and KURS_USD.
 */
export function nonZero(key: SettingKey, value: number): number {
  return value || Number(SETTING_DEFAULTS[key]);
}

/** Checks one value against its field; returns an Indonesian message or undefined. */
export function validateSetting(field: SettingField, value: string): string | undefined {
  const v = value.trim();
  if (field.kind === 'int' && !/^\d{1,12}$/.test(v)) return `${field.label} Harus Bilangan Bulat`;
  if (field.kind === 'decimal' && !/^\d{1,9}(\.\d{1,3})?$/.test(v)) return `${field.label} Harus Berupa Angka`;
  if (field.kind === 'bool' && v !== 'true' && v !== 'false') return `${field.label} Harus Ya Atau Tidak`;
  if (field.kind === 'select' && !field.options?.includes(v)) return `${field.label} Tidak Valid`;
  if (v.length > 1000) return `${field.label} Terlalu Panjang`;
  return undefined;
}

/**
 * The store's settings (`GET settings/toko`, `/settingtoko`): the header of every receipt and PDF, its shop day and
 * its time zone. The one `Toko` type of the web (receipts, reports, the settings screen).
 */
export const tokoSchema = z.object({
  kode_toko: z.string(),
  nama_toko: z.string(),
  alamat_toko: z.string(),
  no_hp: z.string(),
  tipe_toko: z.string(),
  tgl_system: wireDate,
  time_zone: z.enum(ZONE_NAMES),
});
export type Toko = z.infer<typeof tokoSchema>;

/** One system parameter of the store (`GET para-system`, `GET para-system/key/:key`; no value = never set). */
export const paraRowSchema = z.object({ key: z.string(), value: z.string().nullable() });
export type ParaRow = z.infer<typeof paraRowSchema>;

/** `PUT para-system` answers the saved keys and values. */
export const paraSavedSchema = writeResult(z.record(z.string(), z.string()));
