/** One purchase as the back office reads it: header, pieces with weights and prices, payments, state. */
import type { PembelianDoc } from '@kilau/domain';
import { formatNumber, formatRupiah, formatTanggal } from '@kilau/domain';
import { Descriptions, Table, Tag } from 'antd';
import { jamToko } from '../../../lib/shop-time.ts';
import { bayarLabel } from '../nota/nota-beli-model.ts';

export function BeliStatus({ d }: { d: Pick<PembelianDoc, 'status' | 'status_valid' | 'tukar' | 'no_penjualan'> }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Tag color={d.status === 'BATAL' ? 'error' : 'success'}>{d.status}</Tag>
      <Tag color={d.status_valid === 'DONE' ? 'blue' : 'default'}>{d.status_valid === 'DONE' ? 'VALID' : 'OPEN'}</Tag>
      {d.tukar && <Tag color="gold">TUKAR{d.no_penjualan ? ` ${d.no_penjualan}` : ''}</Tag>}
    </span>
  );
}

export function PembelianDetail({ d }: { d: PembelianDoc }) {
  return (
    <div data-testid="beli-detail">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2, xl: 3 }}
        className="k-mb"
        items={[
          { key: 'no', label: 'No Faktur', children: <b data-testid="beli-detail-no">{d.no_faktur_group}</b> },
          { key: 'tgl', label: 'Tanggal', children: `${formatTanggal(d.tanggal)} ${jamToko(d.created_at)}` },
          { key: 'st', label: 'Status', children: <BeliStatus d={d} /> },
          { key: 'cust', label: 'Customer', children: `${d.nama_customer}${d.no_hp ? ` (${d.no_hp})` : ''}` },
          { key: 'sales', label: 'Sales', children: [d.kode_sales, d.nama_sales].filter(Boolean).join(' - ') },
          { key: 'tray', label: 'Masuk Ke', children: `${d.kode_gudang} / ${d.kode_baki}` },
          ...(d.status === 'BATAL'
            ? [{ key: 'batal', label: 'Alasan Batal', children: `${d.batal_alasan ?? '-'} (${d.batal_by ?? '-'})` }]
            : []),
        ]}
      />
      <Table
        size="small"
        bordered
        pagination={false}
        rowKey="no_faktur_beli"
        dataSource={d.items}
        className="k-mb"
        columns={[
          {
            key: 'bc',
            title: 'Barcode',
            dataIndex: 'kode_barcode',
            render: (v: string) => <span className="mono">{v}</span>,
          },
          { key: 'nama', title: 'Nama Barang', render: (_v, i) => `${i.nama_barang} (${i.kode_dept})` },
          { key: 'kondisi', title: 'Kondisi', dataIndex: 'kode_kondisi' },
          {
            key: 'nota',
            title: 'Nota',
            render: (_v, i) => (i.no_faktur_ext ? i.no_faktur_ext : i.ada_nota ? 'ADA' : '-'),
          },
          { key: 'bn', title: 'Berat Nota', align: 'right', render: (_v, i) => formatNumber(i.berat_nota) },
          { key: 'b', title: 'Berat', align: 'right', render: (_v, i) => formatNumber(i.berat) },
          { key: 'hg', title: 'Harga/Gr', align: 'right', render: (_v, i) => formatRupiah(i.harga_rata) },
          { key: 'h', title: 'Harga', align: 'right', render: (_v, i) => formatRupiah(i.harga) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={5}>
              <b>Total</b>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              <b>{formatNumber(d.total_berat)}</b>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={6} />
            <Table.Summary.Cell index={7} align="right">
              <b data-testid="beli-detail-total">{formatRupiah(d.total_harga)}</b>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      {d.payments.length > 0 && (
        <Descriptions
          size="small"
          bordered
          column={1}
          items={d.payments.map((p) => ({
            key: String(p.seq),
            label: bayarLabel(p),
            children: formatRupiah(p.jumlah),
          }))}
        />
      )}
    </div>
  );
}
