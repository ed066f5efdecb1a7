/**
 * /transaksi-penjualan — the sales counter (DOMAIN.md "penjualan"), keyboard-first: the barcode field keeps the
 * focus and Enter adds the piece (never submits); F2 back to the barcode, F9 pay cash, Alt+<key> another payment
 * kind, F10 save. On save a supervisor approves, one dialog each, a changed price, a USD rate other than the store's
 * (KURS_USD, shown on the USD line) and a trade-in (TUKAR) line. The receipt opens after the sale.
 */

import type { Sale, ScannedPiece, TitipanDoc } from '@kilau/domain';
import { MSG, type PaymentKind } from '@kilau/domain';
import { Card } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { confirm, notify } from '../../../components/notify.tsx';
import { OtorisasiModal } from '../../../components/OtorisasiModal.tsx';
import { RefusedScans, useRefusedScans } from '../../../components/RefusedScans.tsx';
import { ScanInput } from '../../../components/ScanInput.tsx';
import { api, type WriteResult } from '../../../lib/api.tsx';
import { errorText, isTimeout } from '../../../lib/api-error.ts';
import { anyModalOpen, useCounterKeys } from '../../../lib/counter-keys.ts';
import { queryKeys } from '../../../lib/query.ts';
import { usePara } from '../../../lib/store-settings.ts';
import { useWrite } from '../../../lib/use-write.ts';
import { TukarBeliModal } from '../../pembelian/tukar/TukarBeliModal.tsx';
import { NotaModal } from '../nota/NotaModal.tsx';
import { useActive } from '../shared/sales-queries.ts';
import { fetchTitipan, NotaTitipanModal } from '../titipan/nota/NotaTitipanModal.tsx';
import { TitipUangModal } from '../titipan/TitipUangModal.tsx';
import { checkBayarDp, dpSummary, dpTotals } from './bayar-dp-model.ts';
import '../penjualan.css';
import { CartTable } from './CartTable.tsx';
import { CustomerPanel } from './CustomerPanel.tsx';
import {
  canAddPayment,
  checkSale,
  type OtorisasiNeed,
  otorisasiNeeded,
  type SaleGrants,
  sisaFor,
  totals,
} from './cart-model.ts';
import { PAY_KINDS, PaymentLines } from './PaymentLines.tsx';
import { SummaryCard } from './SummaryCard.tsx';
import { useCounter } from './use-counter.ts';

const focusScan = () => document.querySelector<HTMLInputElement>('[data-testid="scan-input"]')?.focus();

export default function TransaksiPenjualanPage() {
  const c = useCounter();
  // a sale changes the sales lists and its pieces (sold)
  const write = useWrite({ invalidates: [queryKeys.sales(), queryKeys.barang()], store: c.heldKey });
  const s = c.state;
  const t = totals(s.cart, s.payments);
  const rekenings = useActive('rekening');
  const para = usePara();
  // every refused scan of this transaction, newest first, until the cashier dismisses it (a burst never hides one)
  const refused = useRefusedScans();
  const refuse = refused.refuse;
  const [focus, setFocus] = useState<{ id: string; n: number }>();
  // the supervisor authorizations this save still asks for, and the grants given so far
  const [asking, setAsking] = useState<{ needs: OtorisasiNeed[]; i: number; grants: SaleGrants }>();
  const kursToko = Number(para.data?.get('KURS_USD')) || 0;
  const [saving, setSaving] = useState(false);
  const [nota, setNota] = useState<Sale>();
  const [titip, setTitip] = useState(false);
  // the deposit receipt after a Bayar DP or a Titip Uang
  const [notaTitip, setNotaTitip] = useState<{ doc?: TitipanDoc; no?: string }>();
  const writeDp = useWrite({ invalidates: [queryKeys.sales(), queryKeys.barang()] });
  // the TUKAR line whose trade-in is being bought
  const [tukarLine, setTukarLine] = useState<string>();
  const pending = useRef(new Set<string>());

  async function onScan(code: string) {
    if (c.hasCode(code) || pending.current.has(code)) {
      refuse(code, `Barang ${code} Sudah Ada Di Keranjang`);
      return;
    }
    pending.current.add(code);
    try {
      const piece = await api.get<ScannedPiece>(`penjualan/scan/${code}`);
      c.addPiece(piece);
      // a piece reserved by a down payment is sold by drawing that deposit: its line comes with the piece
      if (piece.no_titip && !s.payments.some((p) => p.jenis === 'TITIPAN' && p.no_titip === piece.no_titip)) {
        const dp = await fetchTitipan(piece.no_titip);
        if (!s.customer.nama_customer)
          c.setCustomer({ nama_customer: dp.nama_customer, no_hp: dp.no_hp, kode_member: dp.kode_member });
        c.addPayment('TITIPAN', { no_titip: dp.no_titip, jumlah: dp.sisa });
      }
    } catch (e) {
      if (!isTimeout(e)) refuse(code, errorText(e, MSG.noConnection));
    } finally {
      pending.current.delete(code);
    }
  }

  function addPay(jenis: PaymentKind) {
    if (!canAddPayment(t)) {
      notify.toast.info(t.total ? 'Pembayaran Sudah Cukup' : 'Belum Ada Barang Yang Di Scan');
      return;
    }
    const rek = rekenings.rows.length === 1 ? String(rekenings.rows[0]?.no_rekening ?? '') : '';
    const prefill = jenis === 'TITIPAN' || jenis === 'TUKAR' || jenis === 'PESANAN' || jenis === 'USD' ? 0 : t.sisa;
    const line = c.addPayment(jenis, {
      jumlah: prefill,
      no_rekening: jenis === 'TRANSFER' || jenis === 'DEBIT' || jenis === 'KREDIT' ? rek : '',
      kurs: jenis === 'USD' ? kursToko : 0,
    });
    setFocus((f) => ({ id: line.id, n: (f?.n ?? 0) + 1 }));
  }

  function payCash() {
    const cash = s.payments.find((p) => p.jenis === 'CASH');
    if (cash) setFocus((f) => ({ id: cash.id, n: (f?.n ?? 0) + 1 }));
    else addPay('CASH');
  }

  async function submit(grants: SaleGrants = {}) {
    const r = checkSale(s, grants);
    if (!r.ok) {
      void notify.error(r.message);
      return;
    }
    setSaving(true);
    try {
      const res = await write.send<WriteResult<Sale>>({ path: 'penjualan', body: r.body });
      setAsking(undefined);
      c.reset();
      refused.clear();
      setNota(res.data);
      notify.toast.success(MSG.saveOk);
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.saveFail));
    } finally {
      setSaving(false);
    }
  }

  /** Bayar DP: the payment lines are the down payment; the pieces are reserved and the NOTA TITIPAN opens. */
  async function bayarDp() {
    if (saving) return;
    const r = checkBayarDp(s);
    if (!r.ok) {
      void notify.error(r.message);
      return;
    }
    const ok = await confirm({
      title: 'Bayar DP Dan Pesan Barang Untuk Customer Ini?',
      content: dpSummary(dpTotals(s)),
      okText: 'Bayar DP',
      testId: 'dp-confirm',
    });
    if (!ok) return;
    setSaving(true);
    try {
      const res = await writeDp.send<WriteResult<TitipanDoc>>({ path: 'titipan/dp', body: r.body });
      c.reset();
      refused.clear();
      setNotaTitip({ doc: res.data });
      notify.toast.success(MSG.saveOk);
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.saveFail));
    } finally {
      setSaving(false);
    }
  }

  function save() {
    if (saving) return;
    const r = checkSale(s);
    if (!r.ok) {
      void notify.error(r.message);
      return;
    }
    const needs = otorisasiNeeded(s, kursToko);
    if (needs.length) setAsking({ needs, i: 0, grants: {} });
    else void submit();
  }

  /** A supervisor approved the current step: ask the next one, or send the sale with every grant. */
  function granted(g: { otorisasi_id: string }) {
    if (!asking) return;
    const need = asking.needs[asking.i];
    if (!need) return;
    const grants = { ...asking.grants, [need.key]: g };
    if (asking.i + 1 < asking.needs.length) setAsking({ ...asking, i: asking.i + 1, grants });
    else {
      setAsking({ ...asking, grants });
      void submit(grants);
    }
  }
  const need = asking?.needs[asking.i];

  async function clear() {
    if (!s.cart.length && !s.payments.length) return;
    if (
      await confirm({ title: 'Kosongkan Transaksi Ini?', okText: 'Kosongkan', danger: true, testId: 'clear-confirm' })
    ) {
      c.reset();
      refused.clear();
    }
    focusScan();
  }

  // Shortcut keys, off while a dialog of this screen is open.
  useCounterKeys((e) => {
    const alt = e.altKey && !e.ctrlKey && !e.metaKey;
    const kind = alt ? PAY_KINDS.find((k) => k.key === e.key.toUpperCase()) : undefined;
    if (e.key === 'F2') focusScan();
    else if (e.key === 'F9') payCash();
    else if (e.key === 'F10') save();
    else if (kind) addPay(kind.jenis);
    else return false;
    return true;
  });
  // Focus that falls to nothing (a click on the page, a closed dialog) goes back to the barcode field.
  useEffect(() => {
    const onOut = (e: FocusEvent) => {
      if (e.relatedTarget) return;
      setTimeout(() => {
        const el = document.activeElement;
        if ((!el || el === document.body) && !anyModalOpen()) focusScan();
      }, 0);
    };
    document.addEventListener('focusout', onOut);
    return () => document.removeEventListener('focusout', onOut);
  }, []);

  return (
    <div className="k-counter" data-testid="counter">
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
        <Card
          size="small"
          className="k-card"
          title="Barang"
          extra={<span className="k-muted">F2: Ke Kolom Barcode</span>}
        >
          <div className="k-scan-row">
            <ScanInput onScan={onScan} placeholder="Scan / Ketik Barcode Lalu Enter" />
          </div>
          <RefusedScans list={refused.list} onDismiss={refused.dismiss} />
          <CartTable
            cart={s.cart}
            totals={t}
            onHarga={c.setHarga}
            onRemove={(code) => {
              c.removeLine(code);
              focusScan();
            }}
            onDone={focusScan}
          />
        </Card>
        <Card size="small" className="k-card" title="Pembayaran">
          <PaymentLines
            payments={s.payments}
            rekenings={rekenings.rows}
            customer={s.customer}
            kursToko={kursToko}
            canAdd={canAddPayment(t)}
            focus={focus}
            onAdd={addPay}
            onChange={c.updatePayment}
            onRemove={c.removePayment}
            sisaFor={(id) => sisaFor(s.cart, s.payments, id)}
            onTukarBeli={setTukarLine}
          />
        </Card>
      </div>
      <div className="k-counter-side">
        <Card size="small" className="k-card" title="Customer">
          <CustomerPanel
            kodeSales={s.kode_sales}
            customer={s.customer}
            kodeMarketplace={s.kode_marketplace}
            onSales={c.setSales}
            onCustomer={c.setCustomer}
            onMarketplace={c.setMarketplace}
          />
        </Card>
        <SummaryCard
          t={t}
          saving={saving}
          onPay={payCash}
          onSave={save}
          onClear={() => void clear()}
          onTitip={() => setTitip(true)}
          onDp={() => void bayarDp()}
        />
      </div>
      <OtorisasiModal
        key={need?.key ?? 'none'}
        open={!!need}
        title={need?.title}
        jenis={need?.jenis ?? 'UBAH_HARGA'}
        no_ref={need?.no_ref}
        detail={need?.detail}
        description={
          need && asking && asking.needs.length > 1
            ? `${need.description} (${asking.i + 1} Dari ${asking.needs.length})`
            : need?.description
        }
        loading={saving}
        onOk={granted}
        onCancel={() => setAsking(undefined)}
      />
      <NotaModal
        open={!!nota}
        sale={nota}
        closeText="Transaksi Baru (Enter)"
        afterClose={focusScan}
        onClose={() => {
          setNota(undefined);
          setTimeout(focusScan, 0);
        }}
        onScan={(code) => {
          setNota(undefined);
          setTimeout(focusScan, 0);
          void onScan(code);
        }}
      />
      <TukarBeliModal
        open={!!tukarLine}
        kodeSales={s.kode_sales}
        customer={s.customer}
        onClose={() => setTukarLine(undefined)}
        onDone={(d) => {
          if (tukarLine) c.updatePayment(tukarLine, { no_ref: d.no_faktur_group, jumlah: d.total_harga });
          setTukarLine(undefined);
        }}
      />
      <TitipUangModal
        open={titip}
        initial={{
          nama_customer: s.customer.nama_customer,
          no_hp: s.customer.no_hp,
          kode_member: s.customer.kode_member,
        }}
        onClose={() => setTitip(false)}
        onSaved={(d) => {
          setTitip(false);
          setNotaTitip({ no: d.no_titip });
        }}
      />
      <NotaTitipanModal
        open={!!notaTitip}
        doc={notaTitip?.doc}
        no={notaTitip?.no}
        afterClose={focusScan}
        onClose={() => {
          setNotaTitip(undefined);
          setTimeout(focusScan, 0);
        }}
      />
    </div>
  );
}
