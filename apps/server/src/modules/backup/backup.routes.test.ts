/**
 * The backup API (issue 26) on a test app, which archives nothing (no BackupService: the server suites and their
 * databases are never backed up): owner levels only, the status says archiving is off, a start is refused.
 */
import { BACKUP_MSG, MSG } from '@kilau/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let owner: string;
let kasir: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('ADMIN', ADMIN_PASSWORD);
  await t.createUser({ user_id: 'KSR1', level: 'KSR', kode_toko: 'PST', password: 'rahasia-ksr' });
  await t.createUser({ user_id: 'SPV1', level: 'SPV', kode_toko: 'PST', password: 'rahasia-spv' });
  kasir = await t.login('KSR1', 'rahasia-ksr');
});
afterAll(() => t.close());

describe('backup API', () => {
  it('backup: only owner levels reach the backup API; without archiving the status says off and a start is refused', async () => {
    const s = await t.call('GET', 'backup/status', { token: owner });
    expect(s.statusCode).toBe(200);
    expect(s.json()).toMatchObject({ enabled: false, alert: false, running: null, backups: [] });
    const start = await t.call('POST', 'backup', { token: owner });
    expect(start.statusCode).toBe(422);
    expect(start.json().message).toBe(BACKUP_MSG.disabled);
    const verify = await t.call('POST', 'backup/20261126T000000000Z/verify', { token: owner });
    expect(verify.statusCode).toBe(404);
    expect(verify.json().message).toBe(BACKUP_MSG.notFound);
    const spv = await t.login('SPV1', 'rahasia-spv');
    for (const token of [kasir, spv]) {
      for (const [method, url] of [
        ['GET', 'backup/status'],
        ['POST', 'backup'],
        ['POST', 'backup/x/verify'],
      ] as const) {
        const r = await t.call(method, url, { token });
        expect(r.statusCode, `${method} ${url}`).toBe(403);
        expect(r.json().message).toBe(MSG.forbidden);
      }
    }
  });
});
