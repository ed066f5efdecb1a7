/**
 * Which screens of the route table this app has built (issue 3: a route is registered and shown in the menu
 * only when its screen exists). Every declared master gets its screen through the generic master page; each
 * feature folder lists its own paths, so features are added without touching each other's files.
 */
import { RESOURCES } from '@kilau/domain';
import { BACKUP_PATHS } from '../features/backup/backup.paths.ts';
import { BARANG_PATHS } from '../features/barang/barang.paths.ts';
import { MUTASI_PATHS } from '../features/barang/mutasi/mutasi.paths.ts';
import { EOD_PATHS } from '../features/eod/eod.paths.ts';
import { HAPUS_PATHS } from '../features/hapus/hapus.paths.ts';
import { HUTANG_PATHS } from '../features/hutang/hutang.paths.ts';
import { IMPOR_PATHS } from '../features/impor/impor.paths.ts';
import { KAS_PATHS } from '../features/kas/kas.paths.ts';
import { MEMBER_PATHS } from '../features/member/member.paths.ts';
import { PEMBELIAN_PATHS } from '../features/pembelian/pembelian.paths.ts';
import { PENJUALAN_PATHS } from '../features/penjualan/penjualan.paths.ts';
import { PESANAN_PATHS } from '../features/pesanan/pesanan.paths.ts';
import { REPORTS_PATHS } from '../features/reports/reports.paths.ts';
import { SERVICE_PATHS } from '../features/service/service.paths.ts';
import { SETTINGS_PATHS } from '../features/settings/settings.paths.ts';
import { USERS_PATHS } from '../features/users/users.paths.ts';

export const STATIC_PATHS = ['/blank', '/privacy-policy', '/terms-and-conditions'] as const;

export const FEATURE_PATHS: readonly string[] = [
  ...USERS_PATHS,
  ...SETTINGS_PATHS,
  ...BARANG_PATHS,
  ...MUTASI_PATHS,
  ...REPORTS_PATHS,
  ...PENJUALAN_PATHS,
  ...PEMBELIAN_PATHS,
  ...KAS_PATHS,
  ...MEMBER_PATHS,
  ...PESANAN_PATHS,
  ...SERVICE_PATHS,
  ...HUTANG_PATHS,
  ...EOD_PATHS,
  ...IMPOR_PATHS,
  ...HAPUS_PATHS,
  ...BACKUP_PATHS,
];

export const BUILT_PATHS: readonly string[] = [
  '/dashboard',
  ...STATIC_PATHS,
  ...RESOURCES.map((r) => r.route),
  ...FEATURE_PATHS,
];

const built = new Set(BUILT_PATHS.map((p) => p.toLowerCase()));
export const isBuilt = (path: string): boolean => built.has(path.toLowerCase());
