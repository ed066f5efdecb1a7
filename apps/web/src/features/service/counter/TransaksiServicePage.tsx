/**
 * /transaksi-services — the repair counter (DOMAIN.md "service", issue 13): customer and salesperson, the received
 * items (quantity × fee per item, optional photo), the total with the store's surcharge % as its own line, the
 * craftsman, and the amount paid now (0 up to the whole) with the sales counter's payment lines. F10 saves; the
 * NOTA SERVICE opens after.
 */
import { formatRupiah, MSG, type PaymentKind, type ServiceDoc } from '@kilau/domain';
import { Alert, Button, Card, Form, Select } from 'antd';
import { useState } from 'react';
import { UpperInput } from '../../../components/inputs.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { confirm, notify } from '../../../components/notify.tsx';
import type { WriteResult } from '../../../lib/api.tsx';
import { putBinary } from '../../../lib/api-binary.ts';
import { errorText, isTimeout } from '../../../lib/api-error.ts';
import { useCounterKeys } from '../../../lib/counter-keys.ts';
import { queryKeys } from '../../../lib/query.ts';
import { useWrite } from '../../../lib/use-write.ts';
import { CustomerPanel } from '../../penjualan/counter/CustomerPanel.tsx';
import { newPayLine, type PayLine } from '../../penjualan/counter/cart-model.ts';
import { PAY_KINDS, PaymentLines } from '../../penjualan/counter/PaymentLines.tsx';
import { pickOption, useActive } from '../../penjualan/shared/sales-queries.ts';
import '../../penjualan/penjualan.css';
import '../../pesanan/pesanan.css';
import { NotaServiceModal } from '../nota/NotaServiceModal.tsx';
import { fetchService, useParameterService } from '../service-api.ts';
import { ServiceLines } from './ServiceLines.tsx';
import {
  BAYAR_SERVICE,
  checkService,
  emptyService,
  newLine,
  type ServiceState,
  serviceBody,
  serviceTotals,
  sisaBayar,
} from './service-model.ts';

export default function TransaksiServicePage() {
  const [s, setS] = useState<ServiceState>(emptyService);
  const patch = (p: Partial<ServiceState> | ((d: ServiceState) => Partial<ServiceState>)) =>
    setS((d) => ({ ...d, ...(typeof p === 'function' ? p(d) : p) }));
  const para = useParameterService();
  const rekenings = useActive('rekening');
  const tukang = useActive('tukang');
  const t = serviceTotals(s, para.data);
  const write = useWrite({ invalidates: [queryKeys.service(), queryKeys.kas(), queryKeys.dashboard()] });
  const [nota, setNota] = useState<ServiceDoc>();
  const [focus, setFocus] = useState<{ id: string; n: number }>();

  const updatePay = (id: string, p: Partial<PayLine>) =>
    patch((d) => ({ payments: d.payments.map((x) => (x.id === id ? { ...x, ...p } : x)) }));

  async function save() {
    if (write.saving) return;
    const r = checkService(s, para.data);
    if (!r.ok) {
      void notify.error(r.message);
      return;
    }
    try {
      const res = await write.send<WriteResult<ServiceDoc>>({ path: 'service', body: serviceBody(s) });
      let doc = res.data;
      // the items' photos follow the saved service (seq = line order)
      const fotos = s.lines.map((l, i) => ({ foto: l.foto, seq: i + 1 })).filter((f) => f.foto);
      if (fotos.length) {
        try {
          for (const f of fotos)
            await putBinary(`service/foto/${doc.no_service}/${f.seq}`, f.foto as Blob, 'image/jpeg');
          doc = await fetchService(doc.no_service);
        } catch (e) {
          void notify.error(`Service Tersimpan, Tetapi Foto Gagal Disimpan: ${errorText(e, MSG.saveFail)}`);
        }
      }
      setS((d) => ({ ...emptyService(), kode_sales: d.kode_sales }));
      setNota(doc);
      notify.toast.success(MSG.saveOk);
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.saveFail));
    }
  }

  async function clear() {
    if (
      await confirm({ title: 'Kosongkan Service Ini?', okText: 'Kosongkan', danger: true, testId: 'sv-clear-confirm' })
    )
      setS((d) => ({ ...emptyService(), kode_sales: d.kode_sales }));
  }

  function addPay(jenis: PaymentKind) {
    if (t.sisa <= 0) return;
    const no_rekening =
      jenis !== 'CASH' && rekenings.rows.length === 1 ? String(rekenings.rows[0]?.no_rekening ?? '') : '';
    const line = newPayLine(jenis, { jumlah: t.sisa, no_rekening });
    patch((d) => ({ payments: [...d.payments, line] }));
    setFocus((f) => ({ id: line.id, n: (f?.n ?? 0) + 1 }));
  }

  // the sales counter's keys: Alt+<letter> adds a payment line of that kind, F9 pays in cash, F10 saves
  useCounterKeys((e) => {
    const alt = e.altKey && !e.ctrlKey && !e.metaKey;
    const kind = alt
      ? PAY_KINDS.find((k) => k.key === e.key.toUpperCase() && BAYAR_SERVICE.includes(k.jenis))
      : undefined;
    if (e.key === 'F10') void save();
    else if (e.key === 'F9') addPay('CASH');
    else if (kind) addPay(kind.jenis);
    else return false;
    return true;
  });

  return (
    <div className="k-counter" data-testid="sv-counter">
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
        <Card size="small" className="k-card" title="Barang Service">
          {para.error && (
            <Alert type="error" showIcon className="k-mb" title={errorText(para.error, MSG.noConnection)} />
          )}
          <ServiceLines
            lines={s.lines}
            onChange={(id, p) => patch((d) => ({ lines: d.lines.map((l) => (l.id === id ? { ...l, ...p } : l)) }))}
            onAdd={() => patch((d) => ({ lines: [...d.lines, newLine()] }))}
            onRemove={(id) => patch((d) => ({ lines: d.lines.filter((l) => l.id !== id) }))}
          />
        </Card>
        <Card size="small" className="k-card" title="Pembayaran">
          <Form layout="inline" component="div" style={{ marginBottom: 8 }}>
            <Form.Item label="Dibayar Sekarang (DP)" htmlFor="sv-dp">
              <MoneyInput
                id="sv-dp"
                style={{ width: 180 }}
                value={s.dp}
                onChange={(v) => patch({ dp: v })}
                data-testid="sv-dp"
              />
            </Form.Item>
            <Button size="small" onClick={() => patch({ dp: t.totalService })} data-testid="sv-dp-lunas">
              Bayar Lunas
            </Button>
          </Form>
          <PaymentLines
            payments={s.payments}
            rekenings={rekenings.rows}
            customer={s.customer}
            kursToko={0}
            kinds={BAYAR_SERVICE}
            emptyText="Belum Ada Pembayaran (Boleh Kosong Bila DP 0). Tekan F9 Untuk Bayar Tunai."
            canAdd={t.sisa > 0}
            focus={focus}
            onAdd={addPay}
            onChange={updatePay}
            onRemove={(id) => patch((d) => ({ payments: d.payments.filter((x) => x.id !== id) }))}
            sisaFor={(id) => sisaBayar(s, id)}
          />
        </Card>
      </div>
      <div className="k-counter-side">
        <Card size="small" className="k-card" title="Customer">
          <CustomerPanel
            kodeSales={s.kode_sales}
            customer={s.customer}
            kodeMarketplace=""
            onSales={(kode_sales) => patch({ kode_sales })}
            onCustomer={(c) => patch((d) => ({ customer: { ...d.customer, ...c } }))}
            onMarketplace={() => {}}
            hideMarketplace
            namePlaceholder="NAMA CUSTOMER (WAJIB)"
          />
        </Card>
        <Card size="small" className="k-card" title="Pengerjaan">
          <Form layout="vertical" size="small" component="div">
            <Form.Item label="Tukang" htmlFor="sv-tukang" style={{ marginBottom: 8 }}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Pilih Tukang"
                loading={tukang.isLoading}
                value={s.kode_tukang || undefined}
                options={tukang.rows.map((r) => pickOption(r, 'kode_tukang', 'nama_tukang'))}
                onChange={(v) => patch({ kode_tukang: v ?? '' })}
                id="sv-tukang"
                data-testid="sv-tukang"
              />
            </Form.Item>
            <Form.Item label="Keterangan" htmlFor="sv-keterangan" style={{ marginBottom: 0 }}>
              <UpperInput
                id="sv-keterangan"
                maxLength={300}
                value={s.keterangan}
                onChange={(v) => patch({ keterangan: v })}
                data-testid="sv-keterangan"
              />
            </Form.Item>
          </Form>
        </Card>
        <Card size="small" className="k-card" title="Ringkasan" data-testid="sv-summary">
          <dl className="k-sum">
            <dt>Total Ongkos</dt>
            <dd data-testid="sv-subtotal">{formatRupiah(t.subtotal)}</dd>
            <dt>Tambahan Service ({para.data?.persen_tambahan ?? '0'}%)</dt>
            <dd data-testid="sv-tambahan">{formatRupiah(t.tambahan)}</dd>
            <dt>Total Service</dt>
            <dd className="k-sum-total" data-testid="sv-total">
              {formatRupiah(t.totalService)}
            </dd>
            <dt>DP</dt>
            <dd data-testid="sv-sum-dp">{formatRupiah(t.dp)}</dd>
            <dt>Dibayar</dt>
            <dd data-testid="sv-dibayar">{formatRupiah(t.paid)}</dd>
            <dt>{t.sisa > 0 ? 'Kurang Bayar' : 'Kembalian'}</dt>
            <dd className={t.sisa > 0 ? 'k-sum-due' : 'k-sum-change'} data-testid="sv-kembalian">
              {formatRupiah(t.sisa > 0 ? t.sisa : t.kembalian)}
            </dd>
            <dt>Sisa Saat Ambil</dt>
            <dd data-testid="sv-sisa">{formatRupiah(t.sisaService)}</dd>
          </dl>
          <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
            <Button onClick={() => void clear()} data-testid="sv-clear">
              Kosongkan
            </Button>
            <Button type="primary" block loading={write.saving} onClick={() => void save()} data-testid="sv-save">
              Simpan <span className="k-kbd">F10</span>
            </Button>
          </div>
        </Card>
      </div>
      <NotaServiceModal open={!!nota} doc={nota} closeText="Service Baru (Enter)" onClose={() => setNota(undefined)} />
    </div>
  );
}
