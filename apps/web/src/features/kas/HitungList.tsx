/** The day's drawer counts (newest first): who counted when, counted vs book, the difference and its note. */
import { formatRupiah, formatTanggal, type HitungKas } from '@kilau/domain';
import { Card } from 'antd';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { jamToko } from '../../lib/shop-time.ts';
import { selisihText } from './HitungLaciModal.tsx';
import { useHitungList } from './kas-api.ts';

type Row = HitungKas & Record<string, unknown>;

const columns: DataTableColumn<Row>[] = [
  { key: 'jam', title: 'Jam', text: (r) => jamToko(r.input_date), render: (r) => jamToko(r.input_date) },
  { key: 'input_by', title: 'Dihitung Oleh' },
  {
    key: 'total_hitung',
    title: 'Hitung (Rp)',
    align: 'right',
    text: (r) => formatRupiah(r.total_hitung),
    render: (r) => formatRupiah(r.total_hitung),
  },
  {
    key: 'saldo_buku',
    title: 'Buku (Rp)',
    align: 'right',
    text: (r) => formatRupiah(r.saldo_buku),
    render: (r) => formatRupiah(r.saldo_buku),
  },
  {
    key: 'selisih',
    title: 'Selisih',
    align: 'right',
    text: (r) => selisihText(r.selisih),
    render: (r) => <b className={r.selisih < 0 ? 'k-kas-minus' : undefined}>{selisihText(r.selisih)}</b>,
  },
  {
    key: 'catatan',
    title: 'Catatan',
    text: (r) => [r.catatan, r.otorisasi_by && `OTORISASI ${r.otorisasi_by}`].filter(Boolean).join(' / '),
    render: (r) => (
      <div>
        {r.catatan || '-'}
        {r.otorisasi_by && <div className="k-muted">Otorisasi: {r.otorisasi_by}</div>}
      </div>
    ),
  },
];

export function HitungList(props: { tanggal: string }) {
  const q = useHitungList(props.tanggal);
  return (
    <Card
      size="small"
      title={`Hitung Laci ${formatTanggal(props.tanggal)}`}
      className="k-card"
      style={{ marginTop: 12 }}
    >
      <LoadError query={q} />
      <DataTable<Row>
        testId="hitung-table"
        rows={(q.data?.data ?? []) as Row[]}
        loading={q.isLoading}
        columns={columns}
        rowKey={(r) => String(r.id)}
        emptyText="Belum Ada Hitung Laci Pada Tanggal Ini"
      />
    </Card>
  );
}
