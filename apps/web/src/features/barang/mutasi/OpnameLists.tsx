/** The three live lists of a stock opname side by side: found, missing and unexpected pieces, with their counts. */
import { RollbackOutlined } from '@ant-design/icons';
import { BARANG_STATUS_LABEL, MSG } from '@kilau/domain';
import { Badge, Button, Card, Col, Row, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { type DipesanRow, type ExpectedRow, lebihReason, type OpnameState, type ScannedRow } from './opname-model.ts';
import { gram, totalBerat } from './piece.ts';

function ListCard<R extends { kode_barcode: string }>(props: {
  id: string;
  title: string;
  color: string;
  rows: readonly R[];
  berat: string;
  columns: ColumnsType<R>;
  highlight?: string;
}) {
  return (
    <Card
      size="small"
      className="k-card"
      title={
        <span>
          {props.title}{' '}
          <Badge
            count={props.rows.length}
            showZero
            color={props.color}
            overflowCount={99999}
            data-testid={`opname-count-${props.id}`}
          />
        </span>
      }
      extra={<span className="k-muted">{gram(props.berat)} Gr</span>}
    >
      <div data-testid={`opname-list-${props.id}`}>
        <Table<R>
          size="small"
          className="k-pieces"
          rowKey={(r) => r.kode_barcode}
          columns={props.columns}
          dataSource={props.rows as R[]}
          pagination={props.rows.length > 50 ? { pageSize: 50, size: 'small', showSizeChanger: false } : false}
          locale={{ emptyText: MSG.noData }}
          scroll={{ y: 420 }}
          rowClassName={(r) => (r.kode_barcode === props.highlight ? 'k-row-new' : '')}
          onRow={(r) =>
            ({ 'data-testid': `opname-${props.id}-${r.kode_barcode}` }) as React.HTMLAttributes<HTMLElement>
          }
        />
      </div>
    </Card>
  );
}

const code = {
  key: 'b',
  title: 'Barcode',
  width: 92,
  render: (_v: unknown, r: { kode_barcode: string }) => <span className="k-mono">{r.kode_barcode}</span>,
};
const berat = {
  key: 'w',
  title: 'Berat',
  width: 76,
  align: 'right' as const,
  render: (_v: unknown, r: { berat: number | null }) => (r.berat === null ? '-' : gram(r.berat)),
};

export function OpnameLists(props: {
  state: OpnameState;
  berat: { ditemukan: string; hilang: string; lebih: string };
  onUndo?: (barcode: string) => void;
  undoing?: string;
  highlight?: string;
}) {
  const undo = (r: ScannedRow): ReactNode =>
    props.onUndo && (
      <Tooltip title="Batalkan Scan">
        <Button
          size="small"
          type="text"
          icon={<RollbackOutlined />}
          loading={props.undoing === r.kode_barcode}
          onClick={() => props.onUndo?.(r.kode_barcode)}
          aria-label={`Batalkan Scan ${r.kode_barcode}`}
          data-testid={`opname-undo-${r.kode_barcode}`}
        />
      </Tooltip>
    );
  const undoCol = props.onUndo
    ? [{ key: 'u', title: '', width: 40, align: 'center' as const, render: (_v: unknown, r: ScannedRow) => undo(r) }]
    : [];
  const o = props.state.opname;
  return (
    <Row gutter={[12, 12]} className="k-opname-lists">
      <Col xs={24} lg={8}>
        <ListCard<ScannedRow>
          id="ditemukan"
          title="Ditemukan"
          color="#389e0d"
          rows={props.state.ditemukan}
          berat={props.berat.ditemukan}
          highlight={props.highlight}
          columns={[
            code,
            { key: 'n', title: 'Nama Barang', ellipsis: true, render: (_v, r) => r.nama_barang ?? '-' },
            berat,
            ...undoCol,
          ]}
        />
      </Col>
      <Col xs={24} lg={8}>
        <ListCard<ExpectedRow>
          id="hilang"
          title="Hilang / Belum Di Scan"
          color="#cf1322"
          rows={props.state.hilang}
          berat={props.berat.hilang}
          columns={[code, { key: 'n', title: 'Nama Barang', ellipsis: true, render: (_v, r) => r.nama_barang }, berat]}
        />
      </Col>
      <Col xs={24} lg={8}>
        <ListCard<ScannedRow>
          id="lebih"
          title="Lebih"
          color="#d48806"
          rows={props.state.lebih}
          berat={props.berat.lebih}
          highlight={props.highlight}
          columns={[
            code,
            {
              key: 'n',
              title: 'Nama / Keterangan',
              ellipsis: true,
              render: (_v, r) => (
                <>
                  {r.nama_barang ?? '-'}
                  <div className="k-muted" style={{ fontSize: 11 }}>
                    {lebihReason(r, o)}
                  </div>
                </>
              ),
            },
            berat,
            ...undoCol,
          ]}
        />
      </Col>
      {props.state.dipesan.length > 0 && (
        <Col xs={24}>
          <ListCard<DipesanRow>
            id="dipesan"
            title="Barang Dipesan / Contoh (Tidak Dihitung)"
            color="#1677ff"
            rows={props.state.dipesan}
            berat={totalBerat(props.state.dipesan)}
            columns={[
              code,
              { key: 'n', title: 'Nama Barang', ellipsis: true, render: (_v, r) => r.nama_barang },
              berat,
              { key: 's', title: 'Status', width: 170, render: (_v, r) => BARANG_STATUS_LABEL[r.status] },
              {
                key: 'r',
                title: 'No Titipan / Pesanan',
                width: 190,
                render: (_v, r) => <span className="k-mono">{r.no_ref || '-'}</span>,
              },
            ]}
          />
        </Col>
      )}
    </Row>
  );
}
