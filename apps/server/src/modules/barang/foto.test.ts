import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp, testConfig } from '../../test/helpers.ts';

let t: TestApp;
let admin: string;
let code: string;
const dir = mkdtempSync('/tmp/kilau-foto-');
// smallest valid JPEG-shaped payload: SOI marker, some bytes, EOI marker
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ DATA_DIR: dir }) });
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  const post = (url: string, body: unknown) => t.call('POST', url, { token: admin, body });
  await post('group', { kode_group: 'E75', nama_group: 'EMAS 75', jenis_group: 'EMAS', harga: 1000000 });
  await post('jenis', { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' });
  await post('gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' });
  await post('baki', { kode_baki: 'B1', nama_baki: 'BAKI 1', kode_gudang: 'ETL', berat_baki: '100' });
  const r = await post('barang', {
    items: [
      {
        nama_barang: 'cincin',
        kode_group: 'E75',
        kode_dept: 'CC',
        kode_gudang: 'ETL',
        kode_baki: 'B1',
        berat: '1',
        kadar: '75',
      },
    ],
  });
  code = r.json().data[0].kode_barcode;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('foto barang', () => {
  it('stores a JPEG under the store path named by id and serves it back to the store only', async () => {
    const put = await t.call('PUT', `barang/foto/${code}`, {
      token: admin,
      body: JPEG,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.foto).toMatch(/^PST\/barang\/[0-9a-f-]{36}\.jpg$/);
    const get = await t.call('GET', `barang/foto/${code}`, { token: admin });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.from(get.rawPayload).equals(JPEG)).toBe(true);
  });

  it('refuses what is not a JPEG, and a missing photo is a clear 404', async () => {
    const bad = await t.call('PUT', `barang/foto/${code}`, {
      token: admin,
      body: Buffer.from('hello'),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Foto Harus Berformat JPEG');
    expect((await t.call('GET', 'barang/foto/99999999', { token: admin })).statusCode).toBe(404);
  });
});

describe('field 17: removing a photo', () => {
  it('field 17: DELETE barang/foto removes the file and the reference; a piece without photo answers 404', async () => {
    const put = await t.call('PUT', `barang/foto/${code}`, {
      token: admin,
      body: JPEG,
      headers: { 'content-type': 'image/jpeg' },
    });
    const file = path.join(dir, 'files', put.json().data.foto as string);
    expect(readFileSync(file).equals(JPEG)).toBe(true);
    const del = await t.call('DELETE', `barang/foto/${code}`, { token: admin });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ message: 'Berhasil Menghapus Data', data: { kode_barcode: code, foto: '' } });
    expect((await t.call('GET', `barang/foto/${code}`, { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', `barang/detail/${code}`, { token: admin })).json().foto).toBe('');
    expect(readdirSync(path.dirname(file))).toEqual([]);
    // nothing left to remove, and an unknown piece
    const again = await t.call('DELETE', `barang/foto/${code}`, { token: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Foto Tidak Ada');
    expect((await t.call('DELETE', 'barang/foto/99999999', { token: admin })).statusCode).toBe(404);
  });
});

describe('uploads under load and slow clients', () => {
  it('issue 9.13: 20 concurrent uploads for one piece all succeed and leave one whole photo, no temp files', async () => {
    const bodies = Array.from({ length: 20 }, (_, i) =>
      Buffer.concat([JPEG.subarray(0, 11), Buffer.alloc(5000 + i, i), JPEG.subarray(11)]),
    );
    const results = await Promise.all(
      bodies.map((body) =>
        t.call('PUT', `barang/foto/${code}`, { token: admin, body, headers: { 'content-type': 'image/jpeg' } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(bodies.map(() => 200));
    const key = results[0]?.json().data.foto as string;
    const folder = path.dirname(path.join(dir, 'files', key));
    expect(readdirSync(folder)).toEqual([path.basename(key)]);
    const stored = readFileSync(path.join(dir, 'files', key));
    expect(bodies.some((b) => b.equals(stored))).toBe(true);
  });

  it('issue 9.13: a trickled request body is cut by the request time-out while socket.io stays connected', async () => {
    const app = await buildApp({
      db: t.db,
      config: testConfig({ DATA_DIR: dir }),
      dbMode: inject('dbMode'),
      timeouts: { requestMs: 1000 },
    });
    const sockets: Socket[] = [];
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const addr = app.server.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      const connected = (transport: 'websocket' | 'polling') =>
        new Promise<Socket>((resolve, reject) => {
          const s = io(`http://127.0.0.1:${port}`, {
            path: '/socket.io',
            auth: { token: admin },
            transports: [transport],
            reconnection: false,
            forceNew: true,
          });
          sockets.push(s);
          s.once('connect', () => resolve(s));
          s.once('connect_error', reject);
        });
      const live = [await connected('websocket'), await connected('polling')];

      // 1 byte of a 100 kB body, then 1 byte every 100 ms: never idle, never complete.
      const answer = await new Promise<string>((resolve) => {
        let data = '';
        const sock = net.connect(port, '127.0.0.1', () => {
          sock.write(
            `PUT /api/barang/foto/${code} HTTP/1.1\r\nHost: x\r\nx-auth-token: ${admin}\r\n` +
              'content-type: image/jpeg\r\ncontent-length: 100000\r\n\r\n\xff',
          );
        });
        const drip = setInterval(() => sock.write('x'), 100);
        sock.on('data', (d) => {
          data += d.toString();
        });
        sock.on('error', () => {});
        sock.on('close', () => {
          clearInterval(drip);
          resolve(data);
        });
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);

      for (const s of live) {
        expect(s.connected).toBe(true);
        await new Promise<void>((resolve) => {
          s.once('start-closed-store', () => resolve());
          s.emit('start-closed-store');
        });
      }
    } finally {
      for (const s of sockets) s.disconnect();
      await app.close();
    }
  });
});
