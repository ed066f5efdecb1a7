/**
 * /batal-penjualan — find a sale by its invoice number (typed, or the receipt's barcode / QR scanned), show it,
 * cancel it with a reason and a supervisor's credentials (`POST penjualan/batal`); the pieces go back to the tray
 * they were sold from, and the result says so.
 */
import { StopOutlined } from '@ant-design/icons';
import type { Sale, SaleItem } from '@kilau/domain';
import { formatRupiah, MSG } from '@kilau/domain';
import { Alert, Button, Card, type InputRef, Table } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { NoFakturSearch } from '../../../components/NoFakturSearch.tsx';
import { notify } from '../../../components/notify.tsx';
import { OtorisasiModal, type OtorisasiValues } from '../../../components/OtorisasiModal.tsx';
import type { WriteResult } from '../../../lib/api.tsx';
import { errorText, isTimeout } from '../../../lib/api-error.ts';
import { fetchSale } from '../shared/sales-queries.ts';
import '../penjualan.css';
import { queryKeys } from '../../../lib/query.ts';
import { useWrite } from '../../../lib/use-write.ts';
import { SaleDetail } from './SaleDetail.tsx';

export default function BatalPenjualanPage() {
  const input = useRef<InputRef>(null);
  const [no, setNo] = useState('');
  const [sale, setSale] = useState<Sale>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [otorisasi, setOtorisasi] = useState(false);
  const [done, setDone] = useState<Sale>();
  const write = useWrite({ invalidates: [queryKeys.sales(), queryKeys.barang()] });
  const { saving } = write;

  useEffect(() => input.current?.focus(), []);

  async function find() {
    const v = no.trim().toUpperCase();
    if (!v) return;
    setLoading(true);
    setError('');
    setDone(undefined);
    try {
      setSale(await fetchSale(v));
    } catch (e) {
      setSale(undefined);
      if (!isTimeout(e)) setError(errorText(e, MSG.noConnection));
    } finally {
      setLoading(false);
      input.current?.select();
    }
  }

  async function cancel(o: OtorisasiValues) {
    if (!sale) return;
    try {
      const r = await write.send<WriteResult<Sale>>({
        path: 'penjualan/batal',
        body: { no_faktur_group: sale.no_faktur_group, otorisasi: o },
      });
      setOtorisasi(false);
      setSale(r.data);
      setDone(r.data);
      void notify.success(MSG.saveOk);
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.saveFail));
    }
  }

  const blocked =
    sale?.status === 'BATAL'
      ? `Penjualan ${sale.no_faktur_group} Sudah Dibatalkan`
      : sale?.status_valid === 'DONE'
        ? `Penjualan ${sale.no_faktur_group} Sudah Divalidasi, Tidak Dapat Dibatalkan`
        : '';

  return (
    <Card size="small" className="k-card">
      <NoFakturSearch
        ref={input}
        value={no}
        onChange={setNo}
        onFind={() => void find()}
        loading={loading}
        placeholder="No Faktur (Ketik / Scan Barcode Nota) Lalu Enter"
        label="No Faktur"
        testId="bp"
      />
      {error && <Alert type="error" showIcon className="k-mb" title={<span data-testid="bp-error">{error}</span>} />}
      {done && (
        <Alert
          type="success"
          showIcon
          className="k-mb"
          data-testid="bp-result"
          title={`Penjualan ${done.no_faktur_group} Dibatalkan (Otorisasi ${done.batal_otorisasi ?? '-'}): ${done.items.length} Barang Kembali Ke Baki`}
          description={
            <Table<SaleItem>
              size="small"
              pagination={false}
              rowKey="kode_barcode"
              dataSource={done.items}
              columns={[
                { key: 'bc', title: 'Barcode', dataIndex: 'kode_barcode' },
                { key: 'nama', title: 'Nama Barang', render: (_v, i) => i.nama_barang || '-' },
                { key: 'gudang', title: 'Gudang', dataIndex: 'kode_gudang' },
                { key: 'baki', title: 'Kembali Ke Baki', dataIndex: 'kode_baki' },
                { key: 'harga', title: 'Harga', align: 'right', render: (_v, i) => formatRupiah(i.harga_total) },
              ]}
            />
          }
        />
      )}
      {sale && (
        <>
          <SaleDetail sale={sale} />
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12, alignItems: 'center' }}>
            {blocked && !done && (
              <span className="k-danger" data-testid="bp-blocked">
                {blocked}
              </span>
            )}
            <Button
              type="primary"
              danger
              size="large"
              icon={<StopOutlined />}
              disabled={!!blocked}
              onClick={() => setOtorisasi(true)}
              data-testid="bp-cancel"
            >
              Batalkan Penjualan
            </Button>
          </div>
        </>
      )}
      {!sale && !error && <div className="k-muted">Masukkan No Faktur Penjualan Yang Akan Dibatalkan.</div>}
      <OtorisasiModal
        open={otorisasi}
        title="Otorisasi Batal Penjualan"
        jenis="BATAL_JUAL"
        no_ref={sale?.no_faktur_group}
        description={
          sale
            ? `Batalkan Penjualan ${sale.no_faktur_group} (${sale.items.length} Barang, Rp ${formatRupiah(sale.total_harga)}). Isi Alasan Pembatalan.`
            : undefined
        }
        loading={saving}
        onOk={(v) => void cancel(v)}
        onCancel={() => setOtorisasi(false)}
      />
    </Card>
  );
}
