/**
 * vitest globalSetup of the server project: one PostgreSQL server per run (DATABASE_URL, else one embedded
 * server under /tmp), one migrated template database; each test file clones it (`helpers.ts`).
 * Database names carry the run id `<epoch>_<pid>`, so leftovers of a crashed run against the same external
 * server are recognised and dropped by a later run, and two runs never collide.
 */
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, runMigrations } from '../db/client.ts';
import { type EmbeddedDb, startEmbedded } from '../db/embedded.ts';
import { DB_PREFIX, dbUrl, quoteIdent } from './db-names.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `postgres://…` of the server, any database (helpers swap the database name). */
    pgServerUrl: string;
    /** Migrated template database the test files clone. */
    templateDb: string;
    /** Prefix of every database this run creates. */
    runDbPrefix: string;
    dbMode: 'embedded' | 'external';
  }
}

/** Leftovers older than this belong to a dead run (a run never lasts that long). */
const STALE_SECONDS = 3 * 3600;

async function admin<T>(serverUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function dropDatabases(serverUrl: string, where: (name: string) => boolean): Promise<void> {
  await admin(serverUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${DB_PREFIX}%`,
    ]);
    for (const { datname } of rows) {
      if (!where(datname)) continue;
      try {
        await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
      } catch (e) {
        // Another role's leftover, or one being dropped by a concurrent run: not worth failing this run for.
        process.stderr.write(`[test] database ${datname} not dropped: ${e instanceof Error ? e.message : String(e)}\n`);
      }
    }
  });
}

const TMP = '/tmp';
const DIR_PREFIX = 'kilau-test-';

/**
 * Data dirs of runs that were killed before their teardown: old, and no live postmaster. A live one is left
 * alone (it may be another run's server).
 */
function removeStaleDataDirs(): void {
  const now = Date.now();
  for (const name of readdirSync(TMP)) {
    if (!name.startsWith(DIR_PREFIX)) continue;
    const dir = path.join(TMP, name);
    try {
      if (now - statSync(dir).mtimeMs < STALE_SECONDS * 1000) continue;
      const pidFile = path.join(dir, 'pg', 'postmaster.pid');
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
      if (pid > 0 && existsSync(`/proc/${pid}`)) continue;
      rmSync(dir, { recursive: true, force: true });
    } catch {
      /* another run is cleaning it up, or it is not ours to read */
    }
  }
}

/** `kilau_t_<epoch>_<pid>…` → epoch seconds, or undefined for a name that is not ours. */
function runEpoch(name: string): number | undefined {
  const m = /^kilau_t_(\d+)_/.exec(name);
  return m ? Number(m[1]) : undefined;
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedDb | undefined;
  let dataDir: string | undefined;
  const external = process.env.DATABASE_URL;
  if (external) {
    const now = Math.floor(Date.now() / 1000);
    await dropDatabases(external, (n) => {
      const e = runEpoch(n);
      return e !== undefined && now - e > STALE_SECONDS;
    });
  } else {
    // mkdtemp makes a 0700 folder; as root the server runs as `postgres`, which must traverse it.
    removeStaleDataDirs();
    dataDir = mkdtempSync(path.join(TMP, DIR_PREFIX));
    chmodSync(dataDir, 0o755);
    embedded = await startEmbedded({ dataDir });
    // A throw-away server: durability buys nothing here and costs a sync per commit.
    await admin(embedded.url, async (c) => {
      await c.query('ALTER SYSTEM SET fsync = off');
      await c.query('ALTER SYSTEM SET synchronous_commit = off');
      await c.query('ALTER SYSTEM SET full_page_writes = off');
      await c.query('SELECT pg_reload_conf()');
    });
  }
  const serverUrl = external ?? (embedded as EmbeddedDb).url;
  const runId = `${Math.floor(Date.now() / 1000)}_${process.pid}`;
  const runDbPrefix = `${DB_PREFIX}${runId}_`;
  const templateDb = `${runDbPrefix}tpl`;

  await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${quoteIdent(templateDb)}`));
  const db = createDb(dbUrl(serverUrl, templateDb), 2);
  try {
    await runMigrations(db);
  } finally {
    await db.$client.end();
  }

  project.provide('pgServerUrl', serverUrl);
  project.provide('templateDb', templateDb);
  project.provide('runDbPrefix', runDbPrefix);
  project.provide('dbMode', external ? 'external' : 'embedded');

  return async () => {
    try {
      if (external) await dropDatabases(serverUrl, (n) => n.startsWith(runDbPrefix));
    } finally {
      await embedded?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
