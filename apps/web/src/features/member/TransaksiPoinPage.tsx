/**
 * /transaksi-poin — a member's points ledger over a period: the balance before it, every row (earned by a sale,
 * taken back by its cancellation, spent on a gift) with the running balance, and the balance at its end. A gift
 * exchange's number opens its receipt.
 */
import { formatRupiah, formatTanggal, POIN_JENIS_LABEL, type PoinLedgerRow } from '@kilau/domain';
import { Button, Card, Empty, Spin, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import '../penjualan/penjualan.css';
import { slug } from '../../lib/slug.ts';
import { MemberInfo } from './MemberInfo.tsx';
import { usePoinLedger } from './member-api.ts';
import { NotaTukarModal } from './nota/NotaTukarModal.tsx';
import { PeriodBar } from './PeriodBar.tsx';
import { awalBulan, useMemberPeriod } from './use-member-period.ts';

type Row = PoinLedgerRow & Record<string, unknown>;

const signed = (n: number) => (n > 0 ? `+${formatRupiah(n)}` : n < 0 ? `-${formatRupiah(-n)}` : '0');

export default function TransaksiPoinPage() {
  const { period, apply } = useMemberPeriod(awalBulan);
  const read = usePoinLedger(period.kode_member ? period : undefined);
  const [nota, setNota] = useState<string>();
  const d = read.data;
  const columns: DataTableColumn<Row>[] = [
    { key: 'tanggal', title: 'Tanggal', text: (r) => formatTanggal(r.tanggal) },
    {
      key: 'jenis',
      title: 'Jenis',
      text: (r) => POIN_JENIS_LABEL[r.jenis] ?? r.jenis,
      render: (r) => (
        <Tag color={r.jenis === 'JUAL' ? 'green' : r.jenis === 'TUKAR' ? 'gold' : 'red'}>
          {POIN_JENIS_LABEL[r.jenis] ?? r.jenis}
        </Tag>
      ),
    },
    {
      key: 'no_ref',
      title: 'No Referensi',
      text: (r) => r.no_ref,
      render: (r) =>
        r.jenis === 'TUKAR' ? (
          <Button type="link" size="small" onClick={() => setNota(r.no_ref)} data-testid={`tp-nota-${slug(r.no_ref)}`}>
            {r.no_ref}
          </Button>
        ) : (
          r.no_ref
        ),
    },
    { key: 'keterangan', title: 'Keterangan', text: (r) => r.keterangan },
    { key: 'poin', title: 'Poin', align: 'right', text: (r) => signed(r.poin) },
    { key: 'saldo', title: 'Saldo', align: 'right', text: (r) => formatRupiah(r.saldo) },
  ];
  return (
    <Card size="small" className="k-card">
      <PeriodBar value={period} onSearch={apply} loading={read.isFetching} prefix="tp" />
      <LoadError query={read} />
      {!period.kode_member ? (
        <Empty description="Pilih Member Lalu Klik Cari" data-testid="tp-empty" />
      ) : !d ? (
        read.isLoading && <Spin data-testid="tp-loading" />
      ) : (
        <>
          <MemberInfo m={d.member} testId="tp-member" />
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
              gap: 12,
              marginBottom: 12,
            }}
          >
            <Card size="small">
              <Statistic title="Saldo Awal" value={formatRupiah(d.saldo_awal)} data-testid="tp-saldo-awal" />
            </Card>
            <Card size="small">
              <Statistic title="Poin Masuk" value={formatRupiah(d.masuk)} data-testid="tp-masuk" />
            </Card>
            <Card size="small">
              <Statistic title="Poin Keluar" value={formatRupiah(d.keluar)} data-testid="tp-keluar" />
            </Card>
            <Card size="small">
              <Statistic title="Saldo Akhir" value={formatRupiah(d.saldo_akhir)} data-testid="tp-saldo-akhir" />
            </Card>
          </div>
          <DataTable<Row>
            testId="tp-table"
            rows={d.rows as Row[]}
            loading={read.isLoading}
            columns={columns}
            rowKey={(r) => `${r.at}-${r.jenis}-${r.no_ref}-${r.saldo}`}
            exportName="/transaksi-poin"
          />
        </>
      )}
      <NotaTukarModal open={!!nota} no={nota} onClose={() => setNota(undefined)} />
    </Card>
  );
}
