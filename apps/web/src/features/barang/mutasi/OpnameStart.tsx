/**
 * Starting a stock opname: choose the tray (BAKI) or type the receipt number (PENERIMAAN: the TB or kirim
 * number). Open counts of this kind are listed first with `Lanjutkan`: a count in progress survives reloads.
 */

import { PlayCircleOutlined } from '@ant-design/icons';
import { formatTanggal, MSG, opnameStartSchema, UI } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Row, Table } from 'antd';
import { useState } from 'react';
import { UpperInput } from '../../../components/inputs.tsx';
import { notify } from '../../../components/notify.tsx';
import { api } from '../../../lib/api.tsx';
import { errorText, firstIssue, isTimeout } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { formatWaktu } from '../../../lib/shop-time.ts';
import { useWrite } from '../../../lib/use-write.ts';
import type { OpenOpname, OpnameJenis, OpnameState } from './opname-model.ts';
import { opnameTarget } from './opname-model.ts';
import { slug } from './piece.ts';
import { type Tray, TrayPicker } from './TrayPicker.tsx';

export function OpnameStart(props: { jenis: OpnameJenis; onOpen: (id: string, state?: OpnameState) => void }) {
  const [tray, setTray] = useState<Tray>({ kode_gudang: '', kode_baki: '' });
  const [noRef, setNoRef] = useState('');
  const write = useWrite({ invalidates: [queryKeys.barang('opname-open')] });
  const open = useQuery({
    queryKey: queryKeys.barang('opname-open'),
    queryFn: () => api.get<OpenOpname[]>('stock-opname/open'),
    staleTime: 0,
  });
  const mine = (open.data ?? []).filter((o) => o.jenis === props.jenis);

  async function start() {
    const body =
      props.jenis === 'BAKI' ? { jenis: 'BAKI', kode_baki: tray.kode_baki } : { jenis: 'PENERIMAAN', no_ref: noRef };
    const parsed = opnameStartSchema.safeParse(body);
    const issue = firstIssue(parsed);
    if (issue) return void notify.error(issue);
    try {
      // starting the same tray again answers the count already open, so a retry never opens a second one
      const s = await write.send<OpnameState>({ path: 'stock-opname', body: parsed.data });
      props.onOpen(s.opname._id, s);
    } catch (e) {
      if (!isTimeout(e)) notify.toast.error(errorText(e, MSG.saveFail));
    }
  }

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={9}>
        <Card size="small" className="k-card k-side" title="Mulai Stock Opname">
          <Form layout="vertical" component="div">
            {props.jenis === 'BAKI' ? (
              <TrayPicker
                value={tray}
                onChange={setTray}
                testId="opname"
                labels={{ gudang: 'Gudang', baki: 'Baki Yang Dihitung' }}
              />
            ) : (
              <Form.Item label="No Penerimaan (No Terima / No Kirim)" required htmlFor="opname-no-ref">
                <UpperInput
                  id="opname-no-ref"
                  value={noRef}
                  onChange={setNoRef}
                  maxLength={40}
                  placeholder="Contoh: PST-TB-261122-0001"
                  autoFocus
                  data-testid="opname-no-ref"
                />
              </Form.Item>
            )}
          </Form>
          <div className="k-side-actions">
            <Button
              type="primary"
              size="large"
              icon={<PlayCircleOutlined />}
              loading={write.saving}
              onClick={() => void start()}
              data-testid="opname-start"
            >
              Mulai Stock Opname
            </Button>
          </div>
        </Card>
      </Col>
      <Col xs={24} xl={15}>
        <Card size="small" className="k-card" title="Stock Opname Yang Belum Selesai">
          {mine.length > 0 && (
            <Alert
              className="k-mb"
              type="warning"
              showIcon
              title={`Ada ${mine.length} Stock Opname Yang Belum Selesai. Lanjutkan Agar Hasil Hitungan Tidak Tertinggal.`}
            />
          )}
          {open.isError && !isTimeout(open.error) && (
            <Alert className="k-mb" type="error" showIcon title={errorText(open.error, MSG.noConnection)} />
          )}
          <div data-testid="opname-open-list">
            <Table<OpenOpname>
              size="small"
              bordered
              rowKey={(r) => r._id}
              loading={open.isLoading}
              dataSource={mine}
              pagination={false}
              locale={{ emptyText: MSG.noData }}
              columns={[
                { key: 'no', title: UI.rowNo, width: 48, align: 'right', render: (_v, _r, i) => i + 1 },
                { key: 't', title: 'Yang Dihitung', render: (_v, r) => <b>{opnameTarget(r)}</b> },
                { key: 'g', title: 'Gudang', width: 90, render: (_v, r) => r.kode_gudang || '-' },
                { key: 'd', title: 'Tanggal', width: 150, render: (_v, r) => formatTanggal(r.tanggal) },
                {
                  key: 's',
                  title: 'Dimulai',
                  width: 220,
                  render: (_v, r) => `${r.started_by} · ${formatWaktu(r.started_at)}`,
                },
                {
                  key: 'a',
                  title: UI.action,
                  width: 110,
                  align: 'center',
                  render: (_v, r) => (
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => props.onOpen(r._id)}
                      data-testid={`opname-continue-${slug(r.jenis === 'BAKI' ? r.kode_baki : r.no_ref)}`}
                    >
                      Lanjutkan
                    </Button>
                  ),
                },
              ]}
            />
          </div>
        </Card>
      </Col>
    </Row>
  );
}
