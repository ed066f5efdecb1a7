/**
 * /lihat-hutang — the store's loans (paged on the server, filters kept in the URL): by loan date or due date, status,
 * customer, overdue only; overdue loans highlighted; the margin alert (collateral at today's price below what is
 * owed); detail with the pieces and repayments; repay, renew, forfeit, cancel a repayment; reprint of the NOTA HUTANG
 * and, for a repaid or renewed loan, of its NOTA PELUNASAN / NOTA PEREMAJAAN. Declared here, rendered by the
 * document kit's list page.
 */
import { FileDoneOutlined, WarningOutlined } from '@ant-design/icons';
import type { HutangDoc, HutangRow, HutangStatus } from '@kilau/domain';
import { formatRupiah, formatTanggal, LIHAT_HUTANG_FILTERS } from '@kilau/domain';
import { Alert, Button, Table, Tooltip } from 'antd';
import { type CSSProperties, useMemo, useState } from 'react';
import {
  beratColumn,
  customerColumn,
  noColumn,
  rupiahColumn,
  tanggalColumn,
} from '../../../components/document/columns.tsx';
import { DocumentListPage, type DocumentListSpec } from '../../../components/document/DocumentListPage.tsx';
import { PERIOD_LIST_WIDTHS, periodQuery, picked } from '../../../components/document/list-query.ts';
import { queryKeys } from '../../../lib/query.ts';
import { slug } from '../../../lib/slug.ts';
import '../../penjualan/penjualan.css';
import '../hutang.css';
import { fetchHutang, useHutangList, useMarginAlert } from '../hutang-api.ts';
import { NotaHutangModal } from '../nota/NotaHutangModal.tsx';
import { NotaLunasModal, type NotaLunasTarget } from '../nota/NotaLunasModal.tsx';
import { HutangActions } from './HutangActions.tsx';
import { HutangDetail, HutangStatusTag } from './HutangDetail.tsx';

type Row = HutangRow & Record<string, unknown>;

const WIDTHS: Record<string, CSSProperties> = { ...PERIOD_LIST_WIDTHS, terlambat: { width: 170 } };

const jatuhTempo: DocumentListSpec<Row>['columns'][number] = {
  key: 'tgl_jatuh_tempo',
  title: 'Jatuh Tempo',
  text: (r) => formatTanggal(r.tgl_jatuh_tempo),
  render: (r) => (
    <span data-testid={r.terlambat ? `lh-terlambat-${slug(r.no_hutang)}` : undefined}>
      {formatTanggal(r.tgl_jatuh_tempo)}
      {r.terlambat && (
        <Tooltip title="Lewat Jatuh Tempo">
          <WarningOutlined style={{ color: '#cf1322', marginLeft: 6 }} />
        </Tooltip>
      )}
    </span>
  ),
};

/** A repaid or renewed loan's second receipt (NOTA PELUNASAN / NOTA PEREMAJAAN), from its row. */
function LunasButton({ r, onNota }: { r: Row; onNota: (t: NotaLunasTarget) => void }) {
  if (r.status !== 'LUNAS' && r.status !== 'DIPERBARUI') return null;
  const label = r.status === 'LUNAS' ? 'Cetak Nota Pelunasan' : 'Cetak Nota Peremajaan';
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        icon={<FileDoneOutlined />}
        aria-label={label}
        onClick={() => onNota({ jenis: r.status === 'LUNAS' ? 'PELUNASAN' : 'PEREMAJAAN', no: r.no_hutang })}
        data-testid={`lh-print-lunas-${slug(r.no_hutang)}`}
      />
    </Tooltip>
  );
}

function MarginAlert({ onOpen }: { onOpen: (no: string) => void }) {
  const q = useMarginAlert();
  const rows = q.data?.data ?? [];
  if (!rows.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="k-mb"
      data-testid="lh-margin-alert"
      title={`${rows.length} Hutang Dengan Nilai Jaminan Hari Ini Di Bawah Tebusan`}
      description={
        <Table
          size="small"
          pagination={false}
          rowKey="no_hutang"
          dataSource={rows}
          columns={[
            {
              key: 'no',
              title: 'No Hutang',
              render: (_v, r) => (
                <Button type="link" size="small" onClick={() => onOpen(r.no_hutang)}>
                  {r.no_hutang}
                </Button>
              ),
            },
            { key: 'cust', title: 'Customer', dataIndex: 'nama_customer' },
            { key: 'jt', title: 'Jatuh Tempo', render: (_v, r) => formatTanggal(r.tgl_jatuh_tempo) },
            {
              key: 'tagihan',
              title: 'Tebusan Hari Ini',
              align: 'right',
              render: (_v, r) => formatRupiah(r.tagihan_hari_ini),
            },
            {
              key: 'nilai',
              title: 'Nilai Jaminan Hari Ini',
              align: 'right',
              render: (_v, r) => formatRupiah(r.nilai_jaminan_kini),
            },
          ]}
        />
      }
    />
  );
}

/** The declaration; `onNota` opens a repayment's or renewal's receipt (from a row or the detail). */
export const hutangList = (onNota: (t: NotaLunasTarget) => void): DocumentListSpec<Row, HutangDoc> => ({
  route: '/lihat-hutang',
  filters: LIHAT_HUTANG_FILTERS,
  ids: { list: 'lh' },
  widths: (f) => WIDTHS[f.name],
  useList: (v, page) =>
    useHutangList(
      {
        ...periodQuery(v),
        jenis_tanggal: v.jenis_tanggal === 'JATUH_TEMPO' ? 'JATUH_TEMPO' : 'TANGGAL',
        status: picked<HutangStatus>(v, 'status'),
        terlambat: v.terlambat === 'true' ? 'true' : undefined,
      },
      page,
    ),
  listKey: queryKeys.hutang('list'),
  columns: [
    noColumn('no_hutang', 'No Hutang'),
    tanggalColumn('tanggal', 'Tanggal'),
    jatuhTempo,
    customerColumn(),
    beratColumn('total_berat', 'Berat'),
    rupiahColumn('pokok', 'Pokok'),
    rupiahColumn('tagihan_hari_ini', 'Tebusan Hari Ini'),
    { key: 'status', title: 'Status', text: (r) => r.status, render: (r) => <HutangStatusTag status={r.status} /> },
  ],
  no: (r) => r.no_hutang,
  rowClassName: (r) => (r.terlambat ? 'k-row-terlambat' : ''),
  actionsWidth: 120,
  rowActions: (r) => <LunasButton r={r} onNota={onNota} />,
  banner: (open) => <MarginAlert onOpen={open.detail} />,
  detail: {
    title: 'Hutang',
    size: 1000,
    key: (no) => queryKeys.hutang('one', no),
    fetch: fetchHutang,
    no: (d) => d.no_hutang,
    printTestId: 'ht-detail-print',
    render: (d, done) => (
      <>
        <HutangDetail d={d} onPrintLunas={(l) => onNota({ jenis: l.jenis, no: d.no_hutang, noLunas: l.no_lunas })} />
        <HutangActions key={`${d.status}-${d.lunas.length}`} d={d} onDone={done} onNota={onNota} />
      </>
    ),
  },
  nota: { modal: (no, onClose) => <NotaHutangModal open={!!no} no={no} onClose={onClose} /> },
});

export default function LihatHutangPage() {
  const [notaLunas, setNotaLunas] = useState<NotaLunasTarget>();
  const spec = useMemo(() => hutangList(setNotaLunas), []);
  return (
    <DocumentListPage spec={spec}>
      <NotaLunasModal target={notaLunas} onClose={() => setNotaLunas(undefined)} />
    </DocumentListPage>
  );
}
