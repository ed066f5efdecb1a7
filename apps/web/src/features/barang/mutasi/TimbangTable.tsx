/**
 * The trays of timbang baki: expected weight and its parts, the last weighing of the date with its difference and
 * status (SELISIH rows in red), and, where weighing is allowed, the typed weight with the difference it would give.
 */

import { SaveOutlined } from '@ant-design/icons';
import { UI } from '@kilau/domain';
import { Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef } from 'react';
import { NumericInput } from '../../../components/inputs.tsx';
import { formatWaktu } from '../../../lib/shop-time.ts';
import { gram, slug } from './piece.ts';
import { previewSelisih, type TrayRow } from './timbang-model.ts';

const SelisihText = ({ v }: { v: number | string | null | undefined }) => {
  if (v === null || v === undefined || v === '') return <span className="k-muted">-</span>;
  const n = Number(v);
  const text = gram(v);
  return <span className={n > 0 ? 'k-selisih-plus' : n < 0 ? 'k-selisih-minus' : ''}>{n > 0 ? `+${text}` : text}</span>;
};

const StatusTag = ({ s }: { s: string | null | undefined }) =>
  s ? <Tag color={s === 'SELISIH' ? 'error' : 'success'}>{s}</Tag> : <span className="k-muted">Belum</span>;

export function TimbangTable(p: {
  rows: readonly TrayRow[];
  loading: boolean;
  editable: boolean;
  typed: Record<string, string>;
  onType: (kodeBaki: string, value: string) => void;
  saving: Record<string, boolean>;
  onSave: (kodeBaki: string) => void;
  toleransi: string;
  emptyText: string;
}) {
  const tableBox = useRef<HTMLDivElement>(null);

  function focusNext(kodeBaki: string) {
    const i = p.rows.findIndex((r) => r.kode_baki === kodeBaki);
    const next = p.rows[i + 1];
    if (next)
      tableBox.current
        ?.querySelector<HTMLInputElement>(`[data-testid="timbang-input-${slug(next.kode_baki)}"]`)
        ?.focus();
  }

  const columns: ColumnsType<TrayRow> = [
    {
      key: 'baki',
      title: 'Baki',
      width: 124,
      ellipsis: true,
      render: (_v, r) => (
        <>
          <b>{r.kode_baki}</b> <span className="k-muted">{r.nama_baki}</span>
        </>
      ),
    },
    { key: 'pcs', title: 'Pcs', width: 52, align: 'right', render: (_v, r) => r.jumlah_barang },
    { key: 'brg', title: 'Berat Barang', width: 96, align: 'right', render: (_v, r) => gram(r.berat_barang) },
    { key: 'bdr', title: 'Bandrol', width: 80, align: 'right', render: (_v, r) => gram(r.berat_bandrol) },
    { key: 'bk', title: 'Berat Baki', width: 80, align: 'right', render: (_v, r) => gram(r.berat_baki) },
    {
      key: 'hrs',
      title: 'Seharusnya',
      width: 108,
      align: 'right',
      render: (_v, r) => <b>{gram(r.berat_seharusnya)}</b>,
    },
    {
      key: 'last',
      title: 'Timbangan Terakhir',
      width: 112,
      align: 'right',
      render: (_v, r) =>
        r.berat_timbang === null || r.berat_timbang === undefined ? (
          <span className="k-muted">Belum</span>
        ) : (
          <>
            <span data-testid={`timbang-last-${slug(r.kode_baki)}`}>{gram(r.berat_timbang)}</span>
            <div className="k-muted k-cell-sub">
              {r.input_by ?? '-'} · {formatWaktu(r.at).slice(-5)}
            </div>
          </>
        ),
    },
    {
      key: 'sel',
      title: 'Selisih',
      width: 96,
      align: 'right',
      render: (_v, r) => (
        <>
          <span data-testid={`timbang-selisih-${slug(r.kode_baki)}`}>
            <SelisihText v={r.selisih} />
          </span>
          {r.status && (
            <div data-testid={`timbang-status-${slug(r.kode_baki)}`}>
              <StatusTag s={r.status} />
            </div>
          )}
        </>
      ),
    },
  ];
  if (p.editable)
    columns.push(
      {
        key: 'input',
        title: 'Berat Timbang',
        width: 120,
        render: (_v, r) => (
          <NumericInput
            mode="digits-dots"
            className="k-weigh-input"
            size="small"
            placeholder="0.000"
            aria-label={`Berat Timbang ${r.kode_baki}`}
            value={p.typed[r.kode_baki] ?? ''}
            onChange={(v) => p.onType(r.kode_baki, v)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              focusNext(r.kode_baki);
            }}
            data-testid={`timbang-input-${slug(r.kode_baki)}`}
          />
        ),
      },
      {
        key: 'prev',
        title: 'Selisih Baru',
        width: 104,
        align: 'right',
        render: (_v, r) => {
          const pv = previewSelisih(p.typed[r.kode_baki] ?? '', r.berat_seharusnya, p.toleransi);
          if (!pv) return <span className="k-muted">-</span>;
          return (
            <span data-testid={`timbang-preview-${slug(r.kode_baki)}`}>
              <SelisihText v={pv.selisih} />
              {pv.status === 'SELISIH' && (
                <div>
                  <Tag color="error">SELISIH</Tag>
                </div>
              )}
            </span>
          );
        },
      },
      {
        key: 'aksi',
        title: UI.action,
        width: 52,
        align: 'center',
        render: (_v, r) => (
          <Button
            size="small"
            type="primary"
            icon={<SaveOutlined />}
            disabled={!(p.typed[r.kode_baki] ?? '').trim()}
            loading={!!p.saving[r.kode_baki]}
            onClick={() => p.onSave(r.kode_baki)}
            aria-label={`Simpan ${r.kode_baki}`}
            data-testid={`timbang-save-${slug(r.kode_baki)}`}
          />
        ),
      },
    );

  return (
    <div data-testid="timbang-table" ref={tableBox}>
      <Table<TrayRow>
        size="small"
        bordered
        className="k-pieces k-timbang"
        rowKey={(r) => r.kode_baki}
        loading={p.loading}
        columns={columns}
        dataSource={p.rows as TrayRow[]}
        pagination={false}
        scroll={{ x: 1000 }}
        locale={{ emptyText: p.emptyText }}
        rowClassName={(r) => (r.status === 'SELISIH' ? 'k-row-selisih' : '')}
        onRow={(r) =>
          ({
            'data-testid': `timbang-row-${slug(r.kode_baki)}`,
            'data-status': r.status ?? '',
          }) as React.HTMLAttributes<HTMLElement>
        }
      />
    </div>
  );
}
