/**
 * The gold piece the test suites stock and sell, on the server (app.inject) and in the browser suites alike: group
 * E75, jenis CC, tray B1 of gudang ETL, 2.125 g of kadar 75 with Rp 50,000 making — Rp 2,175,000 at Rp 1,000,000/g.
 * A `POST barang` item: `over` sets `jumlah` and anything a suite changes. No imports: the e2e specs load it too.
 */
export const goldPiece = (over: Record<string, unknown> = {}) => ({
  nama_barang: 'cincin polos',
  kode_group: 'E75',
  kode_dept: 'CC',
  kode_gudang: 'ETL',
  kode_baki: 'B1',
  berat: '2.125',
  kadar: '75',
  ongkos: 50_000,
  ...over,
});
