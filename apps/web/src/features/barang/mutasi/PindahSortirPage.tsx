/**
 * /pindah-sortir: bought-back pieces in SORTIR go back into stock on a tray (`POST barang/pindah-sortir`);
 * the selection is ticked in the list or scanned.
 */
import { InboxOutlined } from '@ant-design/icons';
import { kembaliSchema } from '@kilau/domain';
import { CounterLayout } from './CounterLayout.tsx';
import { PiecePool } from './PiecePool.tsx';
import { gram } from './piece.ts';
import { ResultNote } from './ResultNote.tsx';
import { ScanPanel } from './ScanPanel.tsx';
import { TrayTargetCard } from './TrayTargetCard.tsx';
import { useScanList } from './use-scan-list.ts';
import { useTrayMove } from './use-tray-move.ts';

export default function PindahSortirPage() {
  const list = useScanList('SORTIR');
  const { tujuan, setTujuan, keterangan, setKeterangan, done, setDone, saving, onSave } = useTrayMove(
    list,
    'barang/pindah-sortir',
    kembaliSchema,
  );

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
