/**
 * Stock opname on the client: the shape the server answers (`stock-opname*`), the counts and weights of the three
 * lists, the result the finish will give, and why an unexpected piece is unexpected.
 */
import type { OpnameDipesan, OpnameExpected, OpnameHead, OpnameScan, OpnameState } from '@kilau/domain';
import { totalBerat } from './piece.ts';

export type { OpenOpname, OpnameHead, OpnameJenis, OpnameState } from '@kilau/domain';
/** A scanned barcode (found or unexpected) and an expected piece, as `stock-opname*` answers them. */
export type ScannedRow = OpnameScan;
export type ExpectedRow = OpnameExpected;
/** A piece of the tray out as reserved by a down payment or lent as an order's model: listed, never counted. */
export type DipesanRow = OpnameDipesan;

const weightOf = (rows: readonly { berat: number | null }[]) => totalBerat(rows.map((r) => ({ berat: r.berat ?? 0 })));

export function opnameSummary(s: OpnameState) {
  const hasil: 'SESUAI' | 'SELISIH' = s.hilang.length === 0 && s.lebih.length === 0 ? 'SESUAI' : 'SELISIH';
  return {
    seharusnya: s.jumlah_seharusnya,
    ditemukan: s.ditemukan.length,
    hilang: s.hilang.length,
    lebih: s.lebih.length,
    berat: {
      // the expected pieces are exactly the found plus the missing ones
      seharusnya: weightOf([...s.ditemukan, ...s.hilang]),
      ditemukan: weightOf(s.ditemukan),
      hilang: weightOf(s.hilang),
      lebih: weightOf(s.lebih),
    },
    /** What finishing now would record (a finished count keeps its saved result). */
    hasil: s.opname.status === 'SELESAI' && s.opname.hasil ? s.opname.hasil : hasil,
  };
}

/** Why a scanned piece is not one of the expected ones. */
export function lebihReason(r: ScannedRow, o: Pick<OpnameHead, 'jenis' | 'kode_baki'>): string {
  if (!r.nama_barang) return 'Barcode Tidak Dikenal';
  if (r.status && r.status !== 'STOCK') return `Status ${r.status}`;
  if (o.jenis === 'BAKI' && r.kode_baki && r.kode_baki !== o.kode_baki) return `Milik Baki ${r.kode_baki}`;
  return o.jenis === 'PENERIMAAN' ? 'Bukan Barang Penerimaan Ini' : 'Tidak Tercatat Di Baki Ini';
}

/** What is counted: `Baki B1` or `Penerimaan PST-TB-…`. */
export const opnameTarget = (o: Pick<OpnameHead, 'jenis' | 'kode_baki' | 'no_ref'>): string =>
  o.jenis === 'BAKI' ? `Baki ${o.kode_baki}` : `Penerimaan ${o.no_ref}`;

/** Where a scan landed, for the line under the scan field. */
export function scanOutcome(s: OpnameState, barcode: string): { list: 'ditemukan' | 'lebih'; row: ScannedRow } | null {
  const d = s.ditemukan.find((r) => r.kode_barcode === barcode);
  if (d) return { list: 'ditemukan', row: d };
  const l = s.lebih.find((r) => r.kode_barcode === barcode);
  return l ? { list: 'lebih', row: l } : null;
}
