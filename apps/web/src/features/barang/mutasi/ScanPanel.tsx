/**
 * The scanning half of a counter screen: the barcode field (keeps focus), the answer to the last scan right under
 * it (a refusal in red, never added), the live count and weight, and the list with remove-a-line.
 */
import { ClearOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Spin } from 'antd';
import type { ReactNode } from 'react';
import { confirm } from '../../../components/notify.tsx';
import { ScanInput } from '../../../components/ScanInput.tsx';
import { PiecesTable } from './PiecesTable.tsx';
import { gram } from './piece.ts';
import type { ScanListApi } from './use-scan-list.ts';
import './mutasi.css';

export function ScanTotals(props: { jumlah: number; berat: string; testId?: string; label?: string }) {
  const id = props.testId ?? 'scan';
  return (
    <div className="k-totals">
      <div>
        <span className="k-totals-label">{props.label ?? 'Jumlah Barang'}</span>
        <span className="k-totals-value" data-testid={`${id}-count`}>
          {props.jumlah}
        </span>
        <span className="k-totals-unit">Pcs</span>
      </div>
      <div>
        <span className="k-totals-label">Total Berat</span>
        <span className="k-totals-value" data-testid={`${id}-berat`}>
          {gram(props.berat)}
        </span>
        <span className="k-totals-unit">Gram</span>
      </div>
    </div>
  );
}

export function ScanMessageLine({ list, testId = 'scan' }: { list: ScanListApi; testId?: string }) {
  const m = list.message;
  if (!m) return null;
  return m.type === 'error' ? (
    <Alert
      className="k-scan-msg"
      type="error"
      showIcon
      title={<span data-testid={`${testId}-error`}>{m.text}</span>}
      closable={{ onClose: () => list.setMessage(null) }}
    />
  ) : (
    <Alert
      className="k-scan-msg"
      type="success"
      showIcon
      title={<span data-testid={`${testId}-ok`}>Ditambahkan: {m.text}</span>}
    />
  );
}

export function ScanPanel(props: {
  list: ScanListApi;
  title?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  testId?: string;
  extra?: ReactNode;
  /** Shown above the table (e.g. a hint about which pieces are accepted). */
  hint?: ReactNode;
  showStatus?: boolean;
}) {
  const { list } = props;
  const id = props.testId ?? 'scan';
  const last = list.items[0]?.kode_barcode;
  async function onClear() {
    if (!list.items.length) return;
    const ok = await confirm({
      title: 'Kosongkan Daftar Barang?',
      content: `${list.totals.jumlah} Barang Akan Dihapus Dari Daftar (Belum Disimpan).`,
      testId: `${id}-clear-confirm`,
    });
    if (ok) list.clear();
  }
  return (
    <Card
      size="small"
      className="k-card"
      title={props.title ?? 'Scan Barang'}
      extra={
        <Button
          size="small"
          icon={<ClearOutlined />}
          disabled={!list.items.length || props.disabled}
          onClick={() => void onClear()}
          data-testid={`${id}-clear`}
        >
          Kosongkan
        </Button>
      }
    >
      <div className="k-scan-row">
        <div className="k-scan-field">
          <ScanInput
            key={list.round}
            onScan={(b) => void list.scan(b)}
            disabled={props.disabled}
            placeholder={props.placeholder}
            testId={`${id}-input`}
          />
        </div>
        <Spin size="small" spinning={list.checking} />
        <ScanTotals jumlah={list.totals.jumlah} berat={list.totals.berat} testId={id} />
      </div>
      <ScanMessageLine list={list} testId={id} />
      {props.hint}
      {props.extra}
      <div data-testid={`${id}-list`}>
        <PiecesTable
          items={list.items}
          totals={list.totals}
          onRemove={props.disabled ? undefined : list.remove}
          highlight={last}
          testId={id}
          showStatus={props.showStatus}
          emptyText="Belum Ada Barang Yang Di Scan"
        />
      </div>
    </Card>
  );
}
