/**
 * Issue 15 (import, spec §2.5, §5, §6) in a real Chromium against the built app and the real server on a fresh
 * embedded database: every §5 choice message before anything is sent, store TRA's single preselected type.
 */
import { IMPORT_MSG, todayIn } from '@kilau/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot, untilText } from './helpers/browser.ts';
import { CsvDir } from './helpers/import-csv.ts';
import { ADMIN_PASSWORD, apiLogin, type ServerHandle, startServer } from './helpers/server.ts';
import { api, dialogShown, openAs } from './helpers/session.ts';

let server: ServerHandle;
let browser: Browser;
let admin: string;
let page: Page;
let csv: CsvDir;
/** Import calls the page sent (none may leave while the choice is refused). */
const sent: string[] = [];
const TRA = { user: 'OWNTRA', password: 'rahasia-tra' };

/** antd Select: open it, type, pick the option that shows the text. */
async function pick(p: Page, testId: string, text: string) {
  await p.getByTestId(testId).click();
  await p.keyboard.type(text);
  const option = p
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: text })
    .first();
  await option.waitFor();
  await option.click();
}

async function chooseFile(p: Page, name: string, text = 'kode_sales,nama_sales\nS01,DEWI\n') {
  await p.locator('[data-testid="import-form"] input[type=file]').setInputFiles({
    name,
    mimeType: name.endsWith('.csv') ? 'text/csv' : 'text/plain',
    buffer: Buffer.from(text),
  });
  await untilText(p.getByTestId('import-file-name').locator('b'), name);
}

async function refused(p: Page, message: string) {
  await p.getByTestId('import-submit').click();
  expect(await dialogShown(p, 'error', message)).toContain(message);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  csv = new CsvDir();
  admin = await apiLogin(server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  await server.pool.query(
    `INSERT INTO stores (kode_toko, nama_toko, tipe_toko, tgl_system, time_zone)
     VALUES ('TRA', 'KILAU TRA', 'CABANG', $1, 'WIB')`,
    [todayIn('Asia/Jakarta')],
  );
  await api(server.baseUrl, admin, 'POST', 'users', {
    user_id: TRA.user,
    user_name: 'PEMILIK TRA',
    level: 'OWN',
    password: TRA.password,
    kode_toko: 'TRA',
  });
  ({ page } = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD));
  page.on('request', (r) => {
    if (r.method() === 'POST' && /truncate|import-data-cash/.test(r.url())) sent.push(r.url());
  });
  await page.getByTestId('dashboard-user').waitFor();
});
afterAll(async () => {
  csv?.remove();
  await browser?.close();
  await server?.stop();
});

describe('import choice (spec §5)', () => {
  it('refuses with the exact message and sends nothing: no type, no file, not .csv, the file name lacks the type word', async () => {
    await page.goto(`${server.baseUrl}/import-data`);
    await page.getByTestId('import-form').waitFor();
    await untilText(page.getByTestId('page-title'), 'Import Data');
    await shot(page, 'e2e-impor-form');
    await refused(page, IMPORT_MSG.typeMissing);

    await pick(page, 'import-type', 'Penjualan');
    await refused(page, IMPORT_MSG.fileMissing);

    await chooseFile(page, 'penjualan-nov.txt');
    await refused(page, IMPORT_MSG.notCsv);

    await pick(page, 'import-type', 'Master Group');
    await chooseFile(page, 'data-jenis.csv');
    await refused(page, IMPORT_MSG.notGroup);
    await pick(page, 'import-type', 'Master Jenis');
    await chooseFile(page, 'data-group.csv');
    await refused(page, IMPORT_MSG.notJenis);
    // the Gudang message serves gudang, baki, penjualan and pembelian alike
    for (const type of ['Master Gudang', 'Master Baki', 'Penjualan', 'Pembelian']) {
      await pick(page, 'import-type', type);
      await chooseFile(page, 'data-lama.csv');
      await refused(page, IMPORT_MSG.notGudang);
    }
    // the message also marks the field
    expect(await page.getByTestId('import-form').textContent()).toContain(IMPORT_MSG.notGudang);
    await shot(page, 'e2e-impor-refused');
    expect(sent).toEqual([]);
  });

  it('every store but TRA chooses among the ten types', async () => {
    await page.goto(`${server.baseUrl}/import-data`);
    await page.getByTestId('import-type').click();
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await options.first().waitFor();
    // the list is virtual: scroll through it and collect what shows
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      for (const t of await options.allTextContents()) seen.add(t);
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Escape');
    expect([...seen].sort()).toEqual(
      [
        'Barang Summary',
        'Keuangan Cash',
        'Keuangan Non Cash',
        'Master Baki',
        'Master Group',
        'Master Gudang',
        'Master Jenis',
        'Master Sales',
        'Pembelian',
        'Penjualan',
      ].sort(),
    );
  });

  it('store TRA gets only penjualan, already chosen (spec §6)', async () => {
    const tra = await openAs(browser, server.baseUrl, TRA.user, TRA.password);
    await tra.page.getByTestId('dashboard-user').waitFor();
    await tra.page.goto(`${server.baseUrl}/import-data`);
    await tra.page.getByTestId('import-type').filter({ hasText: 'Penjualan' }).waitFor();
    await tra.page.getByTestId('import-type').click();
    const options = tra.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual(['Penjualan']);
    await tra.page.keyboard.press('Escape');
    // preselected: the first check is the file's
    await tra.page.getByTestId('import-submit').click();
    expect(await dialogShown(tra.page, 'error', IMPORT_MSG.fileMissing)).toContain(IMPORT_MSG.fileMissing);
    await shot(tra.page, 'e2e-impor-tra');
    await tra.context.close();
  });
});
