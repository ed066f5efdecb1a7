/**
 * /uang-kas — the day's cash book of the store's drawer: opening balance (every row before the day), each row with
 * its time, document (linked to the document's screen where one exists), kategori, keterangan, in, out and the
 * running balance, then the closing balance. Paged on the server (the total says when the list is cut). On the shop
 * day: Kas Masuk / Kas Keluar by hand, Batal of a manual row (reversing row, supervisor), and the drawer count.
 */
import { CalculatorOutlined, MinusCircleOutlined, PlusCircleOutlined, StopOutlined } from '@ant-design/icons';
import { formatRupiah, formatTanggal, type KasBukuRow, type ReportFilter } from '@kilau/domain';
import { Button, Card, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, PAGE_SIZES } from '../../components/DataTable.tsx';
import { DateField } from '../../components/DateField.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { useSession } from '../../lib/session.ts';
import { jamToko } from '../../lib/shop-time.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { BatalKasModal } from './BatalKasModal.tsx';
import { HitungLaciModal } from './HitungLaciModal.tsx';
import { HitungList } from './HitungList.tsx';
import { KasManualModal } from './KasManualModal.tsx';
import { docLink, useKasPage } from './kas-api.ts';
import './kas.css';

type Row = KasBukuRow & Record<string, unknown>;
const FILTERS: readonly ReportFilter[] = [{ name: 'tanggal', label: 'Tanggal', kind: 'date' }];
const money = (n: number) => (n ? formatRupiah(n) : '-');

/** The row's document number, a link to the document when it has a page. */
function RefCell({ r, kodeToko }: { r: Row; kodeToko: string }) {
  const to = docLink(r.no_reff, r.tanggal, kodeToko);
  return to ? (
    <Link to={to} style={{ whiteSpace: 'nowrap' }} data-testid={`kas-doc-${r.id}`}>
      {r.no_reff}
    </Link>
  ) : (
    <span style={{ whiteSpace: 'nowrap' }} data-testid={`kas-doc-${r.id}`}>
      {r.no_reff || '-'}
    </span>
  );
}

/** The kategori, tagged when the row was reversed or is itself a reversal. */
function KategoriCell({ r }: { r: Row }) {
  return (
    <div>
      {r.nama_kategori ?? r.kategori}
      {r.dibatalkan && (
        <div>
          <Tag color="red">DIBATALKAN</Tag>
        </div>
      )}
      {r.batal_of !== null && (
        <div>
          <Tag color="orange">PEMBATALAN</Tag>
        </div>
      )}
    </div>
  );
}

function columns(kodeToko: string): DataTableColumn<Row>[] {
  return [
    {
      key: 'jam',
      title: 'Jam / User',
      text: (r) => `${jamToko(r.input_date)} ${r.input_by}`,
      render: (r) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          {jamToko(r.input_date)}
          <div className="k-muted">{r.input_by}</div>
        </div>
      ),
    },
    {
      key: 'no_reff',
      title: 'No Referensi',
      render: (r) => <RefCell r={r} kodeToko={kodeToko} />,
    },
    {
      key: 'kategori',
      title: 'Kategori',
      width: 130,
      text: (r) => r.nama_kategori ?? r.kategori,
      render: (r) => <KategoriCell r={r} />,
    },
    {
      key: 'keterangan',
      title: 'Keterangan',
      width: 230,
      text: (r) => [r.deskripsi, r.keterangan, r.alasan && `ALASAN: ${r.alasan}`].filter(Boolean).join(' / '),
      render: (r) => (
        <div>
          {r.deskripsi}
          {r.keterangan && <div>{r.keterangan}</div>}
          {r.alasan && <div className="k-muted">Alasan: {r.alasan}</div>}
        </div>
      ),
    },
    {
      key: 'jumlah_in',
      title: 'Masuk',
      align: 'right',
      text: (r) => formatRupiah(r.jumlah_in),
      render: (r) => money(r.jumlah_in),
    },
    {
      key: 'jumlah_out',
      title: 'Keluar',
      align: 'right',
      text: (r) => formatRupiah(r.jumlah_out),
      render: (r) => money(r.jumlah_out),
    },
    {
      key: 'saldo',
      title: 'Saldo',
      align: 'right',
      text: (r) => formatRupiah(r.saldo),
      render: (r) => <b className={r.saldo < 0 ? 'k-kas-minus' : undefined}>{formatRupiah(r.saldo)}</b>,
    },
  ];
}

export default function UangKasPage() {
  const s = useSession();
  const kodeToko = s?.user.kode_toko ?? '';
  const hariToko = s?.user.tgl_system ?? '';
  const { values, page, apply, setPage } = useListParams(FILTERS, PAGE_SIZES);
  const tanggal = values.tanggal || hariToko;
  const book = useKasPage({ tanggal, no_rekening: '' }, { skip: (page.page - 1) * page.size, limit: page.size });
  const [manual, setManual] = useState<'MASUK' | 'KELUAR'>();
  const [batal, setBatal] = useState<KasBukuRow>();
  const [hitung, setHitung] = useState(false);
  const d = book.data;
  const writable = tanggal === hariToko;
  const rows = (d?.data ?? []) as Row[];

  return (
    <Card size="small" className="k-card">
      <div className="k-kas-bar">
        <div className="k-kas-bar-left">
          <div className="k-kas-field" style={{ width: 180 }}>
            <label htmlFor="kas-tanggal">Tanggal</label>
            <DateField
              id="kas-tanggal"
              value={tanggal}
              allowClear={false}
              onChange={(v) => apply({ tanggal: v || hariToko })}
              testId="kas-tanggal"
            />
          </div>
        </div>
        {writable && (
          <div className="k-kas-bar-right">
            <Button icon={<PlusCircleOutlined />} onClick={() => setManual('MASUK')} data-testid="kas-masuk">
              Kas Masuk
            </Button>
            <Button icon={<MinusCircleOutlined />} onClick={() => setManual('KELUAR')} data-testid="kas-keluar">
              Kas Keluar
            </Button>
            <Button
              type="primary"
              icon={<CalculatorOutlined />}
              onClick={() => setHitung(true)}
              data-testid="kas-hitung"
            >
              Hitung Laci
            </Button>
          </div>
        )}
      </div>
      <div className="k-kas-sum" data-testid="kas-summary">
        <div>
          <span>Saldo Awal {formatTanggal(tanggal)}</span>
          <b data-testid="kas-saldo-awal">Rp {formatRupiah(d?.saldo_awal ?? 0)}</b>
        </div>
        <div>
          <span>Total Masuk</span>
          <b data-testid="kas-total-in">Rp {formatRupiah(d?.total_in ?? 0)}</b>
        </div>
        <div>
          <span>Total Keluar</span>
          <b data-testid="kas-total-out">Rp {formatRupiah(d?.total_out ?? 0)}</b>
        </div>
        <div>
          <span>Saldo Akhir</span>
          <b data-testid="kas-saldo-akhir" className={(d?.saldo_akhir ?? 0) < 0 ? 'k-kas-minus' : undefined}>
            Rp {formatRupiah(d?.saldo_akhir ?? 0)}
          </b>
        </div>
      </div>
      <LoadError query={book} />
      <DataTable<Row>
        testId="kas-table"
        rows={rows}
        loading={book.isLoading}
        columns={columns(kodeToko)}
        rowKey={(r) => String(r.id)}
        exportName={`/uang-kas-${tanggal}`}
        emptyText="Belum Ada Transaksi Kas Pada Tanggal Ini"
        paging={{ ...page, total: d?.count ?? 0, onChange: setPage }}
        actionsWidth={70}
        actions={(r) =>
          r.manual && !r.dibatalkan ? (
            <Tooltip title="Batal (Otorisasi Supervisor)">
              <Button
                size="small"
                danger
                icon={<StopOutlined />}
                aria-label="Batal"
                onClick={() => setBatal(r)}
                data-testid={`kas-batal-${r.id}`}
              />
            </Tooltip>
          ) : null
        }
      />
      <HitungList tanggal={tanggal} />
      <KasManualModal jenis={manual} onClose={() => setManual(undefined)} />
      <BatalKasModal row={batal} onClose={() => setBatal(undefined)} />
      <HitungLaciModal open={hitung} tanggal={hariToko} onClose={() => setHitung(false)} />
    </Card>
  );
}
