/**
 * A document's receipt as renderer-neutral data: what it says and in which block, never how it is drawn. One
 * `Receipt` is rendered by ReceiptPaper (the page: preview and browser print), by receipt-pdf.ts (jspdf) and can be
 * by any other writer (a thermal printer) — each document only maps its own data to it. Every text is final here
 * (money, weights and dates formatted; empty fields as `-`), so every renderer says exactly the same words.
 */
import type { Toko } from '@kilau/domain';
import { formatTanggal, formatTime, todayIn, type ZoneName } from '@kilau/domain';

export type Pair = [label: string, value: string];
export type Align = 'left' | 'center' | 'right';

/** A line under a cell's value (a description, a barcode, the sale a piece came from); empty lines are not drawn. */
export type ReceiptSub = {
  key: string;
  mono?: boolean;
  /** On the page: test id `nota-<id>-<testId>-<row number>`. */
  testId?: string;
};

export type ReceiptColumn = {
  /** The row's field shown in this column. */
  key: string;
  label: string;
  align?: Align;
  mono?: boolean;
  /** PDF width in mm (else shared out by jspdf-autotable). */
  width?: number;
  sub?: readonly ReceiptSub[];
  /** On the page: test id `nota-<id>-<testId>` of this column's cell in the totals row. */
  totalTestId?: string;
};

/** One table row (or the totals row): texts by field name. */
export type ReceiptRow = Record<string, string>;

/** A copy of the receipt: `tag` printed at the top right (the copy's name, or the state); with `key`, the copy's
 *  test ids end in `-<key>`. */
export type ReceiptCopy = { tag?: string; key?: string };

export type Receipt = {
  /** `slip`: one A5-wide slip a page, each copy on its own page; `half`: two copies on each A4 sheet, a cut line
   *  between. */
  size: 'slip' | 'half';
  toko: { nama: string; alamat: string; telp: string };
  judul: string;
  no: string;
  batal: boolean;
  copies: readonly ReceiptCopy[];
  info: Pair[];
  columns: readonly ReceiptColumn[];
  /** The table's rows; no rows, no table. */
  items: ReceiptRow[];
  /** The totals row, by column key. */
  total?: ReceiptRow;
  /** Lines under the table, full width. */
  catatan: string[];
  /** The amount in words. */
  terbilang?: string;
  /** Payment lines (left, under the words). */
  bayar: Pair[];
  /** The figures (right, bold). */
  ringkasan: Pair[];
  /** On the page, each figure's value carries test id `nota-<id>-<label in kebab case>`. */
  rowIds?: boolean;
  /** The state in a box (left, last). */
  status?: string;
  /** Terms, full width below the figures. */
  syarat?: { judul: string; text: string };
  /** Who signs for the customer's side (the store signs `Hormat Kami`). */
  penanda: string;
  printed: string;
};

export const txt = (v: unknown): string => (v === null || v === undefined ? '' : String(v)).trim();
export const orDash = (v: unknown): string => txt(v) || '-';

/** `S01 - DEWI`: a code and its name (either may be empty), or `-`. */
export const kodeNama = (kode: unknown, nama: unknown): string =>
  [txt(kode), txt(nama)].filter(Boolean).join(' - ') || '-';

/** The store's header as printed. */
export const receiptToko = (toko: Toko | undefined): Receipt['toko'] => ({
  nama: txt(toko?.nama_toko),
  alamat: txt(toko?.alamat_toko),
  telp: txt(toko?.no_hp),
});

/** `25 November 2026, 10:04 WIB`: the document's date with the time it was written, on the store's clock. */
export function tanggalJam(tanggal: string, createdAt: string | null | undefined, zone: ZoneName): string {
  const jam = formatTime(createdAt, zone);
  return `${formatTanggal(tanggal)}${jam ? `, ${jam} ${zone}` : ''}`;
}

/** `Dicetak Oleh ADMIN / 25 November 2026 12:00`. */
export const printedLine = (by: string, now: Date, zone: ZoneName) =>
  `Dicetak Oleh ${by || '-'} / ${formatTanggal(todayIn(zone, now))} ${formatTime(now, zone)}`;

/** The numbering column every item table opens with. */
export const NO_COLUMN: ReceiptColumn = { key: 'no', label: 'No', align: 'center', width: 9 };

/** `nota-pesanan-DP-261125-0001.pdf`: the title and the number, as a file name. */
export const receiptFileName = (r: Pick<Receipt, 'judul' | 'no'>) =>
  `${r.judul.toLowerCase().replace(/\s+/g, '-')}-${r.no.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;

/** The texts of one cell: its value, then its non-empty sub lines. */
export const cellLines = (c: ReceiptColumn, row: ReceiptRow): string[] => [
  row[c.key] ?? '',
  ...(c.sub ?? []).map((s) => row[s.key] ?? '').filter(Boolean),
];
