/**
 * Issue 15 (spec §2.6) in a real Chromium against the built app and the real server: /delete-data refuses a day
 * still open, then — once the day is closed — deletes its sales after the confirmation (documents and rupiah) and a
 * supervisor's authorization, shows `Data Berhasil Di Hapus`, lists the batch in the archive log, downloads its
 * CSV in the §3 penjualan import format, and restores it.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldPiece } from '../apps/server/src/test/gold-piece.ts';
import { launchBrowser, shot, untilText } from './helpers/browser.ts';
import { ADMIN_PASSWORD, apiLogin, type ServerHandle, startServer } from './helpers/server.ts';
import { api, dialogShown, openAs, seedCounterMasters, toastShown } from './helpers/session.ts';

let server: ServerHandle;
let browser: Browser;
let token: string;
let page: Page;
let day: string;
const SPV = { user: 'SPV1', password: 'rahasia-spv' };

const count = async (sql: string) => Number((await server.pool.query(sql)).rows[0].n);

async function sell(n: number): Promise<void> {
  const r = (await api(server.baseUrl, token, 'POST', 'barang', {
    items: [goldPiece({ jumlah: n })],
  })) as { data: { kode_barcode: string }[] };
  for (const p of r.data)
    await api(server.baseUrl, token, 'POST', 'penjualan', {
      kode_sales: 'S01',
      nama_customer: 'budi',
      items: [{ kode_barcode: p.kode_barcode }],
      payments: [{ jenis: 'CASH', jumlah: 2_175_000 }],
    });
}

async function pickType(text: string) {
  await page.getByTestId('hapus-type').click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-item-option-active').filter({ hasText: text }).waitFor();
  await page.keyboard.press('Enter');
}

async function authorize() {
  await page.getByTestId('otorisasi-modal').waitFor();
  await page.getByTestId('otorisasi-user').fill(SPV.user);
  await page.getByTestId('otorisasi-password').fill(SPV.password);
  await page.getByTestId('otorisasi-alasan').fill('data lama');
  await page.getByTestId('otorisasi-ok').click();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = await apiLogin(server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  await seedCounterMasters(server.baseUrl, token);
  await api(server.baseUrl, token, 'POST', 'users', {
    user_id: SPV.user,
    user_name: 'supervisor',
    level: 'SPV',
    password: SPV.password,
  });
  await sell(2);
  day = (await server.pool.query(`SELECT tgl_system::text AS d FROM stores WHERE kode_toko = 'PST'`)).rows[0].d;
  ({ page } = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD));
  await page.getByTestId('dashboard-user').waitFor();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('delete data', () => {
  it('the page: heading, type required, an open day refused in Indonesian, an empty archive', async () => {
    await page.goto(`${server.baseUrl}/delete-data`);
    await untilText(page.getByTestId('delete-data-heading'), 'Delete Data Penjualan');
    await untilText(page.getByTestId('hapus-submit'), 'Hapus Data');
    await untilText(page.getByTestId('arsip-kosong'), 'Belum Ada Data Yang Dihapus');
    await page.getByTestId('hapus-submit').click();
    await page.getByText('Type Belum Di Pilih').waitFor();
    await pickType('PENJUALAN');
    await page.getByTestId('hapus-submit').click();
    // spec §8: a delete-data failure is an info toast (issue 25 item 27; was a dialog)
    expect(await toastShown(page, 'info', 'Hanya Hari Yang Sudah Ditutup')).toContain(
      `Hanya Hari Yang Sudah Ditutup Yang Dapat Dihapus (Sebelum Tanggal Sistem ${day})`,
    );
  });

  it('a closed day: confirmation with documents and rupiah, supervisor, success, logged, CSV, restore', async () => {
    // the day is closed (the close moves the shop day on)
    await server.pool.query(`UPDATE stores SET tgl_system = tgl_system + 1 WHERE kode_toko = 'PST'`);
    await page.getByTestId('hapus-submit').click();
    await page.getByTestId('hapus-confirm').waitFor();
    await untilText(page.getByTestId('hapus-documents'), '2');
    await untilText(page.getByTestId('hapus-rupiah'), 'Rp 4,350,000');
    await shot(page, 'e2e-hapus-confirm');
    await page.getByTestId('hapus-confirm-ok').click();
    await authorize();
    await dialogShown(page, 'success', 'Data Berhasil Di Hapus');
    expect(await count(`SELECT count(*) AS n FROM penjualan WHERE kode_toko = 'PST'`)).toBe(0);

    const row = page.locator('[data-testid^="arsip-row-"]');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    const text = (await row.first().textContent()) ?? '';
    expect(text).toContain('PENJUALAN');
    expect(text).toContain('ADMIN');
    expect(text).toContain('4,350,000');
    expect(text).toContain('SPV1: DATA LAMA');
    expect(text).toContain('DIARSIPKAN');
    await shot(page, 'e2e-hapus-arsip');

    const id = ((await row.first().getAttribute('data-testid')) ?? '').replace('arsip-row-', '');
    const wait = page.waitForEvent('download');
    await page.getByTestId(`arsip-csv-${id}`).click();
    const file = await (await wait).path();
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines[0]?.startsWith('no_generate,no_faktur_group,no_faktur_group_user,no_faktur_jual,tgl_system,')).toBe(
      true,
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]?.startsWith('TOTAL,2,')).toBe(true);

    await page.getByTestId(`arsip-pulih-${id}`).click();
    await page.getByTestId('pulih-ok').click();
    await authorize();
    await dialogShown(page, 'success', 'Arsip Berhasil Dipulihkan');
    await untilText(page.getByTestId(`arsip-status-${id}`), 'DIPULIHKAN (ADMIN)');
    expect(await count(`SELECT count(*) AS n FROM penjualan WHERE kode_toko = 'PST'`)).toBe(2);
    expect(await page.getByTestId(`arsip-pulih-${id}`).isDisabled()).toBe(true);
  });
});
