/**
 * Pieces waiting in one state (SORTIR, CUCI), read page by page from `barang/search?status=`: tick a row (or scan
 * it) to put it in the selection the screen submits. Empty → `Tidak Ada Data`.
 */

import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { Paged } from '@kilau/domain';
import { type BarangStatus, MSG, tableRange, UI } from '@kilau/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { api } from '../../../lib/api.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { gram, type Piece, tempat } from './piece.ts';
import type { ScanListApi } from './use-scan-list.ts';

const PAGE_SIZES = [10, 25, 50, 100];

export function PiecePool(props: {
  status: BarangStatus;
  selection: ScanListApi;
  title: ReactNode;
  testId?: string;
  disabled?: boolean;
}) {
  const id = props.testId ?? 'pool';
  const [q, setQ] = useState('');
  const [page, setPage] = useState({ current: 1, size: 10 });
  const query = useQuery({
    queryKey: queryKeys.barang('pool', props.status, q, page.current, page.size),
    queryFn: () =>
      api.get<Paged<Piece>>('barang/search', {
        query: { status: props.status, q: q || undefined, skip: (page.current - 1) * page.size, limit: page.size },
      }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data ?? [];
  const sel = props.selection;
  const allOnPage = rows.length > 0 && rows.every((r) => sel.has(r.kode_barcode));
  const toggle = (p: Piece, on: boolean) => (on ? sel.add(p) : sel.remove(p.kode_barcode));

  const columns: ColumnsType<Piece> = [
    {
      key: 'pilih',
      width: 44,
      align: 'center',
      title: (
        <Checkbox
          checked={allOnPage}
          indeterminate={!allOnPage && rows.some((r) => sel.has(r.kode_barcode))}
          disabled={!rows.length || props.disabled}
          onChange={(e) => {
            for (const r of rows) toggle(r, e.target.checked);
          }}
          aria-label="Pilih Semua Di Halaman Ini"
          data-testid={`${id}-all`}
        />
      ),
      render: (_v, r) => (
        <Checkbox
          checked={sel.has(r.kode_barcode)}
          disabled={props.disabled}
          onChange={(e) => toggle(r, e.target.checked)}
          aria-label={`Pilih ${r.kode_barcode}`}
          data-testid={`${id}-pick-${r.kode_barcode}`}
        />
      ),
    },
    {
      key: 'barcode',
      title: 'Barcode',
      width: 92,
      render: (_v, r) => <span className="k-mono">{r.kode_barcode}</span>,
    },
    { key: 'nama', title: 'Nama Barang', ellipsis: true, render: (_v, r) => r.nama_barang || '-' },
    { key: 'jenis', title: 'Group / Jenis', width: 112, render: (_v, r) => `${r.kode_group} / ${r.kode_dept}` },
    { key: 'tempat', title: 'Asal', width: 92, render: (_v, r) => tempat(r) },
    { key: 'kadar', title: 'Kadar', width: 60, align: 'right', render: (_v, r) => r.kadar_cetak || r.kadar },
    { key: 'berat', title: 'Berat (Gr)', width: 96, align: 'right', render: (_v, r) => gram(r.berat) },
  ];

  return (
    <Card
      size="small"
      className="k-card k-mb"
      title={
        <span>
          {props.title}{' '}
          <span className="k-muted" data-testid={`${id}-count`}>
            ({query.data?.count ?? 0})
          </span>
        </span>
      }
      extra={
        <div className="k-table-toolbar-right">
          <Input
            allowClear
            size="small"
            className="k-table-search"
            prefix={<SearchOutlined className="k-muted" />}
            placeholder="Cari Barcode / Nama..."
            aria-label="Cari Barcode / Nama Barang"
            value={q}
            onChange={(e) => {
              setQ(e.target.value.toUpperCase());
              setPage((p) => ({ ...p, current: 1 }));
            }}
            data-testid={`${id}-search`}
          />
          <Button
            size="small"
            icon={<ReloadOutlined />}
            aria-label={UI.refresh}
            onClick={() => void query.refetch()}
            data-testid={`${id}-reload`}
          />
        </div>
      }
    >
      {query.isError && (
        <Alert className="k-mb" type="error" showIcon title={errorText(query.error, MSG.noConnection)} />
      )}
      <div data-testid={`${id}-table`}>
        <Table<Piece>
          size="small"
          bordered
          className="k-pieces"
          rowKey={(r) => r.kode_barcode}
          loading={query.isFetching}
          columns={columns}
          dataSource={rows}
          locale={{ emptyText: MSG.noData }}
          scroll={{ x: 700 }}
          onRow={(r) => ({ 'data-testid': `${id}-row-${r.kode_barcode}` }) as React.HTMLAttributes<HTMLElement>}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: query.data?.count ?? 0,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            size: 'small',
            showTotal: (total, [from, to]) => tableRange(from, to, total),
            onChange: (current, size) => setPage({ current: size !== page.size ? 1 : current, size }),
          }}
        />
      </div>
    </Card>
  );
}
