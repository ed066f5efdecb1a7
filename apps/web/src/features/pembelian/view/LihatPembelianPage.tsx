/**
 * /lihat-pembelian — the store's purchases of a period (paged on the server, filters kept in the URL): detail with
 * pieces and payments, reprint of the two-slip receipt, and cancel (reason + supervisor) while the pieces are still
 * in sorting. Declared here, rendered by the document kit's list page.
 */
import type { PembelianDoc, PembelianRow } from '@kilau/domain';
import { LIHAT_PEMBELIAN_FILTERS } from '@kilau/domain';
import { Button } from 'antd';
import type { CSSProperties } from 'react';
import { docColumns } from '../../../components/doc-columns.tsx';
import { DocumentListPage, type DocumentListSpec } from '../../../components/document/DocumentListPage.tsx';
import { periodQuery, picked } from '../../../components/document/list-query.ts';
import { queryKeys } from '../../../lib/query.ts';
import '../../penjualan/penjualan.css';
import { NotaPembelianModal } from '../nota/NotaPembelianModal.tsx';
import { fetchPembelian, usePembelianList } from '../pembelian-api.ts';
import { AlasanSelect, batalBlocked, useBatalPembelian } from './BatalPembelianPage.tsx';
import { BeliStatus, PembelianDetail } from './PembelianDetail.tsx';

type Row = PembelianRow & Record<string, unknown>;

const WIDTHS: Record<string, CSSProperties> = {
  q: { width: 240 },
  status: { width: 100 },
  status_valid: { width: 100 },
};

/** The detail and, while the pieces are still in sorting, the cancel with its reason and a supervisor. */
function PembelianBody({ d, onDone }: { d: PembelianDoc; onDone: (d: PembelianDoc) => void }) {
  const batal = useBatalPembelian(onDone);
  const blocked = batalBlocked(d);
  return (
    <>
      <PembelianDetail d={d} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12, alignItems: 'center' }}>
        {blocked ? (
          <span className="k-muted" data-testid="lb-blocked">
            {blocked}
          </span>
        ) : (
          <>
            <AlasanSelect value={batal.alasan} onChange={batal.setAlasan} />
            <Button danger size="large" onClick={() => batal.ask(d)} data-testid="lb-cancel">
              Batalkan Pembelian
            </Button>
          </>
        )}
      </div>
      {batal.modal}
    </>
  );
}

export const pembelianList: DocumentListSpec<Row, PembelianDoc> = {
  route: '/lihat-pembelian',
  filters: LIHAT_PEMBELIAN_FILTERS,
  ids: { list: 'lb' },
  widths: (f) => WIDTHS[f.name],
  useList: (v, page) =>
    usePembelianList(
      {
        ...periodQuery(v),
        status: picked<'AKTIF' | 'BATAL'>(v, 'status'),
        status_valid: picked<'OPEN' | 'DONE'>(v, 'status_valid'),
      },
      page,
    ),
  listKey: queryKeys.pembelian('list'),
  columns: [
    ...docColumns<Row>(),
    {
      key: 'status',
      title: 'Status',
      text: (r) => `${r.status} ${r.status_valid === 'DONE' ? 'VALID' : 'OPEN'}${r.tukar ? ' TUKAR' : ''}`,
      render: (r) => <BeliStatus d={r} />,
    },
  ],
  no: (r) => r.no_faktur_group,
  actionsWidth: 90,
  detail: {
    title: 'Pembelian',
    size: 980,
    key: (no) => queryKeys.pembelian('one', no),
    fetch: fetchPembelian,
    no: (d) => d.no_faktur_group,
    render: (d, done) => <PembelianBody d={d} onDone={done} />,
  },
  nota: { modal: (no, onClose) => <NotaPembelianModal open={!!no} no={no} onClose={onClose} /> },
};

export default function LihatPembelianPage() {
  return <DocumentListPage spec={pembelianList} />;
}
