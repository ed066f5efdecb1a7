/** Measurement helpers: HTTP load with autocannon and the same work done bare through node-postgres. */
import autocannon from 'autocannon';
import type pg from 'pg';

export type Figures = { p50: number; p95: number; rps: number; requests: number; errors: number };

export async function httpLoad(opts: {
  url: string;
  token: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  body?: string;
}): Promise<Figures> {
  const res = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    method: opts.method ?? 'GET',
    body: opts.body,
    headers: { 'x-auth-token': opts.token, 'content-type': 'application/json' },
  });
  return {
    p50: res.latency.p50,
    p95: res.latency.p97_5 ?? res.latency.p99,
    rps: Math.round(res.requests.average),
    requests: res.requests.total,
    errors: res.errors + res.non2xx,
  };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** Runs `query` in `concurrency` loops for `seconds`, like autocannon does for HTTP. */
export async function bareLoad(
  pool: pg.Pool,
  concurrency: number,
  seconds: number,
  query: () => Promise<unknown>,
): Promise<Figures> {
  const lat: number[] = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const t = performance.now();
        try {
          await query();
        } catch {
          errors++;
        }
        lat.push(performance.now() - t);
      }
    }),
  );
  void pool;
  lat.sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(lat, 50) * 100) / 100,
    p95: Math.round(percentile(lat, 95) * 100) / 100,
    rps: Math.round(lat.length / seconds),
    requests: lat.length,
    errors,
  };
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}
