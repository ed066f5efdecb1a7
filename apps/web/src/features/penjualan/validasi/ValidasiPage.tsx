/**
 * /validasi-penjualan, /validasi-titipan and /validasi-jual-beli: a supervisor confirms the open transactions of
 * a date range (default the shop day, kept in the URL). /validasi-jual-beli is reachable on the date-mismatch screen (spec §4) and lists
 * everything that blocks the close — the sales, the deposits, the purchases, the orders and the services.
 */

import { SearchOutlined } from '@ant-design/icons';
import type { HutangRow, PembelianRow, PesananRow, SaleRow, ServiceRow, Titipan } from '@kilau/domain';
import { formatRupiah, formatTanggal, VALIDASI_FILTERS } from '@kilau/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { validasiDocColumns } from '../../../components/doc-columns.tsx';
import { FilterControl } from '../../../components/FilterControl.tsx';
import { FilterField } from '../../../components/FilterField.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { useSession } from '../../../lib/session.ts';
import { jamToko } from '../../../lib/shop-time.ts';
import { type ListValues, useListParams } from '../../../lib/use-list-params.ts';
import { useHutangList } from '../../hutang/hutang-api.ts';
import { usePembelianList } from '../../pembelian/pembelian-api.ts';
import { usePesananList } from '../../pesanan/pesanan-api.ts';
import { useServiceList } from '../../service/service-api.ts';
import { useSalesList, useTitipanList } from '../shared/sales-queries.ts';
import '../penjualan.css';
import { VALIDASI_PAGE_SIZES, ValidasiSection } from './ValidasiSection.tsx';

type Kind = 'penjualan' | 'titipan' | 'pembelian' | 'pesanan' | 'service' | 'hutang';
type Range = { tgl_from: string; tgl_to: string };

const firstPage = { page: 1, size: VALIDASI_PAGE_SIZES[0] as number };
const windowOf = (p: typeof firstPage) => ({ skip: (p.page - 1) * p.size, limit: p.size });

function PenjualanSection({ range }: { range: Range }) {
  const [page, setPage] = useState(firstPage);
  const q = useSalesList({ ...range, status: 'AKTIF', status_valid: 'OPEN' }, windowOf(page));
  return (
    <ValidasiSection<SaleRow>
      id="val-penjualan"
      title="Penjualan Belum Divalidasi"
      noun="Penjualan"
      api="penjualan/validasi"
      invalidates={[queryKeys.sales()]}
      query={q}
      page={page}
      onPage={(p, size) => setPage({ page: p, size })}
      rowKey={(r) => r.no_faktur_group}
      amount={(r) => Number(r.total_harga)}
      columns={validasiDocColumns()}
    />
  );
}

function TitipanSection({ range }: { range: Range }) {
  const [page, setPage] = useState(firstPage);
  const q = useTitipanList({ ...range, status_valid: 'OPEN' }, windowOf(page));
  return (
    <ValidasiSection<Titipan>
      id="val-titipan"
      title="Titipan Belum Divalidasi"
      noun="Titipan"
      api="titipan/validasi"
      invalidates={[queryKeys.sales()]}
      query={q}
      page={page}
      onPage={(p, size) => setPage({ page: p, size })}
      rowKey={(r) => r.no_titip}
      amount={(r) => Number(r.jumlah)}
      columns={[
        { key: 'no', title: 'No Titipan', dataIndex: 'no_titip' },
        { key: 'tgl', title: 'Tanggal', render: (_v, r) => `${formatTanggal(r.tanggal)} ${jamToko(r.created_at)}` },
        { key: 'cust', title: 'Customer', render: (_v, r) => r.nama_customer || '-' },
        { key: 'hp', title: 'No HP', render: (_v, r) => r.no_hp || '-' },
        { key: 'jenis', title: 'Cara Bayar', dataIndex: 'jenis' },
        { key: 'status', title: 'Status', dataIndex: 'status' },
        { key: 'jumlah', title: 'Jumlah (Rp)', align: 'right', render: (_v, r) => formatRupiah(r.jumlah) },
      ]}
    />
  );
}

function PembelianSection({ range }: { range: Range }) {
  const [page, setPage] = useState(firstPage);
  const q = usePembelianList({ ...range, status: 'AKTIF', status_valid: 'OPEN' }, windowOf(page));
  return (
    <ValidasiSection<PembelianRow>
      id="val-pembelian"
      title="Pembelian Belum Divalidasi"
      noun="Pembelian"
      api="pembelian/validasi"
      invalidates={[queryKeys.pembelian()]}
      query={q}
      page={page}
      onPage={(p, size) => setPage({ page: p, size })}
      rowKey={(r) => r.no_faktur_group}
      amount={(r) => Number(r.total_harga)}
      columns={validasiDocColumns()}
    />
  );
}

function PesananSection({ range }: { range: Range }) {
  const [page, setPage] = useState(firstPage);
  const q = usePesananList({ ...range, status_valid: 'OPEN' }, windowOf(page));
  return (
    <ValidasiSection<PesananRow>
      id="val-pesanan"
      title="Pesanan Belum Divalidasi"
      noun="Pesanan"
      api="pesanan/validasi"
      invalidates={[queryKeys.pesanan()]}
      query={q}
      page={page}
      onPage={(p, size) => setPage({ page: p, size })}
      rowKey={(r) => r.no_pesanan}
      amount={(r) => Number(r.dp)}
      columns={[
        { key: 'no', title: 'No Pesanan', dataIndex: 'no_pesanan' },
        { key: 'tgl', title: 'Tanggal', render: (_v, r) => `${formatTanggal(r.tanggal)} ${jamToko(r.created_at)}` },
        { key: 'cust', title: 'Customer', render: (_v, r) => r.nama_customer || '-' },
        { key: 'sales', title: 'Sales', dataIndex: 'kode_sales' },
        { key: 'status', title: 'Status', dataIndex: 'status' },
        {
          key: 'total',
          title: 'Total (Rp)',
          align: 'right',
          render: (_v, r) => formatRupiah(r.total_akhir || r.total_harga),
        },
        { key: 'dp', title: 'DP (Rp)', align: 'right', render: (_v, r) => formatRupiah(r.dp) },
      ]}
    />
  );
}

function ServiceSection({ range }: { range: Range }) {
  const [page, setPage] = useState(firstPage);
  const q = useServiceList({ ...range, status_valid: 'OPEN' }, windowOf(page));
  return (
    <ValidasiSection<ServiceRow>
      id="val-service"
      title="Service Belum Divalidasi"
      noun="Service"
      api="service/validasi"
      invalidates={[queryKeys.service()]}
      query={q}
      page={page}
      onPage={(p, size) => setPage({ page: p, size })}
      rowKey={(r) => r.no_service}
      amount={(r) => Number(r.dp)}
      columns={[
        { key: 'no', title: 'No Service', dataIndex: 'no_service' },
        { key: 'tgl', title: 'Tanggal', render: (_v, r) => `${formatTanggal(r.tanggal)} ${jamToko(r.created_at)}` },
        { key: 'cust', title: 'Customer', render: (_v, r) => r.nama_customer || '-' },
        { key: 'sales', title: 'Sales', dataIndex: 'kode_sales' },
        { key: 'status', title: 'Status', dataIndex: 'status' },
        { key: 'total', title: 'Total (Rp)', align: 'right', render: (_v, r) => formatRupiah(r.total) },
        { key: 'dp', title: 'DP (Rp)', align: 'right', render: (_v, r) => formatRupiah(r.dp) },
      ]}
    />
  );
}

function HutangSection({ range }: { range: Range }) {
  const [page, setPage] = useState(firstPage);
  const q = useHutangList({ ...range, jenis_tanggal: 'TANGGAL', status_valid: 'OPEN' }, windowOf(page));
  return (
    <ValidasiSection<HutangRow>
      id="val-hutang"
      title="Hutang Belum Divalidasi"
      noun="Hutang"
      api="hutang/validasi"
      invalidates={[queryKeys.hutang()]}
      query={q}
      page={page}
      onPage={(p, size) => setPage({ page: p, size })}
      rowKey={(r) => r.no_hutang}
      amount={(r) => Number(r.pokok)}
      columns={[
        { key: 'no', title: 'No Hutang', dataIndex: 'no_hutang' },
        { key: 'tgl', title: 'Tanggal', render: (_v, r) => `${formatTanggal(r.tanggal)} ${jamToko(r.created_at)}` },
        { key: 'jt', title: 'Jatuh Tempo', render: (_v, r) => formatTanggal(r.tgl_jatuh_tempo) },
        { key: 'cust', title: 'Customer', render: (_v, r) => r.nama_customer || '-' },
        { key: 'lama', title: 'No Hutang Lama', render: (_v, r) => r.no_hutang_lama || '-' },
        { key: 'status', title: 'Status', dataIndex: 'status' },
        { key: 'pokok', title: 'Pokok (Rp)', align: 'right', render: (_v, r) => formatRupiah(r.pokok) },
      ]}
    />
  );
}

export function ValidasiPage({ kinds }: { kinds: readonly Kind[] }) {
  const day = useSession()?.user.tgl_system ?? '';
  // the date range lives in the URL: a reload or a shared link shows the same open transactions
  const { values, apply } = useListParams(VALIDASI_FILTERS, VALIDASI_PAGE_SIZES);
  const [draft, setDraft] = useState<ListValues>(values);
  const range: Range = { tgl_from: values.tgl_from ?? '', tgl_to: values.tgl_to ?? '' };
  const qc = useQueryClient();
  // a new date range starts each list on its first page
  const rangeKey = `${range.tgl_from}|${range.tgl_to}`;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Card size="small" className="k-card">
        <div className="k-filter" style={{ marginBottom: 0 }}>
          {VALIDASI_FILTERS.map((f) => (
            <FilterField key={f.name} label={f.label}>
              <FilterControl
                f={f}
                values={draft}
                onChange={(v) => setDraft((d) => ({ ...d, [f.name]: v }))}
                testId={f.name === 'tgl_from' ? 'val-from' : 'val-to'}
              />
            </FilterField>
          ))}
          <Button
            type="primary"
            icon={<SearchOutlined />}
            onClick={() => {
              apply(draft);
              void qc.invalidateQueries({ queryKey: queryKeys.sales() });
              void qc.invalidateQueries({ queryKey: queryKeys.pembelian() });
              void qc.invalidateQueries({ queryKey: queryKeys.pesanan() });
              void qc.invalidateQueries({ queryKey: queryKeys.service() });
              void qc.invalidateQueries({ queryKey: queryKeys.hutang() });
            }}
            disabled={!draft.tgl_from || !draft.tgl_to}
            data-testid="val-show"
          >
            Tampilkan
          </Button>
          <span className="k-muted">Tanggal System: {formatTanggal(day)}</span>
        </div>
      </Card>
      {kinds.includes('penjualan') && <PenjualanSection key={rangeKey} range={range} />}
      {kinds.includes('titipan') && <TitipanSection key={rangeKey} range={range} />}
      {kinds.includes('pembelian') && <PembelianSection key={rangeKey} range={range} />}
      {kinds.includes('pesanan') && <PesananSection key={rangeKey} range={range} />}
      {kinds.includes('service') && <ServiceSection key={rangeKey} range={range} />}
      {kinds.includes('hutang') && <HutangSection key={rangeKey} range={range} />}
    </div>
  );
}

export const ValidasiPenjualanPage = () => <ValidasiPage kinds={['penjualan']} />;
export const ValidasiTitipanPage = () => <ValidasiPage kinds={['titipan']} />;
export const ValidasiHutangPage = () => <ValidasiPage kinds={['hutang']} />;
export const ValidasiJualBeliPage = () => (
  <ValidasiPage kinds={['penjualan', 'titipan', 'pembelian', 'pesanan', 'service']} />
);
