/**
 * Database faults during a request (issue 9): a lost connection fails only its request (503) and the server keeps
 * serving; lock waits end before the web client's time-out and answer 409; every SQLSTATE of a fault has its
 * Indonesian answer.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMEOUT_MS } from '../../../web/src/lib/api-client.ts';
import { createDb, type Db, LOCK_TIMEOUT_MS } from '../db/client.ts';
import { registerErrorHandler } from '../plugins/errors.plugin.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;

const PIECE = {
  nama_barang: 'cincin',
  kode_group: 'E75',
  kode_dept: 'CC',
  kode_gudang: 'ETL',
  kode_baki: 'B1',
  berat: '1',
  kadar: '75',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  const post = (url: string, body: unknown) => t.call('POST', url, { token: admin, body });
  await post('group', { kode_group: 'E75', nama_group: 'EMAS 75', jenis_group: 'EMAS', harga: 1000000 });
  await post('jenis', { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' });
  await post('gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' });
  await post('baki', { kode_baki: 'B1', nama_baki: 'BAKI 1', kode_gudang: 'ETL', berat_baki: '100' });
});
afterAll(() => t?.close());

const addPiece = () => t.call('POST', 'barang', { token: admin, body: { items: [PIECE] } });

/** A second connection holding the store row, so every stock write waits on it inside its transaction. */
async function holdStoreRow(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: t.url });
  await c.connect();
  await c.query('BEGIN');
  await c.query(`SELECT 1 FROM stores WHERE kode_toko = 'PST' FOR UPDATE`);
  return c;
}

/** The backend of this test's database that waits on a lock (the request's transaction). */
async function waitingBackend(probe: pg.Client): Promise<number> {
  for (;;) {
    const { rows } = await probe.query(
      `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
      [t.dbName],
    );
    if (rows[0]) return rows[0].pid as number;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('a lost database connection fails only its request', () => {
  it('issue 9.8: 5/5 connections terminated inside a stock write answer 503, and the next request is served', async () => {
    const probe = new pg.Client({ connectionString: t.url });
    await probe.connect();
    try {
      for (let i = 0; i < 5; i++) {
        const holder = await holdStoreRow();
        try {
          const pending = addPiece();
          const pid = await waitingBackend(probe);
          await probe.query('SELECT pg_terminate_backend($1)', [pid]);
          const res = await pending;
          expect(res.statusCode).toBe(503);
          expect(res.json()).toEqual({ message: 'Database Tidak Tersedia' });
        } finally {
          await holder.query('ROLLBACK');
          await holder.end();
        }
        const next = await addPiece();
        expect(next.statusCode).toBe(200);
        expect((await t.call('GET', 'health')).statusCode).toBe(200);
      }
    } finally {
      await probe.end();
    }
  });

  it('issue 9.8: a server that refuses connections answers 503, never 500', async () => {
    // Nothing listens on port 1: the pool's connect fails with ECONNREFUSED.
    const db = createDb('postgres://kilau:kilau@127.0.0.1:1/kilau', 1);
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/x', async () => (await db.$client.query('SELECT 1')).rows);
    try {
      const res = await app.inject({ method: 'GET', url: '/x' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Database Tidak Tersedia' });
    } finally {
      await app.close();
      await db.$client.end();
    }
  });
});

describe('lock waits and conflicts answer in Indonesian, before the web gives up', () => {
  it('issue 9.12: lock waits are bounded below the web client time-out', async () => {
    expect(LOCK_TIMEOUT_MS).toBeLessThan(TIMEOUT_MS);
    const { rows } = await t.db.$client.query(`SELECT current_setting('lock_timeout') AS lt`);
    expect(rows[0].lt).toBe(`${LOCK_TIMEOUT_MS / 1000}s`);
  });

  it('issue 9.12: a stock write waiting on a row held by another transaction answers 409, not 500', async () => {
    const holder = await holdStoreRow();
    try {
      const res = await addPiece();
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Data Sedang Dipakai Transaksi Lain, Silahkan Coba Lagi' });
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect((await addPiece()).statusCode).toBe(200);
  });

  it('issue 9.12: deadlock, serialization, lock and statement time-outs, and connection faults have their answer', async () => {
    const db: Db = createDb(t.url, 2);
    const app = Fastify();
    registerErrorHandler(app);
    // A real PostgreSQL error with the SQLSTATE asked for, through the same driver as the services.
    app.get<{ Params: { code: string } }>('/raise/:code', async (req) => {
      await db.$client.query(`DO $$ BEGIN RAISE EXCEPTION 'fault' USING ERRCODE = '${req.params.code}'; END $$`);
      return {};
    });
    const busy = { message: 'Data Sedang Dipakai Transaksi Lain, Silahkan Coba Lagi' };
    const down = { message: 'Database Tidak Tersedia' };
    const expected: Record<string, [number, unknown]> = {
      '40P01': [409, busy], // deadlock_detected
      '40001': [409, busy], // serialization_failure
      '55P03': [409, busy], // lock_not_available
      '57014': [503, { message: 'Server Sedang Sibuk, Silahkan Coba Lagi' }], // query_canceled (statement_timeout)
      '57P01': [503, down], // admin_shutdown
      '57P02': [503, down], // crash_shutdown
      '57P03': [503, down], // cannot_connect_now
      '08006': [503, down], // connection_failure
      '53300': [503, down], // too_many_connections
    };
    try {
      for (const [code, [status, body]] of Object.entries(expected)) {
        const res = await app.inject({ method: 'GET', url: `/raise/${code}` });
        expect([code, res.statusCode, res.json()]).toEqual([code, status, body]);
      }
    } finally {
      await app.close();
      await db.$client.end();
    }
  });
});

describe('field 7: a restarting database (its socket gone) answers 503 everywhere', () => {
  it('field 7: with the Unix socket missing, login, a read, a keyed write and health answer 503 with the outage message', async () => {
    // The app on its own pool, so the shared one of this file keeps working afterwards.
    const own = await createTestApp();
    try {
      const token = await own.login('ADMIN', ADMIN_PASSWORD);
      const pool = own.db.$client;
      // PostgreSQL restarting: its backends are gone and its socket file does not exist yet (connect → ENOENT).
      await t.db.$client.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [own.dbName],
      );
      const url = new URL(own.url);
      url.host = `${encodeURIComponent('/tmp/kilau-no-such-socket-dir')}:5432`;
      (pool.options as { connectionString?: string }).connectionString = url.toString();
      const down = { message: 'Database Tidak Tersedia' };
      const answers = [
        await own.call('POST', 'users/login', { body: { user_id: 'ADMIN', password: ADMIN_PASSWORD } }),
        await own.call('GET', 'group/get/all', { token }),
        await own.call('POST', 'group', {
          token,
          headers: { 'idempotency-key': 'field-7-key' },
          body: { kode_group: 'E70', nama_group: 'EMAS 70', jenis_group: 'EMAS', harga: 900000 },
        }),
        await own.call('POST', 'barang', { token, body: { items: [PIECE] } }),
      ];
      expect(answers.map((r) => [r.statusCode, r.json()])).toEqual(answers.map(() => [503, down]));
      const health = await own.call('GET', 'health');
      expect(health.statusCode).toBe(503);
    } finally {
      await own.close();
    }
  });

  it('field 7: connect ENOENT on a Unix socket is an outage (503), an ENOENT of a file is not', async () => {
    const db = createDb(`postgres://kilau:kilau@${encodeURIComponent('/tmp/kilau-no-such-socket-dir')}:5432/kilau`, 1);
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/x', async () => (await db.$client.query('SELECT 1')).rows);
    app.get('/file', async () => {
      const { readFile } = await import('node:fs/promises');
      return readFile('/tmp/kilau-no-such-file');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/x' });
      expect([res.statusCode, res.json()]).toEqual([503, { message: 'Database Tidak Tersedia' }]);
      const file = await app.inject({ method: 'GET', url: '/file' });
      expect(file.statusCode).toBe(500);
    } finally {
      await app.close();
      await db.$client.end();
    }
  });
});

describe('field 9: a full data disk says so, writes nothing and is logged loudly', () => {
  const diskFull = { message: 'Disk Server Penuh, Data Belum Tersimpan. Hubungi Admin, Lalu Coba Lagi' };

  it('field 9: PostgreSQL refusing a write with disk_full (53100) answers 503 saying the disk is full; nothing is written', async () => {
    const count = async () => (await t.db.$client.query('SELECT count(*)::int AS n FROM barang')).rows[0].n as number;
    const before = await count();
    await t.db.$client.query(`
      CREATE FUNCTION field9_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$;
      CREATE TRIGGER field9_disk_full BEFORE INSERT ON barang FOR EACH ROW EXECUTE FUNCTION field9_disk_full();`);
    try {
      const res = await addPiece();
      expect([res.statusCode, res.json()]).toEqual([503, diskFull]);
      expect(await count()).toBe(before);
    } finally {
      await t.db.$client.query('DROP TRIGGER field9_disk_full ON barang; DROP FUNCTION field9_disk_full()');
    }
    expect((await addPiece()).statusCode).toBe(200);
  });

  it('field 9: disk_full from PostgreSQL and ENOSPC from a file write are logged at error level naming the full disk', async () => {
    const lines: { level: number; msg: string }[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (l: string) => lines.push(JSON.parse(l)) } } });
    registerErrorHandler(app);
    app.get('/db', async () => {
      await t.db.$client.query(`DO $$ BEGIN RAISE EXCEPTION 'full' USING ERRCODE = 'disk_full'; END $$`);
      return {};
    });
    app.get('/file', async () => {
      const { writeFile } = await import('node:fs/promises');
      // /dev/full: every write fails with ENOSPC, as on a full data disk
      await writeFile('/dev/full', 'foto');
      return {};
    });
    try {
      for (const url of ['/db', '/file']) {
        const res = await app.inject({ method: 'GET', url });
        expect([url, res.statusCode, res.json()]).toEqual([url, 503, diskFull]);
      }
      const loud = lines.filter((l) => l.level >= 50 && /disk.*full/i.test(l.msg));
      expect(loud.length).toBeGreaterThanOrEqual(1);
    } finally {
      await app.close();
    }
  });
});
