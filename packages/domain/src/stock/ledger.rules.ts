/**
 * The kinds of movement in the item ledger (DOMAIN.md "tutup toko"): every movement of a piece records where it came
 * from (a gudang, or nowhere when it was not in stock) and where it went. The day's barang summary is computed from
 * these rows by the close's SQL step (apps/server barang-summary.step.ts), property-tested there.
 */
export const LEDGER_KINDS = [
  'TAMBAH', // created in stock (tambah data barang)
  'TERIMA', // received into stock (supplier, head-office shipment)
  'PINDAH', // moved between trays / warehouses
  'KIRIM', // sent to a branch: leaves stock, in transit
  'HANCUR', // melted / destroyed
  'JUAL', // sold
  'BATAL_JUAL', // sale cancelled: back in its tray
  'BELI', // bought back from a customer into stock (sorting)
  'BATAL_BELI', // buy-back cancelled: the piece goes back to the customer
  'CUCI', // sent to washing / repair: leaves stock
  'KEMBALI', // back from washing / repair
  'KOREKSI', // stock-opname correction
  'CONTOH', // lent to a craftsman as the model of an order: leaves its tray
  'KEMBALI_CONTOH', // the model piece given back (Ambil Barang Contoh): back in its tray
  'TITIP_DP', // reserved for a customer by a down payment (Bayar DP): leaves its tray
  'BATAL_TITIP', // the down payment cancelled: the reserved piece back in its tray
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
