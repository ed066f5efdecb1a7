/**
 * /pindah-barang: scan pieces (each checked at once), choose the destination gudang and active tray, one submit
 * (`POST barang/pindah`): the pieces move together in one locked transaction, each with a ledger row.
 */
import { SwapOutlined } from '@ant-design/icons';
import { MSG, pindahSchema } from '@kilau/domain';
import { Button, Card, Form } from 'antd';
import { useState } from 'react';
import { UpperInput } from '../../components/inputs.tsx';
import { notify } from '../../components/notify.tsx';
import { CounterLayout } from './CounterLayout.tsx';
import { gram } from './piece.ts';
import { ResultNote } from './ResultNote.tsx';
import { ScanPanel } from './ScanPanel.tsx';
import { type Tray, TrayPicker } from './TrayPicker.tsx';
import { useScanList } from './use-scan-list.ts';
import { useSubmit } from './use-submit.ts';

type Answer = { jumlah: number; kode_gudang: string; kode_baki: string };

export default function PindahBarangPage() {
  const list = useScanList();
  const [tujuan, setTujuan] = useState<Tray>({ kode_gudang: '', kode_baki: '' });
  const [keterangan, setKeterangan] = useState('');
  const [done, setDone] = useState<(Answer & { berat: string }) | null>(null);
  const { submit, saving } = useSubmit<unknown, Answer>('barang/pindah', pindahSchema);

  async function onSave() {
    const berat = list.totals.berat;
    const r = await submit({ barcodes: list.barcodes, ...tujuan, keterangan });
    if (!r) return;
    setDone({ ...r, berat });
    list.clear();
    setKeterangan('');
    void notify.success(MSG.saveOk);
  }

  return (
    <CounterLayout
      main={
        <>
          {done && (
            <ResultNote
              testId="pindah-result"
              title={`${done.jumlah} Barang (${gram(done.berat)} Gram) Dipindah Ke ${done.kode_gudang} / ${done.kode_baki}`}
              onClose={() => setDone(null)}
            />
          )}
          <ScanPanel list={list} disabled={saving} />
        </>
      }
      side={
        <Card size="small" className="k-card k-side" title="Tujuan Pindah">
          <Form layout="vertical" component="div">
            <TrayPicker value={tujuan} onChange={setTujuan} testId="tujuan" />
            <Form.Item label="Keterangan">
              <UpperInput
                value={keterangan}
                onChange={setKeterangan}
                maxLength={200}
                placeholder="Alasan Pindah (Opsional)"
                data-testid="pindah-keterangan"
              />
            </Form.Item>
          </Form>
          <div className="k-side-actions">
            <Button
              type="primary"
              size="large"
              icon={<SwapOutlined />}
              loading={saving}
              disabled={!list.items.length || list.checking}
              onClick={() => void onSave()}
              data-testid="pindah-submit"
            >
              Pindahkan {list.totals.jumlah ? `${list.totals.jumlah} Barang` : 'Barang'}
            </Button>
          </div>
        </Card>
      }
    />
  );
}
