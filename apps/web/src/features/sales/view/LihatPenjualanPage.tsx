/**
 * /lihat-penjualan — search sales by date range, invoice / customer / phone / barcode, salesperson, status and
 * validation; the detail with items and payments; reprint of the receipt (page and PDF).
 */

import { EyeOutlined, PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import type { SaleRow } from '@kilau/domain';
import { formatNumber, formatRupiah, formatTanggal } from '@kilau/domain';
import { Button, Card, Input, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { DataTable, type DataTableColumn, PAGE_SIZES } from '../../../components/DataTable.tsx';
import { DateField } from '../../../components/DateField.tsx';
import { useSession } from '../../../lib/session.ts';
import { jamToko } from '../../../lib/shop-time.ts';
import { NotaModal } from '../nota/NotaModal.tsx';
import { FilterField } from '../shared/FilterField.tsx';
import { pickOption, type SalesFilter, useActive, useSalesList } from '../shared/sales-queries.ts';
import { slug } from '../shared/slug.ts';
import '../sales.css';
import { LoadError } from '../../../components/LoadError.tsx';
import { StatusTag, ValidTag } from './SaleDetail.tsx';
import { SaleDrawer } from './SaleDrawer.tsx';

type Row = SaleRow & Record<string, unknown>;

const columns: DataTableColumn<Row>[] = [
  { key: 'no_faktur_group', title: 'No Faktur', render: (r) => <b>{r.no_faktur_group}</b> },
  {
    key: 'tanggal',
    title: 'Tanggal',
    text: (r) => `${formatTanggal(r.tanggal)} ${jamToko(r.created_at)}`,
    render: (r) => (
      <div style={{ whiteSpace: 'nowrap' }}>
        {formatTanggal(r.tanggal)}
        <div className="k-muted">{jamToko(r.created_at)}</div>
      </div>
    ),
  },
  {
    key: 'nama_customer',
    title: 'Customer',
    text: (r) => (r.no_hp ? `${r.nama_customer} (${r.no_hp})` : r.nama_customer),
    render: (r) => (
      <div>
        {r.nama_customer || '-'}
        {r.no_hp && <div className="k-muted">{r.no_hp}</div>}
      </div>
    ),
  },
  { key: 'kode_sales', title: 'Sales' },
  { key: 'jumlah_barang', title: 'Pcs', align: 'right' },
  {
    key: 'total_berat',
    title: 'Berat (gr)',
    align: 'right',
    text: (r) => formatNumber(r.total_berat),
    render: (r) => formatNumber(r.total_berat),
  },
  {
    key: 'total_harga',
    title: 'Total (Rp)',
    align: 'right',
    text: (r) => formatRupiah(r.total_harga),
    render: (r) => formatRupiah(r.total_harga),
  },
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

export default function LihatPenjualanPage() {
  const day = useSession()?.user.tgl_system ?? '';
  const sales = useActive('sales');
  const [draft, setDraft] = useState<SalesFilter>({ tgl_from: day, tgl_to: day });
  const [filter, setFilter] = useState<SalesFilter>(draft);
  const [page, setPage] = useState({ page: 1, size: PAGE_SIZES[0] as number });
  const list = useSalesList(filter, { skip: (page.page - 1) * page.size, limit: page.size });
  const [detail, setDetail] = useState<string>();
  const [nota, setNota] = useState<string>();
  const rows = (list.data?.data ?? []) as Row[];
  // the totals of every sale the filter matches, counted by the server (not only this page)
  const count = list.data?.count ?? 0;
  const sum = list.data?.summary ?? { aktif: 0, berat: 0, harga: 0 };
  const search = () => {
    setFilter({ ...draft, q: draft.q?.trim() || undefined });
    setPage((p) => ({ ...p, page: 1 }));
  };

  return (
    <Card size="small" className="k-card">
      <div className="k-filter" data-testid="lp-filter">
        <FilterField label="Dari Tanggal">
          <DateField value={draft.tgl_from} onChange={(v) => setDraft({ ...draft, tgl_from: v })} testId="lp-from" />
        </FilterField>
        <FilterField label="Sampai Tanggal">
          <DateField value={draft.tgl_to} onChange={(v) => setDraft({ ...draft, tgl_to: v })} testId="lp-to" />
        </FilterField>
        <FilterField label="No Faktur / Customer / No HP / Barcode">
          <Input
            allowClear
            style={{ width: 210 }}
            value={draft.q ?? ''}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
            onPressEnter={search}
            data-testid="lp-q"
          />
        </FilterField>
        <FilterField label="Sales">
          <Select
            allowClear
            style={{ width: 150 }}
            placeholder="Semua Sales"
            showSearch={{ optionFilterProp: 'label' }}
            value={draft.kode_sales}
            options={sales.rows.map((r) => pickOption(r, 'kode_sales', 'nama_sales'))}
            onChange={(v) => setDraft({ ...draft, kode_sales: v || undefined })}
            data-testid="lp-sales"
          />
        </FilterField>
        <FilterField label="Status">
          <Select
            allowClear
            style={{ width: 100 }}
            placeholder="Semua"
            value={draft.status}
            options={[
              { value: 'AKTIF', label: 'AKTIF' },
              { value: 'BATAL', label: 'BATAL' },
            ]}
            onChange={(v) => setDraft({ ...draft, status: v || undefined })}
            data-testid="lp-status"
          />
        </FilterField>
        <FilterField label="Validasi">
          <Select
            allowClear
            style={{ width: 100 }}
            placeholder="Semua"
            value={draft.status_valid}
            options={[
              { value: 'OPEN', label: 'OPEN' },
              { value: 'DONE', label: 'VALID' },
            ]}
            onChange={(v) => setDraft({ ...draft, status_valid: v || undefined })}
            data-testid="lp-valid"
          />
        </FilterField>
        <Button
          type="primary"
          icon={<SearchOutlined />}
          loading={list.isFetching}
          onClick={search}
          data-testid="lp-search"
        >
          Cari Data
        </Button>
      </div>
      <LoadError query={list} />
      <DataTable<Row>
        testId="lp-table"
        rows={rows}
        loading={list.isLoading}
        columns={columns}
        rowKey={(r) => r.no_faktur_group}
        exportName="/lihat-penjualan"
        paging={{ ...page, total: count, onChange: (p, size) => setPage({ page: p, size }) }}
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
