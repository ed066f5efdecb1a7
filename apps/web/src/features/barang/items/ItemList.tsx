/** The lines typed so far, before saving: what, where, weight, stones, price, how many; totals below. */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { type BarangInput, formatNumber, formatRupiah, UI } from '@kilau/domain';
import { Button, Space, Table, Tooltip } from 'antd';
import { itemTotals } from './item-model.ts';

export type ItemLine = BarangInput & { key: string };

export function ItemList(props: {
  items: readonly ItemLine[];
  onEdit: (line: ItemLine) => void;
  onRemove: (line: ItemLine) => void;
  testId?: string;
}) {
  const id = props.testId ?? 'items';
  const t = itemTotals(props.items);
  return (
    <Table<ItemLine>
      size="small"
      bordered
      rowKey="key"
      dataSource={[...props.items]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'Belum Ada Barang, Isi Form Di Atas Lalu Tambah Ke Daftar' }}
      data-testid={id}
      columns={[
        { key: 'no', title: UI.rowNo, width: 48, align: 'right', render: (_v, _r, i) => i + 1 },
        { key: 'nama', title: 'Nama Barang', dataIndex: 'nama_barang' },
        { key: 'gj', title: 'Group / Jenis', render: (_v, r) => `${r.kode_group} / ${r.kode_dept}` },
        { key: 'gb', title: 'Gudang / Baki', render: (_v, r) => `${r.kode_gudang} / ${r.kode_baki}` },
        {
          key: 'berat',
          title: 'Berat',
          align: 'right',
          render: (_v, r) => <span className="k-num">{formatNumber(r.berat)}</span>,
        },
        {
          key: 'kadar',
          title: 'Kadar',
          align: 'right',
          render: (_v, r) => `${formatNumber(r.kadar, 2)}%${r.kadar_cetak ? ` (${r.kadar_cetak})` : ''}`,
        },
        {
          key: 'atribut',
          title: 'Atribut',
          render: (_v, r) =>
            r.nama_atribut
              ? `${r.nama_atribut} ${formatNumber(r.berat_atribut)} gr / Rp ${formatRupiah(r.harga_atribut)}`
              : '-',
        },
        {
          key: 'ongkos',
          title: 'Ongkos',
          align: 'right',
          render: (_v, r) => <span className="k-num">{formatRupiah(r.ongkos)}</span>,
        },
        {
          key: 'harga',
          title: 'Harga Pas',
          align: 'right',
          render: (_v, r) => <span className="k-num">{r.harga_jual ? formatRupiah(r.harga_jual) : '-'}</span>,
        },
        { key: 'jumlah', title: 'Jumlah', align: 'right', dataIndex: 'jumlah' },
        {
          key: 'aksi',
          title: UI.action,
          align: 'center',
          width: 90,
          render: (_v, r, i) => (
            <Space size={4}>
              <Tooltip title="Ubah">
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label="Ubah"
                  onClick={() => props.onEdit(r)}
                  data-testid={`${id}-edit-${i}`}
                />
              </Tooltip>
              <Tooltip title={UI.delete}>
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={UI.delete}
                  onClick={() => props.onRemove(r)}
                  data-testid={`${id}-remove-${i}`}
                />
              </Tooltip>
            </Space>
          ),
        },
      ]}
      summary={() =>
        props.items.length ? (
          <Table.Summary.Row className="k-total-row">
            <Table.Summary.Cell index={0} colSpan={4}>
              Total
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <span className="k-num" data-testid={`${id}-total-berat`}>
                {formatNumber(t.berat)}
              </span>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} colSpan={4} />
            <Table.Summary.Cell index={9} align="right">
              <span data-testid={`${id}-total-pcs`}>{t.pieces}</span>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={10} />
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
