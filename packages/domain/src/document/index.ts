/** Every counter document's declaration (document/define.ts), one registry for the generic pieces and their tests. */
import type { DocumentDef } from './define.ts';
import { HUTANG_DOCUMENT } from './hutang.document.ts';
import { PEMBELIAN_DOCUMENT } from './pembelian.document.ts';
import { PENJUALAN_DOCUMENT } from './penjualan.document.ts';
import { PESANAN_DOCUMENT } from './pesanan.document.ts';
import { SERVICE_DOCUMENT } from './service.document.ts';
import { TITIPAN_DOCUMENT } from './titipan.document.ts';
import { TUKAR_POIN_DOCUMENT } from './tukar-poin.document.ts';

export * from './define.ts';
export * from './hutang.document.ts';
export * from './pembelian.document.ts';
export * from './penjualan.document.ts';
export * from './pesanan.document.ts';
export * from './service.document.ts';
export * from './titipan.document.ts';
export * from './transitions.ts';
export * from './tukar-poin.document.ts';

// biome-ignore lint/suspicious/noExplicitAny: a registry of documents whose states, actions and guard documents differ
export type AnyDocument = DocumentDef<any, any, any>;

export const DOCUMENTS: readonly AnyDocument[] = [
  PENJUALAN_DOCUMENT,
  TITIPAN_DOCUMENT,
  PEMBELIAN_DOCUMENT,
  PESANAN_DOCUMENT,
  SERVICE_DOCUMENT,
  HUTANG_DOCUMENT,
  TUKAR_POIN_DOCUMENT,
];
