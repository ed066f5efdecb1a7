/**
 * /lihat-services — the store's services of a period (paged on the server, filters kept in the URL): search by date,
 * status and customer; detail with items, photos and payments; reprint of the NOTA SERVICE; mark done, hand over
 * with the rest paid, cancel with a supervisor.
 */
import { EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import type { ServiceDoc, ServiceRow, ServiceStatus } from '@kilau/domain';
import { formatNumber, formatRupiah, formatTanggal, LIHAT_SERVICE_FILTERS, MSG } from '@kilau/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Drawer, Space, Spin, Tooltip } from 'antd';
import { type CSSProperties, useState } from 'react';
import { DataTable, type DataTableColumn, PAGE_SIZES } from '../../../components/DataTable.tsx';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { slug } from '../../../lib/slug.ts';
import { type ListValues, useListParams } from '../../../lib/use-list-params.ts';
import '../../penjualan/penjualan.css';
import { NotaServiceModal } from '../nota/NotaServiceModal.tsx';
import { fetchService, useServiceList } from '../service-api.ts';
import { ServiceActions } from './ServiceActions.tsx';
import { ServiceDetail, ServiceStatusTag } from './ServiceDetail.tsx';

type Row = ServiceRow & Record<string, unknown>;

const columns: DataTableColumn<Row>[] = [
  { key: 'no_service', title: 'No Service', render: (r) => <b>{r.no_service}</b> },
  { key: 'tanggal', title: 'Tanggal', text: (r) => formatTanggal(r.tanggal), render: (r) => formatTanggal(r.tanggal) },
  {
    key: 'nama_customer',
    title: 'Customer',
    text: (r) => (r.no_hp ? `${r.nama_customer} (${r.no_hp})` : r.nama_customer),
    render: (r) => (
      <div>
        {r.nama_customer}
        {r.no_hp && <div className="k-muted">{r.no_hp}</div>}
      </div>
    ),
  },
  { key: 'kode_sales', title: 'Sales' },
  { key: 'nama_tukang', title: 'Tukang', text: (r) => r.nama_tukang ?? '-', render: (r) => r.nama_tukang ?? '-' },
  {
    key: 'total_berat',
    title: 'Berat',
    align: 'right',
    text: (r) => formatNumber(r.total_berat),
    render: (r) => formatNumber(r.total_berat),
  },
  {
    key: 'total',
    title: 'Total',
    align: 'right',
    text: (r) => formatRupiah(r.total),
    render: (r) => formatRupiah(r.total),
  },
  { key: 'dp', title: 'DP', align: 'right', text: (r) => formatRupiah(r.dp), render: (r) => formatRupiah(r.dp) },
  {
    key: 'sisa',
    title: 'Sisa',
    align: 'right',
    text: (r) => formatRupiah(r.sisa),
    render: (r) => formatRupiah(r.sisa),
  },
  { key: 'status', title: 'Status', text: (r) => r.status, render: (r) => <ServiceStatusTag status={r.status} /> },
];

const WIDTHS: Record<string, CSSProperties> = { q: { width: 240 }, status: { width: 130 } };

function DetailDrawer(props: { no?: string; onClose: () => void; onPrint: (no: string) => void }) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: queryKeys.service('one', props.no ?? '-'),
    queryFn: () => fetchService(props.no as string),
    enabled: !!props.no,
  });
  return (
    <Drawer
      open={!!props.no}
      onClose={props.onClose}
      size={1000}
      title={`Detail Service ${props.no ?? ''}`}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!q.data}
          onClick={() => props.onPrint(props.no ?? '')}
          data-testid="sv-detail-print"
        >
          Cetak Ulang Nota
        </Button>
      }
    >
      {q.isLoading && <Spin />}
      {q.error && <Alert type="error" showIcon title={errorText(q.error, MSG.noConnection)} />}
      {q.data && (
        <>
          <ServiceDetail d={q.data} />
          <ServiceActions
            key={q.data.status}
            d={q.data}
            onDone={(d: ServiceDoc) => qc.setQueryData(queryKeys.service('one', d.no_service), d)}
          />
        </>
      )}
    </Drawer>
  );
}

export default function LihatServicePage() {
  const qc = useQueryClient();
  const { values, page, apply, setPage } = useListParams(LIHAT_SERVICE_FILTERS, PAGE_SIZES);
  const [draft, setDraft] = useState<ListValues>(values);
  const list = useServiceList(
    {
      tgl_from: values.tgl_from ?? '',
      tgl_to: values.tgl_to ?? '',
      q: values.q || undefined,
      status: (values.status || undefined) as ServiceStatus | undefined,
    },
    { skip: (page.page - 1) * page.size, limit: page.size },
  );
  const [detail, setDetail] = useState<string>();
  const [nota, setNota] = useState<string>();
  const rows = (list.data?.data ?? []) as Row[];
  const search = () => {
    apply(draft);
    void qc.invalidateQueries({ queryKey: queryKeys.service('list') });
  };
  return (
    <Card size="small" className="k-card">
      <FilterBar
        filters={LIHAT_SERVICE_FILTERS}
        draft={draft}
        onDraft={setDraft}
        onSearch={search}
        loading={list.isFetching}
        prefix="lp"
        widths={(f) => WIDTHS[f.name]}
        testId="ls-filter"
      />
      <LoadError query={list} />
      <DataTable<Row>
        testId="ls-table"
        rows={rows}
        loading={list.isLoading}
        columns={columns}
        rowKey={(r) => r.no_service}
        exportName="/lihat-services"
        paging={{ ...page, total: list.data?.count ?? 0, onChange: setPage }}
        actionsWidth={90}
        actions={(r) => (
          <Space size={4}>
            <Tooltip title="Detail">
              <Button
                size="small"
                icon={<EyeOutlined />}
                aria-label="Detail"
                onClick={() => setDetail(r.no_service)}
                data-testid={`ls-detail-${slug(r.no_service)}`}
              />
            </Tooltip>
            <Tooltip title="Cetak Ulang Nota">
              <Button
                size="small"
                icon={<PrinterOutlined />}
                aria-label="Cetak Ulang Nota"
                onClick={() => setNota(r.no_service)}
                data-testid={`ls-print-${slug(r.no_service)}`}
              />
            </Tooltip>
          </Space>
        )}
      />
      <DetailDrawer no={detail} onClose={() => setDetail(undefined)} onPrint={(no) => setNota(no)} />
      <NotaServiceModal open={!!nota} no={nota} onClose={() => setNota(undefined)} />
    </Card>
  );
}
