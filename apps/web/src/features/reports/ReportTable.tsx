/** The result table of a report: declared columns formatted by kind, sortable, paginated, with a totals row. */
import { type ReportColumn, tableRange } from '@kilau/domain';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { tid } from '../../lib/test-id.ts';
import { formatCell, isNumericKind, kindOfColumn, type ReportRow, toNumber } from './report-model.ts';
import { REPORT_TEXT } from './reports.texts.ts';

type Keyed = ReportRow & { __key: number };

const PAGE_SIZES = [25, 50, 100, 500];

function sorter(c: ReportColumn) {
  const numeric = isNumericKind(kindOfColumn(c));
  return (a: Keyed, b: Keyed) => {
    if (numeric) return (toNumber(a[c.field]) ?? 0) - (toNumber(b[c.field]) ?? 0);
    return String(a[c.field] ?? '').localeCompare(String(b[c.field] ?? ''), 'id', { numeric: true });
  };
}

export function ReportTable(p: {
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  totals: Record<string, number>;
  loading: boolean;
  emptyText: string;
}) {
  const [page, setPage] = useState({ current: 1, size: 50 });
  const data = useMemo<Keyed[]>(() => p.rows.map((r, i) => ({ ...r, __key: i })), [p.rows]);
  const firstTotal = p.columns.findIndex((c) => c.total);

  const columns: ColumnsType<Keyed> = [
    {
      key: '__no',
      title: REPORT_TEXT.rowNo,
      width: 56,
      align: 'right',
      render: (_v, r) => <span className="k-muted">{r.__key + 1}</span>,
    },
    ...p.columns.map((c) => {
      const kind = kindOfColumn(c);
      return {
        key: c.field,
        dataIndex: c.field,
        title: c.label,
        align: isNumericKind(kind) ? ('right' as const) : ('left' as const),
        sorter: sorter(c),
        className: isNumericKind(kind) ? 'k-num' : undefined,
        render: (_v: unknown, r: Keyed) => formatCell(kind, r[c.field]),
      };
    }),
  ];

  return (
    <Table<Keyed>
      size="small"
      bordered
      className="k-report-table"
      rowKey="__key"
      onRow={() => tid('report-row')}
      loading={p.loading}
      columns={columns}
      dataSource={data}
      locale={{
        emptyText: (
          <span className="k-report-empty" data-testid="report-empty">
            {p.emptyText}
          </span>
        ),
      }}
      // The body scrolls under a fixed header; the totals row stays in sight at the bottom. The table is as wide as
      // its box (headers and long texts wrap, numbers never) and scrolls sideways only when even that cannot fit.
      tableLayout="auto"
      scroll={{ x: true, y: 'calc(100vh - 370px)' }}
      pagination={{
        current: page.current,
        pageSize: page.size,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        size: 'small',
        hideOnSinglePage: false,
        showTotal: (total, [from, to]) => tableRange(from, to, total),
        onChange: (current, size) => setPage({ current: size !== page.size ? 1 : current, size }),
      }}
      summary={() =>
        data.length ? (
          <Table.Summary fixed="bottom">
            <Table.Summary.Row className="k-report-total" data-testid="report-total-row">
              <Table.Summary.Cell index={0} colSpan={firstTotal < 0 ? p.columns.length + 1 : firstTotal + 1}>
                <span data-testid="report-total-label">
                  {firstTotal < 0 ? `${REPORT_TEXT.total} : ${data.length} DATA` : REPORT_TEXT.total}
                </span>
              </Table.Summary.Cell>
              {firstTotal >= 0 &&
                p.columns.slice(firstTotal).map((c, i) => {
                  const kind = kindOfColumn(c);
                  return (
                    <Table.Summary.Cell
                      key={c.field}
                      index={firstTotal + 1 + i}
                      align={isNumericKind(kind) ? 'right' : 'left'}
                    >
                      {c.total && (
                        <span data-testid={`report-total-${c.field}`} data-value={p.totals[c.field] ?? 0}>
                          {formatCell(kind, p.totals[c.field] ?? 0)}
                        </span>
                      )}
                    </Table.Summary.Cell>
                  );
                })}
            </Table.Summary.Row>
          </Table.Summary>
        ) : null
      }
    />
  );
}
