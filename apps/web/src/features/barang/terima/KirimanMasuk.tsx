/** The shipments coming to this store, and opening one by its number; the result of a receipt. */
import { FolderOpenOutlined, ReloadOutlined } from '@ant-design/icons';
import type { KirimanDiterima, KirimanHead, KirimanItem } from '@kilau/domain';
import { formatNumber, formatTanggal, MSG, UI } from '@kilau/domain';
import { Alert, Button, Card, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/api-error.ts';
import { Stat } from '../Stat.tsx';

/** A receipt's answer and the pieces of the shipment not scanned. */
export type Hasil = KirimanDiterima & { missing: KirimanItem[] };

export function KirimanHasil({ hasil }: { hasil: Hasil }) {
  return (
    <Card
      className="k-card k-mb"
      size="small"
      title={`Hasil Terima Kiriman ${hasil.no_kirim}`}
      data-testid="kiriman-hasil"
    >
      <div className="k-stats k-mb">
        <Stat label="Diterima" value={hasil.diterima} testId="kiriman-hasil-diterima" tone="ok" />
        <Stat
          label="Selisih (Tidak Diterima)"
          value={hasil.selisih}
          testId="kiriman-hasil-selisih"
          tone={hasil.selisih ? 'warn' : undefined}
        />
      </div>
      {hasil.missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title="Barang Selisih (Masih Dalam Pengiriman)"
          description={hasil.missing.map((i) => `${i.kode_barcode} ${i.nama_barang}`).join(', ')}
        />
      )}
    </Card>
  );
}

export function KirimanMasuk(props: {
  rows: KirimanHead[];
  loading: boolean;
  error: unknown;
  current: string | null;
  onOpen: (noKirim: string) => void;
  onRefresh: () => void;
}) {
  const [typed, setTyped] = useState('');
  const openKiriman = props.onOpen;
  const noKirim = props.current;
  return (
    <Card
      className="k-card k-mb"
      size="small"
      title="Kiriman Masuk"
      extra={
        <Space>
          <Input
            placeholder="No Kirim"
            aria-label="No Kirim"
            value={typed}
            onChange={(e) => setTyped(e.target.value.toUpperCase())}
            onPressEnter={() => openKiriman(typed)}
            style={{ width: 220 }}
            data-testid="kiriman-no"
          />
          <Button icon={<FolderOpenOutlined />} onClick={() => openKiriman(typed)} data-testid="kiriman-open">
            Buka
          </Button>
          <Button icon={<ReloadOutlined />} aria-label={UI.refresh} onClick={props.onRefresh} />
        </Space>
      }
    >
      <Table<KirimanHead>
        size="small"
        bordered
        rowKey="no_kirim"
        loading={props.loading}
        dataSource={props.rows}
        pagination={false}
        locale={{ emptyText: props.error ? errorText(props.error, MSG.noConnection) : 'Tidak Ada Kiriman Masuk' }}
        data-testid="kiriman-masuk"
        columns={[
          { key: 'no', title: 'No Kirim', render: (_v, r) => <span className="k-mono">{r.no_kirim}</span> },
          { key: 'dari', title: 'Dari Toko', dataIndex: 'kode_toko' },
          { key: 'tgl', title: 'Tanggal', render: (_v, r) => formatTanggal(r.tanggal) },
          { key: 'jml', title: 'Jumlah', align: 'right', dataIndex: 'jumlah' },
          {
            key: 'berat',
            title: 'Berat',
            align: 'right',
            render: (_v, r) => <span className="k-num">{formatNumber(r.berat)}</span>,
          },
          { key: 'ket', title: 'Keterangan', render: (_v, r) => r.keterangan || '-' },
          {
            key: 'aksi',
            title: UI.action,
            align: 'center',
            width: 90,
            render: (_v, r) => (
              <Button
                size="small"
                type={noKirim === r.no_kirim ? 'primary' : 'default'}
                onClick={() => openKiriman(r.no_kirim)}
                data-testid={`kiriman-buka-${r.no_kirim}`}
              >
                Buka
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
