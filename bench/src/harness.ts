/** Measurement helpers: HTTP load with autocannon and the same work done bare through node-postgres. */
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type pg from 'pg';

export type Figures = { p50: number; p95: number; rps: number; requests: number; errors: number };

/**
 * Runs autocannon and takes its figures from every answer's own time: p50 and p95 are the real 50th and 95th
 * percentiles (autocannon's summary has no p95), errors = failed connections + non-2xx answers.
 */
export async function load(opts: autocannon.Options): Promise<{ res: autocannon.Result; figures: Figures }> {
  const lat: number[] = [];
  const res = await new Promise<autocannon.Result>((resolve, reject) => {
    const inst = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    inst.on('response', (_client, _status, _bytes, ms) => {
      lat.push(ms);
    });
  });
  lat.sort((a, b) => a - b);
  return {
    res,
    figures: {
      p50: Math.round(percentile(lat, 50) * 100) / 100,
      p95: Math.round(percentile(lat, 95) * 100) / 100,
      rps: Math.round(res.requests.average),
      requests: res.requests.total,
      errors: res.errors + res.non2xx,
    },
  };
}

export async function httpLoad(opts: {
  url: string;
  token?: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  body?: string;
}): Promise<Figures> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.token) headers['x-auth-token'] = opts.token;
  return (
    await load({
      url: opts.url,
      connections: opts.connections,
      duration: opts.seconds,
      method: opts.method ?? 'GET',
      body: opts.body,
      headers,
    })
  ).figures;
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

/**
 * CPU time (user + system, ms) of process `root` and of every process under it (the server and its embedded
 * PostgreSQL: postmaster and backends), read from /proc. CPU per request is what a loaded machine cannot hide:
 * latency on 2 shared cores moves with whatever else runs, the CPU a sale costs does not. A snapshot; `cpuSince`
 * turns two into the CPU spent between them.
 */
export type CpuSnapshot = { root: number; procs: Map<number, { cpu: number }> };
export function treeCpu(root: number): CpuSnapshot {
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  const stat = new Map<number, { ppid: number; cpu: number }>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const s = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
      // utime + stime
      stat.set(Number(d), { ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) * tick });
    } catch {
      /* the process ended */
    }
  }
  const under = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, s] of stat) {
      if (!under.has(pid) && under.has(s.ppid)) {
        under.add(pid);
        grew = true;
      }
    }
  }
  const procs = new Map<number, { cpu: number }>();
  for (const pid of under) {
    const s = stat.get(pid);
    if (s) procs.set(pid, { cpu: s.cpu });
  }
  return { root, procs };
}

/**
 * CPU (ms) spent between two snapshots by the root itself and by the processes under it: each process still there
 * counts what it spent since the first (a new one all of it). A process that ended in between is left out: its
 * parent's reaped time would bring in its whole life (a bare-SQL pool of an earlier row closing its connections
 * counted 3 ms per sale that no sale spent), so a short-lived worker of the window is missed instead.
 */
export function cpuSince(a: CpuSnapshot, b: CpuSnapshot): { self: number; children: number } {
  let self = 0;
  let children = 0;
  for (const [pid, now] of b.procs) {
    const was = a.procs.get(pid)?.cpu ?? 0;
    if (pid === b.root) self += now.cpu - was;
    else children += now.cpu - was;
  }
  return { self, children };
}
