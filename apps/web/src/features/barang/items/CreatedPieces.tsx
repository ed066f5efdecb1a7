/**
 * What a save created: every new piece with its barcode, a photo per piece (optional), and its labels ready to
 * print at once (the shared label module).
 */

import type { Barang } from '@kilau/domain';
import { formatNumber, formatRupiah, fromMg, toMg, UI } from '@kilau/domain';
import { Card, Table } from 'antd';
import type { ReactNode } from 'react';
import { FotoUpload } from '../foto/FotoUpload.tsx';
import { LabelPanel } from '../labels/LabelPanel.tsx';
import { Stat } from '../Stat.tsx';

export function CreatedPieces(props: {
  pieces: readonly Barang[];
  title: ReactNode;
  extra?: ReactNode;
  testId?: string;
}) {
  const id = props.testId ?? 'created';
  const mg = props.pieces.reduce((n, p) => n + toMg(p.berat), 0);
  return (
    <>
      <Card className="k-card k-mb" size="small" title={props.title} extra={props.extra} data-testid={id}>
        <div className="k-stats k-mb">
          <Stat label="Jumlah Barang" value={props.pieces.length} testId={`${id}-count`} />
          <Stat label="Total Berat (gr)" value={formatNumber(fromMg(mg))} testId={`${id}-berat`} />
        </div>
        <Table<Barang>
          size="small"
          bordered
          rowKey="kode_barcode"
          dataSource={[...props.pieces]}
          pagination={props.pieces.length > 25 ? { pageSize: 25, size: 'small' } : false}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'no', title: UI.rowNo, width: 48, align: 'right', render: (_v, _r, i) => i + 1 },
            {
              key: 'barcode',
              title: 'Barcode',
              render: (_v, r) => (
                <span className="k-mono" data-testid={`${id}-barcode`}>
                  {r.kode_barcode}
                </span>
              ),
            },
            { key: 'nama', title: 'Nama Barang', dataIndex: 'nama_barang' },
            { key: 'gj', title: 'Group / Jenis', render: (_v, r) => `${r.kode_group} / ${r.kode_dept}` },
            { key: 'gb', title: 'Gudang / Baki', render: (_v, r) => `${r.kode_gudang} / ${r.kode_baki}` },
            {
              key: 'berat',
              title: 'Berat',
              align: 'right',
              render: (_v, r) => <span className="k-num">{formatNumber(r.berat)}</span>,
            },
            { key: 'kadar', title: 'Kadar Cetak', dataIndex: 'kadar_cetak', render: (v: string) => v || '-' },
            {
              key: 'harga',
              title: 'Harga Pas',
              align: 'right',
              render: (_v, r) => <span className="k-num">{r.harga_jual ? formatRupiah(r.harga_jual) : '-'}</span>,
            },
            { key: 'foto', title: 'Foto', render: (_v, r) => <FotoUpload barcode={r.kode_barcode} /> },
          ]}
        />
      </Card>
      <Card className="k-card k-mb" size="small" title="Label Barcode">
        <LabelPanel pieces={props.pieces} testId={`${id}-label`} compact />
      </Card>
    </>
  );
}
