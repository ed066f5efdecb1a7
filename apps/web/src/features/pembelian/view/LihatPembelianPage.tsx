/**
 * /lihat-pembelian — the store's purchases of a period (paged on the server, filters kept in the URL): detail with
 * pieces and payments, reprint of the two-slip receipt, and cancel (reason + supervisor) while the pieces are still
 * in sorting.
 */
import { EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import type { PembelianDoc, PembelianRow } from '@kilau/domain';
import { LIHAT_PEMBELIAN_FILTERS, MSG } from '@kilau/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Drawer, Space, Spin, Tooltip } from 'antd';
import { type CSSProperties, useState } from 'react';
import { DataTable, type DataTableColumn, PAGE_SIZES } from '../../../components/DataTable.tsx';
import { docColumns } from '../../../components/doc-columns.tsx';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { slug } from '../../../lib/slug.ts';
import { type ListValues, useListParams } from '../../../lib/use-list-params.ts';
import '../../penjualan/penjualan.css';
import { NotaPembelianModal } from '../nota/NotaPembelianModal.tsx';
import { fetchPembelian, usePembelianList } from '../pembelian-api.ts';
import { AlasanSelect, batalBlocked, useBatalPembelian } from './BatalPembelianPage.tsx';
import { BeliStatus, PembelianDetail } from './PembelianDetail.tsx';

type Row = PembelianRow & Record<string, unknown>;

const columns: DataTableColumn<Row>[] = [
  ...docColumns<Row>(),
  {
    key: 'status',
    title: 'Status',
    text: (r) => `${r.status} ${r.status_valid === 'DONE' ? 'VALID' : 'OPEN'}${r.tukar ? ' TUKAR' : ''}`,
    render: (r) => <BeliStatus d={r} />,
  },
];

const WIDTHS: Record<string, CSSProperties> = {
  q: { width: 240 },
  status: { width: 100 },
  status_valid: { width: 100 },
};

function DetailDrawer(props: { no?: string; onClose: () => void; onPrint: (no: string) => void }) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: queryKeys.pembelian('one', props.no ?? '-'),
    queryFn: () => fetchPembelian(props.no as string),
    enabled: !!props.no,
  });
  const batal = useBatalPembelian((d: PembelianDoc) =>
    qc.setQueryData(queryKeys.pembelian('one', d.no_faktur_group), d),
  );
  const blocked = batalBlocked(q.data);
  return (
    <Drawer
      open={!!props.no}
      onClose={props.onClose}
      size={980}
      title={`Detail Pembelian ${props.no ?? ''}`}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!q.data}
          onClick={() => props.onPrint(props.no ?? '')}
        >
          Cetak Ulang Nota
        </Button>
      }
    >
      {q.isLoading && <Spin />}
      {q.error && <Alert type="error" showIcon title={errorText(q.error, MSG.noConnection)} />}
      {q.data && (
        <>
          <PembelianDetail d={q.data} />
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12, alignItems: 'center' }}>
            {blocked ? (
              <span className="k-muted" data-testid="lb-blocked">
                {blocked}
              </span>
            ) : (
              <>
                <AlasanSelect value={batal.alasan} onChange={batal.setAlasan} />
                <Button danger size="large" onClick={() => q.data && batal.ask(q.data)} data-testid="lb-cancel">
                  Batalkan Pembelian
                </Button>
              </>
            )}
          </div>
        </>
      )}
      {batal.modal}
    </Drawer>
  );
}

export default function LihatPembelianPage() {
  const qc = useQueryClient();
  const { values, page, apply, setPage } = useListParams(LIHAT_PEMBELIAN_FILTERS, PAGE_SIZES);
  const [draft, setDraft] = useState<ListValues>(values);
  const list = usePembelianList(
    {
      tgl_from: values.tgl_from ?? '',
      tgl_to: values.tgl_to ?? '',
      q: values.q || undefined,
      status: (values.status || undefined) as 'AKTIF' | 'BATAL' | undefined,
      status_valid: (values.status_valid || undefined) as 'OPEN' | 'DONE' | undefined,
    },
    { skip: (page.page - 1) * page.size, limit: page.size },
  );
  const [detail, setDetail] = useState<string>();
  const [nota, setNota] = useState<string>();
  const rows = (list.data?.data ?? []) as Row[];
  const search = () => {
    apply(draft);
    void qc.invalidateQueries({ queryKey: queryKeys.pembelian('list') });
  };
  return (
    <Card size="small" className="k-card">
      <FilterBar
        filters={LIHAT_PEMBELIAN_FILTERS}
        draft={draft}
        onDraft={setDraft}
        onSearch={search}
        loading={list.isFetching}
        prefix="lb"
        widths={(f) => WIDTHS[f.name]}
        testId="lb-filter"
      />
      <LoadError query={list} />
      <DataTable<Row>
        testId="lb-table"
        rows={rows}
        loading={list.isLoading}
        columns={columns}
        rowKey={(r) => r.no_faktur_group}
        exportName="/lihat-pembelian"
        paging={{ ...page, total: list.data?.count ?? 0, onChange: setPage }}
        actionsWidth={90}
        actions={(r) => (
          <Space size={4}>
            <Tooltip title="Detail">
              <Button
                size="small"
                icon={<EyeOutlined />}
                aria-label="Detail"
                onClick={() => setDetail(r.no_faktur_group)}
                data-testid={`lb-detail-${slug(r.no_faktur_group)}`}
              />
            </Tooltip>
            <Tooltip title="Cetak Ulang Nota">
              <Button
                size="small"
                icon={<PrinterOutlined />}
                aria-label="Cetak Ulang Nota"
                onClick={() => setNota(r.no_faktur_group)}
                data-testid={`lb-print-${slug(r.no_faktur_group)}`}
              />
            </Tooltip>
          </Space>
        )}
      />
      <DetailDrawer no={detail} onClose={() => setDetail(undefined)} onPrint={(no) => setNota(no)} />
      <NotaPembelianModal open={!!nota} no={nota} onClose={() => setNota(undefined)} />
    </Card>
  );
}
