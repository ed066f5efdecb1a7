/**
 * Issue 15 (import, spec §2.5, §5, §6) in a real Chromium against the built app and the real server on a fresh
 * embedded database: every §5 choice message before anything is sent, store TRA's single preselected type; a small
 * file of each type through preview and commit, a preview with failing rows, head office importing for one store,
 * a commit whose answer is lost sent again with the same Idempotency-Key and replayed, and 100,000 sales whose
 * progress bar moves until `Data Berhasil Di import`.
 */
import { addDays, formatRupiah, IMPORT_MSG, type ImportType, MSG, todayIn } from '@kilau/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot, untilText } from './helpers/browser.ts';
import { CsvDir, columnsOf, sampleRow } from './helpers/import-csv.ts';
import { ADMIN_PASSWORD, apiLogin, type ServerHandle, startServer } from './helpers/server.ts';
import { api, dialogShown, openAs, seedCounterMasters } from './helpers/session.ts';

let server: ServerHandle;
let browser: Browser;
let admin: string;
let page: Page;
let csv: CsvDir;
/** The bar's part the upload fills (features/impor/import-model.ts); above it is the server's own progress. */
const UPLOAD_SHARE = 20;
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

/** Choose the type and the file, press Import Data, wait for the server's preview. */
async function previewOf(p: Page, label: string, file: string) {
  await pick(p, 'import-type', label);
  await p.locator('[data-testid="import-form"] input[type=file]').setInputFiles(file);
  await p.getByTestId('import-submit').click();
  await p.getByTestId('import-preview').waitFor();
}

/** Preview, commit, and the success dialog; answers the committed summary's row count. */
async function importThrough(p: Page, label: string, file: string, rows: number) {
  await previewOf(p, label, file);
  await untilText(p.getByTestId('import-preview-sum-rows'), formatRupiah(rows));
  await untilText(p.getByTestId('import-preview-sum-errors'), '0');
  await p.getByTestId('import-commit').click();
  expect(await dialogShown(p, 'success', IMPORT_MSG.ok)).toContain(IMPORT_MSG.ok);
  await untilText(p.getByTestId('import-last-sum-rows'), formatRupiah(rows));
}

const codes = async (token: string, read: string, field: string) =>
  ((await api(server.baseUrl, token, 'GET', read)) as unknown as Record<string, unknown>[]).map((r) => r[field]);

describe('import through the server', () => {
  const today = () => todayIn('Asia/Jakarta');
  // the history rows name these masters (each test may also run alone); the master files below replace them by code
  beforeAll(() => seedCounterMasters(server.baseUrl, admin));
  const TYPES: [ImportType, string, string, number][] = [
    ['master_group', 'Master Group', 'data-group.csv', 2],
    ['master_jenis', 'Master Jenis', 'data-jenis.csv', 2],
    ['master_gudang', 'Master Gudang', 'data-gudang.csv', 2],
    ['master_baki', 'Master Baki', 'data-baki.csv', 2],
    ['master_sales', 'Master Sales', 'data-sales.csv', 2],
    ['penjualan', 'Penjualan', 'data-penjualan.csv', 3],
    ['pembelian', 'Pembelian', 'data-pembelian.csv', 2],
    ['keuangan_cash', 'Keuangan Cash', 'data-kas.csv', 2],
    ['keuangan_non_cash', 'Keuangan Non Cash', 'data-bank.csv', 2],
    ['barang_summary', 'Barang Summary', 'data-summary.csv', 1],
  ];

  it('a small file of each type: preview, Simpan Import, Data Berhasil Di import', async () => {
    await api(server.baseUrl, admin, 'POST', 'banks', { kode_bank: 'BCA', nama_bank: 'BCA' });
    await api(server.baseUrl, admin, 'POST', 'rekenings', {
      no_rekening: '123',
      nama_rekening: 'TOKO',
      kode_bank: 'BCA',
    });
    const day = addDays(today(), -3);
    await page.goto(`${server.baseUrl}/import-data`);
    await page.getByTestId('import-form').waitFor();
    for (const [type, label, name, n] of TYPES) {
      const rows = Array.from({ length: n }, (_, i) => sampleRow(type, i, day));
      const file = csv.write(name, columnsOf(type), rows);
      await importThrough(page, label, file, n);
      if (type === 'penjualan') await shot(page, 'e2e-impor-success');
    }
    expect(await codes(admin, 'group/get/all', 'kode_group')).toContain('E75');
    expect(await codes(admin, 'baki/get/all', 'kode_baki')).toContain('B1');
    const sales = (await api(
      server.baseUrl,
      admin,
      'GET',
      `penjualan/paginated?tgl_from=${day}&tgl_to=${day}&limit=50`,
    )) as { count: number };
    expect(sales.count).toBe(3);
  });

  it('the preview lists a failing row with its line and reason, and Simpan Import stays disabled', async () => {
    const day = addDays(today(), -4);
    const good = sampleRow('penjualan', 10, day);
    const file = csv.write('penjualan-salah.csv', columnsOf('penjualan'), [
      good,
      { ...sampleRow('penjualan', 11, day), kode_group: 'ZZZ' },
      { ...sampleRow('penjualan', 12, day), tgl_system: '31-02-2026' },
    ]);
    await page.goto(`${server.baseUrl}/import-data`);
    await previewOf(page, 'Penjualan', file);
    await untilText(page.getByTestId('import-preview-sum-errors'), '2');
    const errors = page.getByTestId('import-errors');
    await errors.locator('tbody tr').first().waitFor();
    const text = (await errors.locator('tbody').textContent()) ?? '';
    expect(text).toContain('3');
    expect(text).toContain('ZZZ');
    expect(text).toContain('31-02-2026');
    expect(await page.getByTestId('import-commit').isDisabled()).toBe(true);
    await shot(page, 'e2e-impor-preview-errors');
    await page.getByTestId('import-preview-cancel').click();
    const sales = (await api(server.baseUrl, admin, 'GET', `penjualan/paginated?tgl_from=${day}&tgl_to=${day}`)) as {
      count: number;
    };
    expect(sales.count).toBe(0);
  });

  it('head office imports for the store it picks, and only that store gets the rows', async () => {
    await server.pool.query(
      `INSERT INTO stores (kode_toko, nama_toko, tipe_toko, tgl_system, time_zone)
       VALUES ('T3', 'KILAU CABANG T3', 'CABANG', $1, 'WIB')`,
      [today()],
    );
    await api(server.baseUrl, admin, 'POST', 'users', {
      user_id: 'OWNT3',
      user_name: 'PEMILIK T3',
      level: 'OWN',
      password: 'rahasia-t3',
      kode_toko: 'T3',
    });
    const t3 = await apiLogin(server.baseUrl, 'OWNT3', 'rahasia-t3');
    const before = await codes(admin, 'gudang/get/all', 'kode_gudang');
    const file = csv.write('gudang-t3.csv', columnsOf('master_gudang'), [
      { kode_gudang: 'GT3', nama_gudang: 'ETALASE T3' },
      { kode_gudang: 'BRK', nama_gudang: 'BRANKAS T3' },
    ]);
    await page.goto(`${server.baseUrl}/import-data-pusat`);
    await page.getByTestId('import-form').waitFor();
    // the store comes first: without it there is no type to choose
    await page.getByTestId('import-submit').click();
    expect(await dialogShown(page, 'error', 'Toko Belum Di Pilih')).toContain('Toko Belum Di Pilih');
    await pick(page, 'import-toko', 'T3');
    await previewOf(page, 'Master Gudang', file);
    await untilText(page.getByTestId('import-preview-sum-toko'), 'T3 - KILAU CABANG T3');
    await shot(page, 'e2e-impor-pusat-preview');
    await page.getByTestId('import-commit').click();
    await dialogShown(page, 'success', IMPORT_MSG.ok);
    expect((await codes(t3, 'gudang/get/all', 'kode_gudang')).sort()).toEqual(['BRK', 'GT3']);
    expect(await codes(admin, 'gudang/get/all', 'kode_gudang')).toEqual(before);
  });

  it('a commit the server refuses shows Terjadi Kesalahan Saat Import Data with the reason beneath, and writes nothing', async () => {
    await api(server.baseUrl, admin, 'POST', 'gudang', { kode_gudang: 'X1', nama_gudang: 'GUDANG LAMA' });
    const file = csv.write('gudang-baru.csv', columnsOf('master_gudang'), [
      { kode_gudang: 'ETL', nama_gudang: 'ETALASE' },
      { kode_gudang: 'WGX', nama_gudang: 'ETALASE BARU' },
    ]);
    await page.goto(`${server.baseUrl}/import-data`);
    // X1 is not in the file and nothing uses it yet: the preview passes (X1 would go to the archive)
    await previewOf(page, 'Master Gudang', file);
    await untilText(page.getByTestId('import-preview-sum-errors'), '0');
    // meanwhile a tray is put in X1: the commit must refuse to drop it
    await api(server.baseUrl, admin, 'POST', 'baki', {
      kode_baki: 'BX',
      nama_baki: 'BAKI X',
      kode_gudang: 'X1',
      berat_baki: '50',
    });
    await page.getByTestId('import-commit').click();
    await untilText(page.getByTestId('import-fail-title'), IMPORT_MSG.fail);
    expect(await page.getByTestId('import-fail-reason').textContent()).toContain('X1');
    await shot(page, 'e2e-impor-gagal');
    await page.getByTestId('import-run-close').click();
    // the refusal's rows come back in the preview, and Simpan Import stays off
    await untilText(page.getByTestId('import-preview-sum-errors'), '1');
    expect(await page.getByTestId('import-errors').locator('tbody').textContent()).toContain('Seluruh File');
    expect(await page.getByTestId('import-commit').isDisabled()).toBe(true);
    await page.getByTestId('import-preview-cancel').click();
    expect(await codes(admin, 'gudang/get/all', 'kode_gudang')).toContain('X1');
    expect(await codes(admin, 'gudang/get/all', 'kode_gudang')).not.toContain('WGX');
  });

  it('a commit whose answer is lost is sent again with the same Idempotency-Key and replayed, not imported twice', async () => {
    const day = addDays(todayIn('Asia/Jakarta'), -6);
    const file = csv.write('penjualan-ulang.csv', columnsOf('penjualan'), [
      sampleRow('penjualan', 500, day),
      sampleRow('penjualan', 501, day),
    ]);
    const isCommit = (u: URL) => u.pathname.endsWith('/truncate/penjualan') && !u.searchParams.has('preview');
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && isCommit(new URL(r.url()))) keys.push(r.headers()['idempotency-key'] ?? '');
    });
    await page.goto(`${server.baseUrl}/import-data`);
    await previewOf(page, 'Penjualan', file);
    // the first commit reaches the server and is written, but its answer is lost on the way back to the page
    await page.evaluate(() => {
      const proto = XMLHttpRequest.prototype;
      const open = proto.open;
      const send = proto.send;
      let lose = true;
      proto.open = function (this: XMLHttpRequest & { __url?: string }, ...args: unknown[]) {
        this.__url = String(args[1]);
        return (open as (...a: unknown[]) => void).apply(this, args);
      };
      proto.send = function (
        this: XMLHttpRequest & { __url?: string },
        body?: Document | XMLHttpRequestBodyInit | null,
      ) {
        const u = new URL(this.__url ?? '', location.href);
        if (lose && u.pathname.endsWith('/truncate/penjualan') && !u.searchParams.has('preview')) {
          lose = false;
          this.onload = () => this.onerror?.(new ProgressEvent('error'));
        }
        return send.call(this, body);
      };
    });
    await page.getByTestId('import-commit').click();
    await untilText(page.getByTestId('import-fail-title'), IMPORT_MSG.fail);
    await untilText(page.getByTestId('import-fail-reason'), MSG.noConnection);
    await page.getByTestId('import-run-close').click();
    const count = async () =>
      (
        (await api(server.baseUrl, admin, 'GET', `penjualan/paginated?tgl_from=${day}&tgl_to=${day}`)) as {
          count: number;
        }
      ).count;
    expect(await count()).toBe(2);
    // the user tries again with the same file: the server answers what it answered the first time
    await page.getByTestId('import-submit').click();
    await page.getByTestId('import-preview').waitFor();
    await untilText(page.getByTestId('import-preview-sum-replaced'), '2');
    await page.getByTestId('import-commit').click();
    await dialogShown(page, 'success', IMPORT_MSG.ok);
    // the first commit's answer (nothing replaced then), not a second import replacing the first one's rows
    await untilText(page.getByTestId('import-last-sum-replaced'), '0');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(await count()).toBe(2);
  });

  it('100,000 sales: the progress bar moves with the server and ends in Data Berhasil Di import', async () => {
    const day = addDays(today(), -5);
    const N = 100_000;
    const file = await csv.writeMany('penjualan-besar.csv', columnsOf('penjualan'), N, (i) =>
      sampleRow('penjualan', 1000 + i, day),
    );
    page.setDefaultTimeout(600_000);
    try {
      await page.goto(`${server.baseUrl}/import-data`);
      await previewOf(page, 'Penjualan', file);
      await untilText(page.getByTestId('import-preview-sum-rows'), formatRupiah(N));
      await untilText(page.getByTestId('import-preview-sum-errors'), '0');
      // every percentage the bar shows from here on
      await page.evaluate(() => {
        const w = window as unknown as { __pct: number[] };
        w.__pct = [];
        new MutationObserver(() => {
          const t = document.querySelector('[data-testid="import-progress-percent"]')?.textContent;
          const v = Number(t);
          if (t && w.__pct.at(-1) !== v) w.__pct.push(v);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await page.getByTestId('import-commit').click();
      await page.getByTestId('import-run').waitFor();
      // the bar read while it runs: once above the start, then again further on
      const first = await page.waitForFunction(() => {
        const v = Number(document.querySelector('[data-testid="import-progress-percent"]')?.textContent);
        return v > 0 && v < 100 ? v : false;
      });
      const a = (await first.jsonValue()) as number;
      // …and again once the server reports reading the rows (past the upload's share of the bar), with its message
      const second = await page.waitForFunction(
        ([x, share]) => {
          const v = Number(document.querySelector('[data-testid="import-progress-percent"]')?.textContent);
          const m = document.querySelector('[data-testid="import-progress-message"]')?.textContent ?? '';
          return v > x && v > share && v < 100 ? `${v}|${m}` : false;
        },
        [a, UPLOAD_SHARE] as const,
      );
      const [b, message] = ((await second.jsonValue()) as string).split('|');
      expect(Number(b)).toBeGreaterThan(a);
      expect(message).toMatch(/baris|Menyimpan|Memeriksa/);
      await shot(page, 'e2e-impor-progress');
      expect(await dialogShown(page, 'success', IMPORT_MSG.ok)).toContain(IMPORT_MSG.ok);
      const seen = await page.evaluate(() => (window as unknown as { __pct: number[] }).__pct);
      const running = seen.filter((v) => v > 0 && v < 100);
      expect(running.length).toBeGreaterThanOrEqual(2);
      // never backwards while it ran
      expect(running).toEqual([...running].sort((x, y) => x - y));
      await untilText(page.getByTestId('import-last-sum-rows'), formatRupiah(N));
    } finally {
      page.setDefaultTimeout(30_000);
    }
    const sales = (await api(
      server.baseUrl,
      admin,
      'GET',
      `penjualan/paginated?tgl_from=${day}&tgl_to=${day}&limit=1`,
    )) as {
      count: number;
    };
    expect(sales.count).toBe(N);
  }, 900_000);
});
