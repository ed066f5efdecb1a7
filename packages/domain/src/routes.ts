/**
 * The route table of spec §2.1 — the one place that names every screen, its title, its menu group and the
 * module key or store list that gates it. Server permissions, the sidebar and page titles all read it.
 */
import { DELETE_LEVELS, IMPORT_LEVELS } from './import/import.contract.ts';
import { BACKUP_LEVELS } from './schemas/backup.schemas.ts';

export type MenuGroup = readonly string[];

export type RouteDef = {
  path: string;
  title: string;
  /** Menu group path, outermost first; empty = not in the menu. */
  group: MenuGroup;
  icon?: string;
  /** Module key the user must hold (spec §6). */
  module?: 'SEPUHAN_MODULE' | 'SEMI_GROSIR_MODULE';
  /** Only these stores get the entry (spec §6: MLT, NQC for the sales recap). */
  stores?: readonly string[];
  /** Only head office (PUSAT) stores get the entry. */
  pusatOnly?: boolean;
  /** Another path of the same screen: access follows that route (spec: /laporan-authorization = /laporan-otorisasi). */
  sameAs?: string;
  /**
   * Only these user levels may use the screen, whatever their menu says: the server refuses the others with the
   * same list (Import Data: IMPORT_LEVELS, Delete Data: DELETE_LEVELS), so the others are not offered it.
   */
  levels?: readonly string[];
};

const M = ['Data Master'] as const;
const BATU = ['Data Master', 'Data Batu'] as const;
const LB = ['Laporan', 'Barang'] as const;
const LJ = ['Laporan', 'Penjualan'] as const;
const LP = ['Laporan', 'Pembelian'] as const;
const LS = ['Laporan', 'Service'] as const;
const LH = ['Laporan', 'Hutang'] as const;
const LK = ['Laporan', 'Keuangan'] as const;
const LO = ['Laporan', 'Lainnya'] as const;

export const ROUTES: readonly RouteDef[] = [
  { path: '/dashboard', title: 'Dashboard', group: [], icon: 'dashboard' },
  { path: '/blank', title: 'Blank', group: [] },
  { path: '/privacy-policy', title: 'Privacy Policy', group: [] },
  { path: '/terms-and-conditions', title: 'Terms And Conditions', group: [] },
  // Data Master
  { path: '/master-group', title: 'Master Group', group: M },
  { path: '/master-jenis', title: 'Master Jenis', group: M },
  { path: '/master-kadar', title: 'Master Kadar', group: M },
  { path: '/master-gudang', title: 'Master Gudang', group: M },
  { path: '/master-baki', title: 'Master Baki', group: M },
  { path: '/master-bank', title: 'Master Bank', group: M },
  { path: '/master-rekening', title: 'Master Rekening', group: M },
  { path: '/master-kategori', title: 'Master Kategori', group: M },
  { path: '/master-bandrol', title: 'Master Bandrol', group: M },
  { path: '/master-kode-transaksi', title: 'Master Kode Transaksi', group: M },
  { path: '/master-sales', title: 'Master Sales', group: M },
  { path: '/master-tukang', title: 'Master Tukang', group: M },
  { path: '/master-kondisi-barang', title: 'Master Kondisi Barang', group: M },
  { path: '/master-kondisi-pembelian', title: 'Master Kondisi Pembelian', group: M },
  { path: '/master-kondisi-pinjaman', title: 'Master Kondisi Pinjaman', group: M },
  { path: '/master-data-hadiah', title: 'Master Data Hadiah', group: M },
  { path: '/master-parameter-rugi-nota', title: 'Parameter Rugi Nota', group: M },
  { path: '/master-parameter-harga-emas', title: 'Parameter Harga Emas', group: M },
  { path: '/master-parameter-point', title: 'Parameter Point', group: M },
  { path: '/master-marketplace', title: 'Master Marketplace', group: M },
  // Data Batu
  { path: '/jenis-batu', title: 'Jenis Batu', group: BATU },
  { path: '/master-batu-shape', title: 'Master Batu Shape', group: BATU },
  { path: '/master-batu-color', title: 'Master Batu Color', group: BATU },
  { path: '/master-batu-clarity', title: 'Master Batu Clarity', group: BATU },
  { path: '/master-batu-fluorencence', title: 'Master Batu Fluorescence', group: BATU },
  { path: '/master-batu-symetry', title: 'Master Batu Symmetry', group: BATU },
  { path: '/master-batu-polish', title: 'Master Batu Polish', group: BATU },
  { path: '/master-batu-cutgrade', title: 'Master Batu Cut Grade', group: BATU },
  { path: '/master-batu-berlian', title: 'Master Batu Berlian', group: BATU },
  // Sepuhan
  { path: '/sortir-pembelian', title: 'Sortir Pembelian', group: ['Sepuhan'], module: 'SEPUHAN_MODULE' },
  { path: '/pindah-sortir', title: 'Pindah Sortir', group: ['Sepuhan'] },
  { path: '/cucian', title: 'Cucian', group: ['Sepuhan'] },
  // Barang
  { path: '/tambah-data-barang', title: 'Tambah Data Barang', group: ['Barang'] },
  { path: '/data-barang', title: 'Data Barang', group: ['Barang'] },
  { path: '/terima-barang', title: 'Terima Barang', group: ['Barang'] },
  { path: '/penerimaan-barang', title: 'Penerimaan Barang', group: ['Barang'], module: 'SEMI_GROSIR_MODULE' },
  { path: '/kirim-barang-kecabang', title: 'Kirim Barang Ke Cabang', group: ['Barang'], pusatOnly: true },
  { path: '/pindah-barang', title: 'Pindah Barang', group: ['Barang'] },
  { path: '/pindah-barang-satu-baki', title: 'Pindah Barang Satu Baki', group: ['Barang'] },
  { path: '/hancur-data-barang', title: 'Hancur Data Barang', group: ['Barang'] },
  { path: '/timbang-baki', title: 'Timbang Baki', group: ['Barang'] },
  { path: '/cetak-barcode', title: 'Cetak Barcode', group: ['Barang'] },
  // Penjualan
  { path: '/transaksi-penjualan', title: 'Transaksi Penjualan', group: ['Penjualan'] },
  { path: '/lihat-penjualan', title: 'Lihat Penjualan', group: ['Penjualan'] },
  { path: '/batal-penjualan', title: 'Batal Penjualan', group: ['Penjualan'] },
  { path: '/lihat-titipan', title: 'Lihat Titipan', group: ['Penjualan'] },
  // Pesanan
  { path: '/transaksi-pesanan', title: 'Transaksi Pesanan', group: ['Pesanan'] },
  { path: '/lihat-pesanan', title: 'Lihat Pesanan', group: ['Pesanan'] },
  // Pembelian
  { path: '/transaksi-pembelian', title: 'Transaksi Pembelian', group: ['Pembelian'] },
  { path: '/lihat-pembelian', title: 'Lihat Pembelian', group: ['Pembelian'] },
  { path: '/batal-pembelian', title: 'Batal Pembelian', group: ['Pembelian'] },
  // Service
  { path: '/transaksi-services', title: 'Transaksi Service', group: ['Service'] },
  { path: '/lihat-services', title: 'Lihat Service', group: ['Service'] },
  // Hutang
  { path: '/transaksi-hutang', title: 'Transaksi Hutang', group: ['Hutang'] },
  { path: '/lihat-hutang', title: 'Lihat Hutang', group: ['Hutang'] },
  // Kas & Bank
  { path: '/uang-kas', title: 'Uang Kas', group: ['Kas & Bank'] },
  { path: '/tambah-uang-bank', title: 'Tambah Uang Bank', group: ['Kas & Bank'] },
  { path: '/ambil-uang-bank', title: 'Ambil Uang Bank', group: ['Kas & Bank'] },
  // Member
  { path: '/data-member', title: 'Data Member', group: ['Member'] },
  { path: '/lihat-transaksi-member', title: 'Lihat Transaksi Member', group: ['Member'] },
  { path: '/transaksi-poin', title: 'Transaksi Poin', group: ['Member'] },
  { path: '/tukar-point', title: 'Tukar Point', group: ['Member'] },
  // Validasi
  { path: '/validasi-penjualan', title: 'Validasi Penjualan', group: ['Validasi'] },
  { path: '/validasi-titipan', title: 'Validasi Titipan', group: ['Validasi'] },
  { path: '/validasi-hutang', title: 'Validasi Hutang', group: ['Validasi'] },
  { path: '/validasi-jual-beli', title: 'Validasi Jual Beli', group: ['Validasi'] },
  // Laporan
  {
    path: '/laporan-terima-barang-supplier',
    title: 'Laporan Terima Barang Supplier',
    group: LB,
    module: 'SEMI_GROSIR_MODULE',
  },
  { path: '/laporan-terima-barang', title: 'Laporan Terima Barang', group: LB },
  { path: '/laporan-barang-detail', title: 'Laporan Barang Detail', group: LB },
  { path: '/laporan-tambah-barang', title: 'Laporan Tambah Barang', group: LB },
  { path: '/laporan-timbang-baki', title: 'Laporan Timbang Baki', group: LB },
  { path: '/laporan-hancur-barang', title: 'Laporan Hancur Barang', group: LB },
  { path: '/laporan-pindah-barang', title: 'Laporan Pindah Barang', group: LB },
  { path: '/laporan-barang-sumary', title: 'Laporan Barang Summary', group: LB },
  { path: '/laporan-buku-berlian', title: 'Laporan Buku Berlian', group: LB },
  { path: '/laporan-daftar-member', title: 'Laporan Daftar Member', group: LB },
  { path: '/laporan-pesanan', title: 'Laporan Pesanan', group: ['Laporan', 'Pesanan'] },
  { path: '/laporan-penjualan-margin', title: 'Laporan Penjualan Margin', group: LJ },
  { path: '/laporan-titip-uang', title: 'Laporan Titip Uang', group: LJ },
  { path: '/laporan-stock-jual', title: 'Laporan Stock Jual', group: LJ },
  { path: '/laporan-transaksi-penjualan', title: 'Laporan Transaksi Penjualan', group: LJ },
  { path: '/laporan-penjualan-marketplace', title: 'Laporan Penjualan Marketplace', group: LJ },
  { path: '/laporan-barang-tukar', title: 'Laporan Barang Tukar', group: LJ },
  { path: '/laporan-batal-penjualan', title: 'Laporan Batal Penjualan', group: LJ },
  { path: '/laporan-penjualan-sales', title: 'Laporan Penjualan Sales', group: LJ },
  { path: '/laporan-penjualan-bayar', title: 'Laporan Penjualan Bayar', group: LJ },
  { path: '/laporan-penjualan-rekap', title: 'Laporan Penjualan Rekap', group: LJ, stores: ['MLT', 'NQC'] },
  { path: '/laporan-transaksi-pembelian', title: 'Laporan Transaksi Pembelian', group: LP },
  { path: '/laporan-transaksi-pembelian-history', title: 'Laporan Transaksi Pembelian History', group: LP },
  { path: '/laporan-batal-pembelian', title: 'Laporan Batal Pembelian', group: LP },
  { path: '/laporan-pembelian-sales', title: 'Laporan Pembelian Sales', group: LP },
  { path: '/laporan-services', title: 'Laporan Service', group: LS },
  { path: '/laporan-batal-service', title: 'Laporan Batal Service', group: LS },
  { path: '/laporan-service-masuk', title: 'Laporan Service Masuk', group: LS },
  { path: '/laporan-service-selesai', title: 'Laporan Service Selesai', group: LS },
  { path: '/laporan-service-ambil', title: 'Laporan Service Ambil', group: LS },
  { path: '/laporan-transaksi-hutang', title: 'Laporan Transaksi Hutang', group: LH },
  { path: '/laporan-stock-hutang', title: 'Laporan Stock Hutang', group: LH },
  { path: '/laporan-hutang-lunas', title: 'Laporan Hutang Lunas', group: LH },
  { path: '/laporan-batal-hutang', title: 'Laporan Batal Hutang', group: LH },
  { path: '/laporan-transaksi-keuangan-cash', title: 'Laporan Transaksi Keuangan Cash', group: LK },
  { path: '/laporan-keuangan-non-cash', title: 'Laporan Keuangan Non Cash', group: LK },
  { path: '/laporan-otorisasi', title: 'Laporan Otorisasi', group: LO },
  { path: '/laporan-authorization', title: 'Laporan Authorization', group: [], sameAs: '/laporan-otorisasi' },
  { path: '/laporan-eod', title: 'Laporan EOD', group: LO },
  // Manage Users
  { path: '/data-users', title: 'Data Users', group: ['Manage Users'] },
  { path: '/hak-akses-users', title: 'Hak Akses Users', group: ['Manage Users'] },
  { path: '/hak-akses-news', title: 'Hak Akses News', group: ['Manage Users'] },
  // Utility
  { path: '/settingtoko', title: 'Setting Toko', group: ['Utility'] },
  { path: '/settingNota', title: 'Setting Nota', group: ['Utility'] },
  { path: '/settingsystem', title: 'Setting System', group: ['Utility'] },
  { path: '/import-data', title: 'Import Data', group: ['Utility'], levels: IMPORT_LEVELS },
  {
    path: '/import-data-pusat',
    title: 'Import Data Pusat',
    group: ['Utility'],
    pusatOnly: true,
    levels: IMPORT_LEVELS,
  },
  { path: '/delete-data', title: 'Delete Data', group: ['Utility'], levels: DELETE_LEVELS },
  { path: '/cadangan-data', title: 'Cadangan Data', group: ['Utility'], levels: BACKUP_LEVELS },
  // Stock Opname
  { path: '/stock-opname', title: 'Stock Opname', group: ['Stock Opname'] },
  { path: '/stock-opname-penerimaan', title: 'Stock Opname Penerimaan', group: ['Stock Opname'] },
];

const byPath = new Map(ROUTES.map((r) => [r.path.toLowerCase(), r]));

export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path.toLowerCase());
}

/** The route whose access decides `path` (itself, or the screen it is another path of). */
export function accessRoute(path: string): RouteDef | undefined {
  const r = findRoute(path);
  return r?.sameAs ? findRoute(r.sameAs) : r;
}

/** Spec §4 names two paths not in the table; DESIGN.md maps them. */
export const PRIVILEGED_ON_DATE_MISMATCH = [
  '/validasi-jual-beli',
  '/stock-opname',
  '/settingNota',
  '/settingsystem',
  '/validasi-hutang',
] as const;
/**
 * The owner's own, also while the shop day is behind: the privacy page (spec §4) and Cadangan Data (issue 26 — a
 * shop that did not close yesterday must still see whether its data is safe and take a backup).
 */
export const OWNER_ONLY_ON_DATE_MISMATCH = ['/privacy-policy', '/cadangan-data'] as const;

/** The two paths of spec §4 that are not in the table, redirected to the routes DESIGN.md maps them to. */
export const SPEC_PATH_REDIRECTS = [
  { from: '/stock-opname-global', to: '/stock-opname' },
  { from: '/setting-nota', to: '/settingNota' },
] as const;

export const FULL_MENU_LEVELS = ['OWN', 'SU', 'MU'] as const;

export function hasFullMenu(level: string): boolean {
  return (FULL_MENU_LEVELS as readonly string[]).includes(level);
}

/** Screen title as the page title shows it: `<nama_toko> | <ROUTE TITLE>`. */
export function pageTitle(namaToko: string, path: string): string {
  const r = findRoute(path);
  return r ? `${namaToko} | ${r.title.toUpperCase()}` : namaToko;
}
