/**
 * What can be done to a loan in its state (the domain's state rules decide): repay (interest to today, payment lines
 * with card/transfer fees), renew (the interest to today paid, a new loan starts), forfeit once the grace period is
 * over (supervisor), and cancel a repayment (supervisor). The actions are declared in hutang-actions.ts.
 */
import {
  formatRupiah,
  formatTanggal,
  type HutangDoc,
  type PaymentKind,
  paymentRefusal,
  paymentTotals,
  sisaUntuk,
} from '@kilau/domain';
import { Alert, Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { DocumentActions, useDocumentWrite } from '../../../components/document/DocumentActions.tsx';
import { confirm, notify } from '../../../components/notify.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { useSession } from '../../../lib/session.ts';
import { emptyCustomer, lineAmount, newPayLine, type PayLine } from '../../penjualan/counter/cart-model.ts';
import { PaymentLines, payLabel } from '../../penjualan/counter/PaymentLines.tsx';
import { pickOption, useActive } from '../../penjualan/shared/sales-queries.ts';
import { BAYAR_SERVICE, payBody } from '../../service/counter/service-model.ts';
import type { NotaLunasTarget } from '../nota/NotaLunasModal.tsx';
import { HUTANG_ACTIONS, lastLunas as lastLunasOf } from './hutang-actions.ts';

const paid = (payments: readonly PayLine[]) => payments.map((p) => ({ jenis: p.jenis, jumlah: lineAmount(p) }));

/** Payment lines covering `amount` (the sales counter's rules and keys). */
function Bayar(props: {
  d: HutangDoc;
  amount: number;
  payments: PayLine[];
  setPayments: (f: (p: PayLine[]) => PayLine[]) => void;
  prefix: string;
}) {
  const rekenings = useActive('rekening');
  const [focus, setFocus] = useState<{ id: string; n: number }>();
  const t = paymentTotals(props.amount, paid(props.payments));
  function addPay(jenis: PaymentKind) {
    if (t.sisa <= 0) return;
    const no_rekening =
      jenis !== 'CASH' && rekenings.rows.length === 1 ? String(rekenings.rows[0]?.no_rekening ?? '') : '';
    const line = newPayLine(jenis, { jumlah: t.sisa, no_rekening });
    props.setPayments((p) => [...p, line]);
    setFocus((f) => ({ id: line.id, n: (f?.n ?? 0) + 1 }));
  }
  return (
    <>
      <PaymentLines
        payments={props.payments}
        rekenings={rekenings.rows}
        customer={{ ...emptyCustomer, nama_customer: props.d.nama_customer, no_hp: props.d.no_hp }}
        kursToko={0}
        kinds={BAYAR_SERVICE}
        emptyText={props.amount > 0 ? 'Belum Ada Pembayaran.' : 'Tidak Ada Yang Perlu Dibayar.'}
        canAdd={t.sisa > 0}
        focus={focus}
        onAdd={addPay}
        onChange={(id, p) => props.setPayments((ps) => ps.map((x) => (x.id === id ? { ...x, ...p } : x)))}
        onRemove={(id) => props.setPayments((ps) => ps.filter((x) => x.id !== id))}
        sisaFor={(id) => sisaUntuk(props.amount, paid(props.payments.filter((p) => p.id !== id)))}
      />
      <div className="k-mt">
        Dibayar <b data-testid={`${props.prefix}-dibayar`}>{formatRupiah(t.paid)}</b> ·{' '}
        {t.sisa > 0 ? 'Kurang' : 'Kembalian'}{' '}
        <b data-testid={`${props.prefix}-kembalian`}>{formatRupiah(t.sisa > 0 ? t.sisa : t.kembalian)}</b>
      </div>
    </>
  );
}

/** What a repayment is about to post: the amount owed today, each payment line, what is paid and the change. */
function LunasSummary({ amount, payments }: { amount: number; payments: readonly PayLine[] }) {
  const t = paymentTotals(amount, paid(payments));
  return (
    <div data-testid="lunas-summary">
      <div>
        Tebusan Hari Ini <b>Rp {formatRupiah(amount)}</b>
      </div>
      <table style={{ width: '100%', margin: '8px 0' }}>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id}>
              <td>
                {[payLabel(p.jenis).toUpperCase(), p.no_rekening, p.no_kartu ? `KARTU ${p.no_kartu}` : '']
                  .filter(Boolean)
                  .join(' ')}
                {p.fee ? ` (Fee Rp ${formatRupiah(p.fee)})` : ''}
              </td>
              <td style={{ textAlign: 'right' }}>Rp {formatRupiah(lineAmount(p))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        Dibayar <b>Rp {formatRupiah(t.paid)}</b>
        {t.kembalian > 0 && (
          <>
            {' '}
            · Kembalian <b>Rp {formatRupiah(t.kembalian)}</b>
          </>
        )}
      </div>
    </div>
  );
}

export function HutangActions({
  d,
  onDone,
  onNota,
}: {
  d: HutangDoc;
  onDone: (d: HutangDoc) => void;
  /** The receipt of money paid: after a repayment (NOTA PELUNASAN) or a renewal (NOTA PEREMAJAAN). */
  onNota?: (t: NotaLunasTarget) => void;
}) {
  const write = useDocumentWrite([queryKeys.hutang('list'), queryKeys.kas(), queryKeys.dashboard()], onDone);
  const run = write.run;
  const today = useSession()?.user.tgl_system ?? '';
  const gudang = useActive('gudang');
  const baki = useActive('baki');
  const jenis = useActive('jenis');
  const [lunasPay, setLunasPay] = useState<PayLine[]>([]);
  const [renewPay, setRenewPay] = useState<PayLine[]>([]);
  const [lama, setLama] = useState('');
  const [lelang, setLelang] = useState({ kode_gudang: '', kode_baki: '', kode_dept: '' });
  const lastLunas = lastLunasOf(d);
  const bolehLelang = today >= d.tgl_boleh_lelang;

  async function lunasi() {
    const refusal = paymentRefusal(paymentTotals(d.tagihan_hari_ini, paid(lunasPay)));
    if (refusal) {
      void notify.error(refusal.message);
      return;
    }
    // one click never posts a repayment: the cashier first sees the amount and the payment lines
    const ok = await confirm({
      title: `Lunasi Hutang ${d.no_hutang} Dan Kembalikan Jaminan?`,
      content: <LunasSummary amount={d.tagihan_hari_ini} payments={lunasPay} />,
      okText: 'Lunasi',
      cancelText: 'Batal',
      testId: 'lunas-confirm',
    });
    if (ok)
      void run('hutang/pelunasan', { no_hutang: d.no_hutang, payments: payBody(lunasPay) }, 'put', true).then((doc) => {
        const l = doc && [...doc.lunas].reverse().find((x) => x.jenis === 'PELUNASAN' && x.status === 'AKTIF');
        if (doc && l) onNota?.({ jenis: 'PELUNASAN', no: doc.no_hutang, doc, noLunas: l.no_lunas });
      });
  }
  function perbarui() {
    const refusal = paymentRefusal(paymentTotals(d.bunga_hari_ini, paid(renewPay)));
    if (refusal) void notify.error(refusal.message);
    else
      void run(
        'hutang/peremajaan',
        { no_hutang: d.no_hutang, payments: payBody(renewPay), ...(lama ? { lama_hari: Number(lama) } : {}) },
        'post',
        true,
      ).then((baru) => {
        if (baru) onNota?.({ jenis: 'PEREMAJAAN', no: d.no_hutang, noBaru: baru.no_hutang });
      });
  }
  const bakiOfGudang = baki.rows.filter((b) => !lelang.kode_gudang || b.kode_gudang === lelang.kode_gudang);

  return (
    <DocumentActions
      d={d}
      spec={HUTANG_ACTIONS}
      saving={write.saving}
      testId="ht-actions"
      approvals={{
        BATAL_LUNAS: {
          noRef: d.no_hutang,
          detail: { jumlah: lastLunas?.total ?? 0 },
          description: `Batal Lunas ${d.no_hutang}: Rp ${formatRupiah(lastLunas?.total ?? 0)}`,
          send: (g) => run('hutang/batal-lunas', { no_hutang: d.no_hutang, otorisasi: g }, 'post'),
        },
        LELANG: {
          noRef: d.no_hutang,
          detail: { jumlah: d.pokok },
          description: `Lelang ${d.no_hutang}: Pokok Rp ${formatRupiah(d.pokok)}`,
          send: (g) => run('hutang/lelang', { no_hutang: d.no_hutang, ...lelang, otorisasi: g }, 'post'),
        },
      }}
      forms={{
        LUNAS: () => (
          <>
            <Bayar d={d} amount={d.tagihan_hari_ini} payments={lunasPay} setPayments={setLunasPay} prefix="ht-lunas" />
            <Button
              type="primary"
              className="k-mt"
              loading={write.saving}
              onClick={() => void lunasi()}
              data-testid="ht-act-lunas"
            >
              Lunasi & Kembalikan Jaminan
            </Button>
          </>
        ),
        PEREMAJAAN: () => (
          <>
            <Bayar d={d} amount={d.bunga_hari_ini} payments={renewPay} setPayments={setRenewPay} prefix="ht-renew" />
            <Space className="k-mt" wrap>
              <Input
                style={{ width: 200 }}
                placeholder="Lama Pinjam Baru (Hari)"
                value={lama}
                onChange={(e) => setLama(e.target.value.replace(/\D/g, '').slice(0, 4))}
                aria-label="Lama Pinjam Baru"
                data-testid="ht-act-lama"
              />
              <Button loading={write.saving} onClick={perbarui} data-testid="ht-act-peremajaan">
                Perbarui Hutang
              </Button>
            </Space>
          </>
        ),
        LELANG: (ask) => (
          <>
            {!bolehLelang && (
              <Alert
                type="info"
                showIcon
                className="k-mb"
                title={`Dapat Dilelang Mulai ${formatTanggal(d.tgl_boleh_lelang)} (Jatuh Tempo + Masa Tenggang)`}
                data-testid="ht-act-lelang-belum"
              />
            )}
            {
              <Space wrap>
                <Select
                  style={{ width: 200 }}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="Gudang"
                  value={lelang.kode_gudang || undefined}
                  options={gudang.rows.map((r) => pickOption(r, 'kode_gudang', 'nama_gudang'))}
                  onChange={(v) => setLelang((l) => ({ ...l, kode_gudang: v ?? '', kode_baki: '' }))}
                  aria-label="Gudang"
                  data-testid="ht-act-gudang"
                />
                <Select
                  style={{ width: 200 }}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="Baki"
                  value={lelang.kode_baki || undefined}
                  options={bakiOfGudang.map((r) => pickOption(r, 'kode_baki', 'nama_baki'))}
                  onChange={(v) => setLelang((l) => ({ ...l, kode_baki: v ?? '' }))}
                  aria-label="Baki"
                  data-testid="ht-act-baki"
                />
                <Select
                  style={{ width: 200 }}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="Jenis"
                  value={lelang.kode_dept || undefined}
                  options={jenis.rows.map((r) => pickOption(r, 'kode_dept', 'nama_dept'))}
                  onChange={(v) => setLelang((l) => ({ ...l, kode_dept: v ?? '' }))}
                  aria-label="Jenis"
                  data-testid="ht-act-jenis"
                />
                <Button
                  danger
                  disabled={!lelang.kode_gudang || !lelang.kode_baki || !lelang.kode_dept}
                  onClick={ask}
                  data-testid="ht-act-lelang"
                >
                  Lelang
                </Button>
              </Space>
            }
          </>
        ),
        BATAL_LUNAS: (ask) => (
          <Space wrap>
            <span>
              Pelunasan {lastLunas?.no_lunas}: Rp {formatRupiah(lastLunas?.total ?? 0)} Dikembalikan Ke Customer
            </span>
            <Button danger onClick={ask} data-testid="ht-act-batal">
              Batal Lunas
            </Button>
          </Space>
        ),
      }}
    />
  );
}
