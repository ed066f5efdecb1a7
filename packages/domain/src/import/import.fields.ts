/**
 * The fields of each import row (spec §3) — every field's kind, required or not, and the master its code must exist
 * in — and the zod schema of one JSON row of the §7.3 payload. The rules that type a row are in import.rows.ts.
 */
import { z } from 'zod';
import type { ImportType } from './import.contract.ts';

export type ImportFieldKind = 'text' | 'code' | 'money' | 'int' | 'weight' | 'date' | 'datetime' | 'bool' | 'barcode';
export type ImportFieldSpec = {
  kind: ImportFieldKind;
  /** A missing value is refused (instead of `-` / 0). */
  required?: boolean;
  /** Must be a code of this master of the store. */
  ref?: 'group' | 'jenis' | 'gudang';
};

const t: ImportFieldSpec = { kind: 'text' };
const c: ImportFieldSpec = { kind: 'code' };
const req: ImportFieldSpec = { kind: 'code', required: true };
const m: ImportFieldSpec = { kind: 'money' };
const i: ImportFieldSpec = { kind: 'int' };
const w: ImportFieldSpec = { kind: 'weight' };
const day: ImportFieldSpec = { kind: 'date', required: true };
const b: ImportFieldSpec = { kind: 'bool' };
const group: ImportFieldSpec = { kind: 'code', required: true, ref: 'group' };
const jenis: ImportFieldSpec = { kind: 'code', required: true, ref: 'jenis' };
const gudang: ImportFieldSpec = { kind: 'code', required: true, ref: 'gudang' };

const CASH_FIELDS = {
  no_rekening: c,
  fee: m,
  ppn_rp: m,
  no_reff: t,
  tanggal: day,
  jenis: { kind: 'code', required: true },
  deskripsi: t,
  keterangan: t,
  kategori: c,
  jumlah_in: m,
  jumlah_out: m,
  status: t,
  input_by: t,
  input_date: { kind: 'datetime' },
  input_by_cashier: t,
  valid_by: t,
} satisfies Record<string, ImportFieldSpec>;

/** The fields of each import row, in the spec's order (§3). */
export const IMPORT_FIELDS = {
  master_sales: { kode_sales: req, nama_sales: t, no_hp: t, alamat: t },
  master_group: {
    kode_group: req,
    nama_group: t,
    jenis_group: c,
    harga: m,
    harga_modal: m,
    persentase: w,
    status_aktif: b,
  },
  master_jenis: { kode_dept: req, nama_dept: t, kode_group: group, status_aktif: b },
  master_gudang: { kode_gudang: req, nama_gudang: t, status_aktif: b },
  master_baki: { kode_baki: req, nama_baki: t, kode_gudang: gudang, berat_bandrol: w, berat_baki: w, status_aktif: b },
  penjualan: {
    no_generate: t,
    no_faktur_group: req,
    no_faktur_group_user: t,
    no_faktur_jual: req,
    tgl_system: day,
    kode_sales: c,
    kode_member: c,
    nama_customer: t,
    no_hp: t,
    nama_sales: t,
    kadar_cetak: t,
    alamat_customer: t,
    kode_gudang: gudang,
    kode_baki: c,
    kode_barcode: { kind: 'barcode', required: true },
    kode_barang: c,
    kode_group: group,
    kode_dept: jenis,
    kode_marketplace: c,
    nama_barang: t,
    berat_awal: w,
    berat: w,
    nama_atribut: t,
    berat_atribut: w,
    harga_jual: m,
    harga_gram: m,
    harga_atribut: m,
    ongkos: m,
    harga_total: m,
    input_by: t,
    status_kembali: c,
    status_valid: c,
    status_premi: t,
    status_tukar: t,
    no_titip_group: t,
    no_pesanan: t,
    jam: t,
    cash_rp: m,
    transfer_rp: m,
    debet_rp: m,
    tukar_rp: m,
    credit_rp: m,
    total_usd: w,
    curr: t,
    total_berlian_rp: m,
  },
  pembelian: {
    no_faktur_group: req,
    no_faktur_beli: req,
    tgl_system: day,
    kode_sales: c,
    kode_member: c,
    nama_customer: t,
    no_hp: t,
    alamat_customer: t,
    kode_gudang: gudang,
    no_faktur_ext: t,
    kode_group: group,
    kode_dept: jenis,
    kode_barcode: { kind: 'barcode' },
    nama_barang: t,
    berat_nota: w,
    berat: w,
    kadar: w,
    cash_rp: m,
    harga_nota: m,
    harga: m,
    harga_rata: m,
    kondisi: c,
    input_by: t,
    status_valid: c,
    type_kondisi: c,
  },
  keuangan_cash: CASH_FIELDS,
  keuangan_non_cash: CASH_FIELDS,
  barang_summary: {
    tanggal: day,
    kode_dept: jenis,
    kode_group: group,
    kode_gudang: gudang,
    kode_toko: c,
    stock_awal: i,
    berat_awal: w,
    stock_in: i,
    berat_in: w,
    stock_out: i,
    berat_out: w,
    stock_tambah: i,
    berat_tambah: w,
    stock_hancur: i,
    berat_hancur: w,
    stock_jual: i,
    berat_jual: w,
    stock_beli: i,
    berat_beli: w,
    stock_akhir: i,
    berat_akhir: w,
  },
} satisfies Record<ImportType, Record<string, ImportFieldSpec>>;

export type ImportValue = string | number | boolean | null;
/** A typed import row: text and codes (`-` when missing), rupiah/int as numbers, weights as exact text. */
export type ImportRow = Record<string, ImportValue>;

/** A JSON row of the §7.3 payload: every field optional, text or number (what the old client sent). */
const jsonValue = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();
function jsonRowSchema(type: ImportType) {
  return z.looseObject(Object.fromEntries(Object.keys(IMPORT_FIELDS[type]).map((k) => [k, jsonValue])));
}
/** The zod schema of one JSON row of each type (the §3 fields; extra fields are ignored). */
export const IMPORT_ROW_SCHEMAS = Object.fromEntries(
  (Object.keys(IMPORT_FIELDS) as ImportType[]).map((k) => [k, jsonRowSchema(k)]),
) as Record<ImportType, ReturnType<typeof jsonRowSchema>>;

/** A JSON value of the §7.3 payload as the CSV text it stands for. */
export function jsonToText(v: unknown): string | undefined {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}
