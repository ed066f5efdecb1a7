/**
 * /timbang-baki: every active tray of a gudang with its pieces and expected weight (tray + tags + pieces) and the
 * last weighing of the chosen date (`GET timbang-baki?tanggal&kode_gudang&kode_toko`). The measured weight is
 * typed per tray (Enter moves to the next tray) and saved per row or all at once (`POST timbang-baki`); the
 * difference shows as you type, SELISIH rows are highlighted and the server's warning beyond tolerance is shown.
 * Weighing is recorded on the shop day of the user's own store; other dates and stores (head office) are read-only.
 */
import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { MSG, timbangSchema, UI } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, AutoComplete, Button, Card, Form, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DateField } from '../../components/DateField.tsx';
import { NumericInput } from '../../components/inputs.tsx';
import { notify } from '../../components/notify.tsx';
import { api, type WriteResult } from '../../lib/api.tsx';
import { errorText, isTimeout } from '../../lib/api-error.ts';
import { useSession } from '../../lib/session.ts';
import { formatWaktu, gram, slug } from './piece.ts';
import { createBodyKeyedSubmission, firstIssue } from './submission.ts';
import { previewSelisih, type StoreRow, storeChoices, type TrayRow, trayStats } from './timbang-model.ts';
import { useGudangAktif } from './use-masters.ts';
import { stockopsKey } from './use-submit.ts';
import './stockops.css';

type Saved = { kode_baki: string; selisih: number; status: 'SESUAI' | 'SELISIH'; peringatan: string | null };

const SelisihText = ({ v }: { v: number | string | null | undefined }) => {
  if (v === null || v === undefined || v === '') return <span className="k-muted">-</span>;
  const n = Number(v);
  const text = gram(v);
  return <span className={n > 0 ? 'k-selisih-plus' : n < 0 ? 'k-selisih-minus' : ''}>{n > 0 ? `+${text}` : text}</span>;
};

const StatusTag = ({ s }: { s: string | null | undefined }) =>
  s ? <Tag color={s === 'SELISIH' ? 'error' : 'success'}>{s}</Tag> : <span className="k-muted">Belum</span>;

export default function TimbangBakiPage() {
  const s = useSession();
  const ownToko = s?.user.kode_toko ?? '';
  const isPusat = s?.user.tipe_toko === 'PUSAT';
  const tglSystem = s?.user.tgl_system ?? '';
  const [tanggal, setTanggal] = useState(tglSystem);
  const [kodeToko, setKodeToko] = useState(ownToko);
  const [kodeGudang, setKodeGudang] = useState('');
  const gudang = useGudangAktif();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<Record<string, boolean>>({});
  const [warnings, setWarnings] = useState<string[]>([]);
  const keys = useRef(new Map<string, ReturnType<typeof createBodyKeyedSubmission>>());
  const tableBox = useRef<HTMLDivElement>(null);

  // the first gudang is chosen once the list arrives
  useEffect(() => {
    if (!kodeGudang && gudang.rows[0]) setKodeGudang(gudang.rows[0].kode_gudang);
  }, [gudang.rows, kodeGudang]);

  const toko = (kodeToko || ownToko).trim().toUpperCase();
  const own = toko === ownToko;
  const editable = own && tanggal === tglSystem;

  const stores = useQuery({
    queryKey: stockopsKey('stores'),
    queryFn: () => api.get<StoreRow[]>('stores/get/all'),
    enabled: isPusat,
  });
  const tol = useQuery({
    queryKey: stockopsKey('toleransi'),
    queryFn: () => api.get<{ key: string; value: string | null }>('para-system/key/TOLERANSI_TIMBANG'),
  });
  const toleransi = tol.data?.value ?? '0.5';

  const trays = useQuery({
    queryKey: stockopsKey('timbang', tanggal, kodeGudang, toko),
    queryFn: () => api.get<TrayRow[]>('timbang-baki', { query: { tanggal, kode_gudang: kodeGudang, kode_toko: toko } }),
    enabled: !!tanggal && !!kodeGudang && !!toko,
    staleTime: 0,
  });
  const rows = trays.data ?? [];
  const stats = useMemo(() => trayStats(rows), [rows]);
  const pending = rows.filter((r) => (typed[r.kode_baki] ?? '').trim());

  async function save(kodeBaki: string): Promise<boolean> {
    const body = { kode_baki: kodeBaki, berat_timbang: (typed[kodeBaki] ?? '').trim() };
    const issue = firstIssue(timbangSchema.safeParse(body));
    if (issue) {
      notify.toast.error(`${kodeBaki}: ${issue}`);
      return false;
    }
    let k = keys.current.get(kodeBaki);
    if (!k) {
      k = createBodyKeyedSubmission();
      keys.current.set(kodeBaki, k);
    }
    setSaving((m) => ({ ...m, [kodeBaki]: true }));
    try {
      const r = await api.post<WriteResult<Saved>>('timbang-baki', body, { idempotencyKey: k.keyFor(body) });
      k.done();
      setTyped((m) => {
        const { [kodeBaki]: _, ...rest } = m;
        return rest;
      });
      if (r.data.peringatan) {
        const text = r.data.peringatan;
        setWarnings((w) => [text, ...w.filter((x) => x !== text)].slice(0, 8));
        notify.toast.warning(text);
      } else notify.toast.success(`${MSG.saveOk}: Baki ${kodeBaki} ${r.data.status}`);
      return true;
    } catch (e) {
      if (!isTimeout(e)) notify.toast.error(errorText(e, MSG.saveFail));
      return false;
    } finally {
      setSaving((m) => ({ ...m, [kodeBaki]: false }));
    }
  }

  async function saveAll() {
    for (const r of pending) if (!(await save(r.kode_baki))) break;
    void trays.refetch();
  }

  function focusNext(kodeBaki: string) {
    const i = rows.findIndex((r) => r.kode_baki === kodeBaki);
    const next = rows[i + 1];
    if (next)
      tableBox.current
        ?.querySelector<HTMLInputElement>(`[data-testid="timbang-input-${slug(next.kode_baki)}"]`)
        ?.focus();
  }

  const columns: ColumnsType<TrayRow> = [
    {
      key: 'baki',
      title: 'Baki',
      width: 124,
      ellipsis: true,
      render: (_v, r) => (
        <>
          <b>{r.kode_baki}</b> <span className="k-muted">{r.nama_baki}</span>
        </>
      ),
    },
    { key: 'pcs', title: 'Pcs', width: 52, align: 'right', render: (_v, r) => r.jumlah_barang },
    { key: 'brg', title: 'Berat Barang', width: 96, align: 'right', render: (_v, r) => gram(r.berat_barang) },
    { key: 'bdr', title: 'Bandrol', width: 80, align: 'right', render: (_v, r) => gram(r.berat_bandrol) },
    { key: 'bk', title: 'Berat Baki', width: 80, align: 'right', render: (_v, r) => gram(r.berat_baki) },
    {
      key: 'hrs',
      title: 'Seharusnya',
      width: 108,
      align: 'right',
      render: (_v, r) => <b>{gram(r.berat_seharusnya)}</b>,
    },
    {
      key: 'last',
      title: 'Timbangan Terakhir',
      width: 112,
      align: 'right',
      render: (_v, r) =>
        r.berat_timbang === null || r.berat_timbang === undefined ? (
          <span className="k-muted">Belum</span>
        ) : (
          <>
            <span data-testid={`timbang-last-${slug(r.kode_baki)}`}>{gram(r.berat_timbang)}</span>
            <div className="k-muted k-cell-sub">
              {r.input_by ?? '-'} · {formatWaktu(r.at).slice(-5)}
            </div>
          </>
        ),
    },
    {
      key: 'sel',
      title: 'Selisih',
      width: 96,
      align: 'right',
      render: (_v, r) => (
        <>
          <span data-testid={`timbang-selisih-${slug(r.kode_baki)}`}>
            <SelisihText v={r.selisih} />
          </span>
          {r.status && (
            <div data-testid={`timbang-status-${slug(r.kode_baki)}`}>
              <StatusTag s={r.status} />
            </div>
          )}
        </>
      ),
    },
  ];
  if (editable)
    columns.push(
      {
        key: 'input',
        title: 'Berat Timbang',
        width: 120,
        render: (_v, r) => (
          <NumericInput
            mode="digits-dots"
            className="k-weigh-input"
            size="small"
            placeholder="0.000"
            value={typed[r.kode_baki] ?? ''}
            onChange={(v) => setTyped((m) => ({ ...m, [r.kode_baki]: v }))}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              focusNext(r.kode_baki);
            }}
            data-testid={`timbang-input-${slug(r.kode_baki)}`}
          />
        ),
      },
      {
        key: 'prev',
        title: 'Selisih Baru',
        width: 104,
        align: 'right',
        render: (_v, r) => {
          const p = previewSelisih(typed[r.kode_baki] ?? '', r.berat_seharusnya, toleransi);
          if (!p) return <span className="k-muted">-</span>;
          return (
            <span data-testid={`timbang-preview-${slug(r.kode_baki)}`}>
              <SelisihText v={p.selisih} />
              {p.status === 'SELISIH' && (
                <div>
                  <Tag color="error">SELISIH</Tag>
                </div>
              )}
            </span>
          );
        },
      },
      {
        key: 'aksi',
        title: UI.action,
        width: 52,
        align: 'center',
        render: (_v, r) => (
          <Button
            size="small"
            type="primary"
            icon={<SaveOutlined />}
            disabled={!(typed[r.kode_baki] ?? '').trim()}
            loading={!!saving[r.kode_baki]}
            onClick={() => void save(r.kode_baki).then((ok) => ok && void trays.refetch())}
            aria-label={`Simpan ${r.kode_baki}`}
            data-testid={`timbang-save-${slug(r.kode_baki)}`}
          />
        ),
      },
    );

  return (
    <>
      <Card size="small" className="k-card k-mb">
        <Form layout="vertical" component="div" className="k-filters">
          <Form.Item label="Tanggal">
            <DateField
              value={tanggal}
              onChange={(v) => setTanggal(v || tglSystem)}
              testId="timbang-tanggal"
              allowClear={false}
            />
          </Form.Item>
          {isPusat && (
            <Form.Item label="Toko">
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                value={kodeToko || undefined}
                loading={stores.isLoading}
                options={storeChoices(stores.data ?? [], ownToko)}
                onChange={(v) => setKodeToko(v ?? ownToko)}
                style={{ width: 220 }}
                data-testid="timbang-toko"
              />
            </Form.Item>
          )}
          <Form.Item label="Gudang">
            {own ? (
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                style={{ width: 240 }}
                placeholder={UI.choose}
                loading={gudang.isLoading}
                value={kodeGudang || undefined}
                onChange={(v) => setKodeGudang(v ?? '')}
                options={gudang.rows.map((g) => ({
                  value: g.kode_gudang,
                  label: `${g.kode_gudang} - ${g.nama_gudang}`,
                }))}
                notFoundContent="Tidak Ada Data"
                data-testid="timbang-gudang"
              />
            ) : (
              <AutoComplete
                allowClear
                value={kodeGudang}
                style={{ width: 240 }}
                options={gudang.rows.map((g) => ({
                  value: g.kode_gudang,
                  label: `${g.kode_gudang} - ${g.nama_gudang}`,
                }))}
                onChange={(v) => setKodeGudang(String(v ?? '').toUpperCase())}
                data-testid="timbang-gudang"
              />
            )}
          </Form.Item>
          <Form.Item label=" ">
            <Button icon={<ReloadOutlined />} onClick={() => void trays.refetch()} data-testid="timbang-reload">
              {UI.refresh}
            </Button>
          </Form.Item>
          <div className="k-stat-grid k-stat-grid-inline">
            <div className="k-stat-box">
              <div className="k-stat-box-label">Baki</div>
              <div className="k-stat-box-value">{stats.baki}</div>
            </div>
            <div className="k-stat-box">
              <div className="k-stat-box-label">Sudah Ditimbang</div>
              <div className="k-stat-box-value" data-testid="timbang-count-ditimbang">
                {stats.ditimbang}
              </div>
            </div>
            <div className={`k-stat-box ${stats.selisih ? 'is-bad' : ''}`}>
              <div className="k-stat-box-label">Selisih</div>
              <div className="k-stat-box-value" data-testid="timbang-count-selisih">
                {stats.selisih}
              </div>
            </div>
            {own && (
              <div className="k-stat-box">
                <div className="k-stat-box-label">Toleransi</div>
                <div className="k-stat-box-value">
                  {gram(toleransi)} <span className="k-stat-box-sub">Gram</span>
                </div>
              </div>
            )}
          </div>
        </Form>
      </Card>
      {!own && (
        <Alert
          className="k-mb"
          type="info"
          showIcon
          title={`Data Timbang Baki Toko ${toko} (Hanya Lihat). Timbang Hanya Dapat Dicatat Untuk Toko Sendiri.`}
          data-testid="timbang-readonly"
        />
      )}
      {own && tanggal !== tglSystem && (
        <Alert
          className="k-mb"
          type="info"
          showIcon
          title="Data Timbang Tanggal Lain (Hanya Lihat). Timbang Dicatat Pada Tanggal System."
          data-testid="timbang-readonly"
        />
      )}
      {warnings.length > 0 && (
        <Alert
          className="k-mb"
          type="warning"
          showIcon
          title="Peringatan Selisih Timbang"
          description={
            <div data-testid="timbang-warning">
              {warnings.map((w) => (
                <div key={w}>{w}</div>
              ))}
            </div>
          }
          closable={{ onClose: () => setWarnings([]) }}
        />
      )}
      {trays.isError && !isTimeout(trays.error) && (
        <Alert className="k-mb" type="error" showIcon title={errorText(trays.error, MSG.noConnection)} />
      )}
      <Card
        size="small"
        className="k-card"
        title={`Baki Di Gudang ${kodeGudang || '-'}`}
        extra={
          editable && (
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={!pending.length}
              loading={Object.values(saving).some(Boolean)}
              onClick={() => void saveAll()}
              data-testid="timbang-save-all"
            >
              Simpan Semua{pending.length ? ` (${pending.length})` : ''}
            </Button>
          )
        }
      >
        <div data-testid="timbang-table" ref={tableBox}>
          <Table<TrayRow>
            size="small"
            bordered
            className="k-pieces k-timbang"
            rowKey={(r) => r.kode_baki}
            loading={trays.isFetching}
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 1000 }}
            locale={{ emptyText: kodeGudang ? MSG.noData : 'Pilih Gudang' }}
            rowClassName={(r) => (r.status === 'SELISIH' ? 'k-row-selisih' : '')}
            onRow={(r) =>
              ({
                'data-testid': `timbang-row-${slug(r.kode_baki)}`,
                'data-status': r.status ?? '',
              }) as React.HTMLAttributes<HTMLElement>
            }
          />
        </div>
      </Card>
    </>
  );
}
