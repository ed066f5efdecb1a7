// The chain deployment on one machine (issue 17), from Debian packages and the npm registry only:
// PostgreSQL 15 primary + a streaming replica, pgbouncer (transaction pooling) in front of the primary, N Kilau API
// instances (the same server bundle `npm start` runs, on DATABASE_URL) behind nginx (HTTP + websockets).
//
//   npm run cluster                  start, print the address, stop everything on Ctrl-C / SIGTERM
//   npm run cluster -- --smoke       start on free ports, check the deployment end to end, stop, exit 0 / 1
//   options: --instances N (2)  --port P (nginx, 8088)  --dir D (.cluster)  --keep (keep the data dir)
//
// Needs: postgresql-15 (or newer), pgbouncer, nginx-light (Debian). Run as root: PostgreSQL and pgbouncer run as the
// `postgres` user. Each API instance answers with `X-Kilau-Instance`; report reads go to the replica
// (DATABASE_REPLICA_URL) and fall back to the primary; LISTEN/NOTIFY (realtime adapter) uses the direct URL.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as backup from './cluster-backup.mjs';

const root = path.resolve(import.meta.dirname, '..');
const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
const args = isMain ? process.argv.slice(2) : [];
const flag = (n) => args.includes(`--${n}`);
const opt = (n, d) => {
  const i = args.indexOf(`--${n}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : d;
};
const log = (m) => process.stdout.write(`[cluster] ${m}\n`);

// ------------------------------------------------------------------------------------------------ prerequisites
const pgbin = (() => {
  const dirs = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const v = dirs.filter((d) => Number(d) >= 15).sort((a, b) => Number(a) - Number(b));
  return v.length ? `/usr/lib/postgresql/${v[0]}/bin` : undefined;
})();
const missing = [];
if (!pgbin) missing.push('postgresql-15');
if (!existsSync('/usr/sbin/pgbouncer')) missing.push('pgbouncer');
if (!existsSync('/usr/sbin/nginx')) missing.push('nginx-light');
if (!existsSync(backup.PGBACKREST)) missing.push('pgbackrest');
if (missing.length) {
  log(`paket Debian belum terpasang: ${missing.join(' ')}`);
  log(`pasang dengan: apt-get install -y --no-install-recommends ${missing.join(' ')}`);
  if (isMain) process.exit(1);
}
const isRoot = process.getuid?.() === 0;
const pgUid = isRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString().trim()) : process.getuid();
const pgGid = isRoot ? Number(execFileSync('id', ['-g', 'postgres']).toString().trim()) : process.getgid();
/** Run a PostgreSQL / pgbouncer binary as the postgres user (they refuse root). */
const asPg = (cmd, argv) => (isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...argv]] : [cmd, argv]);

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });
}

// ------------------------------------------------------------------------------------------------ process table
const children = [];
let stopping = false;
let pgStarted = [];

function run(cmd, argv, opts = {}) {
  const [c, a] = asPg(cmd, argv);
  return execFileSync(opts.asRoot ? cmd : c, opts.asRoot ? argv : a, { stdio: 'pipe', ...opts });
}

function startChild(name, cmd, argv, { env, asPostgres = false, logFile } = {}) {
  const [c, a] = asPostgres ? asPg(cmd, argv) : [cmd, argv];
  const child = spawn(c, a, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = [];
  const keep = (d) => {
    out.push(d.toString());
    if (out.length > 200) out.shift();
    if (logFile) writeFileSync(logFile, d, { flag: 'a' });
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const entry = { name, child, out, exited: false };
  child.on('exit', (code, sig) => {
    entry.exited = true;
    if (!stopping) log(`${name} berhenti (${sig ?? code})`);
  });
  children.push(entry);
  return entry;
}

async function waitFor(what, fn, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if (await fn()) return;
    } catch {}
    if (Date.now() > until) throw new Error(`${what}: tidak siap dalam ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const tcpOpen = (port) =>
  new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.end();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

export async function stopAll(dir, keep) {
  if (stopping) return;
  stopping = true;
  log('menghentikan semua proses...');
  // API instances first (they finish their requests), then nginx and pgbouncer, then the replica and the primary.
  const order = (n) => (n.startsWith('api') ? 0 : n === 'nginx' ? 1 : 2);
  for (const group of [0, 1, 2]) {
    const batch = children.filter((c) => order(c.name) === group && !c.exited);
    for (const c of batch) c.child.kill('SIGTERM');
    await Promise.all(
      batch.map(
        (c) =>
          new Promise((r) => {
            if (c.exited) return r();
            const t = setTimeout(() => {
              c.child.kill('SIGKILL');
              r();
            }, 15_000);
            c.child.once('exit', () => {
              clearTimeout(t);
              r();
            });
          }),
      ),
    );
  }
  for (const d of pgStarted.reverse()) {
    try {
      run(`${pgbin}/pg_ctl`, ['-D', d, '-w', '-m', 'fast', 'stop']);
    } catch {}
  }
  if (!keep) rmSync(dir, { recursive: true, force: true });
  log('selesai');
}

// ------------------------------------------------------------------------------------------------ the deployment
/**
 * Starts the deployment. `temp`: a fresh data dir under /tmp and free ports (smoke, bench); `env`: extra
 * environment for the API instances. Returns the ports, the data dir and the admin password of a fresh start.
 */
export async function startCluster({
  instances = 2,
  temp = false,
  dir: wanted,
  nginxPort = 8088,
  env: extraEnv = {},
} = {}) {
  if (missing.length) throw new Error(`paket Debian belum terpasang: ${missing.join(' ')}`);
  const smoke = temp;
  const dir = smoke
    ? mkdtempSync(path.join(os.tmpdir(), 'kilau-cluster-'))
    : path.resolve(wanted ?? path.join(root, '.cluster'));
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const ports = {
    primary: await freePort(),
    replica: await freePort(),
    bouncer: await freePort(),
    nginx: smoke ? await freePort() : nginxPort,
    api: [],
  };
  for (let i = 0; i < instances; i++) ports.api.push(await freePort());
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const sock = path.join(dir, 'sock');
  mkdirSync(sock, { recursive: true });
  if (isRoot) chownSync(sock, pgUid, pgGid);
  if (isRoot) chownSync(dir, pgUid, pgGid);

  // Primary: a fresh cluster set up for streaming replication.
  const fresh = !existsSync(path.join(primaryDir, 'PG_VERSION'));
  if (fresh) {
    log('initdb primary...');
    run(`${pgbin}/initdb`, ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    writeFileSync(
      path.join(primaryDir, 'pg_hba.conf'),
      'local all all trust\nhost all all 127.0.0.1/32 trust\nhost replication all 127.0.0.1/32 trust\n',
    );
  }
  // pgBackRest: its configuration names this run's port, so it and the primary's settings are written every start
  const chownPg = (p) => isRoot && execFileSync('chown', ['-R', 'postgres:postgres', p]);
  const backupConf = backup.writeConfig({ dir, primaryDir, port: ports.primary, sock, chown: chownPg });
  writeFileSync(
    path.join(primaryDir, 'postgresql.auto.conf'),
    [
      "listen_addresses = '127.0.0.1'",
      'max_connections = 300',
      'wal_level = replica',
      'max_wal_senders = 5',
      'hot_standby = on',
      'fsync = on',
      'shared_buffers = 256MB',
      ...backup.archiveSettings(backupConf),
      '',
    ].join('\n'),
  );
  chownPg(path.join(primaryDir, 'postgresql.auto.conf'));
  const pgStart = (d, port, logName) =>
    run(`${pgbin}/pg_ctl`, ['-D', d, '-l', path.join(dir, logName), '-w', '-o', `-p ${port} -k ${sock}`, 'start']);
  pgStart(primaryDir, ports.primary, 'primary.log');
  pgStarted.push(primaryDir);
  log(`PostgreSQL primary di 127.0.0.1:${ports.primary}`);
  const psql = (port, q, db = 'postgres') =>
    run(`${pgbin}/psql`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', db, '-tAc', q])
      .toString()
      .trim();
  if (fresh) {
    psql(ports.primary, 'CREATE ROLE kilau LOGIN');
    psql(ports.primary, 'CREATE DATABASE kilau OWNER kilau');
    // pgbouncer in transaction mode cannot carry per-connection startup options: the limits the API sets per
    // connection (db/client.ts) are the role's defaults here.
    psql(ports.primary, "ALTER ROLE kilau SET lock_timeout = '3s'");
    psql(ports.primary, "ALTER ROLE kilau SET statement_timeout = '5min'");
  }
  // the stanza, a check that archiving reaches the repository, and a first full backup when there is none
  const pb = backup.prepare({ run, conf: backupConf });
  if (!backup.info(pb).backups.length) {
    log('pgBackRest: cadangan penuh pertama...');
    pb('backup', '--type=full');
  }
  log(`pgBackRest: arsip WAL dan cadangan di ${path.join(dir, 'pgbackrest', 'repo')}`);

  // Replica: a base backup of the primary, streaming (-R writes primary_conninfo + standby.signal).
  if (!existsSync(path.join(replicaDir, 'PG_VERSION'))) {
    log('pg_basebackup replica...');
    run(`${pgbin}/pg_basebackup`, [
      '-h',
      '127.0.0.1',
      '-p',
      String(ports.primary),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
  }
  // The primary's port may differ from the one in the backup's conninfo (free ports per run).
  writeFileSync(
    path.join(replicaDir, 'postgresql.auto.conf'),
    [
      "listen_addresses = '127.0.0.1'",
      'max_connections = 300',
      'hot_standby = on',
      `primary_conninfo = 'host=127.0.0.1 port=${ports.primary} user=postgres'`,
      '',
    ].join('\n'),
  );
  if (isRoot) chownSync(path.join(replicaDir, 'postgresql.auto.conf'), pgUid, pgGid);
  pgStart(replicaDir, ports.replica, 'replica.log');
  pgStarted.push(replicaDir);
  log(`PostgreSQL replica di 127.0.0.1:${ports.replica} (streaming)`);

  // pgbouncer, transaction pooling, in front of the primary.
  const bini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(
    bini,
    [
      '[databases]',
      `kilau = host=127.0.0.1 port=${ports.primary} dbname=kilau user=kilau`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${ports.bouncer}`,
      `unix_socket_dir = ${sock}`,
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 2000',
      'default_pool_size = 40',
      'reserve_pool_size = 10',
      'ignore_startup_parameters = options,extra_float_digits',
      'server_reset_query =',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'userlist.txt'), '"kilau" ""\n');
  if (isRoot) for (const f of ['pgbouncer.ini', 'userlist.txt']) chownSync(path.join(dir, f), pgUid, pgGid);
  startChild('pgbouncer', '/usr/sbin/pgbouncer', [bini], { asPostgres: true });
  await waitFor('pgbouncer', () => tcpOpen(ports.bouncer));
  log(`pgbouncer (transaction) di 127.0.0.1:${ports.bouncer}`);

  // The web build the instances serve (same as npm start).
  execFileSync(process.execPath, [path.join(root, 'scripts/build-web.mjs')], { stdio: 'inherit' });

  // API instances: one after the other (the first runs the migrations and the first-start seed).
  const jwt = randomBytes(32).toString('hex');
  const adminPassword = smoke ? `Cl-${randomBytes(6).toString('hex')}` : process.env.ADMIN_PASSWORD;
  for (let i = 0; i < instances; i++) {
    const name = `api${i + 1}`;
    const e = startChild(name, process.execPath, [path.join(root, 'scripts/start-server.mjs')], {
      env: {
        PORT: String(ports.api[i]),
        HOST: '127.0.0.1',
        DATABASE_URL: `postgres://kilau@127.0.0.1:${ports.bouncer}/kilau`,
        DATABASE_DIRECT_URL: `postgres://kilau@127.0.0.1:${ports.primary}/kilau`,
        DATABASE_REPLICA_URL: `postgres://kilau@127.0.0.1:${ports.replica}/kilau`,
        KILAU_INSTANCE: name,
        REALTIME: 'postgres',
        DATABASE_POOLED: 'true',
        JWT_SECRET: process.env.JWT_SECRET ?? jwt,
        TRUST_PROXY: '127.0.0.1',
        ...(adminPassword ? { ADMIN_PASSWORD: adminPassword } : {}),
        ...extraEnv,
      },
      logFile: path.join(dir, `${name}.log`),
    });
    await waitFor(
      name,
      async () => {
        if (e.exited) throw new Error(`${name} gagal: ${e.out.join('').slice(-2000)}`);
        const r = await fetch(`http://127.0.0.1:${ports.api[i]}/api/health`);
        return r.ok;
      },
      90_000,
    ).catch((err) => {
      throw new Error(`${err.message}\n${e.out.join('').slice(-3000)}`);
    });
    log(`${name} di 127.0.0.1:${ports.api[i]}`);
  }

  // nginx: round robin over the instances for HTTP; websockets upgraded (socket.io clients use the websocket
  // transport through the balancer, so no sticky sessions are needed).
  const ngdir = path.join(dir, 'nginx');
  mkdirSync(path.join(ngdir, 'tmp'), { recursive: true });
  writeFileSync(
    path.join(ngdir, 'nginx.conf'),
    `worker_processes 2;
pid ${ngdir}/nginx.pid;
error_log ${ngdir}/error.log warn;
${isRoot ? 'user postgres;' : ''}
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${ngdir}/tmp/body;
  proxy_temp_path ${ngdir}/tmp/proxy;
  fastcgi_temp_path ${ngdir}/tmp/fastcgi;
  uwsgi_temp_path ${ngdir}/tmp/uwsgi;
  scgi_temp_path ${ngdir}/tmp/scgi;
  client_max_body_size 200m;
  proxy_request_buffering off;
  upstream kilau {
${ports.api.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${ports.nginx};
    location / {
      proxy_pass http://kilau;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 600s;
      proxy_next_upstream error timeout http_502;
    }
  }
}
`,
  );
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', ngdir]);
  startChild('nginx', '/usr/sbin/nginx', ['-p', ngdir, '-c', path.join(ngdir, 'nginx.conf'), '-g', 'daemon off;']);
  await waitFor('nginx', () => tcpOpen(ports.nginx));
  log(`nginx di http://127.0.0.1:${ports.nginx} → ${ports.api.length} instance API`);
  const apis = children.filter((c) => c.name.startsWith('api'));
  return {
    dir,
    ports,
    adminPassword,
    /** pgBackRest on this deployment's stanza (`pb('info')`, `pb('backup', '--type=incr')` …). */
    pgbackrest: pb,
    /** Starts a PostgreSQL on `dataDir` (a restored copy) on a free port; returns its port and a stop function. */
    startCopy: async (dataDir) => {
      const port = await freePort();
      run(`${pgbin}/pg_ctl`, [
        '-D',
        dataDir,
        '-l',
        `${dataDir}.log`,
        '-w',
        '-t',
        '120',
        '-o',
        `-p ${port} -k ${sock}`,
        'start',
      ]);
      pgStarted.push(dataDir);
      return {
        port,
        psql: (q, db) => psql(port, q, db),
        stop: () => {
          run(`${pgbin}/pg_ctl`, ['-D', dataDir, '-w', '-m', 'fast', 'stop']);
          pgStarted = pgStarted.filter((x) => x !== dataDir);
        },
      };
    },
    /** kill -9 of one API instance (a fault test). */
    killApi: (i) => apis[i]?.child.kill('SIGKILL'),
    stopReplica: () => {
      const d = path.join(dir, 'replica');
      run(`${pgbin}/pg_ctl`, ['-D', d, '-w', '-m', 'immediate', 'stop']);
      pgStarted = pgStarted.filter((x) => x !== d);
    },
  };
}

// ------------------------------------------------------------------------------------------------ main
if (isMain) {
  const smoke = flag('smoke');
  let state;
  const onSignal = async (sig) => {
    log(`${sig} diterima`);
    await stopAll(state?.dir ?? '', flag('keep') || !smoke);
    process.exit(0);
  };
  process.on('SIGINT', () => void onSignal('SIGINT'));
  process.on('SIGTERM', () => void onSignal('SIGTERM'));

  try {
    state = await startCluster({
      instances: Math.max(2, Number(opt('instances', 2))),
      temp: smoke,
      dir: opt('dir', undefined),
      nginxPort: Number(opt('port', 8088)),
    });
  } catch (e) {
    log(`gagal memulai: ${e instanceof Error ? e.message : String(e)}`);
    await stopAll(state?.dir ?? '', true);
    process.exit(1);
  }

  if (smoke) {
    const { runSmoke } = await import('./cluster-smoke.mjs');
    const { runBackupSmoke } = await import('./cluster-backup-smoke.mjs');
    let ok = false;
    try {
      await runSmoke({ ...state, log });
      await runBackupSmoke({ ...state, log });
      ok = true;
    } catch (e) {
      log(`SMOKE GAGAL: ${e instanceof Error ? e.stack : String(e)}`);
    }
    await stopAll(state.dir, flag('keep'));
    log(ok ? 'smoke OK' : 'smoke GAGAL');
    process.exit(ok ? 0 : 1);
  } else {
    log(`siap: http://127.0.0.1:${state.ports.nginx} (Ctrl-C untuk berhenti)`);
  }
}
