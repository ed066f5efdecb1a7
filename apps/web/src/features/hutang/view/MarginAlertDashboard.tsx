/**
 * The dashboard's margin alert (issue 14): active loans whose collateral, at today's fine gold price, is worth less
 * than what they owe today — shown only to users with /lihat-hutang and only when there are any.
 */

import type { HutangRow } from '@kilau/domain';
import { formatRupiah } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { api } from '../../../lib/api.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { useCan } from '../../../lib/use-can.ts';

export function MarginAlertDashboard() {
  const can = useCan('/lihat-hutang');
  const q = useQuery({
    queryKey: queryKeys.hutang('list', 'margin-alert'),
    queryFn: () => api.get<{ data: HutangRow[] }>('hutang/margin-alert'),
    enabled: can,
    refetchInterval: 60_000,
  });
  const rows = q.data?.data ?? [];
  if (!can || !rows.length) return null;
  const kurang = rows.reduce((s, r) => s + Math.max(0, r.tagihan_hari_ini - r.nilai_jaminan_kini), 0);
  return (
    <Alert
      type="warning"
      showIcon
      className="k-mb"
      data-testid="dash-margin-alert"
      title={`${rows.length} Hutang Dengan Nilai Jaminan Di Bawah Tebusan (Selisih Rp ${formatRupiah(kurang)})`}
      description={
        <span>
          {rows
            .slice(0, 5)
            .map((r) => r.no_hutang)
            .join(', ')}
          {rows.length > 5 ? ', …' : ''} — <Link to="/lihat-hutang">Lihat Hutang</Link>
        </span>
      }
    />
  );
}
