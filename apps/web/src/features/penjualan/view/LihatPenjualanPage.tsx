/**
 * /lihat-penjualan — search sales by date range, invoice / customer / phone / barcode, salesperson, status and
 * validation (declared filters, kept in the URL with the page); the detail with items and payments; reprint of the
 * receipt (page and PDF).
 */

import { EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import type { SaleRow } from '@kilau/domain';
import { formatNumber, formatRupiah, LIHAT_PENJUALAN_FILTERS } from '@kilau/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tooltip } from 'antd';
import { type CSSProperties, useState } from 'react';
import { DataTable, type DataTableColumn, PAGE_SIZES } from '../../../components/DataTable.tsx';
import { docColumns } from '../../../components/doc-columns.tsx';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { slug } from '../../../lib/slug.ts';
import { type ListValues, useListParams } from '../../../lib/use-list-params.ts';
import { NotaModal } from '../nota/NotaModal.tsx';
import { type SalesFilter, useSalesList } from '../shared/sales-queries.ts';
import '../penjualan.css';
import { LoadError } from '../../../components/LoadError.tsx';
import { StatusTag, ValidTag } from './SaleDetail.tsx';
import { SaleDrawer } from './SaleDrawer.tsx';

type Row = SaleRow & Record<string, unknown>;

const columns: DataTableColumn<Row>[] = [
  ...docColumns<Row>(),
  {
    key: 'status',
    title: 'Status',
    text: (r) => `${r.status} ${r.status_valid === 'DONE' ? 'VALID' : 'OPEN'}`,
    render: (r) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        <StatusTag status={r.status} />
        <ValidTag v={r.status_valid} />
      </span>
    ),
  },
];

// the controls keep the test ids and widths they had before the filters were declared
const IDS: Record<string, string> = {
  tgl_from: 'lp-from',
  tgl_to: 'lp-to',
  q: 'lp-q',
  kode_sales: 'lp-sales',
  status: 'lp-status',
  status_valid: 'lp-valid',
};
const WIDTHS: Record<string, CSSProperties> = {
  q: { width: 210 },
  kode_sales: { width: 150 },
  status: { width: 100 },
  status_valid: { width: 100 },
};

/** The sales filter of the list's query, from the declared filters' values (the URL's). */
const salesFilter = (v: ListValues): SalesFilter => ({
  tgl_from: v.tgl_from ?? '',
  tgl_to: v.tgl_to ?? '',
  q: v.q || undefined,
  kode_sales: v.kode_sales || undefined,
  status: (v.status || undefined) as SalesFilter['status'],
  status_valid: (v.status_valid || undefined) as SalesFilter['status_valid'],
});

export default function LihatPenjualanPage() {
  const qc = useQueryClient();
  const { values, page, apply, setPage } = useListParams(LIHAT_PENJUALAN_FILTERS, PAGE_SIZES);
  const [draft, setDraft] = useState<ListValues>(values);
  const list = useSalesList(salesFilter(values), { skip: (page.page - 1) * page.size, limit: page.size });
  const [detail, setDetail] = useState<string>();
  const [nota, setNota] = useState<string>();
  const rows = (list.data?.data ?? []) as Row[];
  // the totals of every sale the filter matches, counted by the server (not only this page)
  const count = list.data?.count ?? 0;
  const sum = list.data?.summary ?? { aktif: 0, berat: 0, harga: 0 };
  const search = () => {
    apply(draft);
    void qc.invalidateQueries({ queryKey: queryKeys.sales('list') });
  };

  return (
    <Card size="small" className="k-card">
      <FilterBar
        filters={LIHAT_PENJUALAN_FILTERS}
        draft={draft}
        onDraft={setDraft}
        onSearch={search}
        loading={list.isFetching}
        prefix="lp"
        ids={IDS}
        widths={(f) => WIDTHS[f.name]}
        testId="lp-filter"
      />
      <LoadError query={list} />
      <DataTable<Row>
        testId="lp-table"
        rows={rows}
        loading={list.isLoading}
        columns={columns}
        rowKey={(r) => r.no_faktur_group}
        exportName="/lihat-penjualan"
        paging={{ ...page, total: count, onChange: setPage }}
        actionsWidth={90}
        actions={(r) => (
          <Space size={4}>
            <Tooltip title="Detail">
              <Button
                size="small"
                icon={<EyeOutlined />}
                aria-label="Detail"
                onClick={() => setDetail(r.no_faktur_group)}
                data-testid={`lp-detail-${slug(r.no_faktur_group)}`}
              />
            </Tooltip>
            <Tooltip title="Cetak Ulang Nota">
              <Button
                size="small"
                icon={<PrinterOutlined />}
                aria-label="Cetak Ulang Nota"
                onClick={() => setNota(r.no_faktur_group)}
                data-testid={`lp-print-${slug(r.no_faktur_group)}`}
              />
            </Tooltip>
          </Space>
        )}
      />
      <div className="k-totals-bar" data-testid="lp-totals">
        <span>
          Transaksi: <b>{formatNumber(count, 0)}</b> (Aktif {formatNumber(sum.aktif, 0)})
        </span>
        <span>
          Berat Aktif: <b>{formatNumber(sum.berat)} gr</b>
        </span>
        <span>
          Total Aktif: <b>Rp {formatRupiah(sum.harga)}</b>
        </span>
      </div>
      <SaleDrawer no={detail} onClose={() => setDetail(undefined)} />
      <NotaModal open={!!nota} no={nota} onClose={() => setNota(undefined)} />
    </Card>
  );
}
