import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDb } from '../../db/client.ts';
import { dbUrl } from '../../test/db-names.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/helpers.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers ok with the database mode, without a token', async () => {
    const res = await t.call('GET', 'health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: inject('dbMode') });
  });

  it('serves the runtime configuration script without a token', async () => {
    const res = await t.call('GET', '/config.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toContain('window.__KILAU_CONFIG__');
    expect(res.body).toContain('"apiBase":"/api"');
  });

  it('answers an unknown API path with 401 without a token, 404 with one', async () => {
    expect((await t.call('GET', 'tidak-ada')).statusCode).toBe(401);
    const token = await t.login('ADMIN', 'admin-rahasia');
    const res = await t.call('GET', 'tidak-ada', { token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Data Tidak Ditemukan' });
  });

  it('answers 503 with an Indonesian message when the database is unreachable', async () => {
    const db = createDb(dbUrl(inject('pgServerUrl'), 'kilau_tidak_ada_db'), 1);
    const app = await buildApp({ db, config: testConfig(), dbMode: inject('dbMode') });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', db: inject('dbMode'), message: 'Database Tidak Tersedia' });
    } finally {
      await app.close();
      await db.$client.end();
    }
  });
});
