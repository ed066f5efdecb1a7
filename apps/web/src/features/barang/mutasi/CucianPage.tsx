/**
 * /cucian: two tabs. `Kirim Ke Cucian` takes scanned pieces out of stock into washing (`POST barang/cuci`);
 * `Kembali Dari Cucian` puts pieces that are at washing (status CUCI: scanned or ticked in the list) back into a
 * tray (`POST barang/cuci-kembali`). The tab is kept in the URL (`?tab=kembali`).
 */

import { RollbackOutlined, SendOutlined } from '@ant-design/icons';
import type { JumlahResult } from '@kilau/domain';
import { cuciSchema, kembaliSchema, MSG } from '@kilau/domain';
import { Button, Card, Form, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { UpperInput } from '../../../components/inputs.tsx';
import { notify } from '../../../components/notify.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { useWrite } from '../../../lib/use-write.ts';
import { CounterLayout } from './CounterLayout.tsx';
import { PiecePool } from './PiecePool.tsx';
import { gram } from './piece.ts';
import { ResultNote } from './ResultNote.tsx';
import { ScanPanel } from './ScanPanel.tsx';
import { TrayTargetCard } from './TrayTargetCard.tsx';
import { type ScanListApi, useScanList } from './use-scan-list.ts';
import { useTrayMove } from './use-tray-move.ts';

function KirimCucian({ list }: { list: ScanListApi }) {
  const [keterangan, setKeterangan] = useState('');
  const [done, setDone] = useState<{ jumlah: number; berat: string } | null>(null);
  const write = useWrite({ invalidates: [queryKeys.barang()] });
  const { saving } = write;
  async function onSave() {
    const berat = list.totals.berat;
    const r = await write.submit<JumlahResult>({
      path: 'barang/cuci',
      schema: cuciSchema,
      body: { barcodes: list.barcodes, keterangan },
    });
    if (!r) return;
    setDone({ jumlah: r.jumlah, berat });
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
              testId="cuci-result"
              title={`${done.jumlah} Barang (${gram(done.berat)} Gram) Dikirim Ke Cucian`}
              onClose={() => setDone(null)}
            />
          )}
          <ScanPanel list={list} title="Scan Barang Yang Akan Dicuci" disabled={saving} testId="cuci-scan" />
        </>
      }
      side={
        <Card size="small" className="k-card k-side" title="Kirim Ke Cucian">
          <Form layout="vertical" component="div">
            <Form.Item label="Keterangan" htmlFor="cuci-keterangan">
              <UpperInput
                id="cuci-keterangan"
                value={keterangan}
                onChange={setKeterangan}
                maxLength={200}
                placeholder="CUCIAN"
                data-testid="cuci-keterangan"
              />
            </Form.Item>
          </Form>
          <div className="k-side-actions">
            <Button
              type="primary"
              size="large"
              icon={<SendOutlined />}
              loading={saving}
              disabled={!list.items.length || list.checking}
              onClick={() => void onSave()}
              data-testid="cuci-submit"
            >
              Kirim {list.totals.jumlah ? `${list.totals.jumlah} Barang ` : ''}Ke Cucian
            </Button>
          </div>
        </Card>
      }
    />
  );
}

function KembaliCucian({ list }: { list: ScanListApi }) {
  const { tujuan, setTujuan, keterangan, setKeterangan, done, setDone, saving, onSave } = useTrayMove(
    list,
    'barang/cuci-kembali',
    kembaliSchema,
  );
  return (
    <CounterLayout
      main={
        <>
          {done && (
            <ResultNote
              testId="kembali-result"
              title={`${done.jumlah} Barang (${gram(done.berat)} Gram) Kembali Dari Cucian Ke ${done.kode_gudang} / ${done.kode_baki}`}
              onClose={() => setDone(null)}
            />
          )}
          <PiecePool status="CUCI" selection={list} title="Barang Di Cucian" testId="cuci-pool" disabled={saving} />
          <ScanPanel
            list={list}
            title="Barang Yang Kembali"
            placeholder="Scan Barang Dari Cucian Lalu Enter"
            disabled={saving}
            testId="kembali-scan"
          />
        </>
      }
      side={
        <TrayTargetCard
          title="Kembali Ke Baki"
          tujuan={tujuan}
          onTujuan={setTujuan}
          pickerTestId="kembali-tujuan"
          keterangan={keterangan}
          onKeterangan={setKeterangan}
          keteranganPlaceholder={'KEMBALI DARI CUCIAN'}
          keteranganTestId="kembali-keterangan"
          icon={<RollbackOutlined />}
          submitLabel={`Kembalikan ${list.totals.jumlah ? `${list.totals.jumlah} Barang ` : ''}Ke Baki`}
          submitTestId="kembali-submit"
          saving={saving}
          disabled={!list.items.length || list.checking}
          onSubmit={() => void onSave()}
        />
      }
    />
  );
}

export default function CucianPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'kembali' ? 'kembali' : 'kirim';
  // the lists live here, so switching tabs never loses what was scanned (the tabs remount to take the focus)
  const kirim = useScanList('STOCK');
  const kembali = useScanList('CUCI');
  return (
    <Tabs
      activeKey={tab}
      onChange={(k) => setParams(k === 'kembali' ? { tab: k } : {}, { replace: true })}
      destroyOnHidden
      items={[
        {
          key: 'kirim',
          label: (
            <span data-testid="tab-kirim">Kirim Ke Cucian{kirim.items.length ? ` (${kirim.items.length})` : ''}</span>
          ),
          children: <KirimCucian list={kirim} />,
        },
        {
          key: 'kembali',
          label: (
            <span data-testid="tab-kembali">
              Kembali Dari Cucian{kembali.items.length ? ` (${kembali.items.length})` : ''}
            </span>
          ),
          children: <KembaliCucian list={kembali} />,
        },
      ]}
    />
  );
}
