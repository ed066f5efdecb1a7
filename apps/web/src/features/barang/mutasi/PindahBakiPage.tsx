/**
 * /pindah-barang-satu-baki: every piece in stock on a source tray moves to a destination tray in one locked
 * transaction (`POST barang/pindah-baki`). The source shows its count and weight (and the pieces) before the move;
 * a confirmation names both trays.
 */

import { SwapOutlined } from '@ant-design/icons';
import type { PindahBakiResult } from '@kilau/domain';
import { MSG, pindahBakiSchema, UI } from '@kilau/domain';
import { Alert, Card, Select, Tag } from 'antd';
import { useState } from 'react';
import { confirm, notify } from '../../../components/notify.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { useWrite } from '../../../lib/use-write.ts';
import { CounterLayout } from './CounterLayout.tsx';
import { PiecesTable } from './PiecesTable.tsx';
import { gram } from './piece.ts';
import { ResultNote } from './ResultNote.tsx';
import { ScanTotals } from './ScanPanel.tsx';
import type { Tray } from './TrayPicker.tsx';
import { TrayTargetCard } from './TrayTargetCard.tsx';
import { useBakiSemua } from './use-masters.ts';
import { useTrayPieces } from './use-tray-pieces.ts';
import './mutasi.css';

export default function PindahBakiPage() {
  const bakis = useBakiSemua();
  const [asal, setAsal] = useState('');
  const [tujuan, setTujuan] = useState<Tray>({ kode_gudang: '', kode_baki: '' });
  const [keterangan, setKeterangan] = useState('');
  const [done, setDone] = useState<(PindahBakiResult & { berat: string }) | null>(null);
  const tray = useTrayPieces(asal || undefined);
  const write = useWrite({ invalidates: [queryKeys.barang()] });
  const { saving } = write;
  const source = bakis.rows.find((b) => b.kode_baki === asal);
  const count = tray.data?.count ?? 0;

  async function onSave() {
    if (!asal) return void notify.error('Baki Asal Tidak Boleh Kosong');
    if (tujuan.kode_baki && tujuan.kode_baki === asal)
      return void notify.error('Baki Asal Dan Baki Tujuan Tidak Boleh Sama');
    const ok = await confirm({
      title: `Pindahkan Semua Barang Baki ${asal}?`,
      content: `${count} Barang (${gram(tray.data?.berat)} Gram) Dari Baki ${asal} Akan Dipindah Ke ${tujuan.kode_gudang || '-'} / ${tujuan.kode_baki || '-'}.`,
      okText: 'Pindahkan',
      cancelText: UI.no,
      testId: 'pindah-baki-confirm',
    });
    if (!ok) return;
    const berat = tray.data?.berat ?? '0';
    const r = await write.submit<PindahBakiResult>({
      path: 'barang/pindah-baki',
      schema: pindahBakiSchema,
      body: { dari_baki: asal, ...tujuan, keterangan },
    });
    if (!r) return;
    setDone({ ...r, berat });
    setKeterangan('');
    void tray.refetch();
    void notify.success(MSG.saveOk);
  }

  return (
    <CounterLayout
      main={
        <>
          {done && (
            <ResultNote
              testId="pindah-baki-result"
              title={`${done.jumlah} Barang (${gram(done.berat)} Gram) Dari Baki ${done.dari_baki} Dipindah Ke ${done.kode_gudang} / ${done.kode_baki}`}
              onClose={() => setDone(null)}
            />
          )}
          <Card
            size="small"
            className="k-card"
            title={asal ? `Isi Baki ${asal}${source ? ` - ${source.nama_baki}` : ''}` : 'Isi Baki Asal'}
          >
            <div className="k-scan-row">
              <div className="k-scan-field">
                <Select
                  size="large"
                  style={{ width: '100%' }}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="Pilih Baki Asal"
                  aria-label="Baki Asal"
                  loading={bakis.isLoading}
                  value={asal || undefined}
                  onChange={(v) => setAsal(v ?? '')}
                  options={bakis.rows.map((b) => ({
                    value: b.kode_baki,
                    label: `${b.kode_baki} - ${b.nama_baki} (${b.kode_gudang})${b.status_aktif === false ? ' - Tidak Aktif' : ''}`,
                  }))}
                  notFoundContent="Tidak Ada Data"
                  autoFocus
                  data-testid="asal-baki"
                />
              </div>
              <ScanTotals jumlah={count} berat={tray.data?.berat ?? '0'} testId="asal" label="Isi Baki" />
            </div>
            {source?.status_aktif === false && (
              <Tag color="default" className="k-mb">
                Baki Tidak Aktif
              </Tag>
            )}
            {tray.isError && (
              <Alert className="k-mb" type="error" showIcon title={errorText(tray.error, MSG.noConnection)} />
            )}
            {tray.data && !tray.data.complete && (
              <Alert
                className="k-mb"
                type="info"
                showIcon
                title={`Menampilkan ${tray.data.pieces.length} Dari ${tray.data.count} Barang`}
              />
            )}
            <div data-testid="asal-list">
              <PiecesTable
                items={tray.data?.pieces ?? []}
                totals={{ jumlah: count, berat: tray.data?.berat ?? '0' }}
                testId="asal"
                emptyText={
                  asal ? (tray.isLoading ? 'Memuat Data...' : 'Baki Ini Tidak Berisi Barang') : 'Pilih Baki Asal'
                }
              />
            </div>
          </Card>
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
          keteranganPlaceholder={asal ? `PINDAH SATU BAKI ${asal}` : 'Alasan Pindah (Opsional)'}
          keteranganTestId="pindah-baki-keterangan"
          icon={<SwapOutlined />}
          submitLabel={`Pindahkan Satu Baki${count ? ` (${count} Barang)` : ''}`}
          submitTestId="pindah-baki-submit"
          saving={saving}
          disabled={!asal || !count || tray.isFetching}
          onSubmit={() => void onSave()}
        />
      }
    />
  );
}
