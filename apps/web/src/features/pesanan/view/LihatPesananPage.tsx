/**
 * /lihat-pesanan — the store's orders of a period (paged on the server, filters kept in the URL): search by date,
 * status and customer; detail with pieces, DP and samples; reprint of the NOTA PESANAN; advance the state, cancel
 * with a supervisor, and give lent sample pieces back (Ambil Barang Contoh).
 */
import { EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import type { PesananDoc, PesananRow, PesananStatus } from '@kilau/domain';
import { formatNumber, formatRupiah, formatTanggal, LIHAT_PESANAN_FILTERS, MSG } from '@kilau/domain';
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
import { NotaPesananModal } from '../nota/NotaPesananModal.tsx';
import { fetchPesanan, usePesananList } from '../pesanan-api.ts';
import { PesananActions } from './PesananActions.tsx';
import { PesananDetail, PesananStatusTag } from './PesananDetail.tsx';

type Row = PesananRow & Record<string, unknown>;

const columns: DataTableColumn<Row>[] = [
  { key: 'no_pesanan', title: 'No Pesanan', render: (r) => <b>{r.no_pesanan}</b> },
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
    key: 'tgl_estimasi',
    title: 'Estimasi',
    text: (r) => formatTanggal(r.tgl_estimasi),
    render: (r) => formatTanggal(r.tgl_estimasi),
  },
  {
    key: 'total_berat',
    title: 'Berat Est.',
    align: 'right',
    text: (r) => formatNumber(r.total_berat),
    render: (r) => formatNumber(r.total_berat),
  },
  {
    key: 'total_harga',
    title: 'Total',
    align: 'right',
    text: (r) => formatRupiah(r.total_akhir || r.total_harga),
    render: (r) => formatRupiah(r.total_akhir || r.total_harga),
  },
  { key: 'dp', title: 'DP', align: 'right', text: (r) => formatRupiah(r.dp), render: (r) => formatRupiah(r.dp) },
  {
    key: 'sisa',
    title: 'Sisa',
    align: 'right',
    text: (r) => formatRupiah(r.sisa),
    render: (r) => formatRupiah(r.sisa),
  },
  { key: 'status', title: 'Status', text: (r) => r.status, render: (r) => <PesananStatusTag d={r} /> },
];

const WIDTHS: Record<string, CSSProperties> = { q: { width: 240 }, status: { width: 130 } };

function DetailDrawer(props: { no?: string; onClose: () => void; onPrint: (no: string) => void }) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: queryKeys.pesanan('one', props.no ?? '-'),
    queryFn: () => fetchPesanan(props.no as string),
    enabled: !!props.no,
  });
  return (
    <Drawer
      open={!!props.no}
      onClose={props.onClose}
      size={1000}
      title={`Detail Pesanan ${props.no ?? ''}`}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!q.data}
          onClick={() => props.onPrint(props.no ?? '')}
          data-testid="ps-detail-print"
        >
          Cetak Ulang Nota
        </Button>
      }
    >
      {q.isLoading && <Spin />}
      {q.error && <Alert type="error" showIcon title={errorText(q.error, MSG.noConnection)} />}
      {q.data && (
        <>
          <PesananDetail d={q.data} />
          <PesananActions
            key={`${q.data.status}-${q.data.contoh_dipinjam}`}
            d={q.data}
            onDone={(d: PesananDoc) => qc.setQueryData(queryKeys.pesanan('one', d.no_pesanan), d)}
          />
        </>
      )}
    </Drawer>
  );
}

export default function LihatPesananPage() {
  const qc = useQueryClient();
  const { values, page, apply, setPage } = useListParams(LIHAT_PESANAN_FILTERS, PAGE_SIZES);
  const [draft, setDraft] = useState<ListValues>(values);
  const list = usePesananList(
    {
      tgl_from: values.tgl_from ?? '',
      tgl_to: values.tgl_to ?? '',
      q: values.q || undefined,
      status: (values.status || undefined) as PesananStatus | undefined,
    },
    { skip: (page.page - 1) * page.size, limit: page.size },
  );
  const [detail, setDetail] = useState<string>();
  const [nota, setNota] = useState<string>();
  const rows = (list.data?.data ?? []) as Row[];
  const search = () => {
    apply(draft);
    void qc.invalidateQueries({ queryKey: queryKeys.pesanan('list') });
  };
  return (
    <Card size="small" className="k-card">
      <FilterBar
        filters={LIHAT_PESANAN_FILTERS}
        draft={draft}
        onDraft={setDraft}
        onSearch={search}
        loading={list.isFetching}
        prefix="lp"
        widths={(f) => WIDTHS[f.name]}
        testId="lp-filter"
      />
      <LoadError query={list} />
      <DataTable<Row>
        testId="lp-table"
        rows={rows}
        loading={list.isLoading}
        columns={columns}
        rowKey={(r) => r.no_pesanan}
        exportName="/lihat-pesanan"
        paging={{ ...page, total: list.data?.count ?? 0, onChange: setPage }}
        actionsWidth={90}
        actions={(r) => (
          <Space size={4}>
            <Tooltip title="Detail">
              <Button
                size="small"
                icon={<EyeOutlined />}
                aria-label="Detail"
                onClick={() => setDetail(r.no_pesanan)}
                data-testid={`lp-detail-${slug(r.no_pesanan)}`}
              />
            </Tooltip>
            <Tooltip title="Cetak Ulang Nota">
              <Button
                size="small"
                icon={<PrinterOutlined />}
                aria-label="Cetak Ulang Nota"
                onClick={() => setNota(r.no_pesanan)}
                data-testid={`lp-print-${slug(r.no_pesanan)}`}
              />
            </Tooltip>
          </Space>
        )}
      />
      <DetailDrawer no={detail} onClose={() => setDetail(undefined)} onPrint={(no) => setNota(no)} />
      <NotaPesananModal open={!!nota} no={nota} onClose={() => setNota(undefined)} />
    </Card>
  );
}
