/**
 * /sortir-pembelian (SEPUHAN_MODULE): bought-back pieces wait in SORTIR; the selection (ticked or scanned) goes
 * to washing / re-plating (CUCI) or to melting (HANCUR) with `POST barang/sortir`. Back to stock is /pindah-sortir.
 */

import { ExperimentOutlined } from '@ant-design/icons';
import type { JumlahResult } from '@kilau/domain';
import { MSG, sortirSchema, UI } from '@kilau/domain';
import { Button, Card, Form, Radio } from 'antd';
import { useState } from 'react';
import { UpperInput } from '../../../components/inputs.tsx';
import { confirm, notify } from '../../../components/notify.tsx';
import { OtorisasiModal, type OtorisasiValues } from '../../../components/OtorisasiModal.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { useWrite } from '../../../lib/use-write.ts';
import { CounterLayout } from './CounterLayout.tsx';
import { PiecePool } from './PiecePool.tsx';
import { gram } from './piece.ts';
import { ResultNote } from './ResultNote.tsx';
import { ScanPanel } from './ScanPanel.tsx';
import { useScanList } from './use-scan-list.ts';

type Tujuan = 'CUCI' | 'HANCUR';
const LABEL: Record<Tujuan, string> = { CUCI: 'Cucian / Sepuhan', HANCUR: 'Hancur' };

export default function SortirPembelianPage() {
  const list = useScanList('SORTIR');
  const [tujuan, setTujuan] = useState<Tujuan | ''>('');
  const [keterangan, setKeterangan] = useState('');
  const [done, setDone] = useState<{ jumlah: number; berat: string; tujuan: Tujuan } | null>(null);
  const [asking, setAsking] = useState(false);
  const write = useWrite({ invalidates: [queryKeys.barang()] });
  const { saving } = write;

  async function send(otorisasi?: OtorisasiValues) {
    if (!tujuan) return;
    const berat = list.totals.berat;
    const r = await write.submit<JumlahResult>({
      path: 'barang/sortir',
      schema: sortirSchema,
      body: { barcodes: list.barcodes, tujuan, keterangan, otorisasi },
    });
    if (!r) return;
    setAsking(false);
    setDone({ jumlah: r.jumlah, berat, tujuan });
    list.clear();
    setKeterangan('');
    void notify.success(MSG.saveOk);
  }

  async function onSave() {
    if (!tujuan) return void notify.error('Mohon Pilih Terlebih Dahulu');
    const ok = await confirm({
      title: `Proses ${list.totals.jumlah} Barang Ke ${LABEL[tujuan]}?`,
      content: `Total Berat ${gram(list.totals.berat)} Gram.`,
      okText: 'Proses',
      cancelText: UI.no,
      danger: tujuan === 'HANCUR',
      testId: 'sortir-confirm',
    });
    if (!ok) return;
    // melting needs a supervisor, as on /hancur-data-barang
    if (tujuan === 'HANCUR') setAsking(true);
    else await send();
  }

  return (
    <CounterLayout
      main={
        <>
          {done && (
            <ResultNote
              testId="sortir-result"
              title={`${done.jumlah} Barang (${gram(done.berat)} Gram) Diproses Ke ${LABEL[done.tujuan]}`}
              onClose={() => setDone(null)}
            />
          )}
          <PiecePool status="SORTIR" selection={list} title="Barang Sortir" testId="sortir-pool" disabled={saving} />
          <ScanPanel
            list={list}
            title="Barang Dipilih"
            placeholder="Scan Barang Sortir Lalu Enter"
            disabled={saving}
            testId="sortir-scan"
          />
        </>
      }
      side={
        <Card size="small" className="k-card k-side" title="Tujuan Sortir">
          <Form layout="vertical" component="div">
            <Form.Item label="Tujuan" required>
              <Radio.Group
                value={tujuan || undefined}
                onChange={(e) => setTujuan(e.target.value as Tujuan)}
                options={[
                  { value: 'CUCI', label: <span data-testid="sortir-tujuan-cuci">{LABEL.CUCI}</span> },
                  { value: 'HANCUR', label: <span data-testid="sortir-tujuan-hancur">{LABEL.HANCUR}</span> },
                ]}
                optionType="button"
                buttonStyle="solid"
              />
            </Form.Item>
            <Form.Item label="Keterangan" htmlFor="sortir-keterangan">
              <UpperInput
                id="sortir-keterangan"
                value={keterangan}
                onChange={setKeterangan}
                maxLength={200}
                placeholder={tujuan ? `SORTIR KE ${tujuan}` : 'Keterangan (Opsional)'}
                data-testid="sortir-keterangan"
              />
            </Form.Item>
          </Form>
          <div className="k-side-actions">
            <Button
              type="primary"
              danger={tujuan === 'HANCUR'}
              size="large"
              icon={<ExperimentOutlined />}
              loading={saving}
              disabled={!list.items.length || list.checking}
              onClick={() => void onSave()}
              data-testid="sortir-submit"
            >
              Proses {list.totals.jumlah ? `${list.totals.jumlah} Barang` : 'Sortir'}
            </Button>
          </div>
          <OtorisasiModal
            open={asking}
            title="Otorisasi Hancur Barang"
            jenis="HANCUR"
            detail={{ barcodes: list.barcodes }}
            description={`${list.totals.jumlah} Barang (${gram(list.totals.berat)} Gram) Akan Dihancurkan.`}
            loading={saving}
            onOk={(v) => void send(v)}
            onCancel={() => setAsking(false)}
          />
        </Card>
      }
    />
  );
}
