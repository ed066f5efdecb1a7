/**
 * What can be done to a service in its state (the domain's state machine decides): mark it done (MASUK → SELESAI,
 * the craftsman may be named now), hand it over with the rest paid by payment lines (SELESAI → DIAMBIL), or cancel
 * it with a supervisor, all money taken given back (→ BATAL).
 */
import {
  bolehAksiService,
  formatRupiah,
  MSG,
  type PaymentKind,
  paymentRefusal,
  paymentTotals,
  type ServiceDoc,
  sisaUntuk,
} from '@kilau/domain';
import { Button, Card, Select, Space } from 'antd';
import { useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { OtorisasiModal } from '../../../components/OtorisasiModal.tsx';
import type { WriteResult } from '../../../lib/api.tsx';
import { errorText, isTimeout } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { useWrite } from '../../../lib/use-write.ts';
import { emptyCustomer, lineAmount, newPayLine, type PayLine } from '../../penjualan/counter/cart-model.ts';
import { PaymentLines } from '../../penjualan/counter/PaymentLines.tsx';
import { pickOption, useActive } from '../../penjualan/shared/sales-queries.ts';
import { BAYAR_SERVICE, payBody } from '../counter/service-model.ts';

const paid = (payments: readonly PayLine[]) => payments.map((p) => ({ jenis: p.jenis, jumlah: lineAmount(p) }));

export function ServiceActions({ d, onDone }: { d: ServiceDoc; onDone: (d: ServiceDoc) => void }) {
  const write = useWrite({ invalidates: [queryKeys.service('list'), queryKeys.kas(), queryKeys.dashboard()] });
  const tukang = useActive('tukang');
  const rekenings = useActive('rekening');
  const [kodeTukang, setKodeTukang] = useState(d.kode_tukang);
  const [payments, setPayments] = useState<PayLine[]>([]);
  const [focus, setFocus] = useState<{ id: string; n: number }>();
  const [asking, setAsking] = useState(false);
  const t = paymentTotals(d.sisa, paid(payments));
  const kembali = d.dp + d.pelunasan;

  async function run(path: string, body: unknown, method: 'put' | 'post' = 'put') {
    try {
      const res = await write.send<WriteResult<ServiceDoc>>({ path, body, method });
      onDone(res.data);
      void notify.success(MSG.saveOk);
      return true;
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.saveFail));
      return false;
    }
  }

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
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid="sv-actions">
      {bolehAksiService(d.status, 'SELESAI') && (
        <Card size="small" title="Service Selesai Dikerjakan">
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
        </Card>
      )}
      {bolehAksiService(d.status, 'AMBIL') && (
        <Card size="small" title={`Serah Terima / Ambil Service — Sisa Rp ${formatRupiah(d.sisa)}`}>
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
              Dibayar <b data-testid="sv-act-dibayar">{formatRupiah(t.paid)}</b> · {t.sisa > 0 ? 'Kurang' : 'Kembalian'}{' '}
              <b data-testid="sv-act-kembalian">{formatRupiah(t.sisa > 0 ? t.sisa : t.kembalian)}</b>
            </span>
            <Button type="primary" loading={write.saving} onClick={ambil} data-testid="sv-act-ambil">
              Serahkan Ke Customer
            </Button>
          </Space>
        </Card>
      )}
      {bolehAksiService(d.status, 'BATAL') && (
        <Card size="small" title="Batalkan Service">
          <Space wrap>
            <span>Uang Yang Dikembalikan: Rp {formatRupiah(kembali)}</span>
            <Button danger onClick={() => setAsking(true)} data-testid="sv-act-batal">
              Batalkan Service
            </Button>
          </Space>
        </Card>
      )}
      <OtorisasiModal
        open={asking}
        title="Otorisasi Batal Service"
        jenis="BATAL_SERVICE"
        no_ref={d.no_service}
        detail={{ jumlah: kembali }}
        description={`Batal ${d.no_service}: Uang Dikembalikan Rp ${formatRupiah(kembali)}`}
        loading={write.saving}
        onOk={(g) =>
          void run('service/batal', { no_service: d.no_service, otorisasi: g }, 'post').then((ok) => {
            if (ok) setAsking(false);
          })
        }
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
