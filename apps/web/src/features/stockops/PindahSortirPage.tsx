/**
 * /pindah-sortir: bought-back pieces in SORTIR go back into stock on a tray (`POST barang/pindah-sortir`);
 * the selection is ticked in the list or scanned.
 */
import { InboxOutlined } from '@ant-design/icons';
import { kembaliSchema, MSG } from '@kilau/domain';
import { Button, Card, Form } from 'antd';
import { useState } from 'react';
import { UpperInput } from '../../components/inputs.tsx';
import { notify } from '../../components/notify.tsx';
import { CounterLayout } from './CounterLayout.tsx';
import { PiecePool } from './PiecePool.tsx';
import { gram } from './piece.ts';
import { ResultNote } from './ResultNote.tsx';
import { ScanPanel } from './ScanPanel.tsx';
import type { Tray } from './TrayPicker.tsx';
import { TrayTargetCard } from './TrayTargetCard.tsx';
import { useScanList } from './use-scan-list.ts';
import { useSubmit } from './use-submit.ts';

type Answer = { jumlah: number; kode_gudang: string; kode_baki: string };

export default function PindahSortirPage() {
  const list = useScanList('SORTIR');
  const [tujuan, setTujuan] = useState<Tray>({ kode_gudang: '', kode_baki: '' });
  const [keterangan, setKeterangan] = useState('');
  const [done, setDone] = useState<(Answer & { berat: string }) | null>(null);
  const { submit, saving } = useSubmit<unknown, Answer>('barang/pindah-sortir', kembaliSchema);

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
              testId="pindah-sortir-result"
              title={`${done.jumlah} Barang (${gram(done.berat)} Gram) Masuk Stock Di ${done.kode_gudang} / ${done.kode_baki}`}
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
        <TrayTargetCard
          title="Masuk Ke Baki"
          tujuan={tujuan}
          onTujuan={setTujuan}
          pickerTestId="tujuan"
          keterangan={keterangan}
          onKeterangan={setKeterangan}
          keteranganPlaceholder={'PINDAH SORTIR'}
          keteranganTestId="pindah-sortir-keterangan"
          icon={<InboxOutlined />}
          submitLabel={`Pindahkan ${list.totals.jumlah ? `${list.totals.jumlah} Barang ` : ''}Ke Baki`}
          submitTestId="pindah-sortir-submit"
          saving={saving}
          disabled={!list.items.length || list.checking}
          onSubmit={() => void onSave()}
        />
      }
    />
  );
}
