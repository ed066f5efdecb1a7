/** The member and period of a member screen, kept in the URL (reload and back keep them); the shop day by default. */
import { useSearchParams } from 'react-router';
import { today } from '../../lib/session.ts';
import type { Period } from './member-api.ts';

export function useMemberPeriod(defaultFrom: (day: string) => string = (d) => d) {
  const [params, setParams] = useSearchParams();
  const day = today();
  const period: Period = {
    kode_member: params.get('kode_member') ?? '',
    tgl_from: params.get('tgl_from') ?? defaultFrom(day),
    tgl_to: params.get('tgl_to') ?? day,
  };
  const apply = (p: Period) =>
    setParams(
      (cur) => {
        const out = new URLSearchParams(cur);
        for (const [k, v] of Object.entries(p))
          if (v) out.set(k, v);
          else out.delete(k);
        return out;
      },
      { replace: true },
    );
  return { period, apply };
}

/** The first day of the shop day's month: a member's screens open on the month so far. */
export const awalBulan = (ymd: string) => `${ymd.slice(0, 8)}01`;
