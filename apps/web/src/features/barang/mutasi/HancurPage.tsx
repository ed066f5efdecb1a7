/**
 * /hancur-data-barang: scan the pieces to melt, then a supervisor authorizes in the otorisasi modal (user id,
 * password, reason = the melt's reason) → `POST barang/hancur`. The batch gets an HC number, shown with its count
 * and weight. A refused authorization keeps the modal open with the server's message.
 */

import { FireOutlined } from '@ant-design/icons';
import type { HancurResult } from '@kilau/domain';
import { hancurSchema, MSG } from '@kilau/domain';
import { Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { OtorisasiModal, type OtorisasiValues } from '../../../components/OtorisasiModal.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { useWrite } from '../../../lib/use-write.ts';
import { CounterLayout } from './CounterLayout.tsx';
import { gram } from './piece.ts';
import { ResultNote } from './ResultNote.tsx';
import { ScanPanel } from './ScanPanel.tsx';
import { useScanList } from './use-scan-list.ts';

export default function HancurPage() {
  const list = useScanList();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<HancurResult | null>(null);
  const write = useWrite({ invalidates: [queryKeys.barang()] });
  const { saving } = write;

  async function onAuthorized(o: OtorisasiValues) {
    const r = await write.submit<HancurResult>({
      path: 'barang/hancur',
      schema: hancurSchema,
      body: { barcodes: list.barcodes, otorisasi: o },
    });
    if (!r) return;
    setAsking(false);
    setDone(r);
    list.clear();
    void notify.success(MSG.saveOk);
  }

  return (
    <CounterLayout
      main={
        <>
          {done && (
            <ResultNote
              testId="hancur-result"
              title={
                <>
                  Barang Dihancurkan Dengan No Hancur <b data-testid="hancur-no">{done.no_hancur}</b>
                </>
              }
              onClose={() => setDone(null)}
            >
              <div className="k-result-line">
                <span>
                  Jumlah <b data-testid="hancur-jumlah">{done.jumlah}</b> Pcs
                </span>
                <span>
                  Berat <b data-testid="hancur-berat">{gram(done.berat)}</b> Gram
                </span>
                <span>Alasan {done.alasan}</span>
                <span>Otorisasi {done.otorisasi_by}</span>
              </div>
            </ResultNote>
          )}
          <ScanPanel list={list} title="Scan Barang Yang Akan Dihancurkan" disabled={saving} />
        </>
      }
      side={
        <Card size="small" className="k-card k-side" title="Hancur Barang">
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'j', label: 'Jumlah', children: `${list.totals.jumlah} Pcs` },
              { key: 'b', label: 'Total Berat', children: `${gram(list.totals.berat)} Gram` },
            ]}
          />
          <p className="k-muted" style={{ fontSize: 12 }}>
            Barang Yang Dihancurkan Keluar Dari Stock. Proses Ini Membutuhkan Otorisasi Supervisor.
          </p>
          <div className="k-side-actions">
            <Button
              type="primary"
              danger
              size="large"
              icon={<FireOutlined />}
              disabled={!list.items.length || list.checking}
              loading={saving}
              onClick={() => setAsking(true)}
              data-testid="hancur-submit"
            >
              Hancurkan {list.totals.jumlah ? `${list.totals.jumlah} Barang` : 'Barang'}
            </Button>
          </div>
          <OtorisasiModal
            open={asking}
            title="Otorisasi Hancur Barang"
            jenis="HANCUR"
            detail={{ barcodes: list.barcodes }}
            description={`${list.totals.jumlah} Barang (${gram(list.totals.berat)} Gram) Akan Dihancurkan.`}
            loading={saving}
            onOk={(v) => void onAuthorized(v)}
            onCancel={() => setAsking(false)}
          />
        </Card>
      }
    />
  );
}
