/**
 * Process entry: embedded or external PostgreSQL, migrations, first-start seed, HTTP server, clean shutdown.
 * A database fault fails only the requests it touches (503): the pool drops broken connections, the embedded
 * postmaster is restarted by its supervisor (db/embedded.ts), and only a signal stops both.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { backupSettings } from './backup/settings.ts';
import { loadConfig } from './config.ts';
import { type EmbeddedDb, startEmbedded } from './db/embedded.ts';
import { SERVER_SRC } from './paths.ts';

/**
 * The rest of the server (Fastify, Drizzle, every module) is loaded while PostgreSQL starts: the entry holds only
 * the config and the embedded server (in the bundle, a small first chunk), the import below starts once the
 * postmaster has been spawned (or at once with an external database).
 */
const loadServer = () =>
  Promise.all([import('./app.ts'), import('./bootstrap.ts'), import('./db/client.ts')]).then(
    ([{ buildApp }, { bootstrap }, client]) => ({ buildApp, bootstrap, ...client }),
  );

/** The migrations' key: their journal and SQL (not the snapshots, which only drizzle-kit reads). */
function migrationsKey(): string {
  const dir = fileURLToPath(new URL('db/migrations', SERVER_SRC));
  const h = createHash('sha256').update(readFileSync(path.join(dir, 'meta', '_journal.json')));
  for (const f of readdirSync(dir).sort()) if (f.endsWith('.sql')) h.update(f).update(readFileSync(path.join(dir, f)));
  return `m${h.digest('hex').slice(0, 12)}`;
}

const config = loadConfig();
// continuous archiving and base backups of the embedded database (issue 26; BACKUP_DIR=off: none)
const backup = backupSettings(config.dataDir);
const log = (m: string) => process.stdout.write(`[kilau] ${m}\n`);

let embedded: EmbeddedDb | undefined;
let stopping = false;

async function main() {
  const started = Date.now();
  let modules: ReturnType<typeof loadServer> | undefined;
  if (!config.databaseUrl) {
    const starting = startEmbedded({
      dataDir: config.dataDir,
      port: config.pgPort,
      log,
      archive: backup.dir ? { dir: backup.dir, timeoutSeconds: backup.archiveTimeoutSeconds } : undefined,
      onSpawn: () => {
        modules ??= loadServer();
      },
      // an empty data dir starts as a copy of a migrated cluster (made once per set of migrations)
      prepare: {
        key: migrationsKey,
        run: async (url) => {
          modules ??= loadServer();
          const { createDb, runMigrations } = await modules;
          const db = createDb(url, 1);
          try {
            await runMigrations(db);
          } finally {
            await db.$client.end();
          }
        },
      },
    });
    try {
      embedded = await starting;
    } finally {
      // a failed start never leaves an import rejecting unheard
      modules?.catch(() => {});
    }
    log(`PostgreSQL embedded berjalan di 127.0.0.1:${embedded.port} (data: ${config.dataDir}/pg)`);
  }
  const { buildApp, bootstrap, createDb, runMigrations, useNamedStatements } = await (modules ?? loadServer());
  useNamedStatements(!config.pooled);
  const db = createDb(config.databaseUrl ?? (embedded as EmbeddedDb).url);
  // Migrations take a session of their own: through pgbouncer (transaction pooling) they use the direct URL.
  const direct =
    config.databaseDirectUrl && config.databaseDirectUrl !== config.databaseUrl
      ? createDb(config.databaseDirectUrl, 1)
      : undefined;
  await runMigrations(direct ?? db);
  await direct?.$client.end();
  await bootstrap(db, config, log);
  const readDb = config.databaseReplicaUrl ? createDb(config.databaseReplicaUrl, 10) : undefined;
  const { createBackupService } = await import('./backup/service.ts');
  const backups = embedded
    ? createBackupService({ settings: backup, dataDir: config.dataDir, url: embedded.url, pool: db.$client, log })
    : undefined;
  if (embedded && !backup.dir) log('BACKUP_DIR=off: data toko tidak dicadangkan.');
  const app = await buildApp({
    backups,
    db,
    readDb,
    config,
    dbMode: embedded ? 'embedded' : 'external',
    logger: { level: config.logLevel },
  });
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} diterima, server dihentikan...`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      backups?.stop();
      await app.close();
      await db.$client.end();
      await readDb?.$client.end();
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // The embedded server runs in its own process group: a closed terminal must stop it through us.
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
  await app.listen({ port: config.port, host: config.host });
  log(`Kilau siap di http://${config.host}:${config.port} (${Date.now() - started} ms)`);
  backups?.startAutomatic();
}

main().catch(async (e) => {
  process.stderr.write(`[kilau] Gagal memulai: ${e instanceof Error ? e.message : String(e)}\n`);
  await embedded?.stop().catch(() => {});
  process.exit(1);
});
