/**
 * /pindah-barang: scan pieces (each checked at once), choose the destination gudang and active tray, one submit
 * (`POST barang/pindah`): the pieces move together in one locked transaction, each with a ledger row.
 */
import { SwapOutlined } from '@ant-design/icons';
import { pindahSchema } from '@kilau/domain';
import { CounterLayout } from './CounterLayout.tsx';
import { gram } from './piece.ts';
import { ResultNote } from './ResultNote.tsx';
import { ScanPanel } from './ScanPanel.tsx';
import { TrayTargetCard } from './TrayTargetCard.tsx';
import { useScanList } from './use-scan-list.ts';
import { useTrayMove } from './use-tray-move.ts';

export default function PindahBarangPage() {
  const list = useScanList();
  const { tujuan, setTujuan, keterangan, setKeterangan, done, setDone, saving, onSave } = useTrayMove(
    list,
    'barang/pindah',
    pindahSchema,
  );

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
