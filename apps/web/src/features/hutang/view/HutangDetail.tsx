/** One loan as the back office reads it: header with its state and money today, the pledged pieces, repayments. */
import { PrinterOutlined } from '@ant-design/icons';
import type { HutangDoc, HutangStatus } from '@kilau/domain';
import { formatNumber, formatRupiah, formatTanggal, HUTANG_STATUS_LABEL } from '@kilau/domain';
import { Button, Table, Tag, Tooltip } from 'antd';
import { DocumentDetail, dash, kodeNama, withHp } from '../../../components/document/DocumentDetail.tsx';
import { slug } from '../../../lib/slug.ts';
import { useFotoHutang } from '../hutang-api.ts';

const COLOR: Record<HutangStatus, string> = { AKTIF: 'gold', LUNAS: 'success', DIPERBARUI: 'blue', LELANG: 'error' };

export function HutangStatusTag({ status, testId }: { status: HutangStatus; testId?: string }) {
  return (
    <Tag color={COLOR[status]} data-testid={testId}>
      {HUTANG_STATUS_LABEL[status].toUpperCase()}
    </Tag>
  );
}

function Foto({ no, seq }: { no: string; seq: number }) {
  const foto = useFotoHutang(no, seq);
  if (foto.loading) return <span className="k-muted">…</span>;
  return foto.url ? <img src={foto.url} alt={`Foto Barang ${seq}`} className="k-thumb" /> : <span>-</span>;
}

const persen = (v: string) => `${Number(Number(v).toFixed(3))}%`;

/** `onPrintLunas`: prints a repayment's or renewal's receipt again (NOTA PELUNASAN / NOTA PEREMAJAAN). */
export function HutangDetail({
  d,
  onPrintLunas,
}: {
  d: HutangDoc;
  onPrintLunas?: (l: HutangDoc['lunas'][number]) => void;
}) {
  return (
    <DocumentDetail
      testId="ht-detail"
      header={[
        { key: 'no', label: 'No Hutang', children: <b data-testid="ht-detail-no">{d.no_hutang}</b> },
        { key: 'tgl', label: 'Tanggal', children: formatTanggal(d.tanggal) },
        { key: 'st', label: 'Status', children: <HutangStatusTag status={d.status} testId="ht-detail-status" /> },
        {
          key: 'jt',
          label: 'Jatuh Tempo',
          children: (
            <span className={d.terlambat ? 'k-sum-due' : undefined} data-testid="ht-detail-jt">
              {formatTanggal(d.tgl_jatuh_tempo)} ({d.lama_hari} Hari){d.terlambat ? ' — LEWAT JATUH TEMPO' : ''}
            </span>
          ),
        },
        { key: 'cust', label: 'Customer', children: withHp(d.nama_customer, d.no_hp) },
        { key: 'member', label: 'Kode Member', children: dash(d.kode_member) },
        { key: 'lama', label: 'No Hutang Lama', children: dash(d.no_hutang_lama) },
        { key: 'sales', label: 'Sales', children: kodeNama(d.kode_sales, d.nama_sales) },
        { key: 'bunga', label: 'Bunga / Bulan', children: `${persen(d.bunga_persen)} (${dash(d.kode_pinjaman)})` },
        { key: 'pokok', label: 'Pokok', children: <b>{formatRupiah(d.pokok)}</b> },
        { key: 'jtt', label: 'Tebusan Saat Jatuh Tempo', children: formatRupiah(d.tagihan_jatuh_tempo) },
        {
          key: 'kini',
          label: `Tebusan Hari Ini (${d.hari_berjalan} Hari)`,
          children: <b data-testid="ht-detail-tagihan">{formatRupiah(d.tagihan_hari_ini)}</b>,
        },
        { key: 'nilai', label: 'Nilai Jaminan Saat Pinjam', children: formatRupiah(d.nilai_jaminan) },
        {
          key: 'nilai-kini',
          label: 'Nilai Jaminan Hari Ini',
          children: (
            <span className={d.margin_alert ? 'k-sum-due' : undefined}>
              {formatRupiah(d.nilai_jaminan_kini)}
              {d.margin_alert ? ' — DI BAWAH TEBUSAN' : ''}
            </span>
          ),
        },
        { key: 'cara', label: 'Uang Keluar', children: `${d.cara_bayar}${d.no_rekening ? ` ${d.no_rekening}` : ''}` },
        { key: 'ket', label: 'Keterangan', children: dash(d.keterangan) },
      ]}
      lines={{
        rows: d.items,
        rowKey: 'seq',
        columns: [
          { key: 'no', title: 'No', dataIndex: 'seq', width: 44 },
          { key: 'nama', title: 'Barang Jaminan', dataIndex: 'nama_barang' },
          { key: 'kadar', title: 'Kadar', align: 'right', render: (_v, i) => persen(i.kadar) },
          { key: 'berat', title: 'Berat', align: 'right', render: (_v, i) => formatNumber(i.berat) },
          { key: 'murni', title: 'Berat Murni', align: 'right', render: (_v, i) => formatNumber(i.berat_murni) },
          { key: 'qty', title: 'Qty', align: 'right', dataIndex: 'jumlah' },
          { key: 'nilai', title: 'Nilai', align: 'right', render: (_v, i) => formatRupiah(i.nilai) },
          { key: 'barcode', title: 'Barcode (Lelang)', render: (_v, i) => i.kode_barcode ?? '-' },
          {
            key: 'foto',
            title: 'Foto',
            width: 80,
            render: (_v, i) => (i.ada_foto ? <Foto no={d.no_hutang} seq={i.seq} /> : '-'),
          },
        ],
      }}
    >
      {d.lunas.length > 0 && (
        <Table
          size="small"
          bordered
          pagination={false}
          rowKey="no_lunas"
          dataSource={d.lunas}
          className="k-mb"
          title={() => <b>Pelunasan / Peremajaan</b>}
          columns={[
            { key: 'no', title: 'No', dataIndex: 'no_lunas' },
            { key: 'jenis', title: 'Jenis', dataIndex: 'jenis' },
            { key: 'tgl', title: 'Tanggal', render: (_v, l) => formatTanggal(l.tanggal) },
            { key: 'hari', title: 'Hari', align: 'right', dataIndex: 'hari' },
            { key: 'pokok', title: 'Pokok', align: 'right', render: (_v, l) => formatRupiah(l.pokok) },
            { key: 'bunga', title: 'Bunga', align: 'right', render: (_v, l) => formatRupiah(l.bunga) },
            { key: 'total', title: 'Total', align: 'right', render: (_v, l) => formatRupiah(l.total) },
            { key: 'fee', title: 'Fee', align: 'right', render: (_v, l) => formatRupiah(l.fee) },
            {
              key: 'status',
              title: 'Status',
              render: (_v, l) =>
                l.status === 'BATAL' ? `BATAL (${dash(l.batal_alasan)} / ${dash(l.batal_otorisasi)})` : 'AKTIF',
            },
            { key: 'baru', title: 'Hutang Baru', render: (_v, l) => dash(l.no_hutang_baru) },
            ...(onPrintLunas
              ? [
                  {
                    key: 'nota',
                    title: 'Nota',
                    width: 60,
                    render: (_v: unknown, l: HutangDoc['lunas'][number]) => (
                      <Tooltip title={l.jenis === 'PELUNASAN' ? 'Cetak Nota Pelunasan' : 'Cetak Nota Peremajaan'}>
                        <Button
                          size="small"
                          icon={<PrinterOutlined />}
                          aria-label={l.jenis === 'PELUNASAN' ? 'Cetak Nota Pelunasan' : 'Cetak Nota Peremajaan'}
                          onClick={() => onPrintLunas(l)}
                          data-testid={`ht-lunas-print-${slug(l.no_lunas)}`}
                        />
                      </Tooltip>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </DocumentDetail>
  );
}
