/** The screens of this feature, lazily loaded; every path here is also in stockops.paths.ts. */
import { lazy } from 'react';
import type { Screen } from '../../../lib/screen.ts';

const PindahBarangPage = lazy(() => import('./PindahBarangPage.tsx'));
const PindahBakiPage = lazy(() => import('./PindahBakiPage.tsx'));
const HancurPage = lazy(() => import('./HancurPage.tsx'));
const CucianPage = lazy(() => import('./CucianPage.tsx'));
const SortirPembelianPage = lazy(() => import('./SortirPembelianPage.tsx'));
const PindahSortirPage = lazy(() => import('./PindahSortirPage.tsx'));
const TimbangBakiPage = lazy(() => import('./TimbangBakiPage.tsx'));
const StockOpnamePage = lazy(() => import('./StockOpnamePage.tsx'));
const StockOpnamePenerimaanPage = lazy(() => import('./StockOpnamePenerimaanPage.tsx'));

export const MUTASI_SCREENS: readonly Screen[] = [
  { path: '/pindah-barang', element: <PindahBarangPage /> },
  { path: '/pindah-barang-satu-baki', element: <PindahBakiPage /> },
  { path: '/hancur-data-barang', element: <HancurPage /> },
  { path: '/cucian', element: <CucianPage /> },
  { path: '/sortir-pembelian', element: <SortirPembelianPage /> },
  { path: '/pindah-sortir', element: <PindahSortirPage /> },
  { path: '/timbang-baki', element: <TimbangBakiPage /> },
  { path: '/stock-opname', element: <StockOpnamePage /> },
  { path: '/stock-opname-penerimaan', element: <StockOpnamePenerimaanPage /> },
];
