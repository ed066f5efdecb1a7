/** The shop's masters (spec §2.1 "Masters", §3, §7.1; fields as DOMAIN.md's master table). */
import { defineResource } from './define.ts';

/** A master's code: required, upper-case, fixed once created. */
const kode = (label: string, maxLength = 20) =>
  ({ label, required: `${label} Tidak Boleh Kosong`, readOnlyOnEdit: true, maxLength }) as const;
/** A required text field. */
const wajib = (label: string) => ({ label, required: `${label} Tidak Boleh Kosong` }) as const;
/** A required choice among another master's active rows. */
const pilih = (label: string, resource: string, value: string, display: string) =>
  ({
    label,
    kind: 'select',
    required: `${label} Tidak Boleh Kosong`,
    ref: { resource, value, label: display },
  }) as const;

/** Where stock and documents keep a master's code (delete integrity, see `usedBy`). */
const used = (noun: string, table: string, ...columns: string[]) => columns.map((column) => ({ table, column, noun }));
const BARANG = 'Data Barang';
const MUTASI = 'Mutasi Barang';
const JUAL = 'Transaksi Penjualan';
const BELI = 'Transaksi Pembelian';
const SUMMARY = 'Barang Summary';

const aktif = { status_aktif: { label: 'Status Aktif', kind: 'bool', default: true } } as const;
const JENIS_GROUP = ['EMAS', 'BERLIAN', 'PERAK', 'LAINNYA'] as const;
const MASUK_KELUAR = ['MASUK', 'KELUAR'] as const;
const PERSEN_RP = ['PERSENTASE', 'RP'] as const;

export const group = defineResource({
  key: 'group',
  route: '/master-group',
  api: 'group',
  reads: ['group/get/all'],
  table: 'master_group',
  code: 'kode_group',
  display: 'nama_group',
  noun: 'Group',
  usedBy: [
    ...used(BARANG, 'barang', 'kode_group'),
    ...used(MUTASI, 'barang_ledger', 'kode_group'),
    ...used(JUAL, 'penjualan_detail', 'kode_group'),
    ...used(BELI, 'pembelian_detail', 'kode_group'),
    ...used('Penerimaan Barang', 'penerimaan_supplier', 'kode_group'),
    ...used(SUMMARY, 'barang_summary', 'kode_group'),
  ],
  fields: {
    kode_group: kode('Kode Group'),
    nama_group: wajib('Nama Group'),
    jenis_group: {
      label: 'Jenis Group',
      kind: 'select',
      options: JENIS_GROUP,
      required: 'Jenis Group Tidak Boleh Kosong',
    },
    harga: { label: 'Harga Jual / Gram', kind: 'money', required: 'Harga Tidak Boleh Kosong' },
    harga_modal: { label: 'Harga Modal / Gram', kind: 'money' },
    persentase: { label: 'Persentase', kind: 'percent' },
    ...aktif,
  },
});

export const jenis = defineResource({
  key: 'jenis',
  route: '/master-jenis',
  api: 'jenis',
  reads: ['jenis/get/all'],
  table: 'master_jenis',
  code: 'kode_dept',
  display: 'nama_dept',
  noun: 'Jenis',
  usedBy: [
    ...used(BARANG, 'barang', 'kode_dept'),
    ...used(MUTASI, 'barang_ledger', 'kode_dept'),
    ...used(JUAL, 'penjualan_detail', 'kode_dept'),
    ...used(BELI, 'pembelian_detail', 'kode_dept'),
    ...used(SUMMARY, 'barang_summary', 'kode_dept'),
  ],
  fields: {
    kode_dept: kode('Kode Jenis'),
    nama_dept: wajib('Nama Jenis'),
    kode_group: pilih('Kode Group', 'group', 'kode_group', 'nama_group'),
    ...aktif,
  },
});

export const kadar = defineResource({
  key: 'kadar',
  route: '/master-kadar',
  api: 'kadar',
  reads: ['kadar/get/all'],
  table: 'master_kadar',
  code: 'kode_kadar',
  display: 'nama_kadar',
  noun: 'Kadar',
  fields: {
    kode_kadar: kode('Kode Kadar'),
    nama_kadar: wajib('Nama Kadar'),
    persentase: { label: 'Persentase', kind: 'percent', required: 'Persentase Tidak Boleh Kosong' },
  },
});

export const gudang = defineResource({
  key: 'gudang',
  route: '/master-gudang',
  api: 'gudang',
  reads: ['gudang/get/all/master', 'gudang/get/all'],
  activeReads: ['gudang/get/all'],
  table: 'master_gudang',
  code: 'kode_gudang',
  display: 'nama_gudang',
  noun: 'Gudang',
  usedBy: [
    ...used(BARANG, 'barang', 'kode_gudang'),
    ...used(MUTASI, 'barang_ledger', 'ke_gudang', 'dari_gudang'),
    ...used(JUAL, 'penjualan_detail', 'kode_gudang'),
    ...used(BELI, 'pembelian', 'kode_gudang'),
    ...used('Timbang Baki', 'timbang_baki', 'kode_gudang'),
    ...used('Stock Opname', 'stock_opname', 'kode_gudang'),
    ...used(SUMMARY, 'barang_summary', 'kode_gudang'),
  ],
  fields: {
    kode_gudang: kode('Kode Gudang'),
    nama_gudang: wajib('Nama Gudang'),
    ...aktif,
  },
});

export const baki = defineResource({
  key: 'baki',
  route: '/master-baki',
  api: 'baki',
  reads: ['baki/get/all', 'baki/ready'],
  activeReads: ['baki/ready'],
  byField: { path: 'baki/get/by-kode-gudang', field: 'kode_gudang' },
  table: 'master_baki',
  code: 'kode_baki',
  display: 'nama_baki',
  noun: 'Baki',
  usedBy: [
    ...used(BARANG, 'barang', 'kode_baki'),
    ...used(MUTASI, 'barang_ledger', 'ke_baki', 'dari_baki'),
    ...used(JUAL, 'penjualan_detail', 'kode_baki'),
    ...used(BELI, 'pembelian', 'kode_baki'),
    ...used('Timbang Baki', 'timbang_baki', 'kode_baki'),
    ...used('Stock Opname', 'stock_opname', 'kode_baki'),
  ],
  fields: {
    kode_baki: { label: 'Kode Baki', required: 'Kode Baki Tidak Boleh Kosong.', readOnlyOnEdit: true, maxLength: 20 },
    nama_baki: { label: 'Nama Baki', required: 'Nama Baki Tidak Boleh Kosong.' },
    kode_gudang: pilih('Kode Gudang', 'gudang', 'kode_gudang', 'nama_gudang'),
    berat_bandrol: { label: 'Berat Bandrol', kind: 'decimal' },
    berat_baki: { label: 'Berat Baki', kind: 'decimal', required: 'Berat Baki Tidak Boleh Kosong' },
    ...aktif,
  },
});

export const bank = defineResource({
  key: 'bank',
  route: '/master-bank',
  api: 'banks',
  reads: ['banks'],
  table: 'master_bank',
  code: 'kode_bank',
  display: 'nama_bank',
  noun: 'Bank',
  fields: {
    kode_bank: kode('Kode Bank'),
    nama_bank: wajib('Nama Bank'),
    ...aktif,
  },
});

export const rekening = defineResource({
  key: 'rekening',
  route: '/master-rekening',
  api: 'rekenings',
  reads: ['rekenings'],
  table: 'master_rekening',
  code: 'no_rekening',
  display: 'nama_rekening',
  noun: 'Rekening',
  usedBy: [
    ...used(JUAL, 'penjualan_bayar', 'no_rekening'),
    ...used(BELI, 'pembelian_bayar', 'no_rekening'),
    ...used('Titipan', 'titipan', 'no_rekening'),
    ...used('Kas', 'kas', 'no_rekening'),
  ],
  fields: {
    no_rekening: {
      label: 'No Rekening',
      required: 'No Rekening Tidak Boleh Kosong',
      readOnlyOnEdit: true,
      maxLength: 40,
    },
    nama_rekening: wajib('Atas Nama'),
    kode_bank: pilih('Bank', 'bank', 'kode_bank', 'nama_bank'),
    ...aktif,
  },
});

export const kategori = defineResource({
  key: 'kategori',
  route: '/master-kategori',
  api: 'kategori',
  reads: ['kategori/get/all'],
  table: 'master_kategori',
  code: 'kode_kategori',
  display: 'nama_kategori',
  noun: 'Kategori',
  fields: {
    kode_kategori: kode('Kode Kategori'),
    nama_kategori: wajib('Nama Kategori'),
    jenis: { label: 'Jenis', kind: 'select', options: MASUK_KELUAR, required: 'Jenis Tidak Boleh Kosong' },
  },
});

export const bandrol = defineResource({
  key: 'bandrol',
  route: '/master-bandrol',
  api: 'parabandrol',
  reads: ['parabandrol/get/all'],
  table: 'master_bandrol',
  code: 'kode_bandrol',
  display: 'nama_bandrol',
  noun: 'Bandrol',
  fields: {
    kode_bandrol: kode('Kode Bandrol'),
    nama_bandrol: wajib('Nama Bandrol'),
    berat: { label: 'Berat / Bandrol', kind: 'decimal', required: 'Berat Tidak Boleh Kosong' },
  },
});

export const kodeTransaksi = defineResource({
  key: 'kode-transaksi',
  route: '/master-kode-transaksi',
  api: 'paratransaksi',
  reads: ['paratransaksi/get/all'],
  table: 'master_kode_transaksi',
  code: 'kode_transaksi',
  display: 'nama_transaksi',
  noun: 'Kode Transaksi',
  fields: {
    kode_transaksi: kode('Kode Transaksi'),
    nama_transaksi: wajib('Nama Transaksi'),
    jenis: { label: 'Jenis', kind: 'select', options: MASUK_KELUAR, required: 'Jenis Tidak Boleh Kosong' },
    kode_kategori: {
      label: 'Kategori',
      kind: 'select',
      ref: { resource: 'kategori', value: 'kode_kategori', label: 'nama_kategori' },
    },
  },
});

export const sales = defineResource({
  key: 'sales',
  route: '/master-sales',
  api: 'sales',
  reads: ['sales/get/all'],
  table: 'master_sales',
  code: 'kode_sales',
  display: 'nama_sales',
  noun: 'Sales',
  usedBy: [...used(JUAL, 'penjualan', 'kode_sales'), ...used(BELI, 'pembelian', 'kode_sales')],
  fields: {
    kode_sales: kode('Kode Sales'),
    nama_sales: wajib('Nama Sales'),
    no_hp: { label: 'No HP', kind: 'text', maxLength: 20 },
    alamat: { label: 'Alamat', maxLength: 200 },
    ...aktif,
  },
});

export const tukang = defineResource({
  key: 'tukang',
  route: '/master-tukang',
  api: 'tukang',
  reads: ['tukang/get/all'],
  table: 'master_tukang',
  code: 'kode_tukang',
  display: 'nama_tukang',
  noun: 'Tukang',
  fields: {
    kode_tukang: kode('Kode Tukang'),
    nama_tukang: wajib('Nama Tukang'),
    keahlian: { label: 'Keahlian' },
    no_hp: { label: 'No HP', maxLength: 20 },
    alamat: { label: 'Alamat', maxLength: 200 },
    ...aktif,
  },
});

export const kondisiBarang = defineResource({
  key: 'kondisi-barang',
  route: '/master-kondisi-barang',
  api: 'parakondisi',
  reads: ['parakondisi/get/all'],
  table: 'master_kondisi_barang',
  code: 'kode_kondisi',
  display: 'nama_kondisi',
  noun: 'Kondisi Barang',
  fields: {
    kode_kondisi: kode('Kode Kondisi'),
    nama_kondisi: wajib('Nama Kondisi'),
  },
});

export const kondisiPembelian = defineResource({
  key: 'kondisi-pembelian',
  route: '/master-kondisi-pembelian',
  api: 'parabeli',
  reads: ['parabeli/get/all'],
  table: 'master_kondisi_pembelian',
  code: 'kode_kondisi',
  noun: 'Kondisi Pembelian',
  usedBy: used(BELI, 'pembelian_detail', 'kode_kondisi'),
  fields: {
    kode_kondisi: kode('Kode Kondisi'),
    type_kondisi: {
      label: 'Type Kondisi',
      kind: 'select',
      options: PERSEN_RP,
      required: 'Type Kondisi Tidak Boleh Kosong',
    },
    potongan_nota: { label: 'Potongan Dengan Nota', kind: 'decimal' },
    potongan_tanpa_nota: { label: 'Potongan Tanpa Nota', kind: 'decimal' },
  },
});

export const kondisiPinjaman = defineResource({
  key: 'kondisi-pinjaman',
  route: '/master-kondisi-pinjaman',
  api: 'parapinjaman',
  reads: ['parapinjaman/get/all'],
  table: 'master_kondisi_pinjaman',
  code: 'kode_pinjaman',
  noun: 'Kondisi Pinjaman',
  fields: {
    kode_pinjaman: kode('Kode Pinjaman'),
    nominal_dari: { label: 'Nominal Dari', kind: 'money' },
    nominal_sampai: { label: 'Nominal Sampai', kind: 'money', required: 'Nominal Sampai Tidak Boleh Kosong' },
    bunga_persen: { label: 'Bunga % / Bulan', kind: 'percent', required: 'Bunga Tidak Boleh Kosong' },
    lama_pinjam: { label: 'Lama Pinjam (Hari)', kind: 'int', required: 'Lama Pinjam Tidak Boleh Kosong' },
    persen_max_pinjaman: { label: 'Maks Pinjaman %', kind: 'percent', required: 'Maks Pinjaman Tidak Boleh Kosong' },
  },
});

export const hadiah = defineResource({
  key: 'hadiah',
  route: '/master-data-hadiah',
  api: 'hadiah',
  reads: ['hadiah/get/all'],
  table: 'master_hadiah',
  code: 'kode_hadiah',
  display: 'nama_hadiah',
  noun: 'Hadiah',
  usedBy: used('Tukar Poin', 'tukar_poin', 'kode_hadiah'),
  fields: {
    kode_hadiah: kode('Kode Hadiah'),
    nama_hadiah: wajib('Nama Hadiah'),
    poin: { label: 'Harga Poin', kind: 'int', required: 'Harga Poin Tidak Boleh Kosong' },
    // Set when the gift is created; from then on exchanges lower it and Tambah Stock adds to it (issue 25 item 5): a
    // save of the form never writes the stock it showed over an exchange that ran meanwhile.
    stock: { label: 'Stock', kind: 'int', readOnlyOnEdit: true },
  },
  // A restock (or a correction, negative) is added under the gift's row lock, the lock an exchange takes.
  additive: { tambah_stock: { label: 'Tambah Stock', adds: 'stock' } },
});

export const rugiNota = defineResource({
  key: 'rugi-nota',
  route: '/master-parameter-rugi-nota',
  api: 'ruginota',
  reads: ['ruginota/get/all'],
  table: 'master_rugi_nota',
  code: 'kode_group',
  noun: 'Rugi Nota',
  fields: {
    kode_group: {
      label: 'Kode Group',
      kind: 'select',
      required: 'Kode Group Tidak Boleh Kosong',
      readOnlyOnEdit: true,
      ref: { resource: 'group', value: 'kode_group', label: 'nama_group' },
    },
    type: { label: 'Type', kind: 'select', options: PERSEN_RP, required: 'Type Tidak Boleh Kosong' },
    nilai: { label: 'Nilai', kind: 'decimal', required: 'Nilai Tidak Boleh Kosong' },
  },
});

export const parameterPoint = defineResource({
  key: 'parameter-point',
  route: '/master-parameter-point',
  api: 'parapoin',
  reads: ['parapoin/get/all'],
  table: 'master_parameter_point',
  code: 'kode_poin',
  noun: 'Parameter Point',
  fields: {
    kode_poin: kode('Kode Poin'),
    nominal: { label: 'Nominal Belanja', kind: 'money', required: 'Nominal Tidak Boleh Kosong' },
    nilai_poin: { label: 'Poin Didapat', kind: 'int', required: 'Nilai Poin Tidak Boleh Kosong' },
    ...aktif,
  },
});

export const marketplace = defineResource({
  key: 'marketplace',
  route: '/master-marketplace',
  api: 'marketplace',
  reads: ['marketplace'],
  table: 'master_marketplace',
  code: 'kode_marketplace',
  display: 'nama_marketplace',
  noun: 'Marketplace',
  usedBy: used(JUAL, 'penjualan', 'kode_marketplace'),
  fields: {
    kode_marketplace: kode('Kode Marketplace'),
    nama_marketplace: wajib('Nama Marketplace'),
    fee_persen: { label: 'Fee %', kind: 'percent' },
    ...aktif,
  },
});

export const hargaEmas = defineResource({
  key: 'harga-emas',
  route: '/master-parameter-harga-emas',
  api: 'harga-emas',
  reads: ['harga-emas/get/all'],
  table: 'master_harga_emas',
  code: 'kode_group',
  uniqueWith: ['tanggal'],
  sort: { field: 'tanggal', desc: true },
  noun: 'Harga Emas',
  fields: {
    tanggal: { label: 'Tanggal', kind: 'date', required: 'Tanggal Tidak Boleh Kosong', readOnlyOnEdit: true },
    kode_group: {
      label: 'Kode Group',
      kind: 'select',
      required: 'Kode Group Tidak Boleh Kosong',
      readOnlyOnEdit: true,
      ref: { resource: 'group', value: 'kode_group', label: 'nama_group' },
    },
    harga_jual: { label: 'Harga Jual / Gram', kind: 'money', required: 'Harga Jual Tidak Boleh Kosong' },
    harga_beli: { label: 'Harga Beli / Gram', kind: 'money', required: 'Harga Beli Tidak Boleh Kosong' },
    harga_modal: { label: 'Harga Modal / Gram', kind: 'money' },
  },
});

export const member = defineResource({
  key: 'member',
  route: '/data-member',
  api: 'member',
  reads: ['member/get/all'],
  byField: { path: 'member/get/by-no-hp', field: 'no_hp' },
  table: 'master_member',
  code: 'kode_member',
  display: 'nama_member',
  noun: 'Member',
  usedBy: [
    ...used(JUAL, 'penjualan', 'kode_member'),
    ...used(BELI, 'pembelian', 'kode_member'),
    ...used('Titipan', 'titipan', 'kode_member'),
    ...used('Poin Member', 'poin_ledger', 'kode_member'),
    ...used('Tukar Poin', 'tukar_poin', 'kode_member'),
  ],
  computed: { poin: { label: 'Poin', kind: 'int' } },
  fields: {
    kode_member: kode('Kode Member'),
    nama_member: wajib('Nama Member'),
    no_hp: { label: 'No HP', required: 'No HP Tidak Boleh Kosong', maxLength: 20 },
    alamat: { label: 'Alamat', maxLength: 200 },
    tgl_lahir: { label: 'Tanggal Lahir', kind: 'date' },
    ...aktif,
  },
});

export const MASTER_RESOURCES = [
  group,
  jenis,
  kadar,
  gudang,
  baki,
  bank,
  rekening,
  kategori,
  bandrol,
  kodeTransaksi,
  sales,
  tukang,
  kondisiBarang,
  kondisiPembelian,
  kondisiPinjaman,
  hadiah,
  rugiNota,
  hargaEmas,
  parameterPoint,
  marketplace,
  member,
] as const;
