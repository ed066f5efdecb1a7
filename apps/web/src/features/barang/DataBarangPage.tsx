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
  formatNumber,
  formatRupiah,
  formatTanggal,
  MSG,
  tableRange,
  UI,
} from '@kilau/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Select, Table, Tag, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText, isTimeout } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query.ts';
import { BarangDetailDrawer } from './BarangDetailDrawer.tsx';
import { searchBarang } from './stock-api.ts';
import { STATUS_COLOR, statusLabel } from './stock-text.ts';
import { useDebounced } from './use-debounced.ts';
import { searchable, useBakiOf, useStockMasters } from './use-stock-masters.ts';
import './barang.css';

const PAGE_SIZES = [25, 50, 100];
const FILTERS = ['q', 'kode_group', 'kode_dept', 'kode_gudang', 'kode_baki', 'status'] as const;
type Filter = (typeof FILTERS)[number];

function useListState() {
  const [params, setParams] = useSearchParams();
  const size = Number(params.get('size'));
  const state = {
    ...(Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<Filter, string>),
    page: Math.max(1, Number(params.get('page')) || 1),
    size: PAGE_SIZES.includes(size) ? size : (PAGE_SIZES[0] as number),
    barcode: params.get('barcode') ?? '',
  };
  const set = (p: Partial<Record<Filter | 'barcode', string>> & { page?: number; size?: number }) =>
    setParams(
      (cur) => {
        const out = new URLSearchParams(cur);
        // a changed filter starts again on page 1
        if (FILTERS.some((f) => f in p) && !('page' in p)) out.delete('page');
        for (const [k, v] of Object.entries(p)) {
          const s = String(v ?? '');
          const dflt = k === 'page' ? '1' : k === 'size' ? String(PAGE_SIZES[0]) : '';
          if (s === dflt) out.delete(k);
          else out.set(k, s);
        }
        return out;
      },
      { replace: true },
    );
  return [state, set] as const;
}

export default function DataBarangPage() {
  const [s, set] = useListState();
  const m = useStockMasters();
  const baki = useBakiOf(s.kode_gudang || undefined);
  // the text box answers at once; the query follows a quiet pause
  const [text, setText] = useState(s.q);
  const dq = useDebounced(text.trim(), 350);
  useEffect(() => {
    if (dq !== s.q) set({ q: dq });
  }, [dq, s.q, set]);

  const query = {
    q: s.q,
    kode_group: s.kode_group,
    kode_dept: s.kode_dept,
    kode_gudang: s.kode_gudang,
    kode_baki: s.kode_baki,
    status: BARANG_STATUS.find((st) => st === s.status),
    skip: (s.page - 1) * s.size,
    limit: s.size,
  };
  const list = useQuery({
    queryKey: queryKeys.barang('search', JSON.stringify(query)),
    queryFn: () => searchBarang(query),
    placeholderData: keepPreviousData,
  });
  const count = list.data?.count ?? 0;

  const sel = (f: Filter, placeholder: string, options: { value: string; label: string }[], extra: object = {}) => (
    <Select
      {...searchable}
      placeholder={placeholder}
      aria-label={placeholder.replace(/^Semua /, '')}
      options={options}
      value={s[f] || undefined}
      onChange={(v?: string) => set({ [f]: v ?? '' })}
      style={{ width: 165 }}
      data-testid={`data-barang-${f}`}
      {...extra}
    />
  );

  return (
    <Card className="k-card" size="small" data-testid="data-barang">
      <div className="k-toolbar k-mb">
        <Input
          allowClear
          prefix={<SearchOutlined className="k-muted" />}
          placeholder="Barcode / Nama Barang"
          value={text}
          onChange={(e) => setText(e.target.value)}
          style={{ width: 220 }}
          aria-label="Cari Barcode / Nama Barang"
          data-testid="data-barang-q"
        />
        {sel('kode_group', 'Semua Group', m.groupOptions, {
          onChange: (v?: string) => set({ kode_group: v ?? '', kode_dept: '' }),
        })}
        {sel('kode_dept', 'Semua Jenis', m.jenisOf(s.kode_group || undefined))}
        {sel('kode_gudang', 'Semua Gudang', m.gudangOptions, {
          onChange: (v?: string) => set({ kode_gudang: v ?? '', kode_baki: '' }),
        })}
        {sel('kode_baki', 'Semua Baki', baki.options, {
          disabled: !s.kode_gudang,
          notFoundContent: 'Tidak Ada Baki',
        })}
        {sel(
          'status',
          'Semua Status',
          BARANG_STATUS.map((st) => ({ value: st, label: statusLabel(st) })),
          { style: { width: 160 } },
        )}
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
        onRow={(r) => ({ onDoubleClick: () => set({ barcode: r.kode_barcode }) })}
        pagination={{
          current: s.page,
          pageSize: s.size,
          total: count,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          size: 'small',
          showTotal: (total, [from, to]) => tableRange(from, to, total),
          onChange: (page, size) => set(size !== s.size ? { size, page: 1 } : { page }),
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
          { key: 'kadar', title: 'Kadar', render: (_v, r) => r.kadar_cetak || '-' },
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
                  onClick={() => set({ barcode: r.kode_barcode })}
                  data-testid={`data-barang-detail-${r.kode_barcode}`}
                />
              </Tooltip>
            ),
          },
        ]}
      />
      <BarangDetailDrawer barcode={s.barcode || null} onClose={() => set({ barcode: '' })} />
    </Card>
  );
}
