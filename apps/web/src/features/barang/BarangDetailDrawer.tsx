/**
 * One piece in full (`barang/detail/:barcode`): every attribute, its photo (read with the token as a blob URL;
 * "Tidak Ada Foto" when there is none; upload, replace, download and remove beside it) and its ledger — every movement since it entered stock, read page by page
 * (`barang/riwayat/:barcode`, `{data, count}`), oldest first.
 */

import { CameraOutlined, DeleteOutlined, DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  type Barang,
  type BarangStatus,
  formatNumber,
  formatRupiah,
  formatTanggal,
  type LedgerRow,
  MSG,
  type Paged,
  tableRange,
  UI,
} from '@kilau/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Space, Spin, Table, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api.tsx';
import { errorText } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query.ts';
import { formatWaktu } from '../../lib/shop-time.ts';
import { useCan } from '../../lib/use-can.ts';
import { useFoto } from './foto/use-foto.ts';
import { useFotoWrite } from './foto/use-foto-write.ts';
import { ledgerLabel, PEROLEHAN_LABEL, STATUS_COLOR, statusLabel, tempat } from './stock-text.ts';

/**
 * The piece's photo, and for a user who may add pieces (`/tambah-data-barang`, the right of the photo writes):
 * upload one, replace it, download it or remove it (spec §7.6).
 */
function Foto({ barcode }: { barcode: string }) {
  const f = useFoto(barcode);
  const canEdit = useCan('/tambah-data-barang');
  const write = useFotoWrite(barcode);
  const input = useRef<HTMLInputElement>(null);
  async function onFile(file: File | undefined) {
    if (file) await write.upload(file);
    if (input.current) input.current.value = '';
  }
  const view = f.loading ? (
    <div className="k-foto-empty">
      <Spin />
    </div>
  ) : f.url ? (
    <img className="k-foto" src={f.url} alt={`Foto ${barcode}`} data-testid="detail-foto" />
  ) : (
    <div className="k-foto-empty" data-testid="detail-foto-empty">
      {f.error ? errorText(f.error, MSG.noConnection) : 'Tidak Ada Foto'}
    </div>
  );
  return (
    <div>
      {view}
      <Space size={6} wrap className="k-foto-actions">
        {canEdit && (
          <>
            <input
              ref={input}
              type="file"
              accept="image/*"
              hidden
              onChange={(e) => void onFile(e.target.files?.[0])}
              data-testid="detail-foto-input"
            />
            <Button
              size="small"
              icon={<CameraOutlined />}
              loading={write.busy}
              disabled={f.loading}
              onClick={() => input.current?.click()}
              data-testid="detail-foto-upload"
            >
              {f.url ? 'Ganti Foto' : 'Upload Foto'}
            </Button>
          </>
        )}
        {f.url && (
          <Button size="small" icon={<DownloadOutlined />} href={f.url} download={`${barcode}.jpg`}>
            Unduh
          </Button>
        )}
        {canEdit && f.url && (
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={write.busy}
            onClick={() => void write.remove()}
            data-testid="detail-foto-hapus"
          >
            Hapus Foto
          </Button>
        )}
      </Space>
    </div>
  );
}

const RIWAYAT_PAGE = 20;

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));

export function BarangDetailDrawer({ barcode, onClose }: { barcode: string | null; onClose: () => void }) {
  const navigate = useNavigate();
  const q = useQuery({
    queryKey: queryKeys.barang('detail', barcode ?? ''),
    queryFn: () => api.get<Barang>(`barang/detail/${barcode}`),
    enabled: !!barcode,
  });
  const [page, setPage] = useState(1);
  // another piece opens on its first page of history
  const [pageOf, setPageOf] = useState(barcode);
  if (pageOf !== barcode) {
    setPageOf(barcode);
    setPage(1);
  }
  const skip = (page - 1) * RIWAYAT_PAGE;
  const riwayat = useQuery({
    queryKey: queryKeys.barang('riwayat', barcode ?? '', skip),
    queryFn: () => api.get<Paged<LedgerRow>>(`barang/riwayat/${barcode}`, { query: { skip, limit: RIWAYAT_PAGE } }),
    enabled: !!barcode,
    placeholderData: keepPreviousData,
  });
  const d = q.data;
  const berlian =
    !!d && !!(d.jenis_batu || d.kode_shape || d.kode_color || d.kode_clarity || d.kode_cutgrade || d.no_sertifikat);

  return (
    <Drawer
      open={!!barcode}
      onClose={onClose}
      size={1000}
      title={
        <span data-testid="detail-title">
          Detail Barang <span className="k-mono">{barcode}</span>
        </span>
      }
      extra={
        d?.status === 'STOCK' && (
          <Button
            icon={<PrinterOutlined />}
            onClick={() => navigate(`/cetak-barcode?b=${d.kode_barcode}`)}
            data-testid="detail-cetak"
          >
            Cetak Label
          </Button>
        )
      }
      destroyOnHidden
    >
      <div data-testid="detail">
        {q.isLoading && <Spin />}
        {q.isError && (
          <Alert type="error" showIcon title={errorText(q.error, MSG.noConnection)} data-testid="detail-error" />
        )}
        {d && (
          <>
            <div style={{ display: 'grid', gridTemplateColumns: '1fr 260px', gap: 16 }} className="k-mb">
              <Descriptions size="small" bordered column={2} data-testid="detail-attr">
                <Descriptions.Item label="Barcode">
                  <span className="k-mono">{d.kode_barcode}</span>
                </Descriptions.Item>
                <Descriptions.Item label="Status">
                  <Tag color={STATUS_COLOR[d.status as BarangStatus]} data-testid="detail-status">
                    {statusLabel(d.status)}
                  </Tag>
                </Descriptions.Item>
                <Descriptions.Item label="Nama Barang" span={2}>
                  <b data-testid="detail-nama">{d.nama_barang}</b>
                </Descriptions.Item>
                <Descriptions.Item label="Group">{d.kode_group}</Descriptions.Item>
                <Descriptions.Item label="Jenis">{d.kode_dept}</Descriptions.Item>
                <Descriptions.Item label="Gudang">{d.kode_gudang}</Descriptions.Item>
                <Descriptions.Item label="Baki">{d.kode_baki}</Descriptions.Item>
                <Descriptions.Item label="Berat">{formatNumber(d.berat)} gr</Descriptions.Item>
                <Descriptions.Item label="Berat Asli">{formatNumber(d.berat_asli)} gr</Descriptions.Item>
                <Descriptions.Item label="Kadar">{formatNumber(d.kadar, 2)}%</Descriptions.Item>
                <Descriptions.Item label="Kadar Cetak">{dash(d.kadar_cetak)}</Descriptions.Item>
                <Descriptions.Item label="Atribut">{dash(d.nama_atribut)}</Descriptions.Item>
                <Descriptions.Item label="Berat Atribut">{formatNumber(d.berat_atribut)} gr</Descriptions.Item>
                <Descriptions.Item label="Harga Atribut">Rp {formatRupiah(d.harga_atribut)}</Descriptions.Item>
                <Descriptions.Item label="Ongkos">Rp {formatRupiah(d.ongkos)}</Descriptions.Item>
                <Descriptions.Item label="Harga Pas">
                  {d.harga_jual ? `Rp ${formatRupiah(d.harga_jual)}` : '-'}
                </Descriptions.Item>
                <Descriptions.Item label="Harga Modal">
                  {d.harga_modal ? `Rp ${formatRupiah(d.harga_modal)}` : '-'}
                </Descriptions.Item>
                <Descriptions.Item label="Supplier">{dash(d.supplier)}</Descriptions.Item>
                <Descriptions.Item label="Perolehan">
                  {PEROLEHAN_LABEL[d.perolehan] ?? dash(d.perolehan)}
                </Descriptions.Item>
                <Descriptions.Item label="Tgl Masuk">{formatTanggal(d.tgl_masuk)}</Descriptions.Item>
                <Descriptions.Item label="Input Oleh">{dash(d.input_by)}</Descriptions.Item>
                <Descriptions.Item label="No Ref" span={2}>
                  {dash(d.no_ref)}
                </Descriptions.Item>
                {berlian && (
                  <>
                    <Descriptions.Item label="Jenis Batu">{dash(d.jenis_batu)}</Descriptions.Item>
                    <Descriptions.Item label="Shape">{dash(d.kode_shape)}</Descriptions.Item>
                    <Descriptions.Item label="Color">{dash(d.kode_color)}</Descriptions.Item>
                    <Descriptions.Item label="Clarity">{dash(d.kode_clarity)}</Descriptions.Item>
                    <Descriptions.Item label="Cut Grade">{dash(d.kode_cutgrade)}</Descriptions.Item>
                    <Descriptions.Item label="No Sertifikat">{dash(d.no_sertifikat)}</Descriptions.Item>
                  </>
                )}
              </Descriptions>
              <Foto barcode={d.kode_barcode} />
            </div>
            <h3 style={{ margin: '8px 0' }}>Riwayat Barang ({riwayat.data?.count ?? 0})</h3>
            {riwayat.isError && (
              <Alert type="error" showIcon title={errorText(riwayat.error, MSG.noConnection)} className="k-mb" />
            )}
            <Table<LedgerRow>
              size="small"
              bordered
              rowKey="_id"
              loading={riwayat.isFetching}
              dataSource={riwayat.data?.data ?? []}
              pagination={{
                current: page,
                pageSize: RIWAYAT_PAGE,
                total: riwayat.data?.count ?? 0,
                hideOnSinglePage: true,
                showSizeChanger: false,
                size: 'small',
                showTotal: (total, [from, to]) => tableRange(from, to, total),
                onChange: setPage,
              }}
              tableLayout="auto"
              locale={{ emptyText: MSG.noData }}
              data-testid="detail-riwayat"
              columns={[
                { key: 'no', title: UI.rowNo, width: 44, align: 'right', render: (_v, _r, i) => skip + i + 1 },
                {
                  key: 'jenis',
                  title: 'Jenis',
                  render: (_v, r) => (
                    <b data-testid={`riwayat-jenis-${r.jenis.toLowerCase()}`}>{ledgerLabel(r.jenis)}</b>
                  ),
                },
                {
                  key: 'tgl',
                  title: 'Tanggal',
                  render: (_v, r) => (
                    <>
                      {formatTanggal(r.tanggal)}
                      <div className="k-muted" style={{ fontSize: 11 }}>
                        {formatWaktu(r.at)}
                      </div>
                    </>
                  ),
                },
                {
                  key: 'tempat',
                  title: 'Dari → Ke (Gudang / Baki)',
                  render: (_v, r) => (
                    <span className="k-num">
                      {tempat(r.dari_gudang, r.dari_baki)} → {tempat(r.ke_gudang, r.ke_baki)}
                    </span>
                  ),
                },
                {
                  key: 'status',
                  title: 'Status',
                  width: 150,
                  render: (_v, r) =>
                    `${r.status_dari ? `${statusLabel(r.status_dari)} → ` : ''}${statusLabel(r.status_ke)}`,
                },
                {
                  key: 'berat',
                  title: 'Berat',
                  align: 'right',
                  render: (_v, r) => <span className="k-num">{formatNumber(r.berat)}</span>,
                },
                { key: 'user', title: 'User', dataIndex: 'user_id' },
                { key: 'ref', title: 'No Ref', render: (_v, r) => dash(r.no_ref) },
                { key: 'ket', title: 'Keterangan', render: (_v, r) => dash(r.keterangan) },
              ]}
            />
          </>
        )}
      </div>
    </Drawer>
  );
}
