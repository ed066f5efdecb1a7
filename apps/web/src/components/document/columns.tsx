/**
 * Column makers of the document lists (order, repair, loan): the number in bold, a date, the customer with the phone
 * under the name, a weight, a rupiah amount — each text (CSV, search) and cell written once.
 */
import { formatNumber, formatRupiah, formatTanggal } from '@kilau/domain';
import type { DataTableColumn } from '../DataTable.tsx';

type Row = Record<string, unknown>;
type Col<R extends Row> = DataTableColumn<R>;

/** The document number, bold. */
export const noColumn = <R extends Row>(key: keyof R & string, title: string): Col<R> => ({
  key,
  title,
  render: (r) => <b>{String(r[key])}</b>,
});

export const tanggalColumn = <R extends Row>(key: keyof R & string, title: string): Col<R> => ({
  key,
  title,
  text: (r) => formatTanggal(r[key] as string),
  render: (r) => formatTanggal(r[key] as string),
});

/** `nama_customer`, with `no_hp` under it (and in brackets in the text). */
export const customerColumn = <R extends Row & { nama_customer: string; no_hp: string | null }>(): Col<R> => ({
  key: 'nama_customer',
  title: 'Customer',
  text: (r) => (r.no_hp ? `${r.nama_customer} (${r.no_hp})` : r.nama_customer),
  render: (r) => (
    <div>
      {r.nama_customer}
      {r.no_hp && <div className="k-muted">{r.no_hp}</div>}
    </div>
  ),
});

/** The craftsman's name, or `-`. */
export const tukangColumn = <R extends Row & { nama_tukang: string | null }>(): Col<R> => ({
  key: 'nama_tukang',
  title: 'Tukang',
  text: (r) => r.nama_tukang ?? '-',
  render: (r) => r.nama_tukang ?? '-',
});

export const beratColumn = <R extends Row>(key: keyof R & string, title: string): Col<R> => ({
  key,
  title,
  align: 'right',
  text: (r) => formatNumber(r[key] as string),
  render: (r) => formatNumber(r[key] as string),
});

/** A rupiah amount: the field `key`, or what `value` reads from the row. */
export const rupiahColumn = <R extends Row>(key: string, title: string, value?: (r: R) => number): Col<R> => {
  const of = value ?? ((r: R) => r[key] as number);
  return { key, title, align: 'right', text: (r) => formatRupiah(of(r)), render: (r) => formatRupiah(of(r)) };
};
