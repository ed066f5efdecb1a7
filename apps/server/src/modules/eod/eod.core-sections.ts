/**
 * The sections of the end-of-day report this release knows: the day's sales, buy-backs and deposits, the money per
 * payment type and account, the drawer's book, the drawer count, the barang summary and the authorizations. Each
 * reads the store's day inside the close transaction (after the barang summary step has written its rows). The
 * registry is eod-sections.ts; orders, repairs and loans register theirs in their own modules (`*.eod.ts`).
 */
import './eod.documents.ts';
import './eod.money.ts';
import './eod.barang.ts';
import './eod.otorisasi.ts';
