/**
 * How the shop pays the customer: cash from the drawer, or a transfer from a store account to the customer's
 * account. Lines may be split; each has `Sisa`, which fills what is still to be paid.
 */
import { CloseOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { UpperInput } from '../../../components/inputs.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import type { ResourceRow } from '../../../lib/use-resource.ts';
import type { BeliBayar } from './beli-model.ts';

export const BAYAR_LABEL: Record<BeliBayar['jenis'], string> = { CASH: 'Tunai', TRANSFER: 'Transfer' };

export function BeliBayarLines(props: {
  payments: readonly BeliBayar[];
  rekenings: readonly ResourceRow[];
  sisa: number;
  onAdd: (jenis: BeliBayar['jenis']) => void;
  onChange: (id: string, p: Partial<BeliBayar>) => void;
  onRemove: (id: string) => void;
}) {
  return (
    <div data-testid="beli-bayar">
      {props.payments.map((p, i) => (
        <div
          key={p.id}
          className="k-pay-line"
          data-testid={`beli-bayar-${i}`}
          style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}
        >
          <strong style={{ width: 70, paddingTop: 4 }}>{BAYAR_LABEL[p.jenis]}</strong>
          <MoneyInput
            size="small"
            style={{ width: 150 }}
            value={p.jumlah}
            aria-label={`Jumlah ${BAYAR_LABEL[p.jenis]} ${i + 1}`}
            onChange={(v) => props.onChange(p.id, { jumlah: v })}
            data-testid={`beli-bayar-jumlah-${i}`}
          />
          <Button size="small" onClick={() => props.onChange(p.id, { jumlah: Math.max(0, p.jumlah + props.sisa) })}>
            Sisa
          </Button>
          {p.jenis === 'TRANSFER' && (
            <>
              <Select
                size="small"
                style={{ minWidth: 200, flex: 1 }}
                placeholder="Rekening Toko"
                aria-label={`Rekening Toko ${i + 1}`}
                value={p.no_rekening || undefined}
                status={p.no_rekening ? undefined : 'warning'}
                options={props.rekenings.map((r) => ({
                  value: String(r.no_rekening ?? ''),
                  label: `${String(r.kode_bank ?? '')} ${String(r.no_rekening ?? '')} - ${String(r.nama_rekening ?? '')}`,
                }))}
                onChange={(v) => props.onChange(p.id, { no_rekening: v ?? '' })}
                data-testid={`beli-bayar-rekening-${i}`}
              />
              <UpperInput
                size="small"
                style={{ width: 110 }}
                placeholder="Bank Customer"
                aria-label={`Bank Customer ${i + 1}`}
                value={p.nama_bank_customer}
                onChange={(v) => props.onChange(p.id, { nama_bank_customer: v })}
                data-testid={`beli-bayar-bank-${i}`}
              />
              <UpperInput
                size="small"
                style={{ width: 150 }}
                placeholder="No Rekening Customer"
                aria-label={`No Rekening Customer ${i + 1}`}
                status={p.no_rekening_customer ? undefined : 'warning'}
                value={p.no_rekening_customer}
                onChange={(v) => props.onChange(p.id, { no_rekening_customer: v })}
                data-testid={`beli-bayar-norek-${i}`}
              />
            </>
          )}
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            aria-label={`Hapus Pembayaran ${i + 1}`}
            onClick={() => props.onRemove(p.id)}
          />
        </div>
      ))}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button size="small" onClick={() => props.onAdd('CASH')} data-testid="beli-add-cash">
          + Tunai (F9)
        </Button>
        <Button size="small" onClick={() => props.onAdd('TRANSFER')} data-testid="beli-add-transfer">
          + Transfer
        </Button>
      </div>
    </div>
  );
}
