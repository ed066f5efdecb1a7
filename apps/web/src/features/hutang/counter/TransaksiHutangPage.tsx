/**
 * /transaksi-hutang — a loan against gold (issue 14): customer (NONMEMBER when no member is picked) and salesperson,
 * the pledged pieces valued at today's buy price per gram of fine gold, the amount (at most PERSEN_MAX_PINJAMAN % of
 * the collateral), the rate and term of the kondisi pinjaman holding it, and how the money goes out (CASH or
 * TRANSFER). F10 saves; the NOTA HUTANG opens after.
 */
import { formatNumber, formatRupiah, formatTanggal, type HutangDoc, MSG } from '@kilau/domain';
import { Alert, Button, Card, Form, Input, Select } from 'antd';
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
import { pickOption, useActive } from '../../penjualan/shared/sales-queries.ts';
import '../../penjualan/penjualan.css';
import '../../pesanan/pesanan.css';
import { fetchHutang, useParameterHutang } from '../hutang-api.ts';
import { NotaHutangModal } from '../nota/NotaHutangModal.tsx';
import { checkHutang, emptyHutang, type HutangState, hutangBody, hutangTotals, newJaminan } from './hutang-model.ts';
import { JaminanLines } from './JaminanLines.tsx';

export default function TransaksiHutangPage() {
  const [s, setS] = useState<HutangState>(emptyHutang);
  const patch = (p: Partial<HutangState> | ((d: HutangState) => Partial<HutangState>)) =>
    setS((d) => ({ ...d, ...(typeof p === 'function' ? p(d) : p) }));
  const para = useParameterHutang();
  const rekenings = useActive('rekening');
  const t = hutangTotals(s, para.data);
  const write = useWrite({ invalidates: [queryKeys.hutang(), queryKeys.kas(), queryKeys.dashboard()] });
  const [nota, setNota] = useState<HutangDoc>();

  async function save() {
    if (write.saving) return;
    const r = checkHutang(s, para.data);
    if (!r.ok) {
      void notify.error(r.message);
      return;
    }
    try {
      const res = await write.send<WriteResult<HutangDoc>>({ path: 'hutang', body: hutangBody(s) });
      let doc = res.data;
      const fotos = s.lines.map((l, i) => ({ foto: l.foto, seq: i + 1 })).filter((f) => f.foto);
      if (fotos.length) {
        try {
          for (const f of fotos) await putBinary(`hutang/foto/${doc.no_hutang}/${f.seq}`, f.foto as Blob, 'image/jpeg');
          doc = await fetchHutang(doc.no_hutang);
        } catch (e) {
          void notify.error(`Hutang Tersimpan, Tetapi Foto Gagal Disimpan: ${errorText(e, MSG.saveFail)}`);
        }
      }
      setS((d) => ({ ...emptyHutang(), kode_sales: d.kode_sales }));
      setNota(doc);
      notify.toast.success(MSG.saveOk);
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.saveFail));
    }
  }

  async function clear() {
    if (
      await confirm({ title: 'Kosongkan Hutang Ini?', okText: 'Kosongkan', danger: true, testId: 'ht-clear-confirm' })
    )
      setS((d) => ({ ...emptyHutang(), kode_sales: d.kode_sales }));
  }

  useCounterKeys((e) => {
    if (e.key !== 'F10') return false;
    void save();
    return true;
  });

  const harga = para.data?.harga_emas_gram;
  return (
    <div className="k-counter" data-testid="ht-counter">
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
        <Card
          size="small"
          className="k-card"
          title="Barang Jaminan"
          extra={
            <span data-testid="ht-harga">
              Harga Beli Emas Murni Hari Ini: <b>{harga ? `Rp ${formatRupiah(harga)} / gr` : '-'}</b>
            </span>
          }
        >
          {para.error && (
            <Alert type="error" showIcon className="k-mb" title={errorText(para.error, MSG.noConnection)} />
          )}
          {para.data && harga === null && (
            <Alert
              type="warning"
              showIcon
              className="k-mb"
              title="Harga Beli Emas Hari Ini Belum Diisi Di Master Parameter Harga Emas"
            />
          )}
          <JaminanLines
            lines={s.lines}
            harga={harga}
            onChange={(id, p) => patch((d) => ({ lines: d.lines.map((l) => (l.id === id ? { ...l, ...p } : l)) }))}
            onAdd={() => patch((d) => ({ lines: [...d.lines, newJaminan()] }))}
            onRemove={(id) => patch((d) => ({ lines: d.lines.filter((l) => l.id !== id) }))}
          />
        </Card>
        <Card size="small" className="k-card" title="Pinjaman">
          <Form layout="vertical" size="small" component="div">
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 12 }}>
              <Form.Item label={`Jumlah Pinjaman (Maks Rp ${formatRupiah(t.max)})`} htmlFor="ht-pokok">
                <MoneyInput
                  id="ht-pokok"
                  style={{ width: '100%' }}
                  value={s.pokok}
                  onChange={(v) => patch({ pokok: v })}
                  data-testid="ht-pokok"
                />
              </Form.Item>
              <Form.Item label="Bunga % / Bulan" htmlFor="ht-bunga">
                <Input
                  id="ht-bunga"
                  placeholder={t.bunga}
                  disabled={!para.data?.ubah_bunga}
                  value={s.bunga_persen}
                  onChange={(e) => patch({ bunga_persen: e.target.value.replace(/[^0-9.,]/g, '') })}
                  data-testid="ht-bunga"
                />
              </Form.Item>
              <Form.Item label="Lama Pinjam (Hari)" htmlFor="ht-lama">
                <Input
                  id="ht-lama"
                  placeholder={t.lama ? String(t.lama) : '-'}
                  value={s.lama_hari}
                  onChange={(e) => patch({ lama_hari: e.target.value.replace(/\D/g, '').slice(0, 4) })}
                  data-testid="ht-lama"
                />
              </Form.Item>
              <Form.Item label="Uang Keluar Lewat" htmlFor="ht-cara">
                <Select
                  id="ht-cara"
                  value={s.cara_bayar}
                  onChange={(v) => patch({ cara_bayar: v })}
                  options={[
                    { value: 'CASH', label: 'Cash (Laci)' },
                    { value: 'TRANSFER', label: 'Transfer' },
                  ]}
                  data-testid="ht-cara"
                />
              </Form.Item>
            </div>
            {s.cara_bayar === 'TRANSFER' && (
              <Form.Item label="Rekening Toko" htmlFor="ht-rekening">
                <Select
                  id="ht-rekening"
                  placeholder="Pilih Rekening"
                  value={s.no_rekening || undefined}
                  options={rekenings.rows.map((r) => pickOption(r, 'no_rekening', 'nama_rekening'))}
                  onChange={(v) => patch({ no_rekening: v ?? '' })}
                  data-testid="ht-rekening"
                />
              </Form.Item>
            )}
            <Form.Item label="Keterangan" htmlFor="ht-keterangan" style={{ marginBottom: 0 }}>
              <UpperInput
                id="ht-keterangan"
                maxLength={300}
                value={s.keterangan}
                onChange={(v) => patch({ keterangan: v })}
                data-testid="ht-keterangan"
              />
            </Form.Item>
          </Form>
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
        <Card size="small" className="k-card" title="Ringkasan" data-testid="ht-summary">
          <dl className="k-sum">
            <dt>Jumlah Barang</dt>
            <dd data-testid="ht-qty">{t.qty}</dd>
            <dt>Berat / Berat Murni</dt>
            <dd data-testid="ht-berat">
              {formatNumber(t.berat)} / {formatNumber(t.murni)} gr
            </dd>
            <dt>Nilai Jaminan</dt>
            <dd data-testid="ht-nilai">{formatRupiah(t.nilai)}</dd>
            <dt>Maks Pinjaman ({para.data?.persen_max ?? '-'}%)</dt>
            <dd data-testid="ht-max">{formatRupiah(t.max)}</dd>
            <dt>Kondisi / Bunga</dt>
            <dd data-testid="ht-kondisi">
              {t.kode_pinjaman || '-'} / {t.bunga}%
            </dd>
            <dt>Jatuh Tempo</dt>
            <dd data-testid="ht-jatuh-tempo">{t.jatuhTempo ? formatTanggal(t.jatuhTempo) : '-'}</dd>
            <dt>Pinjaman</dt>
            <dd className="k-sum-total" data-testid="ht-sum-pokok">
              {formatRupiah(s.pokok)}
            </dd>
            <dt>Tebusan Saat Jatuh Tempo</dt>
            <dd data-testid="ht-tagihan">{formatRupiah(t.tagihan)}</dd>
          </dl>
          <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
            <Button onClick={() => void clear()} data-testid="ht-clear">
              Kosongkan
            </Button>
            <Button type="primary" block loading={write.saving} onClick={() => void save()} data-testid="ht-save">
              Simpan <span className="k-kbd">F10</span>
            </Button>
          </div>
        </Card>
      </div>
      <NotaHutangModal open={!!nota} doc={nota} closeText="Hutang Baru (Enter)" onClose={() => setNota(undefined)} />
    </div>
  );
}
