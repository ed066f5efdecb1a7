/** Live total, paid, remaining or change, and the counter's main buttons with their keys. */
import { ClearOutlined, DollarOutlined, LockOutlined, SaveOutlined, WalletOutlined } from '@ant-design/icons';
import { formatNumber, formatRupiah } from '@kilau/domain';
import { Button, Card } from 'antd';
import type { Totals } from './cart-model.ts';

export function SummaryCard(props: {
  t: Totals;
  saving: boolean;
  onPay: () => void;
  onSave: () => void;
  onClear: () => void;
  onTitip?: () => void;
  /** Bayar DP: the cart's pieces reserved for the customer by a down payment. */
  onDp?: () => void;
}) {
  const { t } = props;
  return (
    <Card size="small" className="k-card" title="Ringkasan" data-testid="sale-summary">
      <dl className="k-sum">
        <dt>Jumlah Barang</dt>
        <dd data-testid="sum-items">
          {t.items} pcs · {formatNumber(t.berat)} gr
        </dd>
        <dt>Total</dt>
        <dd className="k-sum-total" data-testid="sum-total">
          {formatRupiah(t.total)}
        </dd>
        <dt>Dibayar</dt>
        <dd data-testid="sum-paid">{formatRupiah(t.paid)}</dd>
        {t.kembalian > 0 ? (
          <>
            <dt>Kembalian</dt>
            <dd className="k-sum-change" data-testid="sum-kembalian">
              {formatRupiah(t.kembalian)}
            </dd>
          </>
        ) : (
          <>
            <dt>Sisa Bayar</dt>
            <dd className={t.sisa > 0 ? 'k-sum-due' : 'k-sum-change'} data-testid="sum-sisa">
              {formatRupiah(t.sisa)}
            </dd>
          </>
        )}
      </dl>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, marginTop: 12 }}>
        <Button icon={<DollarOutlined />} size="large" onClick={props.onPay} data-testid="sale-pay">
          Bayar <span className="k-kbd">F9</span>
        </Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          size="large"
          loading={props.saving}
          onClick={props.onSave}
          data-testid="sale-save"
        >
          Simpan{' '}
          <span className="k-kbd" style={{ color: 'inherit' }}>
            F10
          </span>
        </Button>
        {props.onTitip && (
          <Button icon={<WalletOutlined />} onClick={props.onTitip} data-testid="sale-titip">
            Titip Uang
          </Button>
        )}
        {props.onDp && (
          <Button icon={<LockOutlined />} loading={props.saving} onClick={props.onDp} data-testid="sale-dp">
            Bayar DP
          </Button>
        )}
        <Button icon={<ClearOutlined />} danger onClick={props.onClear} data-testid="sale-clear">
          Kosongkan
        </Button>
      </div>
    </Card>
  );
}
