/** The action column of a scanned-pieces table: one delete button per piece, test id `<prefix>-remove-<barcode>`. */
import { DeleteOutlined } from '@ant-design/icons';
import type { Barang } from '@kilau/domain';
import { UI } from '@kilau/domain';
import { Button, type TableColumnType, Tooltip } from 'antd';

export function removeColumn(prefix: string, onRemove: (barcode: string) => void): TableColumnType<Barang> {
  return {
    key: 'x',
    title: UI.action,
    width: 60,
    align: 'center',
    render: (_v, r) => (
      <Tooltip title={UI.delete}>
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={UI.delete}
          onClick={() => onRemove(r.kode_barcode)}
          data-testid={`${prefix}-remove-${r.kode_barcode}`}
        />
      </Tooltip>
    ),
  };
}
