/**
 * Two API instances on one database (issue 17: several instances behind nginx). Everything that must hold across
 * instances lives in PostgreSQL — the close lock, sessions, idempotency — and realtime goes through the socket.io
 * PostgreSQL adapter (REALTIME=postgres), so:
 * - a close on A is refused while B closes the same store;
 * - a logout on A revokes the token on B at once;
 * - close progress started on A reaches a socket connected to B.
 */
import { MSG } from '@kilau/domain';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createDb, type Db } from '../db/client.ts';
import { registerCloseStep } from '../modules/system/close-steps.ts';
import { createTestApp, type TestApp, testConfig } from './helpers.ts';

type Progress = { percentage: number; message: string };

let a: TestApp;
let bDb: Db;
let b: FastifyInstance;
let bBase: string;
const sockets: Socket[] = [];

/** A close step that holds store TI's close open until the test lets it go. */
let hold: { entered: () => void; release: Promise<void> } | undefined;

beforeAll(async () => {
  registerCloseStep({
    name: 'two-instances-hold',
    message: 'Langkah Uji Dua Instance',
    run: async (_tx, ctx) => {
      if (ctx.kode_toko !== 'TI' || !hold) return;
      hold.entered();
      await hold.release;
    },
  });
  const config = testConfig({ REALTIME: 'postgres' });
  a = await createTestApp({ config });
  bDb = createDb(a.url, 5);
  b = await buildApp({ db: bDb, config, dbMode: inject('dbMode') });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  await b.listen({ port: 0, host: '127.0.0.1' });
  const addr = b.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no port');
  bBase = `http://127.0.0.1:${addr.port}`;
});

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await b?.close();
  await bDb?.$client.end();
  await a?.close();
});

const onB = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, body?: unknown) =>
  b.inject({ method, url: `/api/${url}`, headers: { 'x-auth-token': token }, ...(body ? { payload: body } : {}) });

async function owner(kode: string, tgl: string, n = 1): Promise<string> {
  if (n === 1) await a.createStore({ kode_toko: kode, tgl_system: tgl });
  await a.createUser({ user_id: `${kode}_O${n}`, level: 'OWN', kode_toko: kode, password: 'dua-instance-1' });
  return a.login(`${kode}_O${n}`, 'dua-instance-1');
}

describe('two API instances on one database', () => {
  it('a close on A is refused while B closes the same store; B finishes', async () => {
    const token = await owner('TI', '2024-06-01');
    let entered!: () => void;
    const inStep = new Promise<void>((r) => {
      entered = r;
    });
    let release!: () => void;
    hold = { entered, release: new Promise<void>((r) => (release = r)) };
    const closingOnB = onB('PUT', 'system/close', token, { PROSES: 'close' });
    await inStep;
    const onA = await a.call('PUT', 'system/close', { token, body: { PROSES: 'close' } });
    expect(onA.statusCode).toBe(409);
    expect(onA.json().message).toBe(MSG.closeRunning);
    release();
    hold = undefined;
    const done = await closingOnB;
    expect(done.statusCode, done.body).toBe(200);
    const day = await a.db.execute<{ tgl_system: string }>(
      // one close only: the day moved by exactly one
      (await import('drizzle-orm')).sql`SELECT tgl_system FROM stores WHERE kode_toko = 'TI'`,
    );
    expect(day.rows[0]?.tgl_system).toBe('2024-06-02');
  });

  it('a logout on A revokes the token on B at once', async () => {
    const token = await owner('TL', '2024-06-01');
    expect((await onB('GET', 'para-system', token)).statusCode).toBe(200);
    const out = await a.call('POST', 'users/logout', { token, body: { user_id: 'TL_O1' } });
    expect(out.statusCode).toBe(200);
    const after = await onB('GET', 'para-system', token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(MSG.invalidToken);
  });

  it('close progress started on A reaches a socket connected to B', async () => {
    const token = await owner('TP', '2024-06-01');
    const socket = io(bBase, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const events: Progress[] = [];
    const finished = new Promise<void>((resolve) => {
      socket.on('closed-store-progress', (p: Progress) => {
        events.push(p);
        if (p.percentage === 100) resolve();
      });
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect_error', reject);
      socket.once('start-closed-store', () => resolve());
      socket.once('connect', () => socket.emit('start-closed-store'));
    });
    const res = await a.call('PUT', 'system/close', { token, body: { PROSES: 'close' } });
    expect(res.statusCode, res.body).toBe(200);
    await finished;
    expect(events[0]?.message).toContain('2024-06-01');
    expect(events.map((e) => e.message)).toContain('Langkah Uji Dua Instance');
    expect(events.at(-1)).toEqual({ percentage: 100, message: MSG.closeOk });
  });
});
