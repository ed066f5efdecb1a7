/**
 * Hitung laci: the cashier types how many of each note and coin are in the drawer (Enter moves to the next
 * denomination); the screen shows the counted total against the book and the difference as they type. A difference
 * beyond the store's SELISIH_KAS_MAX needs a note and a supervisor (SELISIH_KAS, approving exactly this counted
 * total). With HITUNG_LACI_BUTA the count is blind: neither the book nor the difference shows before saving (the
 * server does not send the book); a difference beyond the limit is learnt from the server's refusal, which then asks
 * for the note and the supervisor. The server recomputes everything.
 */
import {
  formatRupiah,
  type HitungKas,
  hitungKasSchema,
  MSG,
  MSG_KAS,
  PECAHAN,
  perluOtorisasiSelisih,
  selisihKas,
  totalPecahan,
} from '@kilau/domain';
import { Alert, type ButtonProps, Input, Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { NumericInput } from '../../components/inputs.tsx';
import { notify } from '../../components/notify.tsx';
import { OtorisasiModal } from '../../components/OtorisasiModal.tsx';
import type { WriteResult } from '../../lib/api.tsx';
import { ApiError, errorText, firstIssue, isTimeout } from '../../lib/api-error.ts';
import { tid } from '../../lib/test-id.ts';
import { useHitungList, useKasWrite } from './kas-api.ts';

type Counts = Record<string, string>;

export function selisihText(n: number): string {
  if (n === 0) return 'Rp 0 (Sesuai)';
  return `${n < 0 ? '-' : '+'}Rp ${formatRupiah(Math.abs(n))} (${n < 0 ? 'Kurang' : 'Lebih'})`;
}

/** Enter in a denomination goes on to the next one; after the last, to the save button. */
function focusAfter(i: number) {
  const next = PECAHAN[i + 1];
  const sel = next ? `[data-testid="hitung-${next.kode}"]` : '[data-testid="hitung-save"]';
  const el = document.querySelector<HTMLInputElement | HTMLButtonElement>(sel);
  el?.focus();
  if (el instanceof HTMLInputElement) el.select();
}

export function HitungLaciModal(props: { open: boolean; tanggal: string; onClose: () => void }) {
  const [counts, setCounts] = useState<Counts>({});
  const [catatan, setCatatan] = useState('');
  const [tried, setTried] = useState(false);
  const [otorisasi, setOtorisasi] = useState(false);
  // a blind count: the server said the difference is beyond the limit (a note and a supervisor are needed)
  const [minta, setMinta] = useState(false);
  const info = useHitungList(props.tanggal);
  const write = useKasWrite();
  const { refetch } = info;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the dialog opens
  useEffect(() => {
    if (props.open) {
      setCounts({});
      setCatatan('');
      setTried(false);
      setOtorisasi(false);
      setMinta(false);
      write.reset();
      void refetch();
    }
  }, [props.open]);

  const pecahan = PECAHAN.map((p) => ({ kode: p.kode, jumlah: Number(counts[p.kode] || 0) }));
  const total = totalPecahan(pecahan);
  const buta = !!info.data?.buta;
  const buku = info.data?.saldo_buku ?? 0;
  const batas = info.data?.batas_selisih ?? 0;
  const selisih = selisihKas(total, buku);
  const perlu = buta ? minta : !!info.data && perluOtorisasiSelisih(selisih, batas);
  const catatanErr = perlu && !catatan.trim() ? MSG_KAS.catatanKosong : '';

  async function save(grant?: { otorisasi_id: string }) {
    const parsed = hitungKasSchema.safeParse({ pecahan, catatan, ...(grant ? { otorisasi: grant } : {}) });
    const issue = firstIssue(parsed);
    if (issue) {
      void notify.error(issue);
      return;
    }
    try {
      const res = await write.send<WriteResult<HitungKas>>({ path: 'cash/hitung', body: parsed.data });
      setOtorisasi(false);
      props.onClose();
      const row = res.data;
      void notify.success(
        buta
          ? `Hitung Laci Tersimpan, Saldo Buku Rp ${formatRupiah(row.saldo_buku)}, Selisih ${selisihText(row.selisih)}`
          : `Hitung Laci Tersimpan, Selisih ${selisihText(row.selisih)}`,
      );
    } catch (e) {
      setOtorisasi(false);
      if (buta && !grant && e instanceof ApiError && e.fields.otorisasi) {
        setMinta(true);
        setTried(true);
        return;
      }
      if (!isTimeout(e)) notify.toast.error(errorText(e, MSG.saveFail));
    }
  }
  const ok = () => {
    setTried(true);
    if (catatanErr) return;
    if (perlu) setOtorisasi(true);
    else void save();
  };

  return (
    <>
      <Modal
        open={props.open && !otorisasi}
        title="Hitung Laci"
        okText="Simpan Hitungan"
        cancelText="Batal"
        width={620}
        onOk={ok}
        onCancel={props.onClose}
        confirmLoading={write.saving}
        okButtonProps={{ disabled: !info.data, ...tid<ButtonProps>('hitung-save') }}
        destroyOnHidden
      >
        <Table
          size="small"
          pagination={false}
          rowKey="kode"
          dataSource={PECAHAN.map((p) => ({ ...p }))}
          columns={[
            {
              key: 'nominal',
              title: 'Pecahan',
              render: (_: unknown, p) =>
                `${p.jenis === 'KERTAS' ? 'Uang Kertas' : 'Uang Logam'} ${formatRupiah(p.nominal)}`,
            },
            {
              key: 'jumlah',
              title: 'Jumlah (Lembar / Keping)',
              width: 190,
              render: (_: unknown, p, i) => (
                <NumericInput
                  size="small"
                  aria-label={`Jumlah ${p.kode}`}
                  value={counts[p.kode] ?? ''}
                  placeholder="0"
                  maxLength={7}
                  onChange={(v) => setCounts((c) => ({ ...c, [p.kode]: v }))}
                  onPressEnter={(e) => {
                    e.preventDefault();
                    focusAfter(i);
                  }}
                  data-testid={`hitung-${p.kode}`}
                />
              ),
            },
            {
              key: 'subtotal',
              title: 'Subtotal (Rp)',
              align: 'right',
              render: (_: unknown, p) => formatRupiah(p.nominal * Number(counts[p.kode] || 0)),
            },
          ]}
        />
        <div className="k-kas-hitung-sum" data-testid="hitung-summary">
          {!buta && (
            <>
              <span>Saldo Buku</span>
              <b data-testid="hitung-buku">Rp {formatRupiah(buku)}</b>
            </>
          )}
          <span>Total Hitung</span>
          <b data-testid="hitung-total">Rp {formatRupiah(total)}</b>
          {!buta && (
            <>
              <span>Selisih</span>
              <b data-testid="hitung-selisih" className={selisih < 0 ? 'k-kas-minus' : undefined}>
                {selisihText(selisih)}
              </b>
            </>
          )}
        </div>
        {buta && !perlu && (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 10 }}
            title="Hitung Buta: Saldo Buku Dan Selisih Tampil Setelah Hitungan Disimpan"
            data-testid="hitung-buta"
          />
        )}
        {perlu && (
          <>
            <Alert type="warning" showIcon style={{ marginTop: 10 }} title={MSG_KAS.perluOtorisasiSelisih(batas)} />
            <div style={{ marginTop: 10 }}>
              <label htmlFor="hitung_catatan">Catatan Selisih</label>
              <Input.TextArea
                id="hitung_catatan"
                rows={2}
                maxLength={300}
                status={tried && catatanErr ? 'error' : undefined}
                style={{ textTransform: 'uppercase' }}
                value={catatan}
                onChange={(e) => setCatatan(e.target.value.toUpperCase())}
                data-testid="hitung-catatan"
              />
              {tried && catatanErr && <div className="k-kas-error">{catatanErr}</div>}
            </div>
          </>
        )}
      </Modal>
      <OtorisasiModal
        open={props.open && otorisasi}
        jenis="SELISIH_KAS"
        detail={{ jumlah: total }}
        description={
          buta
            ? `Hitung laci buta: selisih melebihi batas Rp ${formatRupiah(batas)}`
            : `Selisih hitung laci ${selisihText(selisih)} (batas Rp ${formatRupiah(batas)})`
        }
        loading={write.saving}
        onOk={(g) => void save(g)}
        onCancel={() => setOtorisasi(false)}
      />
    </>
  );
}
