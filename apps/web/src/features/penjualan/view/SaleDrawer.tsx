/** A sale's detail in a drawer, with the receipt reprint (page and PDF). */

import { PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { MSG, UI } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Spin } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { NotaModal } from '../nota/NotaModal.tsx';
import { fetchSale } from '../shared/sales-queries.ts';
import { SaleDetail } from './SaleDetail.tsx';

export function SaleDrawer({ no, onClose }: { no: string | undefined; onClose: () => void }) {
  const q = useQuery({
    queryKey: queryKeys.sales('one', no ?? '-'),
    queryFn: () => fetchSale(no as string),
    enabled: !!no,
  });
  const [nota, setNota] = useState(false);
  return (
    <Drawer
      open={!!no}
      onClose={onClose}
      size={980}
      title={`Detail Penjualan ${no ?? ''}`}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!q.data}
          onClick={() => setNota(true)}
          data-testid="detail-reprint"
        >
          Cetak Ulang Nota
        </Button>
      }
    >
      {q.isLoading && (
        <div className="k-loading">
          <Spin />
        </div>
      )}
      {q.isError && (
        <Alert
          type="error"
          showIcon
          title={errorText(q.error, MSG.noConnection)}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void q.refetch()}>
              {UI.refresh}
            </Button>
          }
        />
      )}
      {q.data && <SaleDetail sale={q.data} />}
      <NotaModal open={nota && !!q.data} sale={q.data} onClose={() => setNota(false)} />
    </Drawer>
  );
}
