/**
 * Hitung laci: the cashier types how many of each note and coin are in the drawer; the screen shows the counted
 * total against the book and the difference as they type. A difference beyond the store's SELISIH_KAS_MAX needs a
 * note and a supervisor (SELISIH_KAS, approving exactly this counted total). The server recomputes everything.
 */
import {
  formatRupiah,
  type HitungKas,
  hitungKasSchema,
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
import { tid } from '../../lib/test-id.ts';
import { useHitungList, useKasWrite } from './kas-api.ts';

type Counts = Record<string, string>;

export function selisihText(n: number): string {
  if (n === 0) return 'Rp 0 (Sesuai)';
  return `${n < 0 ? '-' : '+'}Rp ${formatRupiah(Math.abs(n))} (${n < 0 ? 'Kurang' : 'Lebih'})`;
}

export function HitungLaciModal(props: { open: boolean; tanggal: string; onClose: () => void }) {
  const [counts, setCounts] = useState<Counts>({});
  const [catatan, setCatatan] = useState('');
  const [tried, setTried] = useState(false);
  const [otorisasi, setOtorisasi] = useState(false);
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
      write.reset();
      void refetch();
    }
  }, [props.open]);

  const pecahan = PECAHAN.map((p) => ({ kode: p.kode, jumlah: Number(counts[p.kode] || 0) }));
  const total = totalPecahan(pecahan);
  const buku = info.data?.saldo_buku ?? 0;
  const batas = info.data?.batas_selisih ?? 0;
  const selisih = selisihKas(total, buku);
  const perlu = !!info.data && perluOtorisasiSelisih(selisih, batas);
  const catatanErr = perlu && !catatan.trim() ? MSG_KAS.catatanKosong : '';

  async function save(grant?: { otorisasi_id: string }) {
    const row = await write.submit<HitungKas>({
      path: 'cash/hitung',
      body: { pecahan, catatan, ...(grant ? { otorisasi: grant } : {}) },
      schema: hitungKasSchema,
    });
    setOtorisasi(false);
    if (!row) return;
    props.onClose();
    void notify.success(`Hitung Laci Tersimpan, Selisih ${selisihText(row.selisih)}`);
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
              render: (_: unknown, p) => (
                <NumericInput
                  size="small"
                  aria-label={`Jumlah ${p.kode}`}
                  value={counts[p.kode] ?? ''}
                  placeholder="0"
                  maxLength={7}
                  onChange={(v) => setCounts((c) => ({ ...c, [p.kode]: v }))}
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
          <span>Saldo Buku</span>
          <b data-testid="hitung-buku">Rp {formatRupiah(buku)}</b>
          <span>Total Hitung</span>
          <b data-testid="hitung-total">Rp {formatRupiah(total)}</b>
          <span>Selisih</span>
          <b data-testid="hitung-selisih" className={selisih < 0 ? 'k-kas-minus' : undefined}>
            {selisihText(selisih)}
          </b>
        </div>
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
        description={`Selisih hitung laci ${selisihText(selisih)} (batas Rp ${formatRupiah(batas)})`}
        loading={write.saving}
        onOk={(g) => void save(g)}
        onCancel={() => setOtorisasi(false)}
      />
    </>
  );
}
