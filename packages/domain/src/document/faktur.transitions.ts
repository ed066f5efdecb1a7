/**
 * The invoice documents' one state change (the sale's and the buy-back's): AKTIF → BATAL, refused once cancelled and
 * once validated; `lagi` adds the document's own guard (a buy-back paid into a sale as a trade-in).
 */
import { defineTransitions } from './transitions.ts';

export type FakturBatalDoc = { status_valid: string };

export function fakturTransitions<D extends FakturBatalDoc>(
  judul: string,
  lagi: (d: D, no: string) => string | undefined = () => undefined,
) {
  return defineTransitions<'AKTIF' | 'BATAL', 'BATAL', D>({
    states: ['AKTIF', 'BATAL'],
    initial: 'AKTIF',
    on: {
      BATAL: {
        from: ['AKTIF'],
        to: 'BATAL',
        guard: (d, no) =>
          d.status_valid === 'DONE' ? `${judul} ${no} Sudah Divalidasi, Tidak Dapat Dibatalkan` : lagi(d, no),
      },
    },
    refusals: [{ state: 'BATAL', pesan: (no) => `${judul} ${no} Sudah Dibatalkan` }],
  });
}
