/**
 * What an import would do, before it is written (issue 15): type, store, rows, period, totals, the rows it replaces,
 * and every failing row with its line and reason. `Simpan Import` stays disabled while a row fails.
 */
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { formatNumber, formatRupiah, formatTanggal, type ImportResult, type ImportRowError } from '@kilau/domain';
import { Alert, Button, Descriptions, Modal, Table } from 'antd';
import { canCommit, IMPORT_TYPE_LABEL } from './import-model.ts';

const periode = (r: ImportResult) =>
  !r.tgl_from
    ? '-'
    : r.tgl_from === r.tgl_to
      ? formatTanggal(r.tgl_from)
      : `${formatTanggal(r.tgl_from)} s/d ${formatTanggal(r.tgl_to)}`;

/** The figures of a preview or of a committed import. */
export function ResultSummary({ r, namaToko, id }: { r: ImportResult; namaToko?: string; id: string }) {
  const items = [
    { key: 'type', label: 'Type', children: IMPORT_TYPE_LABEL[r.type] },
    {
      key: 'toko',
      label: 'Toko',
      children: namaToko && namaToko !== r.kode_toko ? `${r.kode_toko} - ${namaToko}` : r.kode_toko,
    },
    { key: 'rows', label: 'Jumlah Baris', children: formatRupiah(r.rows) },
    { key: 'periode', label: 'Periode', children: periode(r) },
    { key: 'berat', label: 'Total Berat', children: `${formatNumber(r.total_berat)} gr` },
    { key: 'rupiah', label: 'Total Rupiah', children: `Rp ${formatRupiah(r.total_rupiah)}` },
    {
      key: 'replaced',
      label: r.committed ? 'Data Lama Diarsipkan' : 'Data Lama Yang Diganti',
      children: formatRupiah(r.replaced),
    },
    { key: 'errors', label: 'Baris Gagal', children: formatRupiah(r.errors_total) },
  ];
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      data-testid={id}
      items={items.map((x) => ({ ...x, children: <span data-testid={`${id}-${x.key}`}>{x.children}</span> }))}
    />
  );
}

const errorColumns = [
  {
    key: 'line',
    title: 'Baris',
    dataIndex: 'line',
    width: 110,
    align: 'right' as const,
    // line 0: the file as a whole (a code it drops or a row it replaces is still in use)
    render: (line: number) => (line > 0 ? formatRupiah(line) : 'Seluruh File'),
  },
  { key: 'reason', title: 'Alasan', dataIndex: 'reason' },
];

export function ImportPreview(props: {
  r: ImportResult | undefined;
  namaToko?: string;
  saving: boolean;
  onCommit: () => void;
  onCancel: () => void;
}) {
  const { r } = props;
  const ok = canCommit(r);
  return (
    <Modal
      open={!!r}
      width={820}
      centered
      title={<span data-testid="import-preview-title">Pratinjau Import</span>}
      onCancel={props.onCancel}
      mask={{ closable: false }}
      // it gives way to the progress at once (a fading preview under the progress dialog reads as two dialogs)
      transitionName=""
      maskTransitionName=""
      footer={
        <>
          <Button onClick={props.onCancel} data-testid="import-preview-cancel">
            Batal
          </Button>
          <Button
            type="primary"
            disabled={!ok}
            loading={props.saving}
            onClick={props.onCommit}
            data-testid="import-commit"
          >
            Simpan Import
          </Button>
        </>
      }
    >
      {r && (
        <div className="k-impor-preview" data-testid="import-preview">
          <ResultSummary r={r} namaToko={props.namaToko} id="import-preview-sum" />
          {r.errors_total > 0 ? (
            <>
              <Alert
                type="error"
                showIcon
                icon={<CloseCircleOutlined />}
                data-testid="import-preview-failing"
                title={`${formatRupiah(r.errors_total)} Baris Gagal Diperiksa — Tidak Ada Data Yang Disimpan`}
                description="Perbaiki baris di bawah pada file, lalu pilih file itu lagi dan tekan Import Data."
              />
              <Table<ImportRowError>
                size="small"
                rowKey={(e) => `${e.line}-${e.reason}`}
                columns={errorColumns}
                dataSource={r.errors}
                pagination={r.errors.length > 8 ? { pageSize: 8, showSizeChanger: false } : false}
                data-testid="import-errors"
                footer={
                  r.errors_total > r.errors.length
                    ? () =>
                        `Menampilkan ${formatRupiah(r.errors.length)} dari ${formatRupiah(r.errors_total)} baris gagal`
                    : undefined
                }
              />
            </>
          ) : r.rows === 0 ? (
            <Alert type="warning" showIcon data-testid="import-preview-empty" title="File Tidak Berisi Data" />
          ) : (
            <Alert
              type="success"
              showIcon
              icon={<CheckCircleOutlined />}
              data-testid="import-preview-ok"
              title="Semua Baris Lolos Pemeriksaan"
              description={
                r.replaced > 0
                  ? `${formatRupiah(r.replaced)} data lama toko ${r.kode_toko} akan diganti (disimpan ke arsip) oleh ${formatRupiah(r.rows)} baris file ini, dalam satu proses: semua tersimpan atau tidak sama sekali.`
                  : `${formatRupiah(r.rows)} baris akan disimpan ke toko ${r.kode_toko}, dalam satu proses: semua tersimpan atau tidak sama sekali.`
              }
            />
          )}
        </div>
      )}
    </Modal>
  );
}
