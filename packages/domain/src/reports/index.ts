import type { ReportDef } from './define.ts';
import { HUTANG_REPORTS } from './hutang.reports.ts';
import { KEUANGAN_REPORTS } from './keuangan.reports.ts';
import { MEMBER_REPORTS } from './member.reports.ts';
import { PEMBELIAN_REPORTS } from './pembelian.reports.ts';
import { PESANAN_REPORTS } from './pesanan.reports.ts';
import { SALES_REPORTS } from './sales.reports.ts';
import { SERVICE_REPORTS } from './service.reports.ts';
import { STOCK_REPORTS } from './stock.reports.ts';

export * from './define.ts';
export * from './hutang.reports.ts';
export * from './keuangan.reports.ts';
export * from './member.reports.ts';
export * from './pembelian.reports.ts';
export * from './pesanan.reports.ts';
export * from './sales.reports.ts';
export * from './service.reports.ts';
export * from './stock.reports.ts';

export const REPORTS: readonly ReportDef[] = [
  ...STOCK_REPORTS,
  ...SALES_REPORTS,
  ...PEMBELIAN_REPORTS,
  ...KEUANGAN_REPORTS,
  ...PESANAN_REPORTS,
  ...SERVICE_REPORTS,
  ...HUTANG_REPORTS,
  ...MEMBER_REPORTS,
];
export const reportByRoute = (route: string) => REPORTS.find((r) => r.route.toLowerCase() === route.toLowerCase());
