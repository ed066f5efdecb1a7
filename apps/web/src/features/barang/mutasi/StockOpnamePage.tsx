/**
 * /stock-opname (a tray) and /stock-opname-penerimaan (a receipt by its TB or kirim number): the open count's id
 * is kept in the URL (`?id=`), so a reload continues it; without one the screen starts a count or continues an
 * open one.
 */

import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { queryKeys } from '../../../lib/query.ts';
import { OpnameSession } from './OpnameSession.tsx';
import { OpnameStart } from './OpnameStart.tsx';
import type { OpnameJenis } from './opname-model.ts';
import './mutasi.css';

export function StockOpnameScreen({ jenis }: { jenis: OpnameJenis }) {
  const [params, setParams] = useSearchParams();
  const qc = useQueryClient();
  const id = params.get('id');
  if (id) return <OpnameSession key={id} id={id} onLeave={() => setParams({})} onNew={() => setParams({})} />;
  return (
    <OpnameStart
      jenis={jenis}
      onOpen={(openId, state) => {
        if (state) qc.setQueryData(queryKeys.barang('opname', openId), state);
        setParams({ id: openId });
      }}
    />
  );
}

export default function StockOpnamePage() {
  return <StockOpnameScreen jenis="BAKI" />;
}
