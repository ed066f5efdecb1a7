/**
 * `stores/get/all` as the stock screens read it (the destination of a shipment). The stock calls' own shapes are
 * zod schemas in `@kilau/domain` (stock/barang.types.ts); the stores list is a master read, declared with the masters.
 */
export type StoreRow = { kode_toko: string; nama_toko: string; tipe_toko: string };
