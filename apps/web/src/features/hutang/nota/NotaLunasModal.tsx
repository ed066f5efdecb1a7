/**
 * The receipt of a loan's repayment (NOTA PELUNASAN) or renewal (NOTA PEREMAJAAN): shown after paying, and printed
 * again from the loan's detail and the list. It reads the loan (`no`) — or takes the one the write answered (`doc`) —
 * and prints its repayment/renewal row `noLunas`, or the renewal that started the loan `noBaru`, or else its last
 * row of that kind in force. The modal is DocNotaModal.
 */
import { type HutangDoc, MSG } from '@kilau/domain';
import { useMemo } from 'react';
import { DocNotaModal, type NotaSpec } from '../../../components/receipt/DocNotaModal.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { fetchHutang } from '../hutang-api.ts';
import { buildNotaLunas, type JenisLunas } from './nota-lunas-model.ts';

type WhichRow = { noLunas?: string; noBaru?: string };

function lunasSpec(jenis: JenisLunas, pick: WhichRow): NotaSpec<HutangDoc> {
  const rowOf = (d: HutangDoc) =>
    pick.noLunas || pick.noBaru
      ? d.lunas.find((l) => (pick.noLunas ? l.no_lunas === pick.noLunas : l.no_hutang_baru === pick.noBaru))
      : [...d.lunas].reverse().find((l) => l.jenis === jenis && l.status === 'AKTIF');
  return {
    id: 'lunas',
    title: jenis === 'PELUNASAN' ? 'Nota Pelunasan' : 'Nota Peremajaan',
    docNo: (d) => d.no_hutang,
    queryKey: (no) => queryKeys.hutang('nota-lunas', no, pick.noLunas ?? '', pick.noBaru ?? ''),
    fetch: async (no) => {
      const d = await fetchHutang(no);
      if (!rowOf(d)) throw new Error(MSG.notFound);
      return d;
    },
    build: (d, c) => buildNotaLunas(d, rowOf(d)?.no_lunas ?? '', c.toko, c.userId),
  };
}

export type NotaLunasTarget = { jenis: JenisLunas; no: string; doc?: HutangDoc } & WhichRow;

export function NotaLunasModal({ target, onClose }: { target?: NotaLunasTarget; onClose: () => void }) {
  const jenis = target?.jenis ?? 'PELUNASAN';
  const noLunas = target?.noLunas;
  const noBaru = target?.noBaru;
  const spec = useMemo(() => lunasSpec(jenis, { noLunas, noBaru }), [jenis, noLunas, noBaru]);
  return <DocNotaModal spec={spec} open={!!target} no={target?.no} doc={target?.doc} onClose={onClose} />;
}
