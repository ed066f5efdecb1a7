/**
 * /data-barang: search pieces on the server (`barang/search`, `{data, count}`): text (barcode or name), group,
 * jenis, gudang, baki and state, one page at a time with the total — never the whole stock in the browser. The
 * filters and page live in the URL. A row opens the piece: attributes, photo and its full ledger.
 */

import { EyeOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { Barang } from '@kilau/domain';
import {
  BARANG_STATUS,
  type BarangStatus,
  DATA_BARANG_FILTERS,
  formatNumber,
  formatRupiah,
  formatTanggal,
  MSG,
  tableRange,
  UI,
} from '@kilau/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Table, Tag, Tooltip } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterControl } from '../../components/FilterControl.tsx';
import { errorText, isTimeout } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { BarangDetailDrawer } from './BarangDetailDrawer.tsx';
import { searchBarang } from './stock-api.ts';
import { STATUS_COLOR, statusLabel } from './stock-text.ts';
import { useDebounced } from './use-debounced.ts';
import './barang.css';

const PAGE_SIZES = [25, 50, 100];
const WIDTHS: Record<string, CSSProperties> = { q: { width: 220 }, status: { width: 160 } };
/** Picking a group or a gudang clears the jenis or baki of the one before. */
const CLEARS: Record<string, string> = { kode_group: 'kode_dept', kode_gudang: 'kode_baki' };

export default function DataBarangPage() {
  const { values, page, apply, setPage } = useListParams(DATA_BARANG_FILTERS, PAGE_SIZES);
  const [params, setParams] = useSearchParams();
  const barcode = params.get('barcode') ?? '';
  const openPiece = (b: string) =>
    setParams(
      (cur) => {
        const out = new URLSearchParams(cur);
        if (b) out.set('barcode', b);
        else out.delete('barcode');
        return out;
      },
      { replace: true },
    );
  // the text box answers at once; the query follows a quiet pause
  const [text, setText] = useState(values.q ?? '');
  const dq = useDebounced(text.trim(), 350);
  useEffect(() => {
    if (dq !== (values.q ?? '')) apply({ ...values, q: dq });
  }, [dq, values, apply]);
  const change = (name: string, v: string) => {
    const clear = CLEARS[name];
    apply({ ...values, [name]: v, ...(clear ? { [clear]: '' } : {}) });
  };

  const query = {
    q: values.q,
    kode_group: values.kode_group,
    kode_dept: values.kode_dept,
    kode_gudang: values.kode_gudang,
    kode_baki: values.kode_baki,
    status: BARANG_STATUS.find((st) => st === values.status),
    skip: (page.page - 1) * page.size,
    limit: page.size,
  };
  const list = useQuery({
    queryKey: queryKeys.barang('search', JSON.stringify(query)),
    queryFn: () => searchBarang(query),
    placeholderData: keepPreviousData,
  });
  const count = list.data?.count ?? 0;

  return (
    <Card className="k-card" size="small" data-testid="data-barang">
      <div className="k-toolbar k-mb">
        {DATA_BARANG_FILTERS.map((f) => (
          <FilterControl
            key={f.name}
            f={f}
            values={{ ...values, q: text }}
            onChange={(v) => (f.name === 'q' ? setText(v) : change(f.name, v))}
            style={WIDTHS[f.name] ?? { width: 165 }}
            {...(f.name === 'q' ? { prefix: <SearchOutlined className="k-muted" /> } : {})}
            testId={`data-barang-${f.name}`}
          />
        ))}
        <Tooltip title={UI.refresh}>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void list.refetch()}
            aria-label={UI.refresh}
            data-testid="data-barang-refresh"
          />
        </Tooltip>
        <span className="k-muted" style={{ marginLeft: 'auto' }}>
          Total <b data-testid="data-barang-count">{formatNumber(count, 0)}</b> Barang
        </span>
      </div>
      {list.isError && !isTimeout(list.error) && (
        <Alert
          type="error"
          showIcon
          className="k-mb"
          title={UI.loadFailed}
          description={errorText(list.error, MSG.noConnection)}
        />
      )}
      <Table<Barang>
        size="small"
        bordered
        rowKey="kode_barcode"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: MSG.noData }}
        data-testid="data-barang-table"
        onRow={(r) => ({ onDoubleClick: () => openPiece(r.kode_barcode) })}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: count,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          size: 'small',
          showTotal: (total, [from, to]) => tableRange(from, to, total),
          onChange: (p, size) => setPage(size !== page.size ? 1 : p, size),
        }}
        columns={[
          {
            key: 'no',
            title: UI.rowNo,
            width: 56,
            align: 'right',
            render: (_v, _r, i) => <span className="k-muted">{query.skip + i + 1}</span>,
          },
          {
            key: 'kode_barcode',
            title: 'Barcode',
            render: (_v, r) => (
              <span className="k-mono" data-testid={`data-barang-row-${r.kode_barcode}`}>
                {r.kode_barcode}
              </span>
            ),
          },
          { key: 'nama', title: 'Nama Barang', dataIndex: 'nama_barang' },
          { key: 'gj', title: 'Group / Jenis', render: (_v, r) => `${r.kode_group} / ${r.kode_dept}` },
          { key: 'gb', title: 'Gudang / Baki', render: (_v, r) => `${r.kode_gudang} / ${r.kode_baki}` },
          {
            key: 'berat',
            title: 'Berat',
            align: 'right',
            render: (_v, r) => <span className="k-num">{formatNumber(r.berat)}</span>,
          },
          {
            key: 'kadar',
            title: 'Kadar',
            align: 'right',
            // the piece's purity, with the purity stamped on it (Kadar Cetak) where one is set
            render: (_v, r) => (
              <span className="k-num" data-testid={`data-barang-kadar-${r.kode_barcode}`}>
                {formatNumber(r.kadar, 2)}%{r.kadar_cetak ? <span className="k-muted"> / {r.kadar_cetak}</span> : null}
              </span>
            ),
          },
          {
            key: 'ongkos',
            title: 'Ongkos',
            align: 'right',
            render: (_v, r) => <span className="k-num">{formatRupiah(r.ongkos)}</span>,
          },
          {
            key: 'harga',
            title: 'Harga Pas',
            align: 'right',
            render: (_v, r) => <span className="k-num">{r.harga_jual ? formatRupiah(r.harga_jual) : '-'}</span>,
          },
          {
            key: 'status',
            title: 'Status',
            render: (_v, r) => <Tag color={STATUS_COLOR[r.status as BarangStatus]}>{statusLabel(r.status)}</Tag>,
          },
          {
            key: 'tgl',
            title: 'Tgl Masuk',
            render: (_v, r) => <span className="k-num">{formatTanggal(r.tgl_masuk)}</span>,
          },
          {
            key: 'aksi',
            title: UI.action,
            width: 64,
            align: 'center',
            // always in sight at a cashier's 1366 px: the other columns scroll under it
            fixed: 'right',
            render: (_v, r) => (
              <Tooltip title="Detail">
                <Button
                  size="small"
                  icon={<EyeOutlined />}
                  aria-label="Detail"
                  onClick={() => openPiece(r.kode_barcode)}
                  data-testid={`data-barang-detail-${r.kode_barcode}`}
                />
              </Tooltip>
            ),
          },
        ]}
      />
      <BarangDetailDrawer barcode={barcode || null} onClose={() => openPiece('')} />
    </Card>
  );
}
