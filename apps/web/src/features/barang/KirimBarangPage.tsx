/**
 * /kirim-barang-kecabang (head office): the next shipment number, the destination branch, scan pieces into the
 * shipment with a live list and totals, send (`POST kirimbarang`: the pieces go in transit until the branch
 * receives them), then the shipment document as a PDF. An earlier shipment's document can be printed again.
 */

import { FilePdfOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import type { Barang, Kiriman, KirimSent, NoKirim, StoreRow } from '@kilau/domain';
import { formatNumber, fromMg, kirimSchema, MSG, toMg, UI } from '@kilau/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Input, Row, Select, Space, Table } from 'antd';
import { useRef, useState } from 'react';
import { UpperInput } from '../../components/inputs.tsx';
import { confirm, notify } from '../../components/notify.tsx';
import { ScanInput } from '../../components/ScanInput.tsx';
import { api } from '../../lib/api.tsx';
import { errorText } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query.ts';
import { useSession } from '../../lib/session.ts';
import { useWrite } from '../../lib/use-write.ts';
import { removeColumn } from './remove-column.tsx';
import { Stat } from './Stat.tsx';
import { scanBarang } from './stock-api.ts';
import './barang.css';

export default function KirimBarangPage() {
  const s = useSession();
  const qc = useQueryClient();
  const [pieces, setPieces] = useState<Barang[]>([]);
  const current = useRef<Barang[]>([]);
  const put = (xs: Barang[]) => {
    current.current = xs;
    setPieces(xs);
  };
  const [tujuan, setTujuan] = useState<string>();
  const [keterangan, setKeterangan] = useState('');
  const [sent, setSent] = useState<Kiriman | null>(null);
  const [ulang, setUlang] = useState('');
  const [printing, setPrinting] = useState(false);
  const save = useWrite({ invalidates: [queryKeys.barang()] });

  const nomor = useQuery({
    queryKey: queryKeys.barang('nokirim'),
    queryFn: () => api.get<NoKirim>('kirimbarang/get/nokirim'),
    staleTime: 0,
  });
  const stores = useQuery({ queryKey: queryKeys.stores(), queryFn: () => api.get<StoreRow[]>('stores/get/all') });
  const branches = (stores.data ?? []).filter((x) => x.kode_toko !== s?.user.kode_toko && x.tipe_toko !== 'PUSAT');
  const mg = pieces.reduce((n, p) => n + toMg(p.berat), 0);

  async function onScan(barcode: string) {
    if (current.current.some((p) => p.kode_barcode === barcode)) {
      notify.toast.info(`Barcode ${barcode} Sudah Ada Di Daftar Kirim`);
      return;
    }
    try {
      const p = await scanBarang(barcode);
      put([p, ...current.current.filter((x) => x.kode_barcode !== p.kode_barcode)]);
    } catch (e) {
      notify.toast.error(errorText(e, `Barcode ${barcode} Tidak Ditemukan`));
    }
  }

  const storeOf = (kode: string) => (stores.data ?? []).find((x) => x.kode_toko === kode);
  const toPdf = async (k: Kiriman) => {
    const { kirimPdf } = await import('./kirim/kirim-pdf.ts'); // jspdf on demand, not with the screen
    kirimPdf(k, {
      toko: { nama_toko: s?.user.nama_toko ?? '', alamat_toko: s?.user.alamat_toko ?? '' },
      tujuan: storeOf(k.kode_toko_tujuan),
      printedBy: s?.user.user_id ?? '',
    }).save(`surat-kirim-${k.no_kirim}.pdf`);
  };

  async function onSend() {
    if (!tujuan) {
      void notify.error('Toko Tujuan Tidak Boleh Kosong');
      return;
    }
    if (!pieces.length) {
      void notify.error('Belum Ada Barang Yang Di Scan');
      return;
    }
    const nama = storeOf(tujuan)?.nama_toko ?? tujuan;
    const ok = await confirm({
      title: `Kirim ${pieces.length} Barang (${formatNumber(fromMg(mg))} gr) Ke ${nama}?`,
      content: 'Barang Akan Berstatus Dalam Pengiriman Sampai Diterima Oleh Cabang.',
      okText: 'Kirim',
      cancelText: UI.cancel,
      testId: 'kirim-confirm',
    });
    if (!ok) return;
    const data = await save.submit<KirimSent>({
      path: 'kirimbarang',
      schema: kirimSchema,
      body: {
        kode_toko_tujuan: tujuan,
        barcodes: pieces.map((p) => p.kode_barcode),
        keterangan,
      },
    });
    if (!data) return;
    put([]);
    setKeterangan('');
    void qc.invalidateQueries({ queryKey: queryKeys.barang('nokirim') });
    void notify.success(MSG.saveOk);
    try {
      setSent(await api.get<Kiriman>(`kirimbarang/get/by-no/${encodeURIComponent(data.no_kirim)}`));
    } catch (e) {
      notify.toast.error(errorText(e, MSG.noConnection));
    }
  }

  async function cetakUlang() {
    const no = ulang.trim().toUpperCase();
    if (!no) return;
    setPrinting(true);
    try {
      await toPdf(await api.get<Kiriman>(`kirimbarang/get/by-no/${encodeURIComponent(no)}`));
    } catch (e) {
      void notify.error(errorText(e, MSG.noConnection));
    } finally {
      setPrinting(false);
    }
  }

  return (
    <div data-testid="kirim-barang">
      {sent && (
        <Card
          className="k-card k-mb"
          size="small"
          title={
            <span>
              Kiriman Terkirim{' '}
              <span className="k-mono" data-testid="kirim-sent-no">
                {sent.no_kirim}
              </span>
            </span>
          }
          extra={
            <Space>
              <Button
                type="primary"
                icon={<FilePdfOutlined />}
                onClick={() => void toPdf(sent)}
                data-testid="kirim-pdf"
              >
                Cetak Surat Kirim (PDF)
              </Button>
              <Button icon={<PlusOutlined />} onClick={() => setSent(null)} data-testid="kirim-baru">
                Kirim Baru
              </Button>
            </Space>
          }
          data-testid="kirim-sent"
        >
          <div className="k-stats">
            <Stat label="Toko Tujuan" value={sent.kode_toko_tujuan} />
            <Stat label="Jumlah Barang" value={sent.jumlah} testId="kirim-sent-jumlah" />
            <Stat label="Berat (gr)" value={formatNumber(sent.berat)} testId="kirim-sent-berat" />
          </div>
        </Card>
      )}
      <Card className="k-card k-mb" size="small" title="Data Kiriman">
        <Row gutter={12}>
          <Col xs={24} md={6}>
            <label className="k-stat-label" htmlFor="kirim-no">
              No Kirim
            </label>
            <Input
              readOnly
              value={nomor.data?.no_kirim ?? (nomor.isError ? errorText(nomor.error, MSG.noConnection) : '')}
              className="k-mono"
              id="kirim-no"
              data-testid="kirim-no"
            />
          </Col>
          <Col xs={24} md={8}>
            <label className="k-stat-label" htmlFor="kirim-tujuan">
              Toko Tujuan *
            </label>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={UI.choose}
              style={{ width: '100%' }}
              loading={stores.isLoading}
              options={branches.map((b) => ({ value: b.kode_toko, label: `${b.kode_toko} - ${b.nama_toko}` }))}
              value={tujuan}
              onChange={setTujuan}
              notFoundContent="Tidak Ada Toko Cabang"
              id="kirim-tujuan"
              data-testid="kirim-tujuan"
            />
          </Col>
          <Col xs={24} md={10}>
            <label className="k-stat-label" htmlFor="kirim-keterangan">
              Keterangan
            </label>
            <UpperInput
              id="kirim-keterangan"
              value={keterangan}
              onChange={setKeterangan}
              maxLength={200}
              data-testid="kirim-keterangan"
            />
          </Col>
        </Row>
      </Card>
      <Card
        className="k-card k-mb"
        size="small"
        title="Barang Dikirim"
        extra={
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={save.saving}
            disabled={!pieces.length}
            onClick={() => void onSend()}
            data-testid="kirim-submit"
          >
            Kirim Barang
          </Button>
        }
      >
        <Row gutter={12} className="k-mb">
          <Col xs={24} lg={10}>
            <label className="k-stat-label" htmlFor="kirim-scan">
              Scan Barcode
            </label>
            <ScanInput id="kirim-scan" onScan={onScan} disabled={save.saving} testId="kirim-scan" />
          </Col>
          <Col xs={24} lg={14}>
            <div className="k-stats">
              <Stat label="Jumlah Barang" value={pieces.length} testId="kirim-jumlah" />
              <Stat label="Total Berat (gr)" value={formatNumber(fromMg(mg))} testId="kirim-berat" />
            </div>
          </Col>
        </Row>
        <Table<Barang>
          size="small"
          bordered
          rowKey="kode_barcode"
          dataSource={pieces}
          pagination={pieces.length > 50 ? { pageSize: 50, size: 'small' } : false}
          locale={{ emptyText: 'Belum Ada Barang, Scan Barcode Untuk Menambahkan' }}
          data-testid="kirim-items"
          columns={[
            { key: 'no', title: UI.rowNo, width: 48, align: 'right', render: (_v, _r, i) => pieces.length - i },
            { key: 'b', title: 'Barcode', render: (_v, r) => <span className="k-mono">{r.kode_barcode}</span> },
            { key: 'n', title: 'Nama Barang', dataIndex: 'nama_barang' },
            { key: 'gj', title: 'Group / Jenis', render: (_v, r) => `${r.kode_group} / ${r.kode_dept}` },
            { key: 'gb', title: 'Asal Gudang / Baki', render: (_v, r) => `${r.kode_gudang} / ${r.kode_baki}` },
            { key: 'k', title: 'Kadar Cetak', render: (_v, r) => r.kadar_cetak || '-' },
            {
              key: 'w',
              title: 'Berat',
              align: 'right',
              render: (_v, r) => <span className="k-num">{formatNumber(r.berat)}</span>,
            },
            removeColumn('kirim', (b) => put(current.current.filter((x) => x.kode_barcode !== b))),
          ]}
        />
      </Card>
      <Card className="k-card" size="small" title="Cetak Ulang Surat Kirim">
        <Space.Compact>
          <Input
            placeholder="No Kirim"
            value={ulang}
            onChange={(e) => setUlang(e.target.value.toUpperCase())}
            onPressEnter={() => void cetakUlang()}
            style={{ width: 240 }}
            aria-label="No Kirim"
            data-testid="kirim-ulang-no"
          />
          <Button
            icon={<FilePdfOutlined />}
            loading={printing}
            onClick={() => void cetakUlang()}
            data-testid="kirim-ulang"
          >
            Cetak PDF
          </Button>
        </Space.Compact>
      </Card>
    </div>
  );
}
