/** One service as the back office reads it: header with its state and money, items (with photos), payment lines. */
import type { ServiceDoc, ServiceStatus } from '@kilau/domain';
import { formatNumber, formatRupiah, formatTanggal, SERVICE_STATUS_LABEL } from '@kilau/domain';
import { Tag } from 'antd';
import { DocumentDetail, dash, kodeNama, withHp } from '../../../components/document/DocumentDetail.tsx';
import { bayarLabel } from '../../pesanan/nota/nota-pesanan-model.ts';
import { useFotoBlob } from '../service-api.ts';

const COLOR: Record<ServiceStatus, string> = {
  MASUK: 'gold',
  SELESAI: 'success',
  DIAMBIL: 'blue',
  BATAL: 'error',
};

export function ServiceStatusTag({ status, testId }: { status: ServiceStatus; testId?: string }) {
  return (
    <Tag color={COLOR[status]} data-testid={testId}>
      {SERVICE_STATUS_LABEL[status].toUpperCase()}
    </Tag>
  );
}

function Foto({ no, seq }: { no: string; seq: number }) {
  const foto = useFotoBlob(no, seq);
  if (foto.loading) return <span className="k-muted">…</span>;
  return foto.url ? (
    <img src={foto.url} alt={`Foto Barang ${seq}`} className="k-thumb" data-testid={`sv-detail-foto-${seq}`} />
  ) : (
    <span>-</span>
  );
}

export function ServiceDetail({ d }: { d: ServiceDoc }) {
  return (
    <DocumentDetail
      testId="sv-detail"
      header={[
        { key: 'no', label: 'No Service', children: <b data-testid="sv-detail-no">{d.no_service}</b> },
        { key: 'tgl', label: 'Tanggal Masuk', children: formatTanggal(d.tanggal) },
        { key: 'st', label: 'Status', children: <ServiceStatusTag status={d.status} testId="sv-detail-status" /> },
        { key: 'cust', label: 'Customer', children: withHp(d.nama_customer, d.no_hp) },
        { key: 'alamat', label: 'Alamat', children: dash(d.alamat_customer) },
        { key: 'sales', label: 'Sales', children: kodeNama(d.kode_sales, d.nama_sales) },
        { key: 'tukang', label: 'Tukang', children: kodeNama(d.kode_tukang, d.nama_tukang) || '-' },
        { key: 'sel', label: 'Tanggal Selesai', children: formatTanggal(d.tgl_selesai) },
        { key: 'amb', label: 'Tanggal Ambil', children: formatTanggal(d.tgl_ambil) },
        { key: 'ket', label: 'Keterangan', children: dash(d.keterangan) },
        { key: 'sub', label: 'Total Ongkos', children: formatRupiah(d.subtotal) },
        {
          key: 'tam',
          label: `Tambahan Service (${d.persen_tambahan || '0'}%)`,
          children: formatRupiah(d.biaya_tambahan),
        },
        { key: 'tot', label: 'Total Service', children: <b>{formatRupiah(d.total)}</b> },
        { key: 'dp', label: 'DP', children: formatRupiah(d.dp) },
        { key: 'pel', label: 'Dibayar Saat Ambil', children: formatRupiah(d.pelunasan) },
        { key: 'sisa', label: 'Sisa', children: <b data-testid="sv-detail-sisa">{formatRupiah(d.sisa)}</b> },
        ...(d.status === 'BATAL'
          ? [
              {
                key: 'alasan',
                label: 'Alasan Batal',
                children: `${dash(d.batal_alasan)} (${dash(d.batal_otorisasi)})`,
              },
              { key: 'kembali', label: 'Uang Dikembalikan', children: formatRupiah(d.uang_kembali) },
            ]
          : []),
      ]}
      lines={{
        rows: d.items,
        rowKey: 'seq',
        columns: [
          { key: 'no', title: 'No', dataIndex: 'seq', width: 44 },
          { key: 'nama', title: 'Nama Barang', dataIndex: 'nama_barang' },
          { key: 'desk', title: 'Deskripsi', render: (_v, i) => dash(i.deskripsi) },
          { key: 'berat', title: 'Berat', align: 'right', render: (_v, i) => formatNumber(i.berat) },
          { key: 'qty', title: 'Qty', align: 'right', dataIndex: 'jumlah' },
          { key: 'ongkos', title: 'Ongkos', align: 'right', render: (_v, i) => formatRupiah(i.ongkos) },
          { key: 'sub', title: 'Subtotal', align: 'right', render: (_v, i) => formatRupiah(i.subtotal) },
          {
            key: 'foto',
            title: 'Foto',
            width: 80,
            render: (_v, i) => (i.ada_foto ? <Foto no={d.no_service} seq={i.seq} /> : '-'),
          },
        ],
      }}
      payments={
        d.payments.length > 0
          ? {
              title: 'Pembayaran',
              items: [
                ...d.payments.map((p) => ({
                  key: String(p.seq),
                  label: `${p.tahap === 'AMBIL' ? 'AMBIL' : 'DP'} ${formatTanggal(p.tanggal)} ${bayarLabel(p)}`,
                  children: formatRupiah(p.jumlah),
                })),
                ...(d.kembalian > 0 ? [{ key: 'k', label: 'Kembalian DP', children: formatRupiah(d.kembalian) }] : []),
                ...(d.kembalian_ambil > 0
                  ? [{ key: 'ka', label: 'Kembalian Ambil', children: formatRupiah(d.kembalian_ambil) }]
                  : []),
              ],
            }
          : undefined
      }
    />
  );
}
