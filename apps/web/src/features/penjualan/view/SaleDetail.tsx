/** One sale in full: header, items (with the tray each piece left from) and payments. */

import type { Sale, SaleItem, SalePayment } from '@kilau/domain';
import { formatNumber, formatRupiah, formatTanggal } from '@kilau/domain';
import { Descriptions, Table, Tag } from 'antd';
import { jamToko } from '../../../lib/shop-time.ts';
import { kadarText, paymentLabel } from '../nota/nota-model.ts';

export function StatusTag({ status }: { status: string }) {
  return status === 'BATAL' ? <Tag color="red">BATAL</Tag> : <Tag color="green">AKTIF</Tag>;
}
export function ValidTag({ v }: { v: string }) {
  return v === 'DONE' ? <Tag color="blue">VALID</Tag> : <Tag>OPEN</Tag>;
}

export function SaleDetail({ sale, testId = 'sale-detail' }: { sale: Sale; testId?: string }) {
  const jam = jamToko(sale.created_at);
  return (
    <div data-testid={testId}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'no', label: 'No Faktur', children: <b data-testid="detail-no">{sale.no_faktur_group}</b> },
          { key: 'tgl', label: 'Tanggal', children: `${formatTanggal(sale.tanggal)}${jam ? `, ${jam}` : ''}` },
          {
            key: 'status',
            label: 'Status',
            children: (
              <span data-testid="detail-status">
                <StatusTag status={sale.status} /> <ValidTag v={sale.status_valid} />
              </span>
            ),
          },
          { key: 'cust', label: 'Customer', children: sale.nama_customer || 'UMUM' },
          { key: 'hp', label: 'No HP', children: sale.no_hp || '-' },
          { key: 'member', label: 'Member', children: sale.kode_member || '-' },
          { key: 'alamat', label: 'Alamat', children: sale.alamat_customer || '-' },
          {
            key: 'sales',
            label: 'Sales',
            children: [sale.kode_sales, sale.nama_sales].filter(Boolean).join(' - ') || '-',
          },
          { key: 'mp', label: 'Marketplace', children: sale.nama_marketplace || sale.kode_marketplace || '-' },
          { key: 'kasir', label: 'Kasir', children: sale.input_by || '-' },
          { key: 'valid', label: 'Divalidasi Oleh', children: sale.valid_by || '-' },
          { key: 'poin', label: 'Poin', children: formatNumber(sale.poin, 0) },
          ...(sale.status === 'BATAL'
            ? [
                {
                  key: 'batal',
                  label: 'Alasan Batal',
                  span: 3,
                  children: (
                    <span data-testid="detail-batal">
                      {sale.batal_alasan || '-'} (Otorisasi {sale.batal_otorisasi || '-'}, Oleh {sale.batal_by || '-'})
                    </span>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Table<SaleItem>
        className="k-mb"
        style={{ marginTop: 12 }}
        size="small"
        bordered
        pagination={false}
        rowKey="no_faktur_jual"
        dataSource={sale.items}
        scroll={{ x: 'max-content' }}
        data-testid={`${testId}-items`}
        columns={[
          { key: 'no', title: 'No Faktur Jual', dataIndex: 'no_faktur_jual' },
          { key: 'bc', title: 'Barcode', dataIndex: 'kode_barcode' },
          { key: 'nama', title: 'Nama Barang', render: (_v, i) => i.nama_barang || '-' },
          { key: 'baki', title: 'Baki', render: (_v, i) => `${i.kode_gudang} / ${i.kode_baki}` },
          { key: 'berat', title: 'Berat (gr)', align: 'right', render: (_v, i) => formatNumber(i.berat) },
          { key: 'kadar', title: 'Kadar', align: 'center', render: (_v, i) => kadarText(i.kadar_cetak, i.kadar) },
          {
            key: 'gram',
            title: 'Harga/Gr',
            align: 'right',
            render: (_v, i) => (i.harga_gram > 0 ? formatRupiah(i.harga_gram) : '-'),
          },
          { key: 'ongkos', title: 'Ongkos', align: 'right', render: (_v, i) => formatRupiah(i.ongkos) },
          {
            key: 'harga',
            title: 'Harga',
            align: 'right',
            render: (_v, i) => (
              <span>
                {i.harga_total !== i.harga_hitung && (
                  <Tag color="orange" title={`Harga Hitung Rp ${formatRupiah(i.harga_hitung)}`}>
                    DIUBAH
                  </Tag>
                )}
                {formatRupiah(i.harga_total)}
              </span>
            ),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4} align="right">
              <b>Total</b>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <b>{formatNumber(sale.total_berat)}</b>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} colSpan={3} />
            <Table.Summary.Cell index={8} align="right">
              <b data-testid="detail-total">{formatRupiah(sale.total_harga)}</b>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Table<SalePayment>
        size="small"
        bordered
        pagination={false}
        rowKey="seq"
        dataSource={sale.payments}
        data-testid={`${testId}-payments`}
        columns={[
          { key: 'jenis', title: 'Pembayaran', render: (_v, p) => paymentLabel(p) },
          { key: 'jumlah', title: 'Jumlah', align: 'right', render: (_v, p) => formatRupiah(p.jumlah) },
        ]}
        summary={() => (
          <>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} align="right">
                Total Bayar
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <b>{formatRupiah(sale.total_bayar)}</b>
              </Table.Summary.Cell>
            </Table.Summary.Row>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} align="right">
                Kembalian
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <b>{formatRupiah(sale.kembalian)}</b>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </>
        )}
      />
    </div>
  );
}
