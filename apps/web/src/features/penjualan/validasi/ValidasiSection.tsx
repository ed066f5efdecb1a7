/**
 * One list of open transactions to validate, paged on the server (the title counts every open one): select all of
 * the page or some, then `PUT <api>/validasi {nomor}`.
 */
import { CheckCircleOutlined } from '@ant-design/icons';
import { formatNumber, formatRupiah, MSG, type Paged, tableRange, type ValidateResult } from '@kilau/domain';
import type { QueryKey } from '@tanstack/react-query';
import { Button, Card, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { LoadError } from '../../../components/LoadError.tsx';
import { confirm, notify } from '../../../components/notify.tsx';
import type { WriteResult } from '../../../lib/api.tsx';
import { errorText, isTimeout } from '../../../lib/api-error.ts';
import { slug } from '../../../lib/slug.ts';
import { useWrite } from '../../../lib/use-write.ts';

/** Page sizes of a validation list: up to 500 transactions can be validated at once. */
export const VALIDASI_PAGE_SIZES = [50, 100, 500];

type Query<R> = {
  data?: Paged<R>;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export function ValidasiSection<R extends object>(props: {
  id: string;
  title: string;
  noun: string;
  api: string;
  query: Query<R>;
  page: { page: number; size: number };
  onPage: (page: number, size: number) => void;
  rowKey: (r: R) => string;
  amount: (r: R) => number;
  columns: ColumnsType<R>;
  /** The reads a validation makes stale (its own list among them). */
  invalidates: readonly QueryKey[];
}) {
  const rows = props.query.data?.data ?? [];
  const count = props.query.data?.count ?? 0;
  const [selected, setSelected] = useState<string[]>([]);
  const write = useWrite({ invalidates: props.invalidates });
  const { saving } = write;
  const keys = rows.map(props.rowKey);
  const keyList = keys.join('|');
  // Keep only what is still listed (after a refetch or a new date).
  useEffect(() => {
    const live = new Set(keyList.split('|'));
    setSelected((s) => s.filter((k) => live.has(k)));
  }, [keyList]);
  // validating the last page empties it: show the first page again
  const { page, size } = props.page;
  const { onPage } = props;
  const emptied = page > 1 && !props.query.isFetching && rows.length === 0;
  useEffect(() => {
    if (emptied) onPage(1, size);
  }, [emptied, onPage, size]);
  const total = rows.filter((r) => selected.includes(props.rowKey(r))).reduce((n, r) => n + props.amount(r), 0);

  async function validate() {
    if (!selected.length) {
      void notify.error('Mohon Pilih Terlebih Dahulu');
      return;
    }
    const ok = await confirm({
      title: `Validasi ${selected.length} ${props.noun}?`,
      content: `Total Rp ${formatRupiah(total)}`,
      okText: 'Validasi',
      testId: `${props.id}-confirm`,
    });
    if (!ok) return;
    try {
      const r = await write.send<WriteResult<ValidateResult>>({
        method: 'put',
        path: props.api,
        body: { nomor: selected },
      });
      setSelected([]);
      void notify.success(`${MSG.saveOk}: ${formatNumber(r.data?.jumlah ?? 0, 0)} ${props.noun} Divalidasi`);
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.saveFail));
    }
  }

  return (
    <Card
      size="small"
      className="k-card"
      title={`${props.title} (${formatNumber(count, 0)})`}
      data-testid={`${props.id}`}
      extra={
        <Space>
          <Button
            size="small"
            disabled={!rows.length}
            onClick={() => setSelected(selected.length === rows.length ? [] : keys)}
            data-testid={`${props.id}-all`}
          >
            {selected.length === rows.length && rows.length ? 'Batal Pilih Semua' : 'Pilih Semua'}
          </Button>
          <Button
            type="primary"
            size="small"
            icon={<CheckCircleOutlined />}
            loading={saving}
            disabled={!selected.length}
            onClick={() => void validate()}
            data-testid={`${props.id}-submit`}
          >
            Validasi ({selected.length})
          </Button>
        </Space>
      }
    >
      <LoadError query={props.query} />
      <Table<R>
        size="small"
        bordered
        rowKey={props.rowKey}
        loading={props.query.isLoading}
        dataSource={rows}
        columns={props.columns}
        pagination={{
          current: props.page.page,
          pageSize: props.page.size,
          total: count,
          pageSizeOptions: VALIDASI_PAGE_SIZES,
          showSizeChanger: true,
          size: 'small',
          hideOnSinglePage: true,
          showTotal: (total, [from, to]) => tableRange(from, to, total),
          onChange: (page, size) => props.onPage(size !== props.page.size ? 1 : page, size),
        }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: MSG.noData }}
        onRow={(r) =>
          ({ 'data-testid': `${props.id}-row-${slug(props.rowKey(r))}` }) as React.HTMLAttributes<HTMLElement>
        }
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (k) => setSelected(k.map(String)),
        }}
      />
      <div className="k-totals-bar">
        <span>
          Dipilih: <b data-testid={`${props.id}-count`}>{selected.length}</b>
        </span>
        <span>
          Total Dipilih: <b>Rp {formatRupiah(total)}</b>
        </span>
      </div>
    </Card>
  );
}
