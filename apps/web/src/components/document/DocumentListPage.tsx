/**
 * The list page of a document (issue 27): a declaration (`DocumentListSpec`) says its filters (kept in the URL), its
 * server-paged list, its columns, its row buttons, its detail drawer and its receipt; this one piece renders them
 * with the test ids the declaration's prefixes give (`<list>-filter`, `<list>-table`, `<list>-detail-<no>`,
 * `<list>-print-<no>`, filter inputs `<filter>-<name>`), as every document's list page did by hand before.
 */
import { EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import type { ReportFilter } from '@kilau/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tooltip } from 'antd';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { type ListValues, useListParams } from '../../lib/use-list-params.ts';
import { DataTable, type DataTableColumn, PAGE_SIZES } from '../DataTable.tsx';
import { FilterBar } from '../FilterBar.tsx';
import { LoadError } from '../LoadError.tsx';
import { DocumentDrawer, type DocumentDrawerSpec } from './DocumentDrawer.tsx';
import { type ListIds, listTestIds } from './list-ids.ts';

/** One page of a server-paged list, as every `…/paginated` read answers it. */
export type ListPage<Row> = { data: readonly Row[]; count: number };
/** What the page needs of a list read (a TanStack query); `Page` may carry more (the server's sums). */
export type ListRead<Row, Page extends ListPage<Row> = ListPage<Row>> = {
  data?: Page;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};
/** The page's handles a row button or a banner may use. */
export type ListOpen = { detail: (no: string) => void; nota: (no: string) => void };

export type DocumentListSpec<
  Row extends Record<string, unknown>,
  Doc = unknown,
  Page extends ListPage<Row> = ListPage<Row>,
> = {
  /** The route; also the name of the CSV export. */
  route: string;
  filters: readonly ReportFilter[];
  /** Test-id prefixes: `list` for the bar, the table and the row buttons; `filter` for the inputs (else `list`). */
  ids: ListIds;
  /** Filter inputs whose test id is not `<prefix>-<name>` (kept from before the filters were declared). */
  inputIds?: Readonly<Record<string, string>>;
  widths?: (f: ReportFilter) => CSSProperties | undefined;
  /** The list read of the searched filter values and the page window. */
  useList: (values: ListValues, page: { skip: number; limit: number }) => ListRead<Row, Page>;
  /** The key a search makes stale (the whole list, every filter). */
  listKey: readonly unknown[];
  columns: readonly DataTableColumn<Row>[];
  /** The document's number: the row key, and what the detail and the receipt open. */
  no: (r: Row) => string;
  rowClassName?: (r: Row) => string;
  actionsWidth: number;
  /** Row buttons after the declared Detail / receipt ones. */
  rowActions?: (r: Row, open: ListOpen) => ReactNode;
  detail?: DocumentDrawerSpec<Doc>;
  /** A document whose detail has its own drawer (instead of `detail`). */
  drawer?: (no: string | undefined, onClose: () => void) => ReactNode;
  /** The receipt: a modal of the document number; `label`/`testId` name its row button (default Cetak Ulang Nota / print). */
  nota?: { label?: string; testId?: string; modal: (no: string | undefined, onClose: () => void) => ReactNode };
  /** Above the filter bar (e.g. an alert listing documents to open). */
  banner?: (open: ListOpen) => ReactNode;
  toolbar?: (open: ListOpen) => ReactNode;
  /** Below the table (e.g. a totals bar of the read). */
  footer?: (list: ListRead<Row, Page>) => ReactNode;
};

function RowButton(props: { label: string; icon: ReactNode; onClick: () => void; testId: string }) {
  return (
    <Tooltip title={props.label}>
      <Button
        size="small"
        icon={props.icon}
        aria-label={props.label}
        onClick={props.onClick}
        data-testid={props.testId}
      />
    </Tooltip>
  );
}

export function DocumentListPage<Row extends Record<string, unknown>, Doc, Page extends ListPage<Row>>(props: {
  spec: DocumentListSpec<Row, Doc, Page>;
  /** Rendered inside the page: the modals of the document's own flows (given the page's handles). */
  children?: ReactNode | ((open: ListOpen) => ReactNode);
}) {
  const { spec } = props;
  const qc = useQueryClient();
  const { values, page, apply, setPage } = useListParams(spec.filters, PAGE_SIZES);
  const [draft, setDraft] = useState<ListValues>(values);
  const list = spec.useList(values, { skip: (page.page - 1) * page.size, limit: page.size });
  const [detail, setDetail] = useState<string>();
  const [nota, setNota] = useState<string>();
  const open: ListOpen = { detail: setDetail, nota: setNota };
  const rows = (list.data?.data ?? []) as Row[];
  const ids = listTestIds(spec.ids);
  const search = () => {
    apply(draft);
    void qc.invalidateQueries({ queryKey: spec.listKey });
  };
  return (
    <Card size="small" className="k-card">
      {spec.banner?.(open)}
      <FilterBar
        filters={spec.filters}
        draft={draft}
        onDraft={setDraft}
        onSearch={search}
        loading={list.isFetching}
        prefix={ids.inputs}
        ids={spec.inputIds}
        widths={spec.widths}
        testId={ids.bar}
      />
      <LoadError query={list} />
      <DataTable<Row>
        testId={ids.table}
        rows={rows}
        loading={list.isLoading}
        columns={spec.columns}
        rowKey={spec.no}
        rowClassName={spec.rowClassName}
        exportName={spec.route}
        toolbar={spec.toolbar?.(open)}
        paging={{ ...page, total: list.data?.count ?? 0, onChange: setPage }}
        actionsWidth={spec.actionsWidth}
        actions={(r) => (
          <Space size={4}>
            {(spec.detail || spec.drawer) && (
              <RowButton
                label="Detail"
                icon={<EyeOutlined />}
                onClick={() => setDetail(spec.no(r))}
                testId={ids.detail(spec.no(r))}
              />
            )}
            {spec.nota && (
              <RowButton
                label={spec.nota.label ?? 'Cetak Ulang Nota'}
                icon={<PrinterOutlined />}
                onClick={() => setNota(spec.no(r))}
                testId={ids.row(spec.nota.testId ?? 'print')(spec.no(r))}
              />
            )}
            {spec.rowActions?.(r, open)}
          </Space>
        )}
      />
      {spec.footer?.(list)}
      {spec.detail && (
        <DocumentDrawer spec={spec.detail} no={detail} onClose={() => setDetail(undefined)} onPrint={setNota} />
      )}
      {spec.drawer?.(detail, () => setDetail(undefined))}
      {spec.nota?.modal(nota, () => setNota(undefined))}
      {typeof props.children === 'function' ? props.children(open) : props.children}
    </Card>
  );
}
