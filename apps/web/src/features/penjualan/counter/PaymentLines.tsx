/**
 * Payment lines of the counter (DOMAIN.md "Counter payments"): CASH, TRANSFER, DEBIT, KREDIT (store account,
 * card number, fee), USD (amount × rate: the store's KURS_USD, another rate needs a supervisor), TITIPAN (an active
 * deposit of the customer), TUKAR (the value of a trade-in purchase of today, named by its number), PESANAN (the down
 * payment of an order picked up, named by its number). Each line
 * has a `Sisa` button that fills what is still owed; adding stops once the bill is covered.
 */
import { CloseOutlined } from '@ant-design/icons';
import { formatRupiah, needsRekening, type PaymentKind } from '@kilau/domain';
import { Button, type InputRef, Select, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import { NumericInput, UpperInput } from '../../../components/inputs.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { useTitipanList } from '../shared/sales-queries.ts';
import type { ResourceRowLike } from '../shared/sales-types.ts';
import { type Customer, lineAmount, type PayLine } from './cart-model.ts';

export const PAY_KINDS: { jenis: PaymentKind; label: string; key: string }[] = [
  { jenis: 'CASH', label: 'Tunai', key: 'C' },
  { jenis: 'TRANSFER', label: 'Transfer', key: 'T' },
  { jenis: 'DEBIT', label: 'Debit', key: 'B' },
  { jenis: 'KREDIT', label: 'Kredit', key: 'K' },
  { jenis: 'USD', label: 'USD', key: 'U' },
  { jenis: 'TITIPAN', label: 'Titipan', key: 'I' },
  { jenis: 'TUKAR', label: 'Tukar', key: 'R' },
  /** An order picked up: its down payment (issue 13), named by the order number. */
  { jenis: 'PESANAN', label: 'DP Pesanan', key: 'P' },
];
export const payLabel = (k: PaymentKind) => PAY_KINDS.find((p) => p.jenis === k)?.label ?? k;

type LineProps = {
  line: PayLine;
  rekenings: readonly ResourceRowLike[];
  customer: Customer;
  /** The store's USD rate (KURS_USD). */
  kursToko: number;
  onChange: (p: Partial<PayLine>) => void;
  onSisa: () => void;
  onRemove: () => void;
  amountRef: (el: InputRef | null) => void;
  sisaFor: () => number;
  /** Opens the trade-in buy-back for this TUKAR line. */
  onTukarBeli?: () => void;
};

function TitipanPick({ line, customer, onChange, sisaFor }: LineProps) {
  const q = customer.no_hp || customer.nama_customer;
  // the customer's open deposits: the first 100 (newest first) are plenty for one customer
  const list = useTitipanList({ status: 'AKTIF', q: q || undefined }, { skip: 0, limit: 100 });
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      size="small"
      placeholder="Pilih Titipan"
      loading={list.isLoading}
      value={line.no_titip || undefined}
      notFoundContent="Tidak Ada Titipan Aktif"
      options={(list.data?.data ?? []).map((t) => ({
        value: t.no_titip,
        label: `${t.no_titip} - ${t.nama_customer} (Sisa Rp ${formatRupiah(t.sisa)})`,
        sisa: t.sisa,
      }))}
      onChange={(v, opt) => {
        const sisa = (Array.isArray(opt) ? undefined : (opt as { sisa?: number } | undefined))?.sisa ?? 0;
        onChange({ no_titip: v ?? '', jumlah: Math.min(sisa, sisaFor()) });
      }}
      data-testid={`pay-titip-${line.id}`}
    />
  );
}

function Extra(p: LineProps) {
  const { line, onChange } = p;
  const rek = needsRekening(line.jenis) && (
    <Select
      size="small"
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 200, flex: 1 }}
      placeholder="Rekening Tujuan"
      status={line.no_rekening ? undefined : 'warning'}
      value={line.no_rekening || undefined}
      options={p.rekenings.map((r) => ({
        value: String(r.no_rekening ?? ''),
        label: `${String(r.kode_bank ?? '')} ${String(r.no_rekening ?? '')} - ${String(r.nama_rekening ?? '')}`,
      }))}
      onChange={(v) => onChange({ no_rekening: v ?? '' })}
      data-testid={`pay-rekening-${line.id}`}
    />
  );
  switch (line.jenis) {
    case 'TRANSFER':
      return <div className="k-pay-extra">{rek}</div>;
    case 'DEBIT':
    case 'KREDIT':
      return (
        <div className="k-pay-extra">
          {rek}
          <NumericInput
            size="small"
            style={{ width: 130 }}
            placeholder="No Kartu"
            maxLength={30}
            value={line.no_kartu}
            onChange={(v) => onChange({ no_kartu: v })}
            data-testid={`pay-kartu-${line.id}`}
          />
          <MoneyInput
            size="small"
            style={{ width: 110 }}
            placeholder="Fee"
            prefix="Fee"
            value={line.fee}
            onChange={(v) => onChange({ fee: v })}
            data-testid={`pay-fee-${line.id}`}
          />
        </div>
      );
    case 'USD':
      return (
        <div className="k-pay-extra">
          <NumericInput
            size="small"
            mode="digits-dots"
            style={{ width: 120 }}
            prefix="$"
            placeholder="Jumlah USD"
            value={line.usd}
            onChange={(v) => onChange({ usd: v })}
            data-testid={`pay-usd-${line.id}`}
          />
          <MoneyInput
            size="small"
            style={{ width: 140 }}
            prefix="Kurs"
            status={line.kurs !== p.kursToko ? 'warning' : undefined}
            value={line.kurs}
            onChange={(v) => onChange({ kurs: v })}
            aria-label="Kurs USD"
            data-testid={`pay-kurs-${line.id}`}
          />
          <span className="k-muted" style={{ paddingTop: 2 }} data-testid={`pay-kurs-toko-${line.id}`}>
            {line.kurs !== p.kursToko
              ? `Kurs Toko Rp ${formatRupiah(p.kursToko)}, Perlu Otorisasi`
              : `Kurs Toko Rp ${formatRupiah(p.kursToko)}`}
          </span>
        </div>
      );
    case 'TITIPAN':
      return <TitipanPick {...p} />;
    case 'TUKAR':
      return (
        <div className="k-pay-extra">
          <UpperInput
            size="small"
            style={{ flex: 1, minWidth: 160 }}
            placeholder="No Pembelian Tukar (FB)"
            maxLength={40}
            value={line.no_ref}
            onChange={(v) => onChange({ no_ref: v })}
            aria-label="No Pembelian Tukar"
            data-testid={`pay-ref-${line.id}`}
          />
          {p.onTukarBeli && (
            <Button size="small" onClick={p.onTukarBeli} data-testid={`pay-tukar-beli-${line.id}`}>
              Beli Emas Customer
            </Button>
          )}
        </div>
      );
    case 'PESANAN':
      return (
        <div className="k-pay-extra">
          <UpperInput
            size="small"
            style={{ flex: 1, minWidth: 160 }}
            placeholder="No Pesanan (DP-…)"
            maxLength={40}
            value={line.no_ref}
            onChange={(v) => onChange({ no_ref: v })}
            aria-label="No Pesanan"
            data-testid={`pay-pesanan-${line.id}`}
          />
        </div>
      );
    default:
      return <span className="k-muted" style={{ paddingTop: 4 }} />;
  }
}

function Line(p: LineProps) {
  const { line } = p;
  return (
    <div className="k-pay-line" data-testid={`pay-line-${line.jenis.toLowerCase()}`} data-id={line.id}>
      <div className="k-pay-kind">{payLabel(line.jenis)}</div>
      <Extra {...p} />
      <MoneyInput
        ref={p.amountRef}
        size="small"
        value={lineAmount(line)}
        readOnly={line.jenis === 'USD'}
        onChange={(v) => p.onChange({ jumlah: v })}
        data-testid={`pay-amount-${line.id}`}
      />
      <Button size="small" onClick={p.onSisa} disabled={line.jenis === 'USD'} data-testid={`pay-sisa-${line.id}`}>
        Sisa
      </Button>
      <Tooltip title="Hapus Pembayaran">
        <Button
          size="small"
          type="text"
          danger
          icon={<CloseOutlined />}
          aria-label="Hapus Pembayaran"
          onClick={p.onRemove}
          data-testid={`pay-remove-${line.id}`}
        />
      </Tooltip>
    </div>
  );
}

export function PaymentLines(props: {
  payments: readonly PayLine[];
  rekenings: readonly ResourceRowLike[];
  customer: Customer;
  kursToko: number;
  canAdd: boolean;
  focus: { id: string; n: number } | undefined;
  onAdd: (k: PaymentKind) => void;
  onChange: (id: string, p: Partial<PayLine>) => void;
  onRemove: (id: string) => void;
  sisaFor: (id: string) => number;
  /** Buy the customer's gold as a trade-in for a TUKAR line. */
  onTukarBeli?: (id: string) => void;
  /** The kinds this counter takes (an order's down payment: no dollars, deposit or trade-in); default all. */
  kinds?: readonly PaymentKind[];
  /** What the empty list says (the sales counter: F9 pays cash). */
  emptyText?: string;
}) {
  const refs = useRef(new Map<string, InputRef>());
  useEffect(() => {
    if (!props.focus) return;
    const el = refs.current.get(props.focus.id);
    el?.focus({ cursor: 'all' });
  }, [props.focus]);
  return (
    <div data-testid="pay-lines">
      <div className="k-pay-add">
        {PAY_KINDS.filter((k) => !props.kinds || props.kinds.includes(k.jenis)).map((k) => (
          <Button
            key={k.jenis}
            size="small"
            disabled={!props.canAdd}
            onClick={() => props.onAdd(k.jenis)}
            data-testid={`pay-add-${k.jenis.toLowerCase()}`}
          >
            {k.label}
            <span className="k-kbd">Alt+{k.key}</span>
          </Button>
        ))}
      </div>
      {!props.payments.length && (
        <div className="k-muted">{props.emptyText ?? 'Belum Ada Pembayaran. Tekan F9 Untuk Bayar Tunai.'}</div>
      )}
      {props.payments.map((line) => (
        <Line
          key={line.id}
          line={line}
          rekenings={props.rekenings}
          customer={props.customer}
          kursToko={props.kursToko}
          onChange={(p) => props.onChange(line.id, p)}
          onSisa={() => props.onChange(line.id, { jumlah: props.sisaFor(line.id) })}
          onRemove={() => props.onRemove(line.id)}
          sisaFor={() => props.sisaFor(line.id)}
          onTukarBeli={props.onTukarBeli ? () => props.onTukarBeli?.(line.id) : undefined}
          amountRef={(el) => {
            if (el) refs.current.set(line.id, el);
            else refs.current.delete(line.id);
          }}
        />
      ))}
    </div>
  );
}
