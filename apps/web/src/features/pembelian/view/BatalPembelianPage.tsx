/**
 * /batal-pembelian — find a purchase by its number, show it, cancel it with a reason from the list and a
 * supervisor's credentials (`POST pembelian/batal`). Only while every piece still waits in sorting; the money paid
 * comes back into the cash book and the pieces go back to the customer.
 */
import { StopOutlined } from '@ant-design/icons';
import {
  ALASAN_BATAL_BELI,
  formatRupiah,
  MSG,
  PEMBELIAN_TRANSITIONS,
  type PembelianDoc,
  transitionRefusal,
} from '@kilau/domain';
import { Alert, Button, Card, type InputRef, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { NoFakturSearch } from '../../../components/NoFakturSearch.tsx';
import { notify } from '../../../components/notify.tsx';
import { OtorisasiModal, type OtorisasiValues } from '../../../components/OtorisasiModal.tsx';
import type { WriteResult } from '../../../lib/api.tsx';
import { errorText, isTimeout } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { useWrite } from '../../../lib/use-write.ts';
import { fetchPembelian } from '../pembelian-api.ts';
import { PembelianDetail } from './PembelianDetail.tsx';

type Alasan = (typeof ALASAN_BATAL_BELI)[number];

/** Why a purchase cannot be cancelled, or '' when it can (its declared transition, as the server checks it). */
export function batalBlocked(d: PembelianDoc | undefined): string {
  if (!d) return '';
  return transitionRefusal(PEMBELIAN_TRANSITIONS, d.no_faktur_group, d.status, 'BATAL', d) ?? '';
}

/** The cancel action of one purchase: reason, supervisor, request. Used here and from /lihat-pembelian. */
export function useBatalPembelian(onDone: (d: PembelianDoc) => void) {
  const write = useWrite({ invalidates: [queryKeys.pembelian(), queryKeys.barang(), queryKeys.dashboard()] });
  const [target, setTarget] = useState<PembelianDoc>();
  const [alasan, setAlasan] = useState<Alasan>();
  const [asking, setAsking] = useState(false);
  async function send(o: OtorisasiValues) {
    if (!target || !alasan) return;
    try {
      const r = await write.send<WriteResult<PembelianDoc>>({
        path: 'pembelian/batal',
        body: { no_faktur_group: target.no_faktur_group, alasan, otorisasi: o },
      });
      setAsking(false);
      onDone(r.data);
      void notify.success(MSG.saveOk);
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.saveFail));
    }
  }
  const modal = (
    <OtorisasiModal
      open={asking}
      title="Otorisasi Batal Pembelian"
      jenis="BATAL_BELI"
      no_ref={target?.no_faktur_group}
      description={
        target
          ? `Batalkan Pembelian ${target.no_faktur_group} (${target.items.length} Barang, Rp ${formatRupiah(target.total_harga)}), Alasan ${alasan ?? '-'}.`
          : undefined
      }
      loading={write.saving}
      onOk={(v) => void send(v)}
      onCancel={() => setAsking(false)}
    />
  );
  return {
    modal,
    alasan,
    setAlasan,
    ask: (d: PembelianDoc) => {
      if (!alasan) {
        void notify.error('Alasan Batal Harus Dipilih');
        return;
      }
      setTarget(d);
      setAsking(true);
    },
  };
}

export function AlasanSelect(props: { value?: Alasan; onChange: (v: Alasan) => void }) {
  return (
    <Select
      style={{ minWidth: 200 }}
      size="large"
      placeholder="Pilih Alasan Batal"
      showSearch={{ optionFilterProp: 'label' }}
      aria-label="Alasan Batal"
      value={props.value}
      options={ALASAN_BATAL_BELI.map((a) => ({ value: a, label: a }))}
      onChange={props.onChange}
      data-testid="bb-alasan"
    />
  );
}

export default function BatalPembelianPage() {
  const input = useRef<InputRef>(null);
  const [no, setNo] = useState('');
  const [doc, setDoc] = useState<PembelianDoc>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState<PembelianDoc>();
  const batal = useBatalPembelian((d) => {
    setDoc(d);
    setDone(d);
  });
  useEffect(() => input.current?.focus(), []);

  async function find() {
    const v = no.trim().toUpperCase();
    if (!v) return;
    setLoading(true);
    setError('');
    setDone(undefined);
    try {
      setDoc(await fetchPembelian(v));
    } catch (e) {
      setDoc(undefined);
      if (!isTimeout(e)) setError(errorText(e, MSG.noConnection));
    } finally {
      setLoading(false);
      input.current?.select();
    }
  }
  const blocked = batalBlocked(doc);

  return (
    <Card size="small" className="k-card">
      <NoFakturSearch
        ref={input}
        value={no}
        onChange={setNo}
        onFind={() => void find()}
        loading={loading}
        placeholder="No Faktur Pembelian Lalu Enter"
        label="No Faktur Pembelian"
        testId="bb"
      />
      {error && <Alert type="error" showIcon className="k-mb" title={<span data-testid="bb-error">{error}</span>} />}
      {done && (
        <Alert
          type="success"
          showIcon
          className="k-mb"
          data-testid="bb-result"
          title={`Pembelian ${done.no_faktur_group} Dibatalkan (${done.batal_alasan ?? '-'}): ${done.items.length} Barang Dikembalikan Ke Customer, Uang Kembali Ke Kas`}
        />
      )}
      {doc && (
        <>
          <PembelianDetail d={doc} />
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12, alignItems: 'center' }}>
            {blocked && !done && (
              <span className="k-danger" data-testid="bb-blocked">
                {blocked}
              </span>
            )}
            {!blocked && <AlasanSelect value={batal.alasan} onChange={batal.setAlasan} />}
            <Button
              type="primary"
              danger
              size="large"
              icon={<StopOutlined />}
              disabled={!!blocked}
              onClick={() => batal.ask(doc)}
              data-testid="bb-cancel"
            >
              Batalkan Pembelian
            </Button>
          </div>
        </>
      )}
      {!doc && !error && <div className="k-muted">Masukkan No Faktur Pembelian Yang Akan Dibatalkan.</div>}
      {batal.modal}
    </Card>
  );
}
