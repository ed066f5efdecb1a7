/**
 * /transaksi-pesanan — the order counter (DOMAIN.md "Orders", issue 13): customer and salesperson, the ordered pieces
 * priced by kategori (weight × price per gram, rounded like a sale), showroom pieces lent as the model ("Dari Toko"
 * + barcode), craftsman and estimated finish date, and the down payment paid with the sales counter's payment lines.
 * F10 saves; the NOTA PESANAN opens after.
 */
import { type Barang, formatRupiah, MSG, type PaymentKind, type PesananDoc } from '@kilau/domain';
import { Alert, Button, Card, Form, Input, type InputRef, Select, Tag } from 'antd';
import { useRef, useState } from 'react';
import { DateField } from '../../../components/DateField.tsx';
import { UpperInput } from '../../../components/inputs.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { confirm, notify } from '../../../components/notify.tsx';
import { api, type WriteResult } from '../../../lib/api.tsx';
import { errorText, isTimeout } from '../../../lib/api-error.ts';
import { useCounterKeys } from '../../../lib/counter-keys.ts';
import { queryKeys } from '../../../lib/query.ts';
import { useWrite } from '../../../lib/use-write.ts';
import { CustomerPanel } from '../../penjualan/counter/CustomerPanel.tsx';
import { newPayLine, type PayLine } from '../../penjualan/counter/cart-model.ts';
import { PAY_KINDS, PaymentLines } from '../../penjualan/counter/PaymentLines.tsx';
import { pickOption, useActive } from '../../penjualan/shared/sales-queries.ts';
import '../../penjualan/penjualan.css';
import '../pesanan.css';
import { NotaPesananModal } from '../nota/NotaPesananModal.tsx';
import { useParameterPesanan } from '../pesanan-api.ts';
import { PesananLines } from './PesananLines.tsx';
import {
  BAYAR_DP,
  checkPesanan,
  emptyPesanan,
  newLine,
  type PesananState,
  pesananBody,
  pesananTotals,
  sisaDp,
} from './pesanan-model.ts';

export default function TransaksiPesananPage() {
  const [s, setS] = useState<PesananState>(emptyPesanan);
  const patch = (p: Partial<PesananState> | ((d: PesananState) => Partial<PesananState>)) =>
    setS((d) => ({ ...d, ...(typeof p === 'function' ? p(d) : p) }));
  const para = useParameterPesanan();
  const rekenings = useActive('rekening');
  const tukang = useActive('tukang');
  const t = pesananTotals(s, para.data);
  const write = useWrite({
    invalidates: [queryKeys.pesanan(), queryKeys.barang(), queryKeys.kas(), queryKeys.dashboard()],
  });
  const [nota, setNota] = useState<PesananDoc>();
  const [code, setCode] = useState('');
  const [contohError, setContohError] = useState('');
  const [looking, setLooking] = useState(false);
  const codeRef = useRef<InputRef>(null);
  const [focus, setFocus] = useState<{ id: string; n: number }>();

  async function addContoh() {
    const q = code.trim();
    if (!q || looking) return;
    setContohError('');
    setLooking(true);
    try {
      const b = await api.get<Barang>(`barang/scan/${encodeURIComponent(q)}`);
      if (s.contoh.some((c) => c.kode_barcode === b.kode_barcode)) {
        setContohError(`Barang ${b.kode_barcode} Sudah Ada Di Daftar Contoh`);
      } else {
        const { kode_barcode, nama_barang, berat, kode_gudang, kode_baki } = b;
        patch((d) => ({ contoh: [...d.contoh, { kode_barcode, nama_barang, berat, kode_gudang, kode_baki }] }));
      }
      setCode('');
    } catch (e) {
      if (!isTimeout(e)) setContohError(errorText(e, MSG.noConnection));
    } finally {
      setLooking(false);
      codeRef.current?.focus();
    }
  }

  const updatePay = (id: string, p: Partial<PayLine>) =>
    patch((d) => ({ payments: d.payments.map((x) => (x.id === id ? { ...x, ...p } : x)) }));

  async function save() {
    if (write.saving) return;
    const r = checkPesanan(s, para.data);
    if (!r.ok) {
      void notify.error(r.message);
      return;
    }
    try {
      const res = await write.send<WriteResult<PesananDoc>>({ path: 'pesanan', body: pesananBody(s) });
      setS((d) => ({ ...emptyPesanan(), kode_sales: d.kode_sales }));
      setNota(res.data);
      notify.toast.success(MSG.saveOk);
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.saveFail));
    }
  }

  async function clear() {
    if (
      await confirm({ title: 'Kosongkan Pesanan Ini?', okText: 'Kosongkan', danger: true, testId: 'ps-clear-confirm' })
    )
      setS((d) => ({ ...emptyPesanan(), kode_sales: d.kode_sales }));
  }

  function addPay(jenis: PaymentKind) {
    if (t.sisa <= 0) return;
    const no_rekening =
      jenis !== 'CASH' && rekenings.rows.length === 1 ? String(rekenings.rows[0]?.no_rekening ?? '') : '';
    const line = newPayLine(jenis, { jumlah: t.sisa, no_rekening });
    patch((d) => ({ payments: [...d.payments, line] }));
    setFocus((f) => ({ id: line.id, n: (f?.n ?? 0) + 1 }));
  }

  // the sales counter's keys: Alt+<letter> adds a payment line of that kind, F9 pays the DP in cash, F10 saves
  useCounterKeys((e) => {
    const alt = e.altKey && !e.ctrlKey && !e.metaKey;
    const kind = alt ? PAY_KINDS.find((k) => k.key === e.key.toUpperCase() && BAYAR_DP.includes(k.jenis)) : undefined;
    if (e.key === 'F10') void save();
    else if (e.key === 'F9') addPay('CASH');
    else if (kind) addPay(kind.jenis);
    else return false;
    return true;
  });

  return (
    <div className="k-counter" data-testid="ps-counter">
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
        <Card size="small" className="k-card" title="Barang Pesanan">
          {para.error && (
            <Alert type="error" showIcon className="k-mb" title={errorText(para.error, MSG.noConnection)} />
          )}
          <PesananLines
            lines={s.lines}
            para={para.data}
            onChange={(id, p) => patch((d) => ({ lines: d.lines.map((l) => (l.id === id ? { ...l, ...p } : l)) }))}
            onAdd={() => patch((d) => ({ lines: [...d.lines, newLine(d.lines.at(-1)?.kode_group ?? '')] }))}
            onRemove={(id) => patch((d) => ({ lines: d.lines.filter((l) => l.id !== id) }))}
          />
        </Card>
        <Card size="small" className="k-card" title="Barang Contoh Dari Toko">
          <div className="k-scan-row" style={{ marginBottom: 8 }}>
            <Input
              ref={codeRef}
              value={code}
              placeholder="Scan Barcode Barang Contoh Lalu Enter"
              aria-label="Barcode Barang Contoh"
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              onPressEnter={(e) => {
                e.preventDefault();
                void addContoh();
              }}
              disabled={looking}
              data-testid="ps-contoh-code"
            />
          </div>
          {contohError && (
            <Alert
              type="error"
              showIcon
              closable
              onClose={() => setContohError('')}
              className="k-mb"
              title={<span data-testid="ps-contoh-error">{contohError}</span>}
            />
          )}
          {s.contoh.length === 0 ? (
            <div className="k-muted">
              Tidak Ada Barang Contoh (Opsional). Barang Contoh Keluar Dari Baki Sampai Dikembalikan.
            </div>
          ) : (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
              {s.contoh.map((c) => (
                <Tag
                  key={c.kode_barcode}
                  closable
                  onClose={() => patch((d) => ({ contoh: d.contoh.filter((x) => x.kode_barcode !== c.kode_barcode) }))}
                  data-testid={`ps-contoh-${c.kode_barcode}`}
                >
                  {c.kode_barcode} · {c.nama_barang} · {c.berat} gr · {c.kode_baki}
                </Tag>
              ))}
            </div>
          )}
        </Card>
        <Card size="small" className="k-card" title="Pembayaran DP">
          <Form layout="inline" component="div" style={{ marginBottom: 8 }}>
            <Form.Item label="Jumlah DP" htmlFor="ps-dp">
              <MoneyInput
                id="ps-dp"
                style={{ width: 180 }}
                value={s.dp}
                onChange={(v) => patch({ dp: v })}
                data-testid="ps-dp"
              />
            </Form.Item>
          </Form>
          <PaymentLines
            payments={s.payments}
            rekenings={rekenings.rows}
            customer={s.customer}
            kursToko={0}
            kinds={BAYAR_DP}
            emptyText="Belum Ada Pembayaran DP. Tekan F9 Untuk Bayar Tunai."
            canAdd={t.sisa > 0}
            focus={focus}
            onAdd={addPay}
            onChange={updatePay}
            onRemove={(id) => patch((d) => ({ payments: d.payments.filter((x) => x.id !== id) }))}
            sisaFor={(id) => sisaDp(s, id)}
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
            <Form.Item label="Tukang" htmlFor="ps-tukang" style={{ marginBottom: 8 }}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Pilih Tukang"
                loading={tukang.isLoading}
                value={s.kode_tukang || undefined}
                options={tukang.rows.map((r) => pickOption(r, 'kode_tukang', 'nama_tukang'))}
                onChange={(v) => patch({ kode_tukang: v ?? '' })}
                id="ps-tukang"
                data-testid="ps-tukang"
              />
            </Form.Item>
            <Form.Item label="Estimasi Selesai" htmlFor="ps-estimasi" required style={{ marginBottom: 8 }}>
              <DateField
                id="ps-estimasi"
                value={s.tgl_estimasi}
                onChange={(v) => patch({ tgl_estimasi: v })}
                testId="ps-estimasi"
              />
            </Form.Item>
            <Form.Item label="Keterangan" htmlFor="ps-keterangan" style={{ marginBottom: 0 }}>
              <UpperInput
                id="ps-keterangan"
                maxLength={300}
                value={s.keterangan}
                onChange={(v) => patch({ keterangan: v })}
                data-testid="ps-keterangan"
              />
            </Form.Item>
          </Form>
        </Card>
        <Card size="small" className="k-card" title="Ringkasan" data-testid="ps-summary">
          <dl className="k-sum">
            <dt>Total Pesanan</dt>
            <dd className="k-sum-total" data-testid="ps-total">
              {formatRupiah(t.hargaTotal)}
            </dd>
            <dt>DP</dt>
            <dd data-testid="ps-sum-dp">{formatRupiah(t.dp)}</dd>
            <dt>Dibayar</dt>
            <dd data-testid="ps-dibayar">{formatRupiah(t.paid)}</dd>
            <dt>{t.sisa > 0 ? 'Kurang Bayar DP' : 'Kembalian'}</dt>
            <dd className={t.sisa > 0 ? 'k-sum-due' : 'k-sum-change'} data-testid="ps-kembalian">
              {formatRupiah(t.sisa > 0 ? t.sisa : t.kembalian)}
            </dd>
            <dt>Sisa Pesanan</dt>
            <dd data-testid="ps-sisa">{formatRupiah(t.sisaPesanan)}</dd>
          </dl>
          <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
            <Button onClick={() => void clear()} data-testid="ps-clear">
              Kosongkan
            </Button>
            <Button type="primary" block loading={write.saving} onClick={() => void save()} data-testid="ps-save">
              Simpan <span className="k-kbd">F10</span>
            </Button>
          </div>
        </Card>
      </div>
      <NotaPesananModal
        open={!!nota}
        doc={nota}
        closeText="Pesanan Baru (Enter)"
        onClose={() => setNota(undefined)}
        afterClose={() => codeRef.current?.focus()}
      />
    </div>
  );
}
