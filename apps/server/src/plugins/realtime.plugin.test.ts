/**
 * Close-store progress over socket.io (spec §7.6): the handshake carries the session token, `start-closed-store`
 * subscribes the socket to its own store, and `closed-store-progress {percentage, message}` reaches only that
 * store's subscribed sockets.
 */
import { addDays } from '@kilau/domain';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCloseStep } from '../modules/system/close-steps.ts';
import { createTestApp, type TestApp } from '../test/helpers.ts';

type Progress = { percentage: number; message: string };
type Watched = { socket: Socket; events: Progress[]; done: () => Promise<Progress[]> };

let t: TestApp;
let base: string;
const sockets: Socket[] = [];

function connect(token: unknown): Socket {
  const s = io(base, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(s);
  return s;
}

/** Connects, records progress events, and resolves `done()` at the event with percentage 100. */
async function watch(token: string, subscribe = true): Promise<Watched> {
  const socket = connect(token);
  const events: Progress[] = [];
  let waiters: (() => void)[] = [];
  socket.on('closed-store-progress', (p: Progress) => {
    events.push(p);
    if (p.percentage === 100) for (const w of waiters.splice(0)) w();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  if (subscribe) await subscribeTo(socket);
  const done = () =>
    new Promise<Progress[]>((resolve) => {
      const finish = () => resolve([...events]);
      if (events.some((e) => e.percentage === 100)) finish();
      else waiters = [...waiters, finish];
    });
  return { socket, events, done };
}

/** `start-closed-store`, acknowledged by the server echoing the event once the socket has joined. */
function subscribeTo(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    socket.once('start-closed-store', () => resolve());
    socket.emit('start-closed-store');
  });
}

async function userOf(kode: string, tgl: string, n = 1): Promise<string> {
  await t.createStore({ kode_toko: kode, tgl_system: tgl });
  await t.createUser({ user_id: `${kode}_U${n}`, level: 'KASIR', kode_toko: kode, password: 'socket-123' });
  return t.login(`${kode}_U${n}`, 'socket-123');
}

const close = (token: string) => t.call('PUT', 'system/close', { token, body: { PROSES: 'close' } });

function expectProgress(events: Progress[], tanggal: string) {
  expect(events.length).toBeGreaterThanOrEqual(3);
  expect(events[0]?.message).toContain(tanggal);
  for (let i = 1; i < events.length; i++) {
    expect(events[i]?.percentage).toBeGreaterThan(events[i - 1]?.percentage as number);
  }
  for (const e of events) {
    expect(Object.keys(e).sort()).toEqual(['message', 'percentage']);
    expect(e.message).toEqual(expect.any(String));
  }
  expect(events.at(-1)).toEqual({ percentage: 100, message: 'Berhasil Menutup Toko' });
  const messages = events.map((e) => e.message);
  for (const n of [1, 2, 3]) expect(messages).toContain(`Langkah Uji ${n}`);
  expect(messages.indexOf('Langkah Uji 1')).toBeLessThan(messages.indexOf('Langkah Uji 3'));
}

beforeAll(async () => {
  // Steps later issues add to the pipeline show their message while they run.
  for (const n of [1, 2, 3])
    registerCloseStep({ name: `test-step-${n}`, message: `Langkah Uji ${n}`, run: async () => {} });
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${addr.port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t?.close();
});

describe('closed-store-progress', () => {
  it("reaches the store's subscribed sockets, increasing to 100, and never another store's", async () => {
    const tokenA = await userOf('RA', '2024-03-01');
    const tokenB = await userOf('RB', '2024-05-01');
    const a1 = await watch(tokenA);
    const a2 = await watch(tokenA);
    const b = await watch(tokenB);

    const res = await close(tokenA);
    expect(res.statusCode, res.body).toBe(200);
    for (const w of [a1, a2]) expectProgress(await w.done(), '2024-03-01');

    // Socket.io keeps order per socket: had B's socket received A's events, they would come before its own.
    const resB = await close(tokenB);
    expect(resB.statusCode, resB.body).toBe(200);
    const eventsB = await b.done();
    expectProgress(eventsB, '2024-05-01');
    expect(eventsB).toHaveLength((await a1.done()).length);
  });

  it('a connected socket that has not sent start-closed-store gets nothing', async () => {
    const first = await userOf('RC', '2024-03-01', 1);
    const idle = await watch(first, false);
    expect((await close(first)).statusCode).toBe(200);
    // Subscribe now and close the next day: the first event this socket ever sees is of the second close.
    await subscribeTo(idle.socket);
    await t.createUser({ user_id: 'RC_U2', level: 'KASIR', kode_toko: 'RC', password: 'socket-123' });
    const second = await t.login('RC_U2', 'socket-123');
    expect((await close(second)).statusCode).toBe(200);
    expectProgress(await idle.done(), addDays('2024-03-01', 1));
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'bukan-token'],
    ['a number', 42],
  ])('the handshake with %s is refused (`Invalid token.`)', async (_name, token) => {
    const s = connect(token);
    const err = await new Promise<Error>((resolve, reject) => {
      s.once('connect_error', resolve);
      s.once('connect', () => reject(new Error('connected')));
    });
    expect(err.message).toBe('Invalid token.');
  });

  it('a logged-out token is refused too', async () => {
    const token = await userOf('RD', '2024-03-01');
    expect((await t.call('POST', 'users/logout', { token, body: { user_id: 'RD_U1' } })).statusCode).toBe(200);
    const s = connect(token);
    const err = await new Promise<Error>((resolve) => s.once('connect_error', resolve));
    expect(err.message).toBe('Invalid token.');
  });
});
