/**
 * Trade-in at the sales counter (tukar tambah, issue 11): the customer's gold is bought here as a trade-in purchase
 * — no money to the customer — and its total becomes the sale's TUKAR line, linked to the purchase number. The
 * same pieces, prices and policy as /transaksi-pembelian; the salesperson and customer come from the sale.
 */
import { formatRupiah, MSG, type PembelianDoc } from '@kilau/domain';
import { Alert, Button, Form, Input, type InputRef, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { OtorisasiModal } from '../../../components/OtorisasiModal.tsx';
import type { WriteResult } from '../../../lib/api.tsx';
import { errorText, isTimeout } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { useWrite } from '../../../lib/use-write.ts';
import { TrayPicker } from '../../barang/mutasi/TrayPicker.tsx';
import { BeliLinesTable } from '../counter/BeliLinesTable.tsx';
import {
  type BeliLine,
  type BeliState,
  beliBody,
  beliTotals,
  changeLine,
  checkBeli,
  emptyBeli,
  lineFromSale,
  newId,
  raisedLines,
} from '../counter/beli-model.ts';
import { ManualPieceModal } from '../counter/ManualPieceModal.tsx';
import { findTerjual, useParameterBeli } from '../pembelian-api.ts';

export type TukarCustomer = { kode_member: string; nama_customer: string; no_hp: string; alamat_customer: string };

export function TukarBeliModal(props: {
  open: boolean;
  kodeSales: string;
  customer: TukarCustomer;
  onDone: (d: PembelianDoc) => void;
  onClose: () => void;
}) {
  const para = useParameterBeli();
  const [s, setS] = useState<BeliState>(emptyBeli);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [manual, setManual] = useState(false);
  const [asking, setAsking] = useState(false);
  const codeRef = useRef<InputRef>(null);
  const write = useWrite({ invalidates: [queryKeys.pembelian(), queryKeys.barang()] });
  const resetKeys = useRef(write.reset);
  resetKeys.current = write.reset;
  // each opening is a new trade-in: empty pieces (the sorting tray stays), a new submission
  useEffect(() => {
    if (!props.open) return;
    setS((x) => ({ ...emptyBeli, kode_gudang: x.kode_gudang, kode_baki: x.kode_baki }));
    setError('');
    setCode('');
    resetKeys.current();
    setTimeout(() => codeRef.current?.focus(), 0);
  }, [props.open]);
  const state: BeliState = {
    ...s,
    kode_sales: props.kodeSales,
    customer: props.customer,
    payments: [],
  };
  const t = beliTotals(state, para.data);
  const raised = raisedLines(state, para.data);
  const add = (l: Omit<BeliLine, 'id'>) => setS((x) => ({ ...x, lines: [...x.lines, { ...l, id: newId('t') }] }));

  async function lookup() {
    const q = code.trim();
    if (!q) return;
    setError('');
    try {
      const found = (await findTerjual(q)).filter((p) => !s.lines.some((l) => l.kode_barcode === p.kode_barcode));
      if (!found.length) setError(`Barang / Nota ${q.toUpperCase()} Tidak Ditemukan Di Penjualan Toko Ini`);
      for (const p of found) add(lineFromSale(p));
      setCode('');
    } catch (e) {
      if (!isTimeout(e)) setError(errorText(e, MSG.noConnection));
    }
  }

  async function submit(otorisasi?: { otorisasi_id: string }) {
    try {
      const body = { ...beliBody(state, para.data, otorisasi), payments: [], tukar: true };
      const r = await write.send<WriteResult<PembelianDoc>>({ path: 'pembelian', body });
      setAsking(false);
      notify.toast.success(`Pembelian Tukar ${r.data.no_faktur_group} Tersimpan`);
      props.onDone(r.data);
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.saveFail));
    }
  }

  function save() {
    if (!props.kodeSales) {
      void notify.error('Sales Harus Dipilih');
      return;
    }
    // a trade-in carries no payment lines: check everything but the payment sum
    const r = checkBeli(
      {
        ...state,
        payments: [
          {
            id: 'x',
            jenis: 'CASH',
            jumlah: t.total,
            no_rekening: '',
            no_rekening_customer: '',
            nama_bank_customer: '',
          },
        ],
      },
      para.data,
    );
    if (!r.ok) {
      void notify.error(r.message);
      return;
    }
    if (raised.length) setAsking(true);
    else void submit();
  }

  return (
    <Modal
      open={props.open}
      title="Beli Emas Customer (Tukar Tambah)"
      width={980}
      maskClosable={false}
      onCancel={props.onClose}
      destroyOnHidden
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <span>
            Total Tukar <b data-testid="tukar-total">Rp {formatRupiah(t.total)}</b>
          </span>
          <span style={{ display: 'flex', gap: 8 }}>
            <Button onClick={props.onClose}>Batal</Button>
            <Button type="primary" loading={write.saving} onClick={save} data-testid="tukar-save">
              Simpan & Pakai Untuk Pembayaran
            </Button>
          </span>
        </div>
      }
    >
      <div data-testid="tukar-modal">
        <div style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
          <Input
            ref={codeRef}
            value={code}
            placeholder="Scan Barcode / Ketik No Faktur Lalu Enter"
            aria-label="Barcode Atau No Faktur Tukar"
            onChange={(e) => setCode(e.target.value)}
            onPressEnter={(e) => {
              e.preventDefault();
              void lookup();
            }}
            data-testid="tukar-code"
          />
          <Button onClick={() => setManual(true)} data-testid="tukar-manual">
            Barang Manual
          </Button>
        </div>
        {error && (
          <Alert type="error" showIcon className="k-mb" title={<span data-testid="tukar-error">{error}</span>} />
        )}
        <BeliLinesTable
          lines={s.lines}
          para={para.data}
          onChange={(id, p) => setS((x) => ({ ...x, lines: x.lines.map((l) => (l.id === id ? changeLine(l, p) : l)) }))}
          onRemove={(id) => setS((x) => ({ ...x, lines: x.lines.filter((l) => l.id !== id) }))}
        />
        <Form layout="inline" name="tukar_tray" component="div" style={{ marginTop: 12 }}>
          <TrayPicker
            value={{ kode_gudang: s.kode_gudang, kode_baki: s.kode_baki }}
            onChange={(v) => setS((x) => ({ ...x, ...v }))}
            testId="tukar-tray"
            labels={{ gudang: 'Masuk Ke Gudang', baki: 'Baki' }}
          />
        </Form>
      </div>
      <ManualPieceModal
        open={manual}
        para={para.data}
        onClose={() => setManual(false)}
        onAdd={(l) => {
          add(l);
          setManual(false);
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
    </Modal>
  );
}
