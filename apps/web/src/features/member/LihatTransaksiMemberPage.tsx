/**
 * /lihat-transaksi-member — a member's sales, buy-backs and deposits of a period in one table (oldest first), with
 * the count, weight and amount of each kind (cancelled documents listed, not counted).
 */
import type { TransaksiMember, TransaksiMemberRow } from '@kilau/domain';
import { formatNumber, formatRupiah, formatTanggal } from '@kilau/domain';
import { Card, Empty, Spin, Statistic, Tag } from 'antd';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import '../penjualan/penjualan.css';
import { MemberInfo } from './MemberInfo.tsx';
import { useTransaksiMember } from './member-api.ts';
import { PeriodBar } from './PeriodBar.tsx';
import { awalBulan, useMemberPeriod } from './use-member-period.ts';

type Row = TransaksiMemberRow & Record<string, unknown>;

const JENIS_LABEL: Record<TransaksiMemberRow['jenis'], string> = {
  PENJUALAN: 'Penjualan',
  PEMBELIAN: 'Pembelian',
  TITIPAN: 'Titipan',
};
const JENIS_COLOR: Record<TransaksiMemberRow['jenis'], string> = {
  PENJUALAN: 'gold',
  PEMBELIAN: 'blue',
  TITIPAN: 'purple',
};

const columns: DataTableColumn<Row>[] = [
  { key: 'tanggal', title: 'Tanggal', text: (r) => formatTanggal(r.tanggal) },
  {
    key: 'jenis',
    title: 'Jenis',
    text: (r) => JENIS_LABEL[r.jenis],
    render: (r) => <Tag color={JENIS_COLOR[r.jenis]}>{JENIS_LABEL[r.jenis]}</Tag>,
  },
  { key: 'no_transaksi', title: 'No Transaksi', text: (r) => r.no_transaksi },
  {
    key: 'jumlah_barang',
    title: 'Qty',
    align: 'right',
    text: (r) => (r.jenis === 'TITIPAN' ? '-' : String(r.jumlah_barang)),
  },
  {
    key: 'berat',
    title: 'Berat',
    align: 'right',
    text: (r) => (r.jenis === 'TITIPAN' ? '-' : `${formatNumber(r.berat)} gr`),
  },
  { key: 'total', title: 'Total', align: 'right', text: (r) => formatRupiah(r.total) },
  { key: 'poin', title: 'Poin', align: 'right', text: (r) => (r.jenis === 'PENJUALAN' ? formatRupiah(r.poin) : '-') },
  {
    key: 'status',
    title: 'Status',
    text: (r) => r.status,
    render: (r) => <Tag color={r.status === 'BATAL' ? 'red' : 'default'}>{r.status}</Tag>,
  },
];

function Totals({ t }: { t: TransaksiMember['totals'] }) {
  const one = (label: string, key: keyof TransaksiMember['totals'], berat: boolean) => (
    <Card size="small" key={key} data-testid={`ltm-total-${key}`}>
      <Statistic title={`${label} (${t[key].jumlah} Transaksi)`} value={formatRupiah(t[key].total)} prefix="Rp" />
      {berat && <div className="k-muted">{formatNumber(t[key].berat)} gr</div>}
    </Card>
  );
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        gap: 12,
        margin: '12px 0',
      }}
    >
      {one('Penjualan', 'penjualan', true)}
      {one('Pembelian', 'pembelian', true)}
      {one('Titipan', 'titipan', false)}
    </div>
  );
}

export default function LihatTransaksiMemberPage() {
  const { period, apply } = useMemberPeriod(awalBulan);
  const read = useTransaksiMember(period.kode_member ? period : undefined);
  const d = read.data;
  return (
    <Card size="small" className="k-card">
      <PeriodBar value={period} onSearch={apply} loading={read.isFetching} prefix="ltm" />
      <LoadError query={read} />
      {!period.kode_member ? (
        <Empty description="Pilih Member Lalu Klik Cari" data-testid="ltm-empty" />
      ) : !d ? (
        read.isLoading && <Spin data-testid="ltm-loading" />
      ) : (
        d && (
          <>
            <MemberInfo m={d.member} testId="ltm-member" />
            <Totals t={d.totals} />
            <DataTable<Row>
              testId="ltm-table"
              rows={d.rows as Row[]}
              loading={read.isLoading}
              columns={columns}
              rowKey={(r) => `${r.jenis}-${r.no_transaksi}`}
              exportName="/lihat-transaksi-member"
            />
          </>
        )
      )}
    </Card>
  );
}
