/** The scanned pieces: newest on top, numbered in scan order, each removable; count and weight in the footer. */
import { DeleteOutlined } from '@ant-design/icons';
import { MSG, UI } from '@kilau/domain';
import { Button, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { gram, type Piece, tempat } from './piece.ts';

export function PiecesTable(props: {
  items: readonly Piece[];
  totals: { jumlah: number; berat: string };
  onRemove?: (barcode: string) => void;
  /** Highlights the piece just scanned. */
  highlight?: string;
  testId?: string;
  showStatus?: boolean;
  emptyText?: string;
}) {
  const id = props.testId ?? 'scan';
  const n = props.items.length;
  const columns: ColumnsType<Piece> = [
    { key: 'no', title: UI.rowNo, width: 52, align: 'right', render: (_v, _r, i) => n - i },
    {
      key: 'barcode',
      title: 'Barcode',
      width: 92,
      render: (_v, r) => <span className="k-mono">{r.kode_barcode}</span>,
    },
    { key: 'nama', title: 'Nama Barang', ellipsis: true, render: (_v, r) => r.nama_barang || '-' },
    { key: 'jenis', title: 'Group / Jenis', width: 112, render: (_v, r) => `${r.kode_group} / ${r.kode_dept}` },
    { key: 'tempat', title: 'Tempat', width: 92, render: (_v, r) => tempat(r) },
    { key: 'kadar', title: 'Kadar', width: 60, align: 'right', render: (_v, r) => r.kadar_cetak || r.kadar },
    { key: 'berat', title: 'Berat (Gr)', width: 96, align: 'right', render: (_v, r) => gram(r.berat) },
  ];
  if (props.showStatus)
    columns.push({ key: 'status', title: 'Status', width: 90, render: (_v, r) => <Tag>{r.status}</Tag> });
  if (props.onRemove) {
    const remove = props.onRemove;
    columns.push({
      key: 'aksi',
      title: UI.action,
      width: 52,
      align: 'center',
      render: (_v, r) => (
        <Tooltip title={UI.delete}>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${UI.delete} ${r.kode_barcode}`}
            onClick={() => remove(r.kode_barcode)}
            data-testid={`${id}-remove-${r.kode_barcode}`}
          />
        </Tooltip>
      ),
    });
  }
  return (
    <Table<Piece>
      size="small"
      bordered
      className="k-pieces"
      rowKey={(r) => r.kode_barcode}
      columns={columns}
      dataSource={props.items as Piece[]}
      pagination={n > 100 ? { pageSize: 100, size: 'small', showSizeChanger: false } : false}
      locale={{ emptyText: props.emptyText ?? MSG.noData }}
      scroll={{ x: 700, y: 440 }}
      rowClassName={(r) => (r.kode_barcode === props.highlight ? 'k-row-new' : '')}
      onRow={(r) => ({ 'data-testid': `${id}-row-${r.kode_barcode}` }) as React.HTMLAttributes<HTMLElement>}
      summary={() =>
        n ? (
          <Table.Summary fixed>
            <Table.Summary.Row>
              <Table.Summary.Cell
                index={0}
                colSpan={columns.length - (props.onRemove ? 2 : 1) - (props.showStatus ? 1 : 0)}
              >
                <b>Total {props.totals.jumlah} Pcs</b>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <b>{gram(props.totals.berat)}</b>
              </Table.Summary.Cell>
              {props.showStatus && <Table.Summary.Cell index={2} />}
              {props.onRemove && <Table.Summary.Cell index={3} />}
            </Table.Summary.Row>
          </Table.Summary>
        ) : null
      }
    />
  );
}
