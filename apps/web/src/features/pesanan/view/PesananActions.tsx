/**
 * What can be done to an order in its state (the domain's state machine decides): send to the craftsman
 * (DIPESAN → DIKERJAKAN), receive the finished pieces with their real weight and jenis into a tray (→ SELESAI, then
 * picked up by a sale at the sales counter whose DP Pesanan line counts the DP once), cancel with a supervisor
 * who chooses whether the DP goes back (→ BATAL), and give a lent sample piece back to its tray (Ambil Barang Contoh).
 * The actions are declared in pesanan-actions.ts.
 */
import { BATAL_DP, BATAL_DP_LABEL, type BatalDp, formatRupiah, type PesananDoc } from '@kilau/domain';
import { Alert, Button, Form, Radio, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { DocumentActions, useDocumentWrite } from '../../../components/document/DocumentActions.tsx';
import { NumericInput } from '../../../components/inputs.tsx';
import { notify } from '../../../components/notify.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { type Tray, TrayPicker } from '../../barang/mutasi/TrayPicker.tsx';
import { pickOption, useActive } from '../../penjualan/shared/sales-queries.ts';
import { PESANAN_ACTIONS } from './pesanan-actions.ts';

export function PesananActions({ d, onDone }: { d: PesananDoc; onDone: (d: PesananDoc) => void }) {
  const write = useDocumentWrite(
    [queryKeys.pesanan('list'), queryKeys.barang(), queryKeys.kas(), queryKeys.dashboard()],
    onDone,
  );
  const run = write.run;
  const tukang = useActive('tukang');
  const [kodeTukang, setKodeTukang] = useState(d.kode_tukang);
  const [berat, setBerat] = useState<Record<number, string>>({});
  const [dept, setDept] = useState<Record<number, string>>({});
  const [tray, setTray] = useState<Tray>({ kode_gudang: '', kode_baki: '' });
  const jenis = useActive('jenis');
  const [batalDp, setBatalDp] = useState<BatalDp>('KEMBALI');

  const dipinjam = d.contoh.filter((c) => c.status === 'DIPINJAM');
  return (
    <DocumentActions
      d={d}
      spec={PESANAN_ACTIONS}
      saving={write.saving}
      testId="ps-actions"
      approvals={{
        BATAL: {
          noRef: d.no_pesanan,
          detail: { jumlah: batalDp === 'KEMBALI' ? d.dp : 0 },
          description: `Batal ${d.no_pesanan}: ${BATAL_DP_LABEL[batalDp]}${batalDp === 'KEMBALI' ? ` Rp ${formatRupiah(d.dp)}` : ''}`,
          send: (g) => run('pesanan/batal', { no_pesanan: d.no_pesanan, batal_dp: batalDp, otorisasi: g }, 'post'),
        },
      }}
      forms={{
        KERJAKAN: () => (
          <Space wrap>
            <Select
              style={{ width: 260 }}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Pilih Tukang"
              value={kodeTukang || undefined}
              options={tukang.rows.map((r) => pickOption(r, 'kode_tukang', 'nama_tukang'))}
              onChange={(v) => setKodeTukang(v ?? '')}
              aria-label="Tukang"
              data-testid="ps-act-tukang"
            />
            <Button
              type="primary"
              loading={write.saving}
              onClick={() => {
                if (!kodeTukang) void notify.error('Tukang Harus Dipilih');
                else void run('pesanan/kerjakan', { no_pesanan: d.no_pesanan, kode_tukang: kodeTukang });
              }}
              data-testid="ps-act-kerjakan"
            >
              Kerjakan
            </Button>
          </Space>
        ),
        SELESAI: () => (
          <>
            <Table
              size="small"
              pagination={false}
              rowKey="seq"
              dataSource={d.items}
              columns={[
                { key: 'nama', title: 'Nama Barang', dataIndex: 'nama_barang' },
                { key: 'est', title: 'Berat Estimasi', align: 'right', dataIndex: 'berat_estimasi' },
                {
                  key: 'jenis',
                  title: 'Jenis',
                  width: 200,
                  render: (_v, i) => (
                    <Select
                      size="small"
                      style={{ width: '100%' }}
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder="Pilih Jenis"
                      value={dept[i.seq] || undefined}
                      options={jenis.rows
                        .filter((r) => r.kode_group === i.kode_group)
                        .map((r) => pickOption(r, 'kode_dept', 'nama_dept'))}
                      onChange={(v) => setDept((d) => ({ ...d, [i.seq]: v ?? '' }))}
                      aria-label={`Jenis ${i.seq}`}
                      data-testid={`ps-act-jenis-${i.seq}`}
                    />
                  ),
                },
                {
                  key: 'asli',
                  title: 'Berat Asli (gr)',
                  width: 160,
                  render: (_v, i) => (
                    <NumericInput
                      size="small"
                      mode="digits-dots"
                      value={berat[i.seq] ?? ''}
                      onChange={(v) => setBerat((b) => ({ ...b, [i.seq]: v }))}
                      aria-label={`Berat Asli ${i.seq}`}
                      data-testid={`ps-act-berat-${i.seq}`}
                    />
                  ),
                },
              ]}
            />
            <Form layout="inline" component="div" className="k-mt">
              <TrayPicker
                value={tray}
                onChange={setTray}
                testId="ps-act-tray"
                labels={{ gudang: 'Masuk Gudang', baki: 'Baki' }}
              />
            </Form>
            <div className="k-muted k-mt">
              Barang jadi masuk stock dengan barcode baru di baki ini dan hanya dapat dijual ke customer pesanan ini.
            </div>
            <Button
              type="primary"
              className="k-mt"
              loading={write.saving}
              onClick={() =>
                void run('pesanan/selesai', {
                  no_pesanan: d.no_pesanan,
                  ...tray,
                  items: d.items.map((i) => ({
                    seq: i.seq,
                    berat_asli: berat[i.seq] ?? '',
                    kode_dept: dept[i.seq] ?? '',
                  })),
                })
              }
              data-testid="ps-act-selesai"
            >
              Selesai
            </Button>
          </>
        ),
        AMBIL: () => (
          <Alert
            type="info"
            showIcon
            data-testid="ps-act-ambil-info"
            title="Pengambilan Di Kasir Penjualan (Transaksi Penjualan)"
            description={`Scan barcode ${d.items.map((i) => i.kode_barcode).join(', ')}, lalu bayar dengan baris "DP Pesanan" ${d.no_pesanan} sebesar Rp ${formatRupiah(d.dp)} dan sisanya Rp ${formatRupiah(d.sisa)}.`}
          />
        ),
        CONTOH: () => (
          <>
            {dipinjam.map((c) => (
              <Space key={c.kode_barcode} style={{ display: 'flex', marginBottom: 6 }}>
                <span className="mono">{c.kode_barcode}</span>
                <span>
                  {c.nama_barang} · {c.berat} gr · kembali ke {c.kode_gudang} / {c.kode_baki}
                </span>
                <Button
                  size="small"
                  loading={write.saving}
                  onClick={() =>
                    void run('pesanan/contoh/kembali', { no_pesanan: d.no_pesanan, kode_barcode: c.kode_barcode })
                  }
                  data-testid={`ps-act-contoh-${c.kode_barcode}`}
                >
                  Ambil Barang Contoh
                </Button>
              </Space>
            ))}
          </>
        ),
        BATAL: (ask) => (
          <Space wrap>
            <Radio.Group
              value={batalDp}
              onChange={(e) => setBatalDp(e.target.value as BatalDp)}
              options={BATAL_DP.map((v) => ({
                value: v,
                label: v === 'KEMBALI' ? `${BATAL_DP_LABEL[v]} (Rp ${formatRupiah(d.dp)})` : BATAL_DP_LABEL[v],
              }))}
              data-testid="ps-act-batal-dp"
            />
            <Button danger onClick={ask} data-testid="ps-act-batal">
              Batalkan Pesanan
            </Button>
          </Space>
        ),
      }}
    />
  );
}
