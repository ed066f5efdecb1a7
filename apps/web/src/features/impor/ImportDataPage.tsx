/**
 * /import-data and /import-data-pusat (spec §2.5, §5, §6; issue 15): pick the type (the store's list; TRA gets only
 * penjualan, preselected), a .csv file, `Import Data`. The file is checked by the server first (a preview: nothing
 * written) and only a preview without a failing row can be committed — all rows or none, with one Idempotency-Key
 * so a retried commit never imports twice. Head office picks the store the rows are written to.
 */
import { FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import {
  checkImportChoice,
  IMPORT_CALLS,
  IMPORT_MSG,
  type ImportResult,
  type ImportType,
  importTypesFor,
  type StoreRow,
} from '@kilau/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Select, Upload } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { notify } from '../../components/notify.tsx';
import { api } from '../../lib/api.tsx';
import { createWriteKeys, newIdempotencyKey } from '../../lib/idempotency.ts';
import { queryKeys } from '../../lib/query.ts';
import { useSession } from '../../lib/session.ts';
import { storeChoices } from '../barang/mutasi/timbang-model.ts';
import { ImportFormat } from './ImportFormat.tsx';
import { ImportPreview, ResultSummary } from './ImportPreview.tsx';
import { ImportRunModal } from './ImportRunModal.tsx';
import { sendImport, watchProgress } from './import-api.ts';
import {
  IMPORT_TYPE_LABEL,
  idleRun,
  importFailure,
  type RunState,
  serverStep,
  startRun,
  uploadStep,
} from './import-model.ts';
import './impor.css';

const TOKO_MISSING = 'Toko Belum Di Pilih';

const fileSize = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

export default function ImportDataPage({ pusat }: { pusat: boolean }) {
  const s = useSession();
  const own = s?.user.kode_toko ?? '';
  const qc = useQueryClient();
  const stores = useQuery({
    queryKey: queryKeys.stores(),
    queryFn: () => api.get<StoreRow[]>('stores/get/all'),
    enabled: pusat,
  });
  const [chosenToko, setChosenToko] = useState<string>();
  const toko = pusat ? chosenToko : own;
  const types = useMemo(() => (toko ? importTypesFor(toko) : []), [toko]);
  const [type, setType] = useState<ImportType | undefined>(() => (!pusat && types.length === 1 ? types[0] : undefined));
  const [file, setFile] = useState<File>();
  const [tried, setTried] = useState(false);
  const [preview, setPreview] = useState<ImportResult>();
  const [last, setLast] = useState<ImportResult>();
  const [run, setRun] = useState<RunState>(idleRun);
  // the commit's held key (and its progress room): a retry after a lost answer replays instead of importing twice
  const keys = useRef(createWriteKeys());
  const namaToko = (kode: string) =>
    stores.data?.find((x) => x.kode_toko === kode)?.nama_toko ?? (kode === own ? s?.user.nama_toko : undefined);

  const choiceError = (pusat && !toko ? TOKO_MISSING : null) ?? checkImportChoice(type, file?.name);
  const show = (msg: string[]) =>
    tried && choiceError && msg.includes(choiceError) ? { validateStatus: 'error' as const, help: choiceError } : {};

  function pickToko(kode: string | undefined) {
    setChosenToko(kode);
    setPreview(undefined);
    const list = kode ? importTypesFor(kode) : [];
    setType((t) => (list.length === 1 ? list[0] : t && list.includes(t) ? t : undefined));
  }

  async function call(kind: RunState['kind'], t: ImportType, f: File, key?: string): Promise<ImportResult | undefined> {
    const progressId = key ?? newIdempotencyKey();
    setRun(startRun(kind));
    const stop = await watchProgress(progressId, (ev) => setRun((c) => serverStep(c, ev, progressId)));
    try {
      return await sendImport({
        type: t,
        file: f,
        preview: kind === 'preview',
        progressId,
        kodeToko: pusat ? toko : undefined,
        idempotencyKey: key,
        onUpload: (loaded, total) => setRun((c) => uploadStep(c, loaded, total)),
      });
    } catch (e) {
      const fail = importFailure(e);
      // a definitive refusal ends the held key; a lost answer keeps it for the retry
      if (key && !fail.lost) keys.current.done();
      setRun((c) => ({ ...c, open: true, status: 'exception', reason: fail.reason }));
      if (fail.detail) setPreview(fail.detail);
      return undefined;
    } finally {
      stop();
    }
  }

  async function onImport() {
    setTried(true);
    if (choiceError) {
      void notify.error(choiceError);
      return;
    }
    if (!type || !file) return;
    setPreview(undefined);
    const r = await call('preview', type, file);
    if (!r) return;
    setRun(idleRun);
    setPreview(r);
  }

  async function onCommit() {
    if (!type || !file || !toko) return;
    const key = keys.current.keyFor({
      method: 'POST',
      path: IMPORT_CALLS[type].path,
      body: { type, toko, name: file.name, size: file.size, modified: file.lastModified },
    });
    setPreview(undefined);
    const r = await call('commit', type, file, key);
    if (!r) return;
    keys.current.done();
    setRun(idleRun);
    setLast(r);
    setFile(undefined);
    setTried(false);
    void qc.invalidateQueries();
    void notify.success(IMPORT_MSG.ok);
  }

  return (
    <div className="k-impor-grid">
      <Card size="small" className="k-card" title={pusat ? 'Import Data Untuk Toko Pilihan' : 'Pilih Type Dan File'}>
        <Form layout="vertical" name={pusat ? 'import_pusat' : 'import_data'} data-testid="import-form">
          {pusat && (
            <Form.Item label="Toko" htmlFor="import_toko" required {...show([TOKO_MISSING])}>
              <Select
                id="import_toko"
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Pilih Toko"
                loading={stores.isLoading}
                value={toko}
                notFoundContent={stores.isLoading ? 'Memuat Daftar Toko...' : 'Belum Ada Toko'}
                options={storeChoices(stores.data ?? [], own)}
                onChange={pickToko}
                data-testid="import-toko"
              />
            </Form.Item>
          )}
          <Form.Item
            label="Type"
            htmlFor="import_type"
            required
            {...show([IMPORT_MSG.typeMissing, IMPORT_MSG.unknownType])}
          >
            <Select
              id="import_type"
              showSearch={{ optionFilterProp: 'label' }}
              listHeight={340}
              placeholder={pusat && !toko ? 'Pilih Toko Dahulu' : 'Pilih Type'}
              value={type}
              notFoundContent={toko ? 'Type Tidak Ditemukan' : 'Pilih Toko Dahulu'}
              options={types.map((t) => ({ value: t, label: IMPORT_TYPE_LABEL[t] }))}
              onChange={(t: ImportType) => {
                setType(t);
                setPreview(undefined);
              }}
              data-testid="import-type"
            />
          </Form.Item>
          <Form.Item
            label="File (.csv)"
            required
            {...show([
              IMPORT_MSG.fileMissing,
              IMPORT_MSG.notCsv,
              IMPORT_MSG.notGroup,
              IMPORT_MSG.notJenis,
              IMPORT_MSG.notGudang,
            ])}
          >
            <Upload
              accept=".csv,text/csv"
              maxCount={1}
              showUploadList={false}
              beforeUpload={(f) => {
                setFile(f);
                setPreview(undefined);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} data-testid="import-file-button">
                Pilih File
              </Button>
            </Upload>
            <div className="k-impor-file" data-testid="import-file-name">
              {file ? (
                <>
                  <FileTextOutlined /> <b>{file.name}</b> <span className="k-muted">({fileSize(file.size)})</span>
                </>
              ) : (
                <span className="k-muted">Belum Ada File Yang Dipilih</span>
              )}
            </div>
          </Form.Item>
          <Button
            type="primary"
            block
            loading={run.open && run.status === 'active'}
            onClick={() => void onImport()}
            data-testid="import-submit"
          >
            Import Data
          </Button>
        </Form>
      </Card>
      <div className="k-impor-side">
        <ImportFormat type={type} />
        {last && (
          <Card size="small" className="k-card" title="Import Terakhir" data-testid="import-last">
            <ResultSummary r={last} namaToko={namaToko(last.kode_toko)} id="import-last-sum" />
          </Card>
        )}
      </div>
      <ImportPreview
        r={run.open ? undefined : preview}
        namaToko={preview ? namaToko(preview.kode_toko) : undefined}
        saving={run.open}
        onCommit={() => void onCommit()}
        onCancel={() => setPreview(undefined)}
      />
      <ImportRunModal run={run} onClose={() => setRun(idleRun)} />
    </div>
  );
}
