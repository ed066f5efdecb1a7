/**
 * What can be done to a service in its state (the domain's state machine decides): mark it done (MASUK → SELESAI,
 * the craftsman may be named now), hand it over with the rest paid by payment lines (SELESAI → DIAMBIL), or cancel
 * it with a supervisor, all money taken given back (→ BATAL). The actions are declared in service-actions.ts.
 */
import {
  formatRupiah,
  type PaymentKind,
  paymentRefusal,
  paymentTotals,
  type ServiceDoc,
  sisaUntuk,
} from '@kilau/domain';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { DocumentActions, useDocumentWrite } from '../../../components/document/DocumentActions.tsx';
import { notify } from '../../../components/notify.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { emptyCustomer, lineAmount, newPayLine, type PayLine } from '../../penjualan/counter/cart-model.ts';
import { PaymentLines } from '../../penjualan/counter/PaymentLines.tsx';
import { pickOption, useActive } from '../../penjualan/shared/sales-queries.ts';
import { BAYAR_SERVICE, payBody } from '../counter/service-model.ts';
import { SERVICE_ACTIONS } from './service-actions.ts';

const paid = (payments: readonly PayLine[]) => payments.map((p) => ({ jenis: p.jenis, jumlah: lineAmount(p) }));

export function ServiceActions({ d, onDone }: { d: ServiceDoc; onDone: (d: ServiceDoc) => void }) {
  const write = useDocumentWrite([queryKeys.service('list'), queryKeys.kas(), queryKeys.dashboard()], onDone);
  const tukang = useActive('tukang');
  const rekenings = useActive('rekening');
  const [kodeTukang, setKodeTukang] = useState(d.kode_tukang);
  const [payments, setPayments] = useState<PayLine[]>([]);
  const [focus, setFocus] = useState<{ id: string; n: number }>();
  const t = paymentTotals(d.sisa, paid(payments));
  const kembali = d.dp + d.pelunasan;
  const run = write.run;

  function addPay(jenis: PaymentKind) {
    if (t.sisa <= 0) return;
    const no_rekening =
      jenis !== 'CASH' && rekenings.rows.length === 1 ? String(rekenings.rows[0]?.no_rekening ?? '') : '';
    const line = newPayLine(jenis, { jumlah: t.sisa, no_rekening });
    setPayments((p) => [...p, line]);
    setFocus((f) => ({ id: line.id, n: (f?.n ?? 0) + 1 }));
  }

  function ambil() {
    const refusal = paymentRefusal(t);
    if (refusal) void notify.error(refusal.message);
    else void run('service/ambil', { no_service: d.no_service, payments: payBody(payments) });
  }

  return (
    <DocumentActions
      d={d}
      spec={SERVICE_ACTIONS}
      saving={write.saving}
      testId="sv-actions"
      approvals={{
        BATAL: {
          noRef: d.no_service,
          detail: { jumlah: kembali },
          description: `Batal ${d.no_service}: Uang Dikembalikan Rp ${formatRupiah(kembali)}`,
          send: (g) => run('service/batal', { no_service: d.no_service, otorisasi: g }, 'post'),
        },
      }}
      forms={{
        SELESAI: () => (
          <Space wrap>
            <Select
              allowClear
              style={{ width: 260 }}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Tukang (Opsional)"
              value={kodeTukang || undefined}
              options={tukang.rows.map((r) => pickOption(r, 'kode_tukang', 'nama_tukang'))}
              onChange={(v) => setKodeTukang(v ?? '')}
              aria-label="Tukang"
              data-testid="sv-act-tukang"
            />
            <Button
              type="primary"
              loading={write.saving}
              onClick={() => void run('service/selesai', { no_service: d.no_service, kode_tukang: kodeTukang })}
              data-testid="sv-act-selesai"
            >
              Tandai Selesai
            </Button>
          </Space>
        ),
        AMBIL: () => (
          <>
            <PaymentLines
              payments={payments}
              rekenings={rekenings.rows}
              customer={{ ...emptyCustomer, nama_customer: d.nama_customer, no_hp: d.no_hp }}
              kursToko={0}
              kinds={BAYAR_SERVICE}
              emptyText={d.sisa > 0 ? 'Belum Ada Pembayaran Sisa.' : 'Sudah Lunas, Tidak Ada Yang Perlu Dibayar.'}
              canAdd={t.sisa > 0}
              focus={focus}
              onAdd={addPay}
              onChange={(id, p) => setPayments((ps) => ps.map((x) => (x.id === id ? { ...x, ...p } : x)))}
              onRemove={(id) => setPayments((ps) => ps.filter((x) => x.id !== id))}
              sisaFor={(id) => sisaUntuk(d.sisa, paid(payments.filter((p) => p.id !== id)))}
            />
            <Space className="k-mt" wrap>
              <span>
                Dibayar <b data-testid="sv-act-dibayar">{formatRupiah(t.paid)}</b> ·{' '}
                {t.sisa > 0 ? 'Kurang' : 'Kembalian'}{' '}
                <b data-testid="sv-act-kembalian">{formatRupiah(t.sisa > 0 ? t.sisa : t.kembalian)}</b>
              </span>
              <Button type="primary" loading={write.saving} onClick={ambil} data-testid="sv-act-ambil">
                Serahkan Ke Customer
              </Button>
            </Space>
          </>
        ),
        BATAL: (ask) => (
          <Space wrap>
            <span>Uang Yang Dikembalikan: Rp {formatRupiah(kembali)}</span>
            <Button danger onClick={ask} data-testid="sv-act-batal">
              Batalkan Service
            </Button>
          </Space>
        ),
      }}
    />
  );
}
