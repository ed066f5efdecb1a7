/**
 * /transaksi-pembelian — the buy-back counter (DOMAIN.md "pembelian", issue 11), keyboard-first like the sales
 * counter: the code field keeps the focus; Enter on a barcode or an invoice number of a piece this store sold adds
 * it prefilled from the sale (weight on the receipt, price paid); F4 a manual piece; F9 pay cash; F10 save. The
 * policy price and its computation are shown; a price above it asks a supervisor on save. The receipt opens after.
 */
import { formatNumber, formatRupiah, fromMg, MSG, type PembelianDoc } from '@kilau/domain';
import { Alert, Button, Card, Form, Input, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { confirm, notify } from '../../../components/notify.tsx';
import { OtorisasiModal } from '../../../components/OtorisasiModal.tsx';
import { RefusedScans, useRefusedScans } from '../../../components/RefusedScans.tsx';
import type { WriteResult } from '../../../lib/api.tsx';
import { errorText, isTimeout } from '../../../lib/api-error.ts';
import { useCounterKeys } from '../../../lib/counter-keys.ts';
import { queryKeys } from '../../../lib/query.ts';
import { useWrite } from '../../../lib/use-write.ts';
import { TrayPicker } from '../../barang/mutasi/TrayPicker.tsx';
import { CustomerPanel } from '../../penjualan/counter/CustomerPanel.tsx';
import { useActive } from '../../penjualan/shared/sales-queries.ts';
import '../../penjualan/penjualan.css';
import { NotaPembelianModal } from '../nota/NotaPembelianModal.tsx';
import { findTerjual, useParameterBeli } from '../pembelian-api.ts';
import { BeliBayarLines } from './BeliBayarLines.tsx';
import { BeliLinesTable } from './BeliLinesTable.tsx';
import { beliBody, beliTotals, checkBeli, lineFromSale, raisedLines } from './beli-model.ts';
import { ManualPieceModal } from './ManualPieceModal.tsx';
import { useBeliCounter } from './use-beli-counter.ts';

export default function TransaksiPembelianPage() {
  const c = useBeliCounter();
  const s = c.state;
  const para = useParameterBeli();
  const rekenings = useActive('rekening');
  const t = beliTotals(s, para.data);
  const write = useWrite({
    invalidates: [queryKeys.pembelian(), queryKeys.barang(), queryKeys.dashboard()],
    store: c.keyStore,
  });
  const codeRef = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  // every refused code of this transaction, newest first, until the cashier dismisses it (issue 25 field 13)
  const refused = useRefusedScans();
  // Enter takes the field's code at once and the lookups run one after another in scan order: the field is never
  // disabled, so a scanner burst's next tag is not lost, and a code refused mid-burst stays listed
  const queue = useRef<Promise<void>>(Promise.resolve());
  const lines = useRef(s.lines);
  lines.current = s.lines;
  const [manual, setManual] = useState(false);
  const [asking, setAsking] = useState(false);
  const [nota, setNota] = useState<PembelianDoc>();
  const focusCode = () => codeRef.current?.focus();

  function lookup() {
    const q = code.trim();
    if (!q) return;
    setCode('');
    queue.current = queue.current.then(() => find(q));
  }

  async function find(q: string) {
    const shown = q.toUpperCase();
    try {
      const found = await findTerjual(q);
      const taken = new Set(lines.current.map((l) => l.kode_barcode));
      const fresh = found.filter((p) => !taken.has(p.kode_barcode));
      if (!found.length) {
        refused.refuse(
          shown,
          `Barang / Nota ${shown} Tidak Ditemukan Di Penjualan Toko Ini. Tambah Sebagai Barang Manual (F4).`,
        );
      } else if (!fresh.length) {
        refused.refuse(shown, `Barang ${found.map((p) => p.kode_barcode).join(', ')} Sudah Ada Di Daftar`);
      }
      for (const p of fresh) lines.current = [...lines.current, c.addLine(lineFromSale(p))];
    } catch (e) {
      if (!isTimeout(e)) refused.refuse(shown, errorText(e, MSG.noConnection));
    }
  }

  function payCash() {
    const cash = s.payments.find((p) => p.jenis === 'CASH');
    if (cash) c.updatePayment(cash.id, { jumlah: Math.max(0, cash.jumlah + t.sisa) });
    else c.addPayment('CASH', Math.max(0, t.sisa));
  }

  async function submit(otorisasi?: { otorisasi_id: string }) {
    const body = beliBody(s, para.data, otorisasi);
    try {
      const res = await write.send<WriteResult<PembelianDoc>>({ path: 'pembelian', body });
      setAsking(false);
      c.reset();
      refused.clear();
      setNota(res.data);
      notify.toast.success(MSG.saveOk);
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.saveFail));
    }
  }

  function save() {
    if (write.saving) return;
    const r = checkBeli(s, para.data);
    if (!r.ok) {
      void notify.error(r.message);
      return;
    }
    if (raisedLines(s, para.data).length) setAsking(true);
    else void submit();
  }

  async function clear() {
    if (!s.lines.length && !s.payments.length) return;
    if (
      await confirm({ title: 'Kosongkan Transaksi Ini?', okText: 'Kosongkan', danger: true, testId: 'clear-confirm' })
    ) {
      c.reset();
      refused.clear();
    }
    focusCode();
  }

  useCounterKeys((e) => {
    if (e.key === 'F2') focusCode();
    else if (e.key === 'F4') setManual(true);
    else if (e.key === 'F9') payCash();
    else if (e.key === 'F10') save();
    else return false;
    return true;
  });

  const raised = raisedLines(s, para.data);
  return (
    <div className="k-counter" data-testid="beli-counter">
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
        <Card
          size="small"
          className="k-card"
          title="Barang Dibeli"
          extra={<span className="k-muted">F2: Kolom Kode · F4: Barang Manual</span>}
        >
          <div className="k-scan-row" style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
            <Input
              ref={codeRef}
              autoFocus
              value={code}
              placeholder="Scan Barcode / Ketik No Faktur Lalu Enter"
              aria-label="Barcode Atau No Faktur"
              onChange={(e) => setCode(e.target.value)}
              onPressEnter={(e) => {
                e.preventDefault();
                lookup();
              }}
              data-testid="beli-code"
            />
            <Button onClick={() => setManual(true)} data-testid="beli-manual">
              Barang Manual (F4)
            </Button>
          </div>
          {para.error && (
            <Alert type="error" showIcon className="k-mb" title={errorText(para.error, MSG.noConnection)} />
          )}
          <RefusedScans
            list={refused.list}
            onDismiss={(code) => {
              refused.dismiss(code);
              focusCode();
            }}
          />
          <BeliLinesTable lines={s.lines} para={para.data} onChange={c.updateLine} onRemove={c.removeLine} />
        </Card>
        <Card size="small" className="k-card" title="Pembayaran Ke Customer">
          <BeliBayarLines
            payments={s.payments}
            rekenings={rekenings.rows}
            sisa={t.sisa}
            onAdd={(jenis) =>
              c.addPayment(
                jenis,
                Math.max(0, t.sisa),
                jenis === 'TRANSFER' && rekenings.rows.length === 1 ? String(rekenings.rows[0]?.no_rekening ?? '') : '',
              )
            }
            onChange={c.updatePayment}
            onRemove={c.removePayment}
          />
        </Card>
      </div>
      <div className="k-counter-side">
        <Card size="small" className="k-card" title="Customer">
          <CustomerPanel
            kodeSales={s.kode_sales}
            customer={{ ...s.customer }}
            kodeMarketplace=""
            onSales={c.setSales}
            onCustomer={c.setCustomer}
            onMarketplace={() => {}}
            hideMarketplace
            namePlaceholder="REGULER"
          />
        </Card>
        <Card size="small" className="k-card" title="Masuk Ke Sortir">
          <Form layout="vertical" name="beli_tray" component="div">
            <TrayPicker
              value={{ kode_gudang: s.kode_gudang, kode_baki: s.kode_baki }}
              onChange={c.setTray}
              testId="beli-tray"
              labels={{ gudang: 'Gudang', baki: 'Baki' }}
            />
          </Form>
        </Card>
        <Card size="small" className="k-card" title="Ringkasan" data-testid="beli-summary">
          <dl className="k-sum">
            <dt>Jumlah Barang</dt>
            <dd data-testid="beli-jumlah">
              {t.jumlah} pcs · {formatNumber(fromMg(t.beratMg))} gr
            </dd>
            <dt>Total Pembelian</dt>
            <dd className="k-sum-total" data-testid="beli-total">
              {formatRupiah(t.total)}
            </dd>
            <dt>Dibayar</dt>
            <dd data-testid="beli-dibayar">{formatRupiah(t.bayar)}</dd>
            <dt>{t.sisa >= 0 ? 'Sisa Bayar' : 'Lebih Bayar'}</dt>
            <dd className={t.sisa === 0 ? 'k-sum-change' : 'k-sum-due'} data-testid="beli-sisa">
              {formatRupiah(Math.abs(t.sisa))}
            </dd>
          </dl>
          {raised.length > 0 && (
            <Alert
              type="warning"
              showIcon
              className="k-mt"
              title={`${raised.length} Harga Di Atas Ketentuan: Perlu Otorisasi Supervisor`}
            />
          )}
          <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
            <Button onClick={() => void clear()} data-testid="beli-clear">
              Kosongkan
            </Button>
            <Button type="primary" block loading={write.saving} onClick={save} data-testid="beli-save">
              Simpan <span className="k-kbd">F10</span>
            </Button>
          </div>
        </Card>
      </div>
      <ManualPieceModal
        open={manual}
        para={para.data}
        onClose={() => {
          setManual(false);
          setTimeout(focusCode, 0);
        }}
        onAdd={(l) => {
          c.addLine(l);
          setManual(false);
          setTimeout(focusCode, 0);
        }}
      />
      <OtorisasiModal
        open={asking}
        title="Otorisasi Harga Beli"
        jenis="HARGA_BELI"
        detail={{ items: raised.map(({ kode_barcode, harga_baru }) => ({ kode_barcode, harga_baru })) }}
        description={raised
          .map((r) => `${r.kode_barcode}: Rp ${formatRupiah(r.harga_lama)} → Rp ${formatRupiah(r.harga_baru)}`)
          .join('; ')}
        loading={write.saving}
        onOk={(g) => void submit(g)}
        onCancel={() => setAsking(false)}
      />
      <NotaPembelianModal
        open={!!nota}
        doc={nota}
        closeText="Transaksi Baru (Enter)"
        afterClose={focusCode}
        onClose={() => {
          setNota(undefined);
          setTimeout(focusCode, 0);
        }}
      />
    </div>
  );
}
