/**
 * /timbang-baki: every active tray of a gudang with its pieces and expected weight (tray + tags + pieces) and the
 * last weighing of the chosen date (`GET timbang-baki?tanggal&kode_gudang&kode_toko`). The measured weight is
 * typed per tray (Enter moves to the next tray) and saved per row or all at once (`POST timbang-baki`); the
 * difference shows as you type, SELISIH rows are highlighted and the server's warning beyond tolerance is shown.
 * Weighing is recorded on the shop day of the user's own store; other dates and stores (head office) are read-only.
 */

import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import type { ParaRow, StoreRow, TimbangSaved } from '@kilau/domain';
import { MSG, timbangSchema, UI } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, AutoComplete, Button, Card, Form, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { DateField } from '../../../components/DateField.tsx';
import { notify } from '../../../components/notify.tsx';
import { api, type WriteResult } from '../../../lib/api.tsx';
import { errorText, firstIssue, isTimeout } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { useSession } from '../../../lib/session.ts';
import { useWrite } from '../../../lib/use-write.ts';
import { gram } from './piece.ts';
import { TimbangTable } from './TimbangTable.tsx';
import { storeChoices, type TrayRow, trayStats } from './timbang-model.ts';
import { useGudangAktif } from './use-masters.ts';
import './mutasi.css';

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
  // each tray's weighing retries on its own key (slot); a saved weighing refreshes the tray list
  const write = useWrite({ invalidates: [queryKeys.barang('timbang')] });

  // the first gudang is chosen once the list arrives
  useEffect(() => {
    if (!kodeGudang && gudang.rows[0]) setKodeGudang(gudang.rows[0].kode_gudang);
  }, [gudang.rows, kodeGudang]);

  const toko = (kodeToko || ownToko).trim().toUpperCase();
  const own = toko === ownToko;
  const editable = own && tanggal === tglSystem;

  const stores = useQuery({
    queryKey: queryKeys.stores(),
    queryFn: () => api.get<StoreRow[]>('stores/get/all'),
    enabled: isPusat,
  });
  const tol = useQuery({
    queryKey: queryKeys.paraSystem('TOLERANSI_TIMBANG'),
    queryFn: () => api.get<ParaRow>('para-system/key/TOLERANSI_TIMBANG'),
  });
  const toleransi = tol.data?.value ?? '0.5';

  const trays = useQuery({
    queryKey: queryKeys.barang('timbang', tanggal, kodeGudang, toko),
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
    setSaving((m) => ({ ...m, [kodeBaki]: true }));
    try {
      const r = await write.send<WriteResult<TimbangSaved>>({ path: 'timbang-baki', body, slot: kodeBaki });
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
  }

  return (
    <>
      <Card size="small" className="k-card k-mb">
        <Form layout="vertical" component="div" className="k-filters">
          <Form.Item label="Tanggal" htmlFor="timbang-tanggal">
            <DateField
              value={tanggal}
              onChange={(v) => setTanggal(v || tglSystem)}
              id="timbang-tanggal"
              testId="timbang-tanggal"
              allowClear={false}
            />
          </Form.Item>
          {isPusat && (
            <Form.Item label="Toko" htmlFor="timbang-toko">
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                value={kodeToko || undefined}
                loading={stores.isLoading}
                options={storeChoices(stores.data ?? [], ownToko)}
                onChange={(v) => setKodeToko(v ?? ownToko)}
                style={{ width: 220 }}
                id="timbang-toko"
                data-testid="timbang-toko"
              />
            </Form.Item>
          )}
          <Form.Item label="Gudang" htmlFor="timbang-gudang">
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
                id="timbang-gudang"
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
                id="timbang-gudang"
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
        <TimbangTable
          rows={rows}
          loading={trays.isFetching}
          editable={editable}
          typed={typed}
          onType={(kodeBaki, v) => setTyped((m) => ({ ...m, [kodeBaki]: v }))}
          saving={saving}
          onSave={(kodeBaki) => void save(kodeBaki)}
          toleransi={toleransi}
          emptyText={kodeGudang ? MSG.noData : 'Pilih Gudang'}
        />
      </Card>
    </>
  );
}
