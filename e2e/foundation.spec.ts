/**
 * Issue 3 in a real Chromium against the built app and the real server on a fresh embedded database:
 * login, title, dashboard, jenis batu add/edit/delete, access denied, date mismatch + close with progress,
 * password change, logout.
 */
import { addDays, todayIn } from '@kilau/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from './helpers/browser.ts';
import { ADMIN_PASSWORD, apiLogin, type ServerHandle, startServer } from './helpers/server.ts';
import { api, dialogShown, openAs } from './helpers/session.ts';

let server: ServerHandle;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  adminToken = await apiLogin(server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('login and shell', () => {
  it('logs in (user id in any case), titles the page, welcomes the user on the dashboard', async () => {
    const { page, context } = await openAs(browser, server.baseUrl, 'admin', ADMIN_PASSWORD);
    await page.getByTestId('dashboard-user').waitFor();
    // spec §2.2: the capitalised user id
    expect(await page.getByTestId('dashboard-user').textContent()).toMatch(/admin/i);
    expect(await page.getByText('Selamat Datang Kembali').count()).toBeGreaterThan(0);
    expect(await page.title()).toBe('KILAU PUSAT | DASHBOARD');
    expect(await page.getByTestId('header-store').textContent()).toContain('KILAU PUSAT');
    expect(await page.getByTestId('header-date').getAttribute('data-value')).toBe(todayIn('Asia/Jakarta'));
    await shot(page, 'e2e-dashboard');
    await context.close();
  });

  it('a wrong password shows the server message', async () => {
    const { page, context } = await openAs(browser, server.baseUrl, 'ADMIN', 'salah-sekali');
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').textContent()).toContain('User ID Atau Password Salah');
    await context.close();
  });
});

describe('jenis batu (generic master page)', () => {
  it('adds with required-field messages, edits with jenis_batu read-only, deletes after confirmation', async () => {
    const { page, context } = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
    await page.getByTestId('dashboard-user').waitFor();
    await page.goto(`${server.baseUrl}/jenis-batu`);
    await page.getByTestId('master-add').click();
    expect(await page.getByTestId('modal-title').textContent()).toBe('Tambah Data Batu');
    await page.getByTestId('modal-save').click();
    await page.getByText('Jenis Batu Harus Diisi').waitFor();
    await page.getByText('Nama Batu Harus Diisi').waitFor();
    await page.getByTestId('field-jenis_batu').fill('rb');
    await page.getByTestId('field-nama_batu').fill('ruby merah');
    await page.getByTestId('modal-save').click();
    await dialogShown(page, 'success', 'Berhasil Menyimpan Data');
    await page.getByTestId('row-edit-rb').waitFor();
    expect(await page.getByTestId('master-table').textContent()).toContain('RUBY MERAH');
    await shot(page, 'e2e-jenis-batu-list');

    await page.getByTestId('row-edit-rb').click();
    expect(await page.getByTestId('modal-title').textContent()).toBe('Edit Data Batu');
    const jenis = page.getByTestId('field-jenis_batu');
    expect((await jenis.isDisabled()) || (await jenis.getAttribute('readonly')) !== null).toBe(true);
    await page.getByTestId('field-nama_batu').fill('ruby birma');
    await page.getByTestId('modal-save').click();
    await page.getByText('RUBY BIRMA').first().waitFor();

    await page.getByTestId('row-delete-rb').click();
    await page.getByTestId('delete-confirm').waitFor();
    expect(await page.getByTestId('delete-confirm').textContent()).toContain(
      'Apakah Anda Yakin Ingin Menghapus Jenis Batu',
    );
    await page.getByTestId('delete-confirm-ok').click();
    await dialogShown(page, 'success', 'Berhasil Menghapus Data');
    await page.getByTestId('row-edit-rb').waitFor({ state: 'detached' });
    const rows = (await api(server.baseUrl, adminToken, 'GET', 'parameter-berlian')) as unknown as unknown[];
    expect(rows).toHaveLength(0);
    await context.close();
  });
});

describe('access rights', () => {
  it('a restricted user sees the access-denied screen on a route their menu lacks', async () => {
    await api(server.baseUrl, adminToken, 'POST', 'users', {
      user_id: 'kasir9',
      user_name: 'kasir',
      level: 'KSR',
      password: 'rahasia9',
    });
    const { page, context } = await openAs(browser, server.baseUrl, 'KASIR9', 'rahasia9');
    await page.getByTestId('dashboard-user').waitFor();
    await page.goto(`${server.baseUrl}/jenis-batu`);
    await page.getByTestId('access-denied').waitFor();
    expect(await page.getByText('Hubungi Admin Jika Ingin Memakai Menu Ini').count()).toBe(1);
    expect(await page.getByTestId('menu-item-jenis-batu').count()).toBe(0);
    await shot(page, 'e2e-access-denied');
    await page.getByTestId('go-home').click();
    await page.getByTestId('dashboard-user').waitFor();
    await context.close();
  });
});

describe('shop day', () => {
  it('a past system date shows the date-mismatch screen; closing shows progress and Berhasil Menutup Toko', async () => {
    const yesterday = addDays(todayIn('Asia/Jakarta'), -1);
    await server.pool.query(`UPDATE stores SET tgl_system = $1 WHERE kode_toko = 'PST'`, [yesterday]);
    const { page, context } = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
    await page.getByTestId('date-mismatch').waitFor();
    await shot(page, 'e2e-date-mismatch');
    await page.getByTestId('close-now').click();
    await page.getByTestId('close-confirm').waitFor();
    expect(await page.getByTestId('close-confirm').textContent()).toContain('Apakah Anda Yakin Ingin Menutup Toko');
    await page.getByTestId('close-confirm-ok').click();
    await page.getByTestId('close-progress').waitFor();
    await page.getByTestId('close-progress').filter({ hasText: 'Berhasil Menutup Toko' }).waitFor();
    await shot(page, 'e2e-close-done');
    await page.getByTestId('login-user').waitFor({ timeout: 10_000 });
    const { rows } = await server.pool.query(
      `SELECT tgl_system::text AS tgl_system FROM stores WHERE kode_toko = 'PST'`,
    );
    expect(rows[0].tgl_system).toBe(todayIn('Asia/Jakarta'));
    await context.close();
    adminToken = await apiLogin(server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  });
});

describe('password and logout', () => {
  it('changes the password through the user menu, then logs out with confirmation', async () => {
    await api(server.baseUrl, adminToken, 'POST', 'users', {
      user_id: 'spv9',
      user_name: 'spv',
      level: 'SPV',
      password: 'lama1234',
    });
    const { page, context } = await openAs(browser, server.baseUrl, 'SPV9', 'lama1234');
    await page.getByTestId('dashboard-user').waitFor();
    await page.getByTestId('header-user-menu').click();
    await page.getByTestId('menu-change-password').click();
    await page.getByTestId('cp-old').fill('lama1234');
    await page.getByTestId('cp-new').fill('baru5678');
    await page.getByTestId('cp-save').click();
    await dialogShown(page, 'success', 'Password Berhasil Diubah');
    expect(await apiLogin(server.baseUrl, 'SPV9', 'baru5678')).toBeTypeOf('string');

    await page.getByTestId('header-user-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.getByTestId('logout-confirm').waitFor();
    expect(await page.getByTestId('logout-confirm').textContent()).toContain(
      'Konfirmasi Keluar, Apakah anda ingin keluar ?',
    );
    await page.getByTestId('logout-confirm-ok').click();
    await page.getByTestId('login-user').waitFor();
    await context.close();
  });
});
