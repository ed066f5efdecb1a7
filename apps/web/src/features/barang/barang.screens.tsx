/** The screens of this feature, lazily loaded; every path here is also in stock.paths.ts. */
import { lazy } from 'react';
import type { Screen } from '../../lib/screen.ts';

const TambahDataBarangPage = lazy(() => import('./TambahDataBarangPage.tsx'));
const CetakBarcodePage = lazy(() => import('./CetakBarcodePage.tsx'));
const DataBarangPage = lazy(() => import('./DataBarangPage.tsx'));
const TerimaBarangPage = lazy(() => import('./TerimaBarangPage.tsx'));
const KirimBarangPage = lazy(() => import('./KirimBarangPage.tsx'));
const PenerimaanBarangPage = lazy(() => import('./PenerimaanBarangPage.tsx'));

export const BARANG_SCREENS: readonly Screen[] = [
  { path: '/tambah-data-barang', element: <TambahDataBarangPage /> },
  { path: '/cetak-barcode', element: <CetakBarcodePage /> },
  { path: '/data-barang', element: <DataBarangPage /> },
  { path: '/terima-barang', element: <TerimaBarangPage /> },
  { path: '/kirim-barang-kecabang', element: <KirimBarangPage /> },
  { path: '/penerimaan-barang', element: <PenerimaanBarangPage /> },
];
