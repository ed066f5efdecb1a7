/** Configuration from the environment (DESIGN.md "start-up contract"). */
import path from 'node:path';
// the dates rules alone: the entry of the server bundle loads no more than it needs to start PostgreSQL
import { DEFAULT_ZONE, type ZoneName, zoneOf } from '@kilau/domain/rules/dates.rules';
import { SERVER_SRC } from './paths.ts';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /**
   * A direct connection to the primary when DATABASE_URL goes through pgbouncer in transaction mode: migrations
   * and LISTEN (the realtime adapter) need a session of their own (`DATABASE_DIRECT_URL`, default DATABASE_URL).
   */
  databaseDirectUrl?: string;
  /** DATABASE_URL goes through a pooler in transaction mode (`DATABASE_POOLED=true`): no named statements. */
  pooled: boolean;
  /** A streaming replica for read-only report queries (`DATABASE_REPLICA_URL`); the primary when unset or down. */
  databaseReplicaUrl?: string;
  /** `REALTIME=postgres`: socket.io events reach sockets of every instance sharing the database (NOTIFY). */
  realtime: 'local' | 'postgres';
  /** This instance's name, answered as `X-Kilau-Instance` (`KILAU_INSTANCE`; several instances behind nginx). */
  instance?: string;
  pgPort?: number;
  jwtSecret?: string;
  adminPassword?: string;
  store: { kode: string; nama: string; tipe: 'PUSAT' | 'CABANG' };
  /** The time zone of the store created on first start (`TZ_TOKO`: WIB, WITA, WIT or their IANA id). */
  timeZone: ZoneName;
  webDist: string;
  logLevel: string;
  /** Behind a reverse proxy: trust X-Forwarded-For so login limits see the client's address. */
  trustProxy: boolean | string;
  /** Hold every answer against its declared response schema (`CHECK_RESPONSES=true`; tests and e2e runs). */
  checkResponses: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const tipe = (env.STORE_TYPE ?? 'PUSAT').toUpperCase();
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || env.DATABASE_URL || undefined,
    databaseReplicaUrl: env.DATABASE_REPLICA_URL || undefined,
    pooled: env.DATABASE_POOLED === 'true',
    realtime: env.REALTIME === 'postgres' ? 'postgres' : 'local',
    instance: env.KILAU_INSTANCE || undefined,
    pgPort: env.PG_PORT ? Number(env.PG_PORT) : undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    store: {
      kode: (env.STORE_CODE ?? 'PST').toUpperCase(),
      nama: (env.STORE_NAME ?? 'KILAU PUSAT').toUpperCase(),
      tipe: tipe === 'CABANG' ? 'CABANG' : 'PUSAT',
    },
    timeZone: storeZone(env.TZ_TOKO),
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../web/dist', SERVER_SRC).pathname),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || false,
    checkResponses: env.CHECK_RESPONSES === 'true',
  };
}

function storeZone(raw: string | undefined): ZoneName {
  if (!raw?.trim()) return DEFAULT_ZONE;
  const zone = zoneOf(raw);
  if (!zone)
    throw new Error(
      `TZ_TOKO=${raw} tidak dikenal: gunakan WIB, WITA, WIT (atau Asia/Jakarta, Asia/Makassar, Asia/Jayapura)`,
    );
  return zone;
}
