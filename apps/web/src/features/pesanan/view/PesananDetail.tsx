/** One order as the back office reads it: header with its state, pieces (estimated and real weight), DP lines, samples. */
import type { PesananDoc, PesananStatus } from '@kilau/domain';
import { BATAL_DP_LABEL, formatNumber, formatRupiah, formatTanggal, PESANAN_STATUS_LABEL } from '@kilau/domain';
import { Tag } from 'antd';
import { DocumentDetail, dash, kodeNama, withHp } from '../../../components/document/DocumentDetail.tsx';
import { bayarLabel } from '../nota/nota-pesanan-model.ts';

const COLOR: Record<PesananStatus, string> = {
  DIPESAN: 'gold',
  DIKERJAKAN: 'processing',
  SELESAI: 'success',
  DIAMBIL: 'blue',
  BATAL: 'error',
};

export function PesananStatusTag({
  d,
  testId,
}: {
  d: { status: PesananStatus; contoh_dipinjam?: number };
  testId?: string;
}) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Tag color={COLOR[d.status]} data-testid={testId}>
        {PESANAN_STATUS_LABEL[d.status].toUpperCase()}
      </Tag>
      {(d.contoh_dipinjam ?? 0) > 0 && (
        <Tag color="volcano" data-testid={testId ? `${testId}-contoh` : undefined}>
          CONTOH DIPINJAM {d.contoh_dipinjam}
        </Tag>
      )}
    </span>
  );
}

export function PesananDetail({ d }: { d: PesananDoc }) {
  const akhir = Number(d.total_akhir) > 0;
  return (
    <DocumentDetail
      testId="ps-detail"
      header={[
        { key: 'no', label: 'No Pesanan', children: <b data-testid="ps-detail-no">{d.no_pesanan}</b> },
        { key: 'tgl', label: 'Tanggal', children: formatTanggal(d.tanggal) },
        { key: 'st', label: 'Status', children: <PesananStatusTag d={d} testId="ps-detail-status" /> },
        { key: 'cust', label: 'Customer', children: withHp(d.nama_customer, d.no_hp) },
        { key: 'alamat', label: 'Alamat', children: dash(d.alamat_customer) },
        { key: 'sales', label: 'Sales', children: kodeNama(d.kode_sales, d.nama_sales) },
        { key: 'tukang', label: 'Tukang', children: kodeNama(d.kode_tukang, d.nama_tukang) || '-' },
        { key: 'est', label: 'Estimasi Selesai', children: formatTanggal(d.tgl_estimasi) },
        { key: 'ket', label: 'Keterangan', children: dash(d.keterangan) },
        {
          key: 'tot',
          label: akhir ? 'Total (Berat Asli)' : 'Total Estimasi',
          children: formatRupiah(akhir ? d.total_akhir : d.total_harga),
        },
        { key: 'dp', label: 'DP', children: formatRupiah(d.dp) },
        { key: 'sisa', label: 'Sisa', children: <b data-testid="ps-detail-sisa">{formatRupiah(d.sisa)}</b> },
        ...(d.no_penjualan
          ? [
              {
                key: 'jual',
                label: 'Diambil',
                children: (
                  <span data-testid="ps-detail-jual">{`${formatTanggal(d.tgl_ambil)} · ${d.no_penjualan}`}</span>
                ),
              },
            ]
          : []),
        ...(d.status === 'BATAL'
          ? [
              {
                key: 'alasan',
                label: 'Alasan Batal',
                children: `${dash(d.batal_alasan)} (${dash(d.batal_otorisasi)})`,
              },
              { key: 'bdp', label: 'DP', children: d.batal_dp ? BATAL_DP_LABEL[d.batal_dp] : '-' },
            ]
          : []),
      ]}
      lines={{
        rows: d.items,
        rowKey: 'seq',
        columns: [
          { key: 'no', title: 'No', dataIndex: 'seq', width: 44 },
          { key: 'kat', title: 'Kategori', render: (_v, i) => i.nama_group ?? i.kode_group },
          { key: 'nama', title: 'Nama Barang', dataIndex: 'nama_barang' },
          { key: 'bc', title: 'Barcode', render: (_v, i) => <span className="mono">{dash(i.kode_barcode)}</span> },
          { key: 'desk', title: 'Deskripsi', render: (_v, i) => dash(i.deskripsi) },
          { key: 'be', title: 'Berat Est.', align: 'right', render: (_v, i) => formatNumber(i.berat_estimasi) },
          { key: 'h', title: 'Harga Est.', align: 'right', render: (_v, i) => formatRupiah(i.harga) },
          {
            key: 'ba',
            title: 'Berat Asli',
            align: 'right',
            render: (_v, i) => (Number(i.berat_asli) > 0 ? formatNumber(i.berat_asli) : '-'),
          },
          {
            key: 'ha',
            title: 'Harga Akhir',
            align: 'right',
            render: (_v, i) => (i.harga_akhir > 0 ? formatRupiah(i.harga_akhir) : '-'),
          },
        ],
      }}
      payments={
        d.payments.length > 0
          ? {
              title: 'Pembayaran DP',
              items: [
                ...d.payments.map((p) => ({
                  key: String(p.seq),
                  label: bayarLabel(p),
                  children: formatRupiah(p.jumlah),
                })),
                ...(d.kembalian > 0 ? [{ key: 'k', label: 'Kembalian', children: formatRupiah(d.kembalian) }] : []),
              ],
            }
          : undefined
      }
    />
  );
}
