/**
 * /cetak-barcode: choose pieces (scan, a whole tray, or search by name/barcode), then print their labels: the
 * print-ready page sized for label paper, or the PDF of the same labels. `?b=00000001,00000002` preselects.
 */

import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { Barang } from '@kilau/domain';
import { formatNumber, MSG, padBarcode, tableRange, UI } from '@kilau/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Input, Row, Select, Space, Table } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirm, notify } from '../../components/notify.tsx';
import { ScanInput } from '../../components/ScanInput.tsx';
import { errorText } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query.ts';
import { LabelPanel } from './labels/LabelPanel.tsx';
import { removeColumn } from './remove-column.tsx';
import { scanBarang, searchBarang } from './stock-api.ts';
import { useDebounced } from './use-debounced.ts';
import { searchable, useBakiOf, useStockMasters } from './use-stock-masters.ts';
import './barang.css';

export const MAX_LABELS = 500;
/** Matches of the name/barcode search per page. */
const CARI_PAGE = 10;

export default function CetakBarcodePage() {
  const [chosen, setChosen] = useState<Barang[]>([]);
  const [params] = useSearchParams();
  const m = useStockMasters();
  const [gudang, setGudang] = useState<string>();
  const [baki, setBaki] = useState<string>();
  const bakiOf = useBakiOf(gudang);
  const [loadingTray, setLoadingTray] = useState(false);
  const [q, setQ] = useState('');
  const dq = useDebounced(q.trim(), 300);
  // the matches page by page on the server (10 a page), the pager showing how many there are
  const [cariPage, setCariPage] = useState(1);
  const [cariOf, setCariOf] = useState(dq);
  if (cariOf !== dq) {
    setCariOf(dq);
    setCariPage(1);
  }
  const found = useQuery({
    queryKey: queryKeys.barang('cetak-cari', dq, cariPage),
    queryFn: () => searchBarang({ q: dq, status: 'STOCK', skip: (cariPage - 1) * CARI_PAGE, limit: CARI_PAGE }),
    enabled: dq.length >= 2,
    placeholderData: keepPreviousData,
  });

  // The list as of the last change, for handlers that run after awaits (a scan, the ?b= preselection).
  const current = useRef<Barang[]>([]);
  const put = (xs: Barang[]) => {
    current.current = xs;
    setChosen(xs);
  };
  /** Adds the pieces not chosen yet, up to the limit; answers how many were added. */
  const add = (pieces: Barang[], total = pieces.length): number => {
    const xs = current.current;
    const have = new Set(xs.map((x) => x.kode_barcode));
    const fresh = pieces.filter((p) => !have.has(p.kode_barcode));
    const room = Math.max(0, MAX_LABELS - xs.length);
    if (fresh.length > room || total > pieces.length) notify.toast.warning(`Maksimal ${MAX_LABELS} Label Sekali Cetak`);
    put([...xs, ...fresh.slice(0, room)]);
    return Math.min(fresh.length, room);
  };

  async function onScan(barcode: string) {
    if (current.current.some((c) => c.kode_barcode === barcode)) {
      notify.toast.info(`Barcode ${barcode} Sudah Dipilih`);
      return;
    }
    try {
      add([await scanBarang(barcode)]);
    } catch (e) {
      notify.toast.error(errorText(e, `Barcode ${barcode} Tidak Ditemukan`));
    }
  }

  // ?b=… preselects pieces (from the data barang detail)
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on arrival
  useEffect(() => {
    const list = (params.get('b') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^\d+$/.test(s));
    void (async () => {
      for (const b of list.slice(0, MAX_LABELS)) await onScan(padBarcode(b));
    })();
  }, []);

  async function addTray() {
    if (!baki) {
      void notify.error('Mohon Pilih Terlebih Dahulu');
      return;
    }
    setLoadingTray(true);
    try {
      const page = await searchBarang({ kode_baki: baki, kode_gudang: gudang, status: 'STOCK', limit: MAX_LABELS });
      if (!page.count) notify.toast.info(`Baki ${baki} Tidak Berisi Barang`);
      else notify.toast.success(`${add(page.data, page.count)} Barang Dari Baki ${baki} Ditambahkan`);
    } catch (e) {
      notify.toast.error(errorText(e, MSG.noConnection));
    } finally {
      setLoadingTray(false);
    }
  }

  async function clear() {
    if (await confirm({ title: 'Kosongkan Daftar Barang Yang Dipilih?', testId: 'cetak-clear-confirm' })) put([]);
  }

  return (
    <div data-testid="cetak-barcode">
      <Row gutter={12}>
        <Col xs={24} xl={10}>
          <Card className="k-card k-mb" size="small" title="Pilih Barang">
            <div className="k-mb">
              <label className="k-stat-label" htmlFor="cetak-scan">
                Scan Barcode
              </label>
              <ScanInput id="cetak-scan" onScan={onScan} testId="cetak-scan" />
            </div>
            <div className="k-mb">
              <div className="k-stat-label">Semua Isi Baki</div>
              <Space.Compact block>
                <Select
                  {...searchable}
                  style={{ width: '40%' }}
                  placeholder="Gudang"
                  options={m.gudangOptions}
                  value={gudang}
                  onChange={(v) => {
                    setGudang(v);
                    setBaki(undefined);
                  }}
                  aria-label="Gudang"
                  data-testid="cetak-gudang"
                />
                <Select
                  {...searchable}
                  style={{ width: '40%' }}
                  placeholder="Baki"
                  options={bakiOf.options}
                  value={baki}
                  onChange={setBaki}
                  aria-label="Baki"
                  data-testid="cetak-baki"
                />
                <Button
                  icon={<PlusOutlined />}
                  loading={loadingTray}
                  onClick={() => void addTray()}
                  data-testid="cetak-baki-add"
                >
                  Tambah
                </Button>
              </Space.Compact>
            </div>
            <label className="k-stat-label" htmlFor="cetak-cari">
              Cari Nama / Barcode
            </label>
            <Input
              allowClear
              prefix={<SearchOutlined className="k-muted" />}
              placeholder="Minimal 2 Huruf"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              id="cetak-cari"
              data-testid="cetak-cari"
            />
            {dq.length >= 2 && (
              <Table<Barang>
                size="small"
                className="k-mb"
                style={{ marginTop: 8 }}
                rowKey="kode_barcode"
                loading={found.isFetching}
                dataSource={found.data?.data ?? []}
                pagination={{
                  current: cariPage,
                  pageSize: CARI_PAGE,
                  total: found.data?.count ?? 0,
                  hideOnSinglePage: true,
                  showSizeChanger: false,
                  size: 'small',
                  showTotal: (total, [from, to]) => tableRange(from, to, total),
                  onChange: setCariPage,
                }}
                locale={{ emptyText: found.isError ? errorText(found.error, MSG.noConnection) : MSG.noData }}
                data-testid="cetak-cari-hasil"
                columns={[
                  { key: 'b', title: 'Barcode', render: (_v, r) => <span className="k-mono">{r.kode_barcode}</span> },
                  { key: 'n', title: 'Nama', dataIndex: 'nama_barang' },
                  { key: 'baki', title: 'Baki', dataIndex: 'kode_baki' },
                  { key: 'w', title: 'Berat', align: 'right', render: (_v, r) => formatNumber(r.berat) },
                  {
                    key: 'a',
                    title: '',
                    width: 40,
                    render: (_v, r) => (
                      <Button
                        size="small"
                        icon={<PlusOutlined />}
                        aria-label="Tambah"
                        onClick={() => add([r])}
                        disabled={chosen.some((c) => c.kode_barcode === r.kode_barcode)}
                        data-testid={`cetak-cari-add-${r.kode_barcode}`}
                      />
                    ),
                  },
                ]}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card
            className="k-card k-mb"
            size="small"
            title={`Barang Dipilih (${chosen.length})`}
            extra={
              <Button size="small" disabled={!chosen.length} onClick={() => void clear()} data-testid="cetak-clear">
                Kosongkan
              </Button>
            }
          >
            <Table<Barang>
              size="small"
              bordered
              rowKey="kode_barcode"
              dataSource={chosen}
              pagination={chosen.length > 10 ? { pageSize: 10, size: 'small' } : false}
              locale={{ emptyText: 'Belum Ada Barang Dipilih, Scan Barcode Atau Pilih Baki' }}
              data-testid="cetak-chosen"
              columns={[
                { key: 'no', title: UI.rowNo, width: 48, align: 'right', render: (_v, _r, i) => i + 1 },
                { key: 'b', title: 'Barcode', render: (_v, r) => <span className="k-mono">{r.kode_barcode}</span> },
                { key: 'n', title: 'Nama Barang', dataIndex: 'nama_barang' },
                { key: 'gb', title: 'Gudang / Baki', render: (_v, r) => `${r.kode_gudang} / ${r.kode_baki}` },
                {
                  key: 'w',
                  title: 'Berat',
                  align: 'right',
                  render: (_v, r) => <span className="k-num">{formatNumber(r.berat)}</span>,
                },
                { key: 'k', title: 'Kadar Cetak', dataIndex: 'kadar_cetak', render: (v: string) => v || '-' },
                removeColumn('cetak', (b) => put(current.current.filter((x) => x.kode_barcode !== b))),
              ]}
            />
          </Card>
        </Col>
      </Row>
      <Card className="k-card" size="small" title="Label Barcode">
        <LabelPanel pieces={chosen} testId="label" />
      </Card>
    </div>
  );
}
