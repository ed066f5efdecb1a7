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
import type { Tray } from './TrayPicker.tsx';
import { TrayTargetCard } from './TrayTargetCard.tsx';
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
        <TrayTargetCard
          title="Tujuan Pindah"
          tujuan={tujuan}
          onTujuan={setTujuan}
          pickerTestId="tujuan"
          keterangan={keterangan}
          onKeterangan={setKeterangan}
          keteranganPlaceholder={'Alasan Pindah (Opsional)'}
          keteranganTestId="pindah-keterangan"
          icon={<SwapOutlined />}
          submitLabel={`Pindahkan ${list.totals.jumlah ? `${list.totals.jumlah} Barang` : 'Barang'}`}
          submitTestId="pindah-submit"
          saving={saving}
          disabled={!list.items.length || list.checking}
          onSubmit={() => void onSave()}
        />
      }
    />
  );
}
