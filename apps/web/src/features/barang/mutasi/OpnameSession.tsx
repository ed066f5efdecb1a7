/**
 * A stock opname in progress (or finished): scan pieces (`POST stock-opname/:id/scan`, 409 = already scanned),
 * the three live lists with counts, undo a scan (`DELETE …/scan/:barcode`), finish after a confirmation
 * (`POST …/finish`) and print the summary. The count lives on the server, so a reload continues where it was.
 * Scans are sent one after another: each answer is the whole state, so answers never overtake each other.
 */

import { CheckCircleOutlined, FilePdfOutlined, LogoutOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { formatTanggal, MSG, UI } from '@kilau/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Result, Space, Spin, Tag } from 'antd';
import { useRef, useState } from 'react';
import { confirm, notify } from '../../../components/notify.tsx';
import { ScanInput } from '../../../components/ScanInput.tsx';
import { api } from '../../../lib/api.tsx';
import { errorText, isTimeout } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { useSession } from '../../../lib/session.ts';
import { formatWaktu } from '../../../lib/shop-time.ts';
import { useWrite } from '../../../lib/use-write.ts';
import { OpnameLists } from './OpnameLists.tsx';
import { type OpnameState, opnameSummary, opnameTarget, scanOutcome } from './opname-model.ts';
import { gram } from './piece.ts';

type Line = { type: 'success' | 'warning' | 'error'; text: string };

function Stat(p: { label: string; value: number; sub?: string; tone?: 'ok' | 'bad'; testId: string }) {
  return (
    <div className={`k-stat-box ${p.tone ? `is-${p.tone}` : ''}`}>
      <div className="k-stat-box-label">{p.label}</div>
      <div className="k-stat-box-value" data-testid={p.testId}>
        {p.value}
      </div>
      {p.sub && <div className="k-stat-box-sub">{p.sub} Gram</div>}
    </div>
  );
}

export function OpnameSession(props: { id: string; onLeave: () => void; onNew: () => void }) {
  const qc = useQueryClient();
  const s = useSession();
  const q = useQuery({
    queryKey: queryKeys.barang('opname', props.id),
    queryFn: () => api.get<OpnameState>(`stock-opname/${props.id}`),
    staleTime: 0,
  });
  const [line, setLine] = useState<Line | null>(null);
  const [last, setLast] = useState<string>();
  const [undoing, setUndoing] = useState<string>();
  const [finishing, setFinishing] = useState(false);
  const [queued, setQueued] = useState(0);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  // scans land in this count's state as answered; finishing also changes the open counts and the pieces
  const scanWrite = useWrite({ invalidates: [] });
  const finishWrite = useWrite({ invalidates: [queryKeys.barang()] });

  const state = q.data;
  const put = (next: OpnameState) => qc.setQueryData(queryKeys.barang('opname', props.id), next);

  async function doScan(barcode: string) {
    try {
      const next = await scanWrite.send<OpnameState>({ path: `stock-opname/${props.id}/scan`, body: { barcode } });
      put(next);
      setLast(barcode);
      const out = scanOutcome(next, barcode);
      if (out?.list === 'lebih')
        setLine({ type: 'warning', text: `Lebih: ${barcode} - ${out.row.nama_barang ?? 'Barcode Tidak Dikenal'}` });
      else setLine({ type: 'success', text: `Ditemukan: ${barcode} - ${out?.row.nama_barang ?? ''}` });
    } catch (e) {
      if (!isTimeout(e)) setLine({ type: 'error', text: errorText(e, MSG.saveFail) });
    }
  }

  function onScan(barcode: string) {
    setQueued((n) => n + 1);
    chain.current = chain.current.then(() => doScan(barcode)).finally(() => setQueued((n) => n - 1));
  }

  async function onUndo(barcode: string) {
    setUndoing(barcode);
    try {
      put(await scanWrite.send<OpnameState>({ method: 'del', path: `stock-opname/${props.id}/scan/${barcode}` }));
      setLine({ type: 'success', text: `Scan ${barcode} Dibatalkan` });
    } catch (e) {
      if (!isTimeout(e)) setLine({ type: 'error', text: errorText(e, MSG.deleteFail) });
    } finally {
      setUndoing(undefined);
    }
  }

  async function onFinish() {
    if (!state) return;
    await chain.current;
    const sum = opnameSummary(state);
    const ok = await confirm({
      title: 'Selesaikan Stock Opname?',
      content: (
        <div data-testid="opname-finish-text">
          {opnameTarget(state.opname)}: Seharusnya {sum.seharusnya}, Ditemukan {sum.ditemukan}, Hilang {sum.hilang},
          Lebih {sum.lebih}. Hasil: <b>{sum.hasil}</b>. Stock Opname Yang Sudah Selesai Tidak Dapat Diubah.
        </div>
      ),
      okText: 'Selesai',
      cancelText: UI.no,
      testId: 'opname-finish-confirm',
    });
    if (!ok) return;
    setFinishing(true);
    try {
      // the finished count with its saved head (who finished, when) comes with the refetch this write's
      // invalidation makes before it settles
      await finishWrite.send({ path: `stock-opname/${props.id}/finish` });
      setLine(null);
      void notify.success(MSG.saveOk);
    } catch (e) {
      if (!isTimeout(e)) notify.toast.error(errorText(e, MSG.saveFail));
      void q.refetch();
    } finally {
      setFinishing(false);
    }
  }

  async function onPrint() {
    if (!state) return;
    const { opnamePdf, opnamePdfName } = await import('./opname-pdf.ts'); // jspdf on demand, not with the screen
    opnamePdf(state, {
      nama_toko: s?.user.nama_toko ?? '',
      kode_toko: s?.user.kode_toko ?? '',
      printed_by: s?.user.user_id ?? '',
      printed_at: new Date(),
    }).save(opnamePdfName(state));
  }

  if (q.isLoading) return <Spin />;
  if (!state)
    return (
      <Result
        status="warning"
        title={errorText(q.error, 'Stock Opname Tidak Ditemukan')}
        extra={
          <Button onClick={props.onLeave} data-testid="opname-back">
            Kembali
          </Button>
        }
      />
    );

  const o = state.opname;
  const proses = o.status === 'PROSES';
  const sum = opnameSummary(state);
  return (
    <>
      <Card
        size="small"
        className="k-card k-mb"
        title={
          <Space>
            <span data-testid="opname-target">{opnameTarget(o)}</span>
            <Tag color={proses ? 'processing' : 'default'} data-testid="opname-status">
              {o.status}
            </Tag>
          </Space>
        }
        extra={
          <Space wrap>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void q.refetch()}
              loading={q.isFetching}
              data-testid="opname-reload"
            >
              {UI.refresh}
            </Button>
            {proses && (
              <Button icon={<LogoutOutlined />} onClick={props.onLeave} data-testid="opname-leave">
                Tutup (Lanjutkan Nanti)
              </Button>
            )}
            {proses && (
              <Button
                type="primary"
                icon={<CheckCircleOutlined />}
                loading={finishing}
                disabled={queued > 0}
                onClick={() => void onFinish()}
                data-testid="opname-finish"
              >
                Selesai
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 4 }}
          items={[
            {
              key: 'j',
              label: 'Jenis',
              children: o.jenis === 'BAKI' ? 'Stock Opname Baki' : 'Stock Opname Penerimaan',
            },
            ...(o.kode_gudang ? [{ key: 'g', label: 'Gudang', children: o.kode_gudang }] : []),
            { key: 't', label: 'Tanggal', children: formatTanggal(o.tanggal) },
            { key: 's', label: 'Dimulai', children: `${o.started_by} · ${formatWaktu(o.started_at)}` },
            ...(o.finished_by
              ? [{ key: 'f', label: 'Selesai', children: `${o.finished_by} · ${formatWaktu(o.finished_at)}` }]
              : []),
          ]}
        />
      </Card>

      {!proses && (
        <Alert
          className="k-mb"
          type={sum.hasil === 'SESUAI' ? 'success' : 'warning'}
          showIcon
          title={
            <span>
              Hasil Stock Opname: <b data-testid="opname-hasil">{sum.hasil}</b>
            </span>
          }
          description={`Seharusnya ${sum.seharusnya} · Ditemukan ${sum.ditemukan} · Hilang ${sum.hilang} · Lebih ${sum.lebih}`}
          action={
            <Space direction="vertical">
              <Button
                type="primary"
                icon={<FilePdfOutlined />}
                onClick={() => void onPrint()}
                data-testid="opname-print"
              >
                Cetak Ringkasan
              </Button>
              <Button icon={<PlusOutlined />} onClick={props.onNew} data-testid="opname-new">
                Stock Opname Baru
              </Button>
            </Space>
          }
        />
      )}

      <div className="k-stat-grid">
        <Stat label="Seharusnya" value={sum.seharusnya} sub={gram(sum.berat.seharusnya)} testId="opname-seharusnya" />
        <Stat
          label="Ditemukan"
          value={sum.ditemukan}
          sub={gram(sum.berat.ditemukan)}
          tone="ok"
          testId="opname-n-ditemukan"
        />
        <Stat
          label="Hilang"
          value={sum.hilang}
          sub={gram(sum.berat.hilang)}
          tone={sum.hilang ? 'bad' : undefined}
          testId="opname-n-hilang"
        />
        <Stat
          label="Lebih"
          value={sum.lebih}
          sub={gram(sum.berat.lebih)}
          tone={sum.lebih ? 'bad' : undefined}
          testId="opname-n-lebih"
        />
      </div>

      {proses && (
        <Card size="small" className="k-card k-mb">
          <div className="k-scan-row" style={{ marginBottom: line ? 10 : 0 }}>
            <div className="k-scan-field">
              <ScanInput onScan={onScan} testId="opname-scan" />
            </div>
            <Spin size="small" spinning={queued > 0} />
            <span className="k-muted">
              Scan Setiap Barang Di {opnameTarget(o)}. Barang Yang Belum Di Scan Tercatat Hilang.
            </span>
          </div>
          {line && (
            <Alert
              type={line.type}
              showIcon
              title={<span data-testid={`opname-scan-${line.type}`}>{line.text}</span>}
              closable={{ onClose: () => setLine(null) }}
            />
          )}
        </Card>
      )}

      <OpnameLists
        state={state}
        berat={sum.berat}
        onUndo={proses ? (b) => void onUndo(b) : undefined}
        undoing={undoing}
        highlight={last}
      />
    </>
  );
}
