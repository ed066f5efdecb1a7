/**
 * Terima barang from a head-office shipment: the shipments coming to this store (`kirimbarang/masuk`), open one,
 * scan the pieces that arrived (found / missing live), choose gudang and baki, confirm
 * (`POST terimabarang/kiriman`): the pieces scanned enter stock here, the rest is recorded as selisih.
 */

import { CheckOutlined } from '@ant-design/icons';
import type { Kiriman, KirimanDiterima, KirimanHead, KirimanItem } from '@kilau/domain';
import { formatNumber, formatTanggal, MSG, terimaKirimanSchema, UI } from '@kilau/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Select, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { confirm, notify } from '../../../components/notify.tsx';
import { ScanInput } from '../../../components/ScanInput.tsx';
import { api } from '../../../lib/api.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { useWrite } from '../../../lib/use-write.ts';
import { Stat } from '../Stat.tsx';
import { searchable, useBakiOf, useStockMasters } from '../use-stock-masters.ts';
import { type Hasil, KirimanHasil, KirimanMasuk } from './KirimanMasuk.tsx';
import { loadScanned, saveScanned, scanInto, shipmentTally, strangerText } from './kiriman-scan.ts';

export function TerimaKirimanTab() {
  const qc = useQueryClient();
  const [noKirim, setNoKirim] = useState<string | null>(null);
  const [found, setFound] = useState<string[]>([]);
  const [gudang, setGudang] = useState<string>();
  const [baki, setBaki] = useState<string>();
  const [hasil, setHasil] = useState<Hasil | null>(null);
  const m = useStockMasters();
  const bakiOf = useBakiOf(gudang);
  const save = useWrite({ invalidates: [queryKeys.barang()] });

  const masuk = useQuery({
    queryKey: queryKeys.barang('kiriman-masuk'),
    queryFn: () => api.get<KirimanHead[]>('kirimbarang/masuk'),
  });
  const kiriman = useQuery({
    queryKey: queryKeys.barang('kiriman', noKirim ?? ''),
    queryFn: () => api.get<Kiriman>(`kirimbarang/get/by-no/${encodeURIComponent(noKirim ?? '')}`),
    enabled: !!noKirim,
  });
  const k = kiriman.data;
  const items = k?.items ?? [];
  const tally = shipmentTally(items, found);
  const open = k?.status === 'DIKIRIM';

  useEffect(() => {
    if (noKirim) saveScanned(noKirim, found);
  }, [noKirim, found]);

  function openKiriman(no: string) {
    const n = no.trim().toUpperCase();
    if (!n) return;
    setHasil(null);
    setNoKirim(n);
    setFound(loadScanned(n));
  }

  function onScan(barcode: string) {
    if (!k || !noKirim) return;
    const r = scanInto(items, found, barcode);
    if (r === 'stranger') notify.toast.error(strangerText(barcode, noKirim));
    else if (r === 'again') notify.toast.info(`Barcode ${barcode} Sudah Di Scan`);
    else setFound((xs) => [barcode, ...xs]);
  }

  async function onTerima() {
    if (!k || !noKirim) return;
    if (!found.length) {
      void notify.error('Belum Ada Barang Yang Di Scan');
      return;
    }
    if (!gudang || !baki) {
      void notify.error('Mohon Pilih Terlebih Dahulu Gudang Dan Baki Tujuan');
      return;
    }
    if (tally.missing > 0) {
      const ok = await confirm({
        title: `Masih Ada ${tally.missing} Barang Belum Di Scan`,
        content: 'Barang Yang Belum Di Scan Akan Dicatat Sebagai Selisih. Lanjutkan Terima Barang?',
        okText: 'Ya, Terima',
        cancelText: UI.cancel,
        testId: 'kiriman-selisih-confirm',
      });
      if (!ok) return;
    }
    const data = await save.submit<KirimanDiterima>({
      path: 'terimabarang/kiriman',
      schema: terimaKirimanSchema,
      body: { no_kirim: noKirim, barcodes: found, kode_gudang: gudang, kode_baki: baki },
    });
    if (!data) return;
    const seen = new Set(found);
    setHasil({ ...data, missing: items.filter((i) => !seen.has(i.kode_barcode)) });
    saveScanned(noKirim, []);
    setFound([]);
    setNoKirim(null);
    void qc.invalidateQueries({ queryKey: queryKeys.barang('kiriman-masuk') });
    void notify.success(MSG.saveOk);
  }

  return (
    <div data-testid="terima-kiriman">
      {hasil && <KirimanHasil hasil={hasil} />}
      <KirimanMasuk
        rows={masuk.data ?? []}
        loading={masuk.isFetching}
        error={masuk.error}
        current={noKirim}
        onOpen={openKiriman}
        onRefresh={() => void masuk.refetch()}
      />

      {noKirim && (
        <Card className="k-card" size="small" title={`Kiriman ${noKirim}`} data-testid="kiriman-detail">
          {kiriman.isLoading && <span className="k-muted">Memuat…</span>}
          {kiriman.isError && (
            <Alert
              type="error"
              showIcon
              title={errorText(kiriman.error, MSG.noConnection)}
              data-testid="kiriman-error"
            />
          )}
          {k && !open && (
            <Alert
              type="info"
              showIcon
              className="k-mb"
              title={`Kiriman ${k.no_kirim} Sudah Diterima`}
              data-testid="kiriman-sudah"
            />
          )}
          {k && (
            <>
              <p className="k-muted" style={{ marginTop: 0 }}>
                Dari <b>{k.kode_toko}</b> · {formatTanggal(k.tanggal)} · Dikirim Oleh {k.input_by}
                {k.keterangan ? ` · ${k.keterangan}` : ''}
              </p>
              <Row gutter={12} className="k-mb">
                <Col xs={24} lg={10}>
                  <div className="k-stat-label">Scan Barang Yang Datang</div>
                  <ScanInput onScan={onScan} disabled={!open || save.saving} testId="kiriman-scan" />
                </Col>
                <Col xs={24} lg={14}>
                  <div className="k-stats">
                    <Stat label="Jumlah Kiriman" value={items.length} testId="kiriman-jumlah" />
                    <Stat label="Sudah Di Scan" value={tally.found} testId="kiriman-found" tone="ok" />
                    <Stat
                      label="Belum Di Scan"
                      value={tally.missing}
                      testId="kiriman-missing"
                      tone={tally.missing ? 'warn' : undefined}
                    />
                    <Stat
                      label="Berat Di Scan (gr)"
                      value={formatNumber(tally.beratFound)}
                      testId="kiriman-berat-found"
                    />
                  </div>
                </Col>
              </Row>
              <Table<KirimanItem>
                size="small"
                bordered
                rowKey="kode_barcode"
                dataSource={items}
                pagination={items.length > 50 ? { pageSize: 50, size: 'small' } : false}
                rowClassName={(r) => (found.includes(r.kode_barcode) ? 'k-row-found' : '')}
                className="k-mb"
                data-testid="kiriman-items"
                columns={[
                  { key: 'no', title: UI.rowNo, width: 48, align: 'right', render: (_v, _r, i) => i + 1 },
                  { key: 'b', title: 'Barcode', render: (_v, r) => <span className="k-mono">{r.kode_barcode}</span> },
                  { key: 'n', title: 'Nama Barang', dataIndex: 'nama_barang' },
                  { key: 'gj', title: 'Group / Jenis', render: (_v, r) => `${r.kode_group} / ${r.kode_dept}` },
                  { key: 'k', title: 'Kadar Cetak', render: (_v, r) => r.kadar_cetak || '-' },
                  {
                    key: 'w',
                    title: 'Berat',
                    align: 'right',
                    render: (_v, r) => <span className="k-num">{formatNumber(r.berat)}</span>,
                  },
                  {
                    key: 's',
                    title: 'Status',
                    render: (_v, r) =>
                      !open ? (
                        <Tag>{r.status}</Tag>
                      ) : found.includes(r.kode_barcode) ? (
                        <Tag color="green" data-testid={`kiriman-ok-${r.kode_barcode}`}>
                          Ditemukan
                        </Tag>
                      ) : (
                        <Tag color="orange">Belum Di Scan</Tag>
                      ),
                  },
                ]}
              />
              {open && (
                <div className="k-toolbar">
                  <div>
                    <div className="k-stat-label">Gudang Tujuan</div>
                    <Select
                      {...searchable}
                      placeholder="Gudang"
                      options={m.gudangOptions}
                      value={gudang}
                      onChange={(v) => {
                        setGudang(v);
                        setBaki(undefined);
                      }}
                      style={{ width: 220 }}
                      data-testid="kiriman-gudang"
                    />
                  </div>
                  <div>
                    <div className="k-stat-label">Baki Tujuan</div>
                    <Select
                      {...searchable}
                      placeholder="Baki"
                      options={bakiOf.options}
                      value={baki}
                      onChange={setBaki}
                      style={{ width: 220 }}
                      data-testid="kiriman-baki"
                    />
                  </div>
                  <Button
                    type="primary"
                    icon={<CheckOutlined />}
                    loading={save.saving}
                    disabled={!found.length}
                    onClick={() => void onTerima()}
                    data-testid="kiriman-terima"
                  >
                    Terima Barang ({tally.found})
                  </Button>
                  <Button
                    disabled={!found.length || save.saving}
                    onClick={() => setFound([])}
                    data-testid="kiriman-reset"
                  >
                    Ulangi Scan
                  </Button>
                </div>
              )}
            </>
          )}
        </Card>
      )}
    </div>
  );
}
