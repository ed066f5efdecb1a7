/** The cart: one row per scanned piece; the price is editable (a changed price is marked and needs a supervisor). */
import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { formatNumber, formatRupiah, MSG } from '@kilau/domain';
import { Button, Table, Tag, Tooltip } from 'antd';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { kadarText } from '../nota/nota-model.ts';
import { type CartLine, isChanged, type Totals } from './cart-model.ts';

export function CartTable(props: {
  cart: readonly CartLine[];
  totals: Totals;
  onHarga: (code: string, harga: number) => void;
  onRemove: (code: string) => void;
  onDone: () => void;
}) {
  return (
    <Table<CartLine>
      size="small"
      bordered
      data-testid="cart-table"
      rowKey={(l) => l.piece.kode_barcode}
      dataSource={[...props.cart]}
      pagination={false}
      tableLayout="fixed"
      locale={{ emptyText: MSG.noData }}
      rowClassName={(l) => (isChanged(l) ? 'k-cart-changed' : '')}
      onRow={(l) => ({ 'data-testid': `cart-row-${l.piece.kode_barcode}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'no', title: '#', width: 34, align: 'right', render: (_v, _l, i) => i + 1 },
        {
          key: 'barcode',
          title: 'Barcode',
          width: 86,
          render: (_v, l) => <span style={{ fontFamily: 'monospace' }}>{l.piece.kode_barcode}</span>,
        },
        {
          key: 'nama',
          title: 'Nama Barang',
          ellipsis: true,
          render: (_v, l) => (
            <div>
              <div>{l.piece.nama_barang || '-'}</div>
              <div className="k-muted" style={{ fontSize: 12 }}>
                {l.piece.kode_group} · {l.piece.kode_baki}
                {l.piece.no_titip ? ` · Dipesan ${l.piece.no_titip}` : ''}
                {l.piece.nama_atribut ? ` · ${l.piece.nama_atribut}` : ''}
              </div>
            </div>
          ),
        },
        {
          key: 'berat',
          title: 'Berat',
          width: 76,
          align: 'right',
          render: (_v, l) => formatNumber(l.piece.berat),
        },
        {
          key: 'kadar',
          title: 'Kadar',
          width: 62,
          align: 'center',
          render: (_v, l) => kadarText(l.piece.kadar_cetak, l.piece.kadar),
        },
        {
          key: 'gram',
          title: 'Harga/Gr + Ongkos',
          width: 108,
          align: 'right',
          render: (_v, l) => (
            <div>
              <div>
                {l.piece.harga_jual > 0 ? (
                  <span className="k-muted">HARGA TETAP</span>
                ) : (
                  formatRupiah(l.piece.harga_gram)
                )}
              </div>
              <div className="k-muted" style={{ fontSize: 12 }}>
                + {formatRupiah(l.piece.ongkos)}
              </div>
            </div>
          ),
        },
        {
          key: 'harga',
          title: 'Harga',
          width: 132,
          render: (_v, l) => (
            <div>
              <MoneyInput
                size="small"
                value={l.harga}
                onChange={(v) => props.onHarga(l.piece.kode_barcode, v)}
                onPressEnter={props.onDone}
                data-testid={`cart-harga-${l.piece.kode_barcode}`}
              />
              {isChanged(l) && (
                <div className="k-muted" style={{ fontSize: 11, marginTop: 2 }}>
                  <Tag color="orange" style={{ marginRight: 2 }} data-testid={`cart-changed-${l.piece.kode_barcode}`}>
                    DIUBAH
                  </Tag>
                  <Tooltip title="Kembalikan Harga">
                    <Button
                      type="link"
                      size="small"
                      style={{ height: 18, padding: '0 2px' }}
                      icon={<UndoOutlined />}
                      aria-label="Kembalikan Harga"
                      onClick={() => props.onHarga(l.piece.kode_barcode, l.piece.harga_total)}
                    />
                  </Tooltip>
                  <div>Harga Hitung {formatRupiah(l.piece.harga_total)}</div>
                </div>
              )}
            </div>
          ),
        },
        {
          key: 'aksi',
          title: '',
          width: 42,
          align: 'center',
          render: (_v, l) => (
            <Tooltip title="Hapus Dari Keranjang">
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label="Hapus"
                onClick={() => props.onRemove(l.piece.kode_barcode)}
                data-testid={`cart-remove-${l.piece.kode_barcode}`}
              />
            </Tooltip>
          ),
        },
      ]}
      summary={() =>
        props.cart.length ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3} align="right">
              <b>{props.totals.items} Barang</b>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <b data-testid="cart-berat">{formatNumber(props.totals.berat)}</b>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} colSpan={2} />
            <Table.Summary.Cell index={6} align="right">
              <b data-testid="cart-total">{formatRupiah(props.totals.total)}</b>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={7} />
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
