/**
 * The data table of spec §2.3: search box (client-side, across columns), pagination, optional CSV export and the
 * empty text "Tidak Ada Data". With `urlState` the search and page live in the URL (STYLE.md §4). With `paging` the
 * rows are one page of a server-side list: the pager shows the server's total and asks its owner for another page
 * (the search box then searches the page shown).
 */
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { MSG, tableRange, UI } from '@kilau/domain';
import { Button, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { today } from '../lib/session.ts';
import { downloadCsv } from './csv-export.ts';
import { cellText, filterRows, type Row, type TextColumn } from './table-data.ts';

export type DataTableColumn<R extends Row> = TextColumn<R> & {
  render?: (row: R) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** Sort by the column's text or number (default true). */
  sortable?: boolean;
};

export type DataTableProps<R extends Row> = {
  rows: readonly R[];
  columns: readonly DataTableColumn<R>[];
  rowKey: (row: R) => string;
  loading?: boolean;
  emptyText?: string;
  /** Enables CSV export; the file is named after it. */
  exportName?: string;
  /** Left side of the toolbar (e.g. the add button). */
  toolbar?: ReactNode;
  /** Per-row action cell (edit, delete). */
  actions?: (row: R) => ReactNode;
  actionsWidth?: number;
  urlState?: boolean;
  /** A list paged on the server: `rows` is page `page` (of `size` rows) of `total`. */
  paging?: ServerPaging;
  testId?: string;
  /** A class for a row that needs attention (e.g. an overdue loan). */
  rowClassName?: (row: R) => string;
};

export type ServerPaging = {
  page: number;
  size: number;
  total: number;
  onChange: (page: number, size: number) => void;
};

export const PAGE_SIZES = [10, 25, 50, 100];

function useTableState(urlState: boolean) {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState({ q: '', page: 1, size: PAGE_SIZES[0] as number });
  if (!urlState) return [local, (p: Partial<typeof local>) => setLocal((s) => ({ ...s, ...p }))] as const;
  const size = Number(params.get('size'));
  const state = {
    q: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
    size: PAGE_SIZES.includes(size) ? size : (PAGE_SIZES[0] as number),
  };
  const set = (p: Partial<typeof state>) => {
    const next = { ...state, ...p };
    setParams(
      (cur) => {
        const out = new URLSearchParams(cur);
        const put = (k: string, v: string, dflt: string) => (v === dflt ? out.delete(k) : out.set(k, v));
        put('q', next.q, '');
        put('page', String(next.page), '1');
        put('size', String(next.size), String(PAGE_SIZES[0]));
        return out;
      },
      { replace: true },
    );
  };
  return [state, set] as const;
}

function compare<R extends Row>(c: DataTableColumn<R>) {
  return (a: R, b: R) => {
    const x = a[c.key];
    const y = b[c.key];
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    const nx = Number(x);
    const ny = Number(y);
    if (
      typeof x === 'string' &&
      typeof y === 'string' &&
      x !== '' &&
      y !== '' &&
      !Number.isNaN(nx) &&
      !Number.isNaN(ny)
    ) {
      return nx - ny;
    }
    return cellText(a, c).localeCompare(cellText(b, c), 'id');
  };
}

export function DataTable<R extends Row>(p: DataTableProps<R>) {
  const [state, setState] = useTableState(!!p.urlState);
  const visible = useMemo(() => filterRows(p.rows, state.q, p.columns), [p.rows, state.q, p.columns]);
  const testId = p.testId ?? 'table';
  const paging = p.paging;
  const page = paging ? paging.page : state.page;
  const size = paging ? paging.size : state.size;
  const offset = (page - 1) * size;

  const columns: ColumnsType<R> = [
    {
      key: '__no',
      title: UI.rowNo,
      width: 56,
      align: 'right',
      render: (_v, _r, i) => <span className="k-muted">{offset + i + 1}</span>,
    },
    ...p.columns.map((c) => ({
      key: c.key,
      dataIndex: c.key,
      title: c.title,
      width: c.width,
      align: c.align,
      sorter: c.sortable === false ? undefined : compare(c),
      render: (_v: unknown, row: R) => (c.render ? c.render(row) : cellText(row, c) || '-'),
    })),
  ];
  if (p.actions) {
    const actions = p.actions;
    columns.push({
      key: '__aksi',
      title: UI.action,
      width: p.actionsWidth ?? 96,
      align: 'center',
      fixed: 'right',
      render: (_v, r) => actions(r),
    });
  }

  return (
    <div className="k-table" data-testid={testId}>
      <div className="k-table-toolbar">
        <div className="k-table-toolbar-left">{p.toolbar}</div>
        <div className="k-table-toolbar-right">
          <Input
            allowClear
            className="k-table-search"
            prefix={<SearchOutlined className="k-muted" />}
            placeholder={UI.search}
            aria-label={UI.searchLabel}
            value={state.q}
            onChange={(e) => setState({ q: e.target.value, page: 1 })}
            data-testid={`${testId}-search`}
          />
          {p.exportName && (
            <Button
              icon={<DownloadOutlined />}
              disabled={!visible.length}
              onClick={() => void downloadCsv(p.exportName as string, today(), visible, p.columns)}
              data-testid={`${testId}-export`}
            >
              {UI.exportCsv}
            </Button>
          )}
        </div>
      </div>
      <Table<R>
        size="small"
        bordered
        rowKey={p.rowKey}
        loading={p.loading}
        columns={columns}
        dataSource={visible}
        {...(p.rowClassName ? { rowClassName: p.rowClassName } : {})}
        locale={{ emptyText: p.emptyText ?? MSG.noData }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: size,
          ...(paging ? { total: paging.total } : {}),
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          size: 'small',
          showTotal: (total, [from, to]) => tableRange(from, to, total),
          onChange: (next, nextSize) => {
            const to = { page: nextSize !== size ? 1 : next, size: nextSize };
            if (paging) paging.onChange(to.page, to.size);
            else setState(to);
          },
        }}
      />
    </div>
  );
}
