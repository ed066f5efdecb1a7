export * from './document/index.ts';
export * from './finance/eod.schemas.ts';
export * from './hutang/hutang.lists.ts';
export * from './hutang/hutang.rules.ts';
export * from './hutang/hutang.schemas.ts';
export * from './import/hapus.schemas.ts';
export * from './import/import.contract.ts';
export * from './import/import.csv.ts';
export * from './import/import.fields.ts';
export * from './import/import.rows.ts';
export * from './import/import.tally.ts';
export {
  fromThousandths,
  importBarcode,
  thousandths,
  toDate,
  toWeight,
  weightThousandths,
} from './import/import.values.ts';
export * from './kas/kas.rules.ts';
export * from './kas/kas.schemas.ts';
export * from './member/member.schemas.ts';
export * from './member/poin.rules.ts';
export * from './menu.ts';
export * from './messages.ts';
export * from './pembelian/harga-beli.rules.ts';
export * from './pembelian/pembelian.lists.ts';
export * from './pembelian/pembelian.schemas.ts';
export * from './pesanan/pesanan.lists.ts';
export * from './pesanan/pesanan.rules.ts';
export * from './pesanan/pesanan.schemas.ts';
export * from './reports/index.ts';
export * from './resources/index.ts';
export * from './routes.ts';
export * from './rules/barcode.rules.ts';
export * from './rules/close.rules.ts';
export * from './rules/dates.rules.ts';
export * from './rules/input-filter.rules.ts';
export * from './rules/kadar.rules.ts';
export * from './rules/number-format.rules.ts';
export * from './rules/pembulatan.rules.ts';
export * from './rules/persen.rules.ts';
export * from './sales/cash-rows.ts';
export * from './sales/payment.rules.ts';
export * from './sales/pricing.rules.ts';
export * from './sales/sales.lists.ts';
export * from './sales/sales.schemas.ts';
export * from './sales/sales.wire.ts';
export * from './schemas/auth.schemas.ts';
export * from './schemas/backup.schemas.ts';
export * from './schemas/fields.ts';
export * from './schemas/otorisasi.schemas.ts';
export * from './schemas/system.schemas.ts';
export * from './schemas/wire.schemas.ts';
export * from './service/service.lists.ts';
export * from './service/service.rules.ts';
export * from './service/service.schemas.ts';
export * from './settings.ts';
export * from './stock/barang.lists.ts';
export * from './stock/barang.schemas.ts';
export * from './stock/barang.types.ts';
export * from './stock/ledger.rules.ts';
export * from './stock/weight.rules.ts';
export * from './users.ts';
