export * from './core.schema.ts';
export * from './hutang.schema.ts';
export * from './masters.schema.ts';
export * from './pembelian.schema.ts';
export * from './pesanan.schema.ts';
export * from './sales.schema.ts';
export * from './service.schema.ts';
export * from './stock.schema.ts';
