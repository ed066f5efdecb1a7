/**
 * Masters, users and access, and settings in a real Chromium against the built app and the real server on a fresh
 * embedded database: master group CRUD, baki with the gudang picker (inactive gudang not offered), the day's gold
 * price updating its group, a user created through /data-users who then logs in, a menu granted and revoked in
 * /hak-akses-users (hidden in the sidebar and refused by the server), a level template, and the settings screens.
 */
import type { Browser, Page } from 'playwright-core';
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

/** Opens an antd select by its test id and returns the texts of the options it offers. */
async function optionsOf(page: Page, testId: string): Promise<string[]> {
  await page.getByTestId(testId).click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.locator('.ant-select-item-option').first().waitFor();
  const texts = await dropdown.locator('.ant-select-item-option').allTextContents();
  // the list was read while open (a list that closed under the reader reads as nothing)
  await dropdown.waitFor();
  return texts;
}

async function pick(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

async function asAdmin(path: string) {
  const u = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  await u.page.getByTestId('dashboard-user').waitFor();
  await u.page.goto(`${server.baseUrl}${path}`);
  return u;
}

/** A direct API call's status (the helper in session.ts throws on failure; here the status is the point). */
async function statusOf(token: string, method: string, path: string, body?: unknown): Promise<number> {
  const r = await fetch(`${server.baseUrl}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await r.text();
  return r.status;
}

const successDialog = (page: Page, text = 'Berhasil Menyimpan Data') => dialogShown(page, 'success', text);

describe('masters', () => {
  it('master group: add with required messages, edit, delete after confirmation', async () => {
    const { page, context } = await asAdmin('/master-group');
    await page.getByTestId('master-add').click();
    expect(await page.getByTestId('modal-title').textContent()).toBe('Tambah Data Group');
    await page.getByTestId('modal-save').click();
    await page.getByText('Kode Group Tidak Boleh Kosong').waitFor();
    await page.getByText('Nama Group Tidak Boleh Kosong').waitFor();
    await page.getByTestId('field-kode_group').fill('e99');
    await page.getByTestId('field-nama_group').fill('emas tes');
    await pick(page, 'field-jenis_group', 'EMAS');
    await page.getByTestId('field-harga').fill('900000');
    await page.getByTestId('modal-save').click();
    await successDialog(page);
    await page.getByTestId('row-edit-e99').waitFor();
    expect(await page.getByTestId('master-table').textContent()).toContain('EMAS TES');
    expect(await page.getByTestId('master-table').textContent()).toContain('900,000');

    await page.getByTestId('row-edit-e99').click();
    expect(await page.getByTestId('modal-title').textContent()).toBe('Edit Data Group');
    await page.getByTestId('field-nama_group').fill('emas tes baru');
    await page.getByTestId('modal-save').click();
    await page.getByTestId('master-table').getByText('EMAS TES BARU').waitFor();
    await shot(page, 'e2e-i4-group');

    await page.getByTestId('row-delete-e99').click();
    await page.getByTestId('delete-confirm').waitFor();
    await page.getByTestId('delete-confirm-ok').click();
    await successDialog(page, 'Berhasil Menghapus Data');
    await page.getByTestId('row-edit-e99').waitFor({ state: 'detached' });
    const groups = (await api(server.baseUrl, adminToken, 'GET', 'group/get/all')) as unknown as unknown[];
    expect(groups).toHaveLength(0);
    await context.close();
  });

  it('master baki: the gudang picker offers active gudang only, and the baki lands in its gudang', async () => {
    await api(server.baseUrl, adminToken, 'POST', 'gudang', { kode_gudang: 'ETL', nama_gudang: 'etalase depan' });
    await api(server.baseUrl, adminToken, 'POST', 'gudang', {
      kode_gudang: 'OLD',
      nama_gudang: 'gudang lama',
      status_aktif: false,
    });
    const { page, context } = await asAdmin('/master-baki');
    await page.getByTestId('master-add').click();
    const offered = await optionsOf(page, 'field-kode_gudang');
    expect(offered).toContain('ETL - ETALASE DEPAN');
    expect(offered.some((o) => o.includes('OLD'))).toBe(false);
    // close the list read above, then choose through a freshly opened one (a closing list is no click target)
    await page.keyboard.press('Escape');
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await pick(page, 'field-kode_gudang', 'ETL');
    await page.getByTestId('field-kode_baki').fill('b01');
    await page.getByTestId('field-nama_baki').fill('baki cincin');
    await page.getByTestId('field-berat_baki').fill('250.5');
    await shot(page, 'e2e-i4-baki-form');
    await page.getByTestId('modal-save').click();
    await successDialog(page);
    await page.getByTestId('row-edit-b01').waitFor();
    const inGudang = (await api(server.baseUrl, adminToken, 'GET', 'baki/get/by-kode-gudang/ETL')) as unknown as {
      kode_baki: string;
    }[];
    expect(inGudang.map((b) => b.kode_baki)).toEqual(['B01']);
    await context.close();
  });

  it('gold price: a new day row defaults to the system date and changes the group price in /master-group', async () => {
    await api(server.baseUrl, adminToken, 'POST', 'group', {
      kode_group: 'E75',
      nama_group: 'emas 75',
      jenis_group: 'EMAS',
      harga: 900000,
    });
    const { page, context } = await asAdmin('/master-group');
    await page.getByTestId('row-edit-e75').waitFor();
    expect(await page.getByTestId('master-table').textContent()).toContain('900,000');
    const tgl = await page.getByTestId('header-date').getAttribute('data-value');

    // in-app navigation, so the group list comes from the client's cache unless the write refreshed it
    await page.getByTestId('menu-item-master-parameter-harga-emas').click();
    await page.getByTestId('page-master-parameter-harga-emas').waitFor();
    await page.getByTestId('master-add').click();
    const tanggal = page.getByTestId('field-tanggal');
    const value = await tanggal.evaluate(
      (el) => (el instanceof HTMLInputElement ? el : el.querySelector('input'))?.value,
    );
    expect(value).toBe(tgl);
    await pick(page, 'field-kode_group', 'E75');
    await page.getByTestId('field-harga_jual').fill('1250000');
    await page.getByTestId('field-harga_beli').fill('1180000');
    await page.getByTestId('field-harga_modal').fill('1150000');
    await page.getByTestId('modal-save').click();
    await successDialog(page);
    await page.getByTestId('row-edit-e75').waitFor();

    await page.getByTestId('menu-item-master-group').click();
    await page.getByTestId('page-master-group').waitFor();
    await page.getByTestId('master-table').getByText('1,250,000').waitFor();
    expect(await page.getByTestId('master-table').textContent()).toContain('1,150,000');
    await shot(page, 'e2e-i4-group-after-price');
    await context.close();
  });
});

describe('users and access', () => {
  it('creates a user through /data-users with the schema messages; that user logs in', async () => {
    const { page, context } = await asAdmin('/data-users');
    await page.getByTestId('users-table').getByText('ADMIN').first().waitFor();
    await page.getByTestId('users-add').click();
    await page.getByTestId('user-save').click();
    await page.getByText('User ID Minimal 3 Karakter').waitFor();
    await page.getByText('Password Minimal 6 Karakter').waitFor();
    await page.getByTestId('user-field-user_id').fill('kasir7');
    await page.getByTestId('user-field-user_name').fill('siti kasir');
    await pick(page, 'user-field-level', 'KSR - KASIR');
    await page.getByTestId('user-field-password').fill('rahasia7');
    await page.getByTestId('user-save').click();
    await successDialog(page);
    await page.getByTestId('user-edit-kasir7').waitFor();
    expect(await page.getByTestId('users-table').textContent()).toContain('SITI KASIR');
    await shot(page, 'e2e-i4-users');

    // a duplicate id answers the server's message on the field
    await page.getByTestId('users-add').click();
    await page.getByTestId('user-field-user_id').fill('KASIR7');
    await page.getByTestId('user-field-user_name').fill('lain');
    await pick(page, 'user-field-level', 'STF - STAFF');
    await page.getByTestId('user-field-password').fill('rahasia8');
    await page.getByTestId('user-save').click();
    await page.getByTestId('toast-error').filter({ hasText: 'User ID KASIR7 Sudah Digunakan' }).waitFor();
    await page.getByTestId('user-cancel').click();
    await context.close();

    const kasir = await openAs(browser, server.baseUrl, 'kasir7', 'rahasia7');
    await kasir.page.getByTestId('dashboard-user').waitFor();
    expect(await kasir.page.getByTestId('profile-name').textContent()).toBe('SITI KASIR');
    expect(await kasir.page.getByTestId('menu-item-master-group').count()).toBe(0);
    await kasir.context.close();
  });

  it('/hak-akses-users: granting shows the menu; hiding it removes it and the server refuses the call', async () => {
    const kasir = await openAs(browser, server.baseUrl, 'KASIR7', 'rahasia7');
    await kasir.page.getByTestId('dashboard-user').waitFor();
    const kasirToken = await apiLogin(server.baseUrl, 'KASIR7', 'rahasia7');
    const body = { kode_group: 'K01', nama_group: 'KASIR', jenis_group: 'EMAS', harga: 1 };
    expect(await statusOf(kasirToken, 'POST', 'group', body)).toBe(403);

    const { page, context } = await asAdmin('/data-users');
    await page.getByTestId('user-akses-kasir7').click();
    await page.getByTestId('akses-tree').waitFor();
    expect(await page.getByTestId('akses-count').textContent()).toMatch(/^0 dari \d+ menu ditampilkan$/);
    await page.getByTestId('akses-expand-all').click();
    await page.getByTestId('akses-node-laporan-barang').waitFor();
    await page.getByTestId('akses-collapse-all').click();
    await page.getByTestId('akses-node-laporan-barang').waitFor({ state: 'detached' });
    await page.getByTestId('akses-search').fill('master group');
    await page.getByTestId('akses-node-master-group').waitFor();
    expect(await page.getByTestId('akses-node-master-group').locator('mark').first().textContent()).toMatch(
      /master group/i,
    );
    expect(await page.getByTestId('akses-node-master-jenis').count()).toBe(0);
    await page.getByTestId('akses-toggle-master-group').click();
    await page.getByTestId('akses-dirty').waitFor();
    expect(await page.getByTestId('akses-count-data-master').textContent()).toMatch(/^1\/\d+$/);
    await shot(page, 'e2e-i4-akses-grant');
    await page.getByTestId('akses-save').click();
    await successDialog(page);
    await page.getByTestId('akses-dirty').waitFor({ state: 'detached' });

    // the open session of the user sees it at its next load, and may call it
    await kasir.page.reload();
    await kasir.page.getByTestId('menu-group-data-master').click();
    await kasir.page.getByTestId('menu-item-master-group').click();
    await kasir.page.getByTestId('page-master-group').waitFor();
    await kasir.page.getByTestId('master-table').waitFor();
    expect(await statusOf(kasirToken, 'POST', 'group', body)).toBe(200);

    // hide it again: gone from the sidebar, access denied, and refused by the server
    await page.getByTestId('akses-toggle-master-group').click();
    await page.getByTestId('akses-save').click();
    await successDialog(page);
    await kasir.page.reload();
    await kasir.page.getByTestId('access-denied').waitFor();
    expect(await kasir.page.getByTestId('menu-item-master-group').count()).toBe(0);
    expect(await kasir.page.getByTestId('menu-group-data-master').count()).toBe(0);
    expect(await statusOf(kasirToken, 'POST', 'group', { ...body, kode_group: 'K02' })).toBe(403);
    await shot(kasir.page, 'e2e-i4-akses-revoked');
    await kasir.context.close();

    // a full-menu level says so
    await page.getByTestId('akses-search').fill('');
    await page.goto(`${server.baseUrl}/hak-akses-users?user=ADMIN`);
    await page.getByTestId('akses-full-menu-note').waitFor();
    expect(await page.getByTestId('akses-full-menu-note').textContent()).toBe('Level OWN selalu melihat seluruh menu');
    await context.close();
  });

  it('/hak-akses-news: a level template is the menu a new user of that level starts with', async () => {
    const { page, context } = await asAdmin('/hak-akses-news');
    await page.getByTestId('akses-choose').waitFor();
    await pick(page, 'akses-level', 'SPV - SUPERVISOR');
    await page.getByTestId('akses-tree').waitFor();
    await page.getByTestId('akses-search').fill('gudang');
    await page.getByTestId('akses-toggle-master-gudang').click();
    await page.getByTestId('akses-save').click();
    await successDialog(page);
    await context.close();

    await api(server.baseUrl, adminToken, 'POST', 'users', {
      user_id: 'spv7',
      user_name: 'spv',
      level: 'SPV',
      password: 'rahasia7',
    });
    const spv = await apiLogin(server.baseUrl, 'SPV7', 'rahasia7');
    expect(await statusOf(spv, 'POST', 'gudang', { kode_gudang: 'G7', nama_gudang: 'GUDANG 7' })).toBe(200);
    expect(await statusOf(spv, 'POST', 'banks', { kode_bank: 'B7', nama_bank: 'BANK 7' })).toBe(403);
  });

  it('resets a password and deactivates a user after confirmation', async () => {
    const { page, context } = await asAdmin('/data-users');
    await page.getByTestId('user-reset-kasir7').click();
    await page.getByTestId('reset-password').fill('baru1234');
    await page.getByTestId('reset-save').click();
    await successDialog(page, 'Password Berhasil Diubah');
    expect(await apiLogin(server.baseUrl, 'KASIR7', 'baru1234')).toBeTypeOf('string');

    await page.getByTestId('user-deactivate-kasir7').click();
    await page.getByTestId('deactivate-confirm').waitFor();
    await page.getByTestId('deactivate-confirm-ok').click();
    await page.getByTestId('user-status-kasir7').filter({ hasText: 'Tidak Aktif' }).waitFor();
    const login = await fetch(`${server.baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: 'KASIR7', password: 'baru1234' }),
    });
    expect(login.status).toBe(400);
    await context.close();
  });
});

describe('settings', () => {
  it('/settingsystem saves only what changed, and PEMBULATAN refreshes the local rounding', async () => {
    const { page, context } = await asAdmin('/settingsystem');
    const input = page.getByTestId('setting-PEMBULATAN');
    await input.waitFor();
    expect(await input.inputValue()).toBe('500');
    expect(await page.getByTestId('setting-save').isDisabled()).toBe(true);
    await input.fill('');
    await page.getByTestId('setting-PEMBULATAN').pressSequentially('1000');
    await page.getByTestId('setting-dirty').waitFor();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/para-system') && r.method() === 'PUT');
    await page.getByTestId('setting-save').click();
    expect(JSON.parse((await sent).postData() ?? '{}')).toEqual({ values: { PEMBULATAN: '1000' } });
    await successDialog(page);
    expect(await page.evaluate(() => localStorage.getItem('kilau.pembulatan'))).toBe('1000');
    const p = await api(server.baseUrl, adminToken, 'GET', 'para-system/key/PEMBULATAN');
    expect(p.value).toBe('1000');

    await input.fill('12a');
    expect(await input.inputValue()).toBe('12');
    await page.getByTestId('setting-PPN_EMAS').fill('1.12345');
    await page.getByTestId('setting-save').click();
    await page.getByText('PPN Perhiasan Emas (%) Harus Berupa Angka').waitFor();
    await shot(page, 'e2e-i4-settingsystem');
    await context.close();
  });

  it('/settingNota and /settingtoko: receipt texts saved; the new store name shows in the header at once', async () => {
    const { page, context } = await asAdmin('/settingNota');
    await page.getByTestId('setting-NOTA_JUDUL').fill('nota jual emas');
    await pick(page, 'setting-NOTA_UKURAN', 'A4');
    await page.getByTestId('setting-save').click();
    await successDialog(page);
    const all = (await api(server.baseUrl, adminToken, 'GET', 'para-system')) as unknown as {
      key: string;
      value: string;
    }[];
    expect(all.find((x) => x.key === 'NOTA_JUDUL')?.value).toBe('NOTA JUAL EMAS');
    expect(all.find((x) => x.key === 'NOTA_UKURAN')?.value).toBe('A4');

    await page.getByTestId('menu-item-settingtoko').click();
    await page.getByTestId('setting-nama_toko').waitFor();
    await page.getByTestId('setting-nama_toko').fill('');
    await page.getByTestId('setting-save').click();
    await page.getByTestId('toast-error').filter({ hasText: 'Nama Toko Tidak Boleh Kosong' }).waitFor();
    await page.getByTestId('setting-nama_toko').fill('kilau pusat jakarta');
    await page.getByTestId('setting-alamat_toko').fill('jl. pasar baru 12, jakarta');
    await page.getByTestId('setting-no_hp').fill('021-555');
    expect(await page.getByTestId('toko-preview').textContent()).toContain('KILAU PUSAT JAKARTA');
    await page.getByTestId('setting-save').click();
    await successDialog(page);
    await page.getByTestId('header-store').filter({ hasText: 'KILAU PUSAT JAKARTA' }).waitFor();
    expect(await page.title()).toBe('KILAU PUSAT JAKARTA | SETTING TOKO');
    await shot(page, 'e2e-i4-settingtoko');
    await context.close();
  });
});
