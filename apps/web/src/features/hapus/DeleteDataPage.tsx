/**
 * /delete-data (spec §2.6, §7.4; issue 15): heading `Delete Data Penjualan`, the Type (PENJUALAN / PEMBELIAN /
 * KEUANGAN), two dates defaulting to today, `Hapus Data`. Beyond the spec: the server first counts what would go
 * (`?preview=true`, nothing written) and the owner confirms the documents and rupiah; a supervisor authorizes the
 * type and range (otorisasi); the rows move to the archive. Below: the archive — the deletion log — with each
 * batch's CSV (the §3 import format) and its restore (again with a supervisor). A refusal or failure is an info
 * toast with the server's text, else `Terjadi kesalahan saat mengirim data` (spec §8).
 */
import { DeleteOutlined, DownloadOutlined, UndoOutlined } from '@ant-design/icons';
import {
  type ArsipBatch,
  type arsipBatch,
  DELETE_MSG,
  DELETE_PATHS,
  DELETE_TYPES,
  type DeleteType,
  formatRupiah,
  formatTanggal,
  HAPUS_MSG,
  type HapusRequest,
  type HapusResult,
  hapusRef,
  hapusRequest,
  type OtorisasiRef,
  type Wire,
} from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, type ButtonProps, Card, Col, Descriptions, Form, Modal, Row, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DateField } from '../../components/DateField.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { notify } from '../../components/notify.tsx';
import { OtorisasiModal } from '../../components/OtorisasiModal.tsx';
import { api, type WriteResult } from '../../lib/api.tsx';
import { getBlob } from '../../lib/api-binary.ts';
import { errorText, isTimeout } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query.ts';
import { today } from '../../lib/session.ts';
import { formatWaktu } from '../../lib/shop-time.ts';
import { tid } from '../../lib/test-id.ts';
import { useWrite } from '../../lib/use-write.ts';

type Batch = Wire<typeof arsipBatch> & ArsipBatch;
type Pending = { kind: 'hapus'; body: HapusRequest; type: DeleteType } | { kind: 'pulih'; batch: Batch };

const ARSIP_KEY = [...queryKeys.all, 'arsip'] as const;
const SOURCE_LABEL: Record<string, string> = { DELETE: 'HAPUS', IMPORT: 'IMPORT' };
const range = (from: string | null, to: string | null) =>
  from === to ? formatTanggal(from) : `${formatTanggal(from)} s/d ${formatTanggal(to)}`;

async function download(b: Batch) {
  try {
    const blob = await getBlob(`arsip/${b._id}/csv`);
    if (!blob) throw new Error('Arsip Tidak Ditemukan');
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${b.tipe.toLowerCase()}_${b.tgl_from ?? ''}_${b.tgl_to ?? ''}.csv`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  } catch (e) {
    void notify.error(errorText(e, HAPUS_MSG.fail));
  }
}

export default function DeleteDataPage() {
  const [form] = Form.useForm<{ type?: DeleteType; tgl_from: string; tgl_to: string }>();
  const write = useWrite({ invalidates: [ARSIP_KEY] });
  const preview = useWrite({ invalidates: [] });
  const [checking, setChecking] = useState(false);
  const [confirm, setConfirm] = useState<{ type: DeleteType; body: HapusRequest; data: HapusResult }>();
  const [pending, setPending] = useState<Pending>();
  const log = useQuery({ queryKey: ARSIP_KEY, queryFn: () => api.get<Batch[]>('arsip') });

  async function ask() {
    const v = await form.validateFields().catch(() => undefined);
    if (!v?.type) return;
    const body: HapusRequest = { tgl_from: v.tgl_from, tgl_to: v.tgl_to };
    const parsed = hapusRequest.safeParse(body);
    if (!parsed.success) return void notify.error(parsed.error.issues[0]?.message ?? HAPUS_MSG.fail);
    setChecking(true);
    try {
      const r = await preview.send<WriteResult<HapusResult>>({
        path: `${DELETE_PATHS[v.type]}?preview=true`,
        body,
        slot: 'preview',
      });
      setConfirm({ type: v.type, body, data: r.data });
    } catch (e) {
      if (!isTimeout(e)) notify.toast.info(errorText(e, HAPUS_MSG.fail));
    } finally {
      setChecking(false);
    }
  }

  async function authorized(o: OtorisasiRef) {
    const p = pending;
    if (!p) return;
    try {
      if (p.kind === 'hapus') {
        await write.send({ path: DELETE_PATHS[p.type], body: { ...p.body, otorisasi: o }, long: true });
        setPending(undefined);
        await notify.success(DELETE_MSG.ok);
      } else {
        await write.send({ path: `arsip/${p.batch._id}/restore`, body: { otorisasi: o }, long: true, slot: 'pulih' });
        setPending(undefined);
        await notify.success(HAPUS_MSG.restoreOk);
      }
    } catch (e) {
      setPending(undefined);
      if (!isTimeout(e)) notify.toast.info(errorText(e, HAPUS_MSG.fail));
    }
  }

  const columns: ColumnsType<Batch> = [
    {
      key: 'tanggal',
      title: 'Tanggal',
      render: (_, b) => <span style={{ whiteSpace: 'nowrap' }}>{formatWaktu(b.created_at)}</span>,
    },
    { key: 'user', title: 'User', dataIndex: 'created_by' },
    {
      key: 'type',
      title: 'Type',
      render: (_, b) => (
        <span>
          {b.tipe} <span className="k-muted">({SOURCE_LABEL[b.sumber] ?? b.sumber})</span>
        </span>
      ),
    },
    {
      key: 'range',
      title: 'Periode',
      render: (_, b) => <span style={{ whiteSpace: 'nowrap' }}>{range(b.tgl_from, b.tgl_to)}</span>,
    },
    { key: 'documents', title: 'Dokumen', align: 'right', render: (_, b) => formatRupiah(b.documents) },
    { key: 'rupiah', title: 'Rupiah', align: 'right', render: (_, b) => formatRupiah(b.total_rupiah) },
    { key: 'otorisasi', title: 'Otorisasi', render: (_, b) => b.otorisasi ?? '-' },
    {
      key: 'status',
      title: 'Status',
      render: (_, b) =>
        b.restored_at ? (
          <Tag color="green" data-testid={`arsip-status-${b._id}`}>
            DIPULIHKAN {b.restored_by ? `(${b.restored_by})` : ''}
          </Tag>
        ) : (
          <Tag color="orange" data-testid={`arsip-status-${b._id}`}>
            DIARSIPKAN
          </Tag>
        ),
    },
    {
      key: 'aksi',
      title: 'Aksi',
      render: (_, b) => (
        <span style={{ whiteSpace: 'nowrap', display: 'inline-flex', gap: 8 }}>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => void download(b)}
            data-testid={`arsip-csv-${b._id}`}
          >
            Unduh CSV
          </Button>
          <Button
            size="small"
            icon={<UndoOutlined />}
            disabled={!!b.restored_at || b.sumber !== 'DELETE'}
            onClick={() =>
              Modal.confirm({
                title: HAPUS_MSG.restoreConfirm,
                content: `${b.tipe} ${range(b.tgl_from, b.tgl_to)}: ${b.documents} dokumen, Rp ${formatRupiah(b.total_rupiah)}`,
                okText: 'Pulihkan',
                cancelText: 'Batal',
                okButtonProps: tid<ButtonProps>('pulih-ok'),
                onOk: () => setPending({ kind: 'pulih', batch: b }),
              })
            }
            data-testid={`arsip-pulih-${b._id}`}
          >
            Pulihkan
          </Button>
        </span>
      ),
    },
  ];

  const c = confirm?.data;
  const hari = today();
  return (
    <div className="k-page" data-testid="delete-data-page">
      <Card title={<span data-testid="delete-data-heading">{DELETE_MSG.heading}</span>}>
        <Form form={form} layout="vertical" initialValues={{ tgl_from: hari, tgl_to: hari }}>
          <Row gutter={16} align="bottom">
            <Col xs={24} md={6}>
              <Form.Item name="type" label="Type" rules={[{ required: true, message: 'Type Belum Di Pilih' }]}>
                <Select
                  placeholder="Pilih Type"
                  data-testid="hapus-type"
                  options={DELETE_TYPES.map((t) => ({ value: t, label: t }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                name="tgl_from"
                label="Dari Tanggal"
                rules={[{ required: true, message: 'Tanggal Harus Diisi' }]}
              >
                <DateField testId="hapus-tgl-from" allowClear={false} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                name="tgl_to"
                label="Sampai Tanggal"
                rules={[{ required: true, message: 'Tanggal Harus Diisi' }]}
              >
                <DateField testId="hapus-tgl-to" allowClear={false} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item>
                <Button
                  type="primary"
                  danger
                  block
                  icon={<DeleteOutlined />}
                  loading={checking}
                  onClick={() => void ask()}
                  data-testid="hapus-submit"
                >
                  {DELETE_MSG.button}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
        <p className="k-muted" style={{ margin: 0 }}>
          Hanya owner, hanya hari yang sudah ditutup, dengan otorisasi supervisor. Data yang dihapus dipindahkan ke
          arsip di bawah (dapat diunduh sebagai CSV dan dipulihkan).
        </p>
      </Card>

      <Card title="Arsip / Log Penghapusan" style={{ marginTop: 16 }}>
        {log.isError ? (
          <LoadError query={log} />
        ) : (
          <Table<Batch>
            rowKey="_id"
            size="small"
            loading={log.isLoading}
            columns={columns}
            dataSource={log.data ?? []}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            scroll={{ x: true }}
            locale={{ emptyText: <span data-testid="arsip-kosong">Belum Ada Data Yang Dihapus</span> }}
            onRow={(b) => ({ 'data-testid': `arsip-row-${b._id}` }) as object}
          />
        )}
      </Card>

      <Modal
        open={!!confirm}
        title={HAPUS_MSG.confirm}
        okText={DELETE_MSG.button}
        cancelText="Batal"
        okButtonProps={{ ...tid<ButtonProps>('hapus-confirm-ok'), danger: true, disabled: !c?.rows }}
        cancelButtonProps={tid<ButtonProps>('hapus-confirm-cancel')}
        onCancel={() => setConfirm(undefined)}
        onOk={() => {
          if (!confirm) return;
          setPending({ kind: 'hapus', type: confirm.type, body: confirm.body });
          setConfirm(undefined);
        }}
        destroyOnHidden
      >
        {c && (
          <div data-testid="hapus-confirm">
            {c.rows ? null : <p data-testid="hapus-kosong">{HAPUS_MSG.empty}</p>}
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="Type">{c.type}</Descriptions.Item>
              <Descriptions.Item label="Periode">{range(c.tgl_from, c.tgl_to)}</Descriptions.Item>
              <Descriptions.Item label="Dokumen">
                <span data-testid="hapus-documents">{formatRupiah(c.documents)}</span>
              </Descriptions.Item>
              {c.type !== 'KEUANGAN' && (
                <Descriptions.Item label="Baris Barang">{formatRupiah(c.lines)}</Descriptions.Item>
              )}
              <Descriptions.Item label="Rupiah">
                <span data-testid="hapus-rupiah">Rp {formatRupiah(c.total_rupiah)}</span>
              </Descriptions.Item>
              {c.type !== 'KEUANGAN' && <Descriptions.Item label="Berat">{c.total_berat} gr</Descriptions.Item>}
              <Descriptions.Item label="Baris Ke Arsip">{formatRupiah(c.rows)}</Descriptions.Item>
            </Descriptions>
          </div>
        )}
      </Modal>

      <OtorisasiModal
        open={!!pending}
        jenis={pending?.kind === 'pulih' ? 'PULIH_ARSIP' : 'HAPUS_DATA'}
        no_ref={
          pending?.kind === 'pulih'
            ? pending.batch._id
            : pending
              ? hapusRef(pending.type, pending.body.tgl_from, pending.body.tgl_to)
              : ''
        }
        description={
          pending?.kind === 'pulih'
            ? `Pulihkan arsip ${pending.batch.tipe} ${range(pending.batch.tgl_from, pending.batch.tgl_to)}`
            : pending
              ? `Hapus data ${pending.type} ${range(pending.body.tgl_from, pending.body.tgl_to)}`
              : undefined
        }
        loading={write.saving}
        onOk={(o) => void authorized(o)}
        onCancel={() => setPending(undefined)}
      />
    </div>
  );
}
