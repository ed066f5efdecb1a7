/** Permissions come from the one menu tree (STYLE.md §6): writes need the screen's route; reference reads don't. */
import { buildMenu, groupPath, type MenuNode } from '@kilau/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, menuGranting, type TestApp } from './helpers.ts';

const CTX = { kode_toko: 'PST', tipe_toko: 'PUSAT', modules: [] as string[] };
const FORBIDDEN = { message: 'Mohon Maaf, Akses Di Menu Ini Tidak Di Izinkan' };

describe('menu permissions', () => {
  let t: TestApp;
  let kasir: string;
  const setMenu = (userId: string, menu: MenuNode[]) =>
    t.db.$client.query('UPDATE users SET menu = $2 WHERE user_id = $1', [userId, JSON.stringify(menu)]);
  const postBatu = (token: string, jenis: string) =>
    t.call('POST', 'parameter-berlian', { token, body: { jenis_batu: jenis, nama_batu: `batu ${jenis}` } });

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser({
      user_id: 'KASIR',
      level: 'KASIR',
      kode_toko: 'PST',
      password: 'kasir-123',
      menu: menuGranting(['/master-batu-shape'], CTX),
    });
    kasir = await t.login('KASIR', 'kasir-123');
  });
  afterAll(() => t?.close());

  it('a user whose menu lacks /jenis-batu gets 403 on writes of parameter-berlian', async () => {
    const res = await postBatu(kasir, 'K1');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    expect(
      (await t.call('PUT', 'parameter-berlian/3f0c9a52-7d1e-4c1a-9a57-2b8e6f0d4c11', { token: kasir, body: {} }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call('DELETE', 'parameter-berlian/3f0c9a52-7d1e-4c1a-9a57-2b8e6f0d4c11', { token: kasir })).statusCode,
    ).toBe(403);
    const { rows } = await t.db.$client.query('SELECT count(*)::int AS n FROM parameter_berlian');
    expect(rows[0].n).toBe(0);
  });

  it('…but reads the reference list (spec §7.1 reads are open to every signed-in user)', async () => {
    const admin = await t.login('ADMIN', 'admin-rahasia');
    expect((await postBatu(admin, 'ADM')).statusCode).toBe(200);
    const res = await t.call('GET', 'parameter-berlian', { token: kasir });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { jenis_batu: string }) => r.jenis_batu)).toContain('ADM');
  });

  it('the granted screen works', async () => {
    const res = await t.call('POST', 'batu-shape', { token: kasir, body: { kode_shape: 'rd', nama_shape: 'round' } });
    expect(res.statusCode).toBe(200);
  });

  it('granting /jenis-batu in the stored menu takes effect at the next request, revoking too', async () => {
    await setMenu('KASIR', menuGranting(['/master-batu-shape', '/jenis-batu'], CTX));
    expect((await postBatu(kasir, 'K2')).statusCode).toBe(200);
    await setMenu('KASIR', menuGranting(['/master-batu-shape'], CTX));
    expect((await postBatu(kasir, 'K3')).statusCode).toBe(403);
  });

  it('a hidden ancestor group refuses its children even when the leaf is shown', async () => {
    const hideGroup = (nodes: MenuNode[]): MenuNode[] =>
      nodes.map((n) => ({
        ...n,
        hidden: n.path === groupPath(['Data Master', 'Data Batu']) ? true : n.hidden,
        children: hideGroup(n.children),
      }));
    await setMenu('KASIR', hideGroup(menuGranting(['/master-batu-shape', '/jenis-batu'], CTX)));
    expect((await postBatu(kasir, 'K4')).statusCode).toBe(403);
    expect(
      (await t.call('POST', 'batu-shape', { token: kasir, body: { kode_shape: 'ov', nama_shape: 'oval' } })).statusCode,
    ).toBe(403);
  });

  it('a user without a stored menu gets everything hidden (spec §2.1), not everything allowed', async () => {
    await t.createUser({ user_id: 'BARU', level: 'KASIR', kode_toko: 'PST', password: 'baru-123' });
    const token = await t.login('BARU', 'baru-123');
    expect((await postBatu(token, 'B1')).statusCode).toBe(403);
  });

  it.each(['OWN', 'SU', 'MU'])('%s is always allowed, whatever its stored menu says', async (level) => {
    await t.createUser({
      user_id: `LVL_${level}`,
      level,
      kode_toko: 'PST',
      password: 'level-123',
      menu: buildMenu(CTX, true),
    });
    const token = await t.login(`LVL_${level}`, 'level-123');
    const res = await postBatu(token, `L${level}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.jenis_batu).toBe(`L${level}`);
  });
});
