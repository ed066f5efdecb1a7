/**
 * /lihat-hutang — the store's loans (paged on the server, filters kept in the URL): by loan date or due date, status,
 * customer, overdue only; overdue loans highlighted; the margin alert (collateral at today's price below what is
 * owed); detail with the pieces and repayments; repay, renew, forfeit, cancel a repayment; reprint of the NOTA HUTANG
 * and, for a repaid or renewed loan, of its NOTA PELUNASAN / NOTA PEREMAJAAN.
 */
import { EyeOutlined, FileDoneOutlined, PrinterOutlined, WarningOutlined } from '@ant-design/icons';
import type { HutangDoc, HutangRow, HutangStatus } from '@kilau/domain';
import { formatNumber, formatRupiah, formatTanggal, LIHAT_HUTANG_FILTERS, MSG } from '@kilau/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Drawer, Space, Spin, Table, Tooltip } from 'antd';
import { type CSSProperties, useState } from 'react';
import { DataTable, type DataTableColumn, PAGE_SIZES } from '../../../components/DataTable.tsx';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { slug } from '../../../lib/slug.ts';
import { type ListValues, useListParams } from '../../../lib/use-list-params.ts';
import '../../penjualan/penjualan.css';
import '../hutang.css';
import { fetchHutang, useHutangList, useMarginAlert } from '../hutang-api.ts';
import { NotaHutangModal } from '../nota/NotaHutangModal.tsx';
import { NotaLunasModal, type NotaLunasTarget } from '../nota/NotaLunasModal.tsx';
import { HutangActions } from './HutangActions.tsx';
import { HutangDetail, HutangStatusTag } from './HutangDetail.tsx';

type Row = HutangRow & Record<string, unknown>;

const columns: DataTableColumn<Row>[] = [
  { key: 'no_hutang', title: 'No Hutang', render: (r) => <b>{r.no_hutang}</b> },
  { key: 'tanggal', title: 'Tanggal', text: (r) => formatTanggal(r.tanggal), render: (r) => formatTanggal(r.tanggal) },
  {
    key: 'tgl_jatuh_tempo',
    title: 'Jatuh Tempo',
    text: (r) => formatTanggal(r.tgl_jatuh_tempo),
    render: (r) => (
      <span data-testid={r.terlambat ? `lh-terlambat-${slug(r.no_hutang)}` : undefined}>
        {formatTanggal(r.tgl_jatuh_tempo)}
        {r.terlambat && (
          <Tooltip title="Lewat Jatuh Tempo">
            <WarningOutlined style={{ color: '#cf1322', marginLeft: 6 }} />
          </Tooltip>
        )}
      </span>
    ),
  },
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
  {
    key: 'total_berat',
    title: 'Berat',
    align: 'right',
    text: (r) => formatNumber(r.total_berat),
    render: (r) => formatNumber(r.total_berat),
  },
  {
    key: 'pokok',
    title: 'Pokok',
    align: 'right',
    text: (r) => formatRupiah(r.pokok),
    render: (r) => formatRupiah(r.pokok),
  },
  {
    key: 'tagihan_hari_ini',
    title: 'Tebusan Hari Ini',
    align: 'right',
    text: (r) => formatRupiah(r.tagihan_hari_ini),
    render: (r) => formatRupiah(r.tagihan_hari_ini),
  },
  { key: 'status', title: 'Status', text: (r) => r.status, render: (r) => <HutangStatusTag status={r.status} /> },
];

const WIDTHS: Record<string, CSSProperties> = { q: { width: 240 }, status: { width: 130 }, terlambat: { width: 170 } };

function MarginAlert({ onOpen }: { onOpen: (no: string) => void }) {
  const q = useMarginAlert();
  const rows = q.data?.data ?? [];
  if (!rows.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="k-mb"
      data-testid="lh-margin-alert"
      title={`${rows.length} Hutang Dengan Nilai Jaminan Hari Ini Di Bawah Tebusan`}
      description={
        <Table
          size="small"
          pagination={false}
          rowKey="no_hutang"
          dataSource={rows}
          columns={[
            {
              key: 'no',
              title: 'No Hutang',
              render: (_v, r) => (
                <Button type="link" size="small" onClick={() => onOpen(r.no_hutang)}>
                  {r.no_hutang}
                </Button>
              ),
            },
            { key: 'cust', title: 'Customer', dataIndex: 'nama_customer' },
            { key: 'jt', title: 'Jatuh Tempo', render: (_v, r) => formatTanggal(r.tgl_jatuh_tempo) },
            {
              key: 'tagihan',
              title: 'Tebusan Hari Ini',
              align: 'right',
              render: (_v, r) => formatRupiah(r.tagihan_hari_ini),
            },
            {
              key: 'nilai',
              title: 'Nilai Jaminan Hari Ini',
              align: 'right',
              render: (_v, r) => formatRupiah(r.nilai_jaminan_kini),
            },
          ]}
        />
      }
    />
  );
}

function DetailDrawer(props: {
  no?: string;
  onClose: () => void;
  onPrint: (no: string) => void;
  onNota: (t: NotaLunasTarget) => void;
}) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: queryKeys.hutang('one', props.no ?? '-'),
    queryFn: () => fetchHutang(props.no as string),
    enabled: !!props.no,
  });
  return (
    <Drawer
      open={!!props.no}
      onClose={props.onClose}
      size={1000}
      title={`Detail Hutang ${props.no ?? ''}`}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!q.data}
          onClick={() => props.onPrint(props.no ?? '')}
          data-testid="ht-detail-print"
        >
          Cetak Ulang Nota
        </Button>
      }
    >
      {q.isLoading && <Spin />}
      {q.error && <Alert type="error" showIcon title={errorText(q.error, MSG.noConnection)} />}
      {q.data && (
        <>
          <HutangDetail
            d={q.data}
            onPrintLunas={(l) => props.onNota({ jenis: l.jenis, no: q.data.no_hutang, noLunas: l.no_lunas })}
          />
          <HutangActions
            key={`${q.data.status}-${q.data.lunas.length}`}
            d={q.data}
            onDone={(d: HutangDoc) => {
              qc.setQueryData(queryKeys.hutang('one', d.no_hutang), d);
              if (d.no_hutang !== q.data?.no_hutang) void q.refetch();
            }}
            onNota={props.onNota}
          />
        </>
      )}
    </Drawer>
  );
}

export default function LihatHutangPage() {
  const qc = useQueryClient();
  const { values, page, apply, setPage } = useListParams(LIHAT_HUTANG_FILTERS, PAGE_SIZES);
  const [draft, setDraft] = useState<ListValues>(values);
  const list = useHutangList(
    {
      tgl_from: values.tgl_from ?? '',
      tgl_to: values.tgl_to ?? '',
      jenis_tanggal: values.jenis_tanggal === 'JATUH_TEMPO' ? 'JATUH_TEMPO' : 'TANGGAL',
      q: values.q || undefined,
      status: (values.status || undefined) as HutangStatus | undefined,
      terlambat: values.terlambat === 'true' ? 'true' : undefined,
    },
    { skip: (page.page - 1) * page.size, limit: page.size },
  );
  const [detail, setDetail] = useState<string>();
  const [nota, setNota] = useState<string>();
  const [notaLunas, setNotaLunas] = useState<NotaLunasTarget>();
  const rows = (list.data?.data ?? []) as Row[];
  const search = () => {
    apply(draft);
    void qc.invalidateQueries({ queryKey: queryKeys.hutang('list') });
  };
  return (
    <Card size="small" className="k-card">
      <MarginAlert onOpen={setDetail} />
      <FilterBar
        filters={LIHAT_HUTANG_FILTERS}
        draft={draft}
        onDraft={setDraft}
        onSearch={search}
        loading={list.isFetching}
        prefix="lh"
        widths={(f) => WIDTHS[f.name]}
        testId="lh-filter"
      />
      <LoadError query={list} />
      <DataTable<Row>
        testId="lh-table"
        rows={rows}
        loading={list.isLoading}
        columns={columns}
        rowKey={(r) => r.no_hutang}
        rowClassName={(r) => (r.terlambat ? 'k-row-terlambat' : '')}
        exportName="/lihat-hutang"
        paging={{ ...page, total: list.data?.count ?? 0, onChange: setPage }}
        actionsWidth={120}
        actions={(r) => (
          <Space size={4}>
            <Tooltip title="Detail">
              <Button
                size="small"
                icon={<EyeOutlined />}
                aria-label="Detail"
                onClick={() => setDetail(r.no_hutang)}
                data-testid={`lh-detail-${slug(r.no_hutang)}`}
              />
            </Tooltip>
            <Tooltip title="Cetak Ulang Nota">
              <Button
                size="small"
                icon={<PrinterOutlined />}
                aria-label="Cetak Ulang Nota"
                onClick={() => setNota(r.no_hutang)}
                data-testid={`lh-print-${slug(r.no_hutang)}`}
              />
            </Tooltip>
            {(r.status === 'LUNAS' || r.status === 'DIPERBARUI') && (
              <Tooltip title={r.status === 'LUNAS' ? 'Cetak Nota Pelunasan' : 'Cetak Nota Peremajaan'}>
                <Button
                  size="small"
                  icon={<FileDoneOutlined />}
                  aria-label={r.status === 'LUNAS' ? 'Cetak Nota Pelunasan' : 'Cetak Nota Peremajaan'}
                  onClick={() =>
                    setNotaLunas({ jenis: r.status === 'LUNAS' ? 'PELUNASAN' : 'PEREMAJAAN', no: r.no_hutang })
                  }
                  data-testid={`lh-print-lunas-${slug(r.no_hutang)}`}
                />
              </Tooltip>
            )}
          </Space>
        )}
      />
      <DetailDrawer
        no={detail}
        onClose={() => setDetail(undefined)}
        onPrint={(no) => setNota(no)}
        onNota={setNotaLunas}
      />
      <NotaHutangModal open={!!nota} no={nota} onClose={() => setNota(undefined)} />
      <NotaLunasModal target={notaLunas} onClose={() => setNotaLunas(undefined)} />
    </Card>
  );
}
