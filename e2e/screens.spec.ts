/**
 * Issue 9 (items 22, 23, 26) in a real Chromium against the built app and the real server on a fresh embedded
 * database: walking between screens inside the app never crashes to the router's developer page (a forced render
 * error shows the Indonesian error screen with a way back); every visible field and button has an accessible name;
 * at 1366×768 the last column of the wide tables is within reach.
 */
import { findRoute, REPORTS, reportByRoute } from '@kilau/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldPiece } from '../apps/server/src/test/gold-piece.ts';
import { launchBrowser, shot, untilFocused } from './helpers/browser.ts';
import { ADMIN_PASSWORD, apiLogin, type ServerHandle, startServer } from './helpers/server.ts';
import { api, openAs, seedCounterMasters } from './helpers/session.ts';

let server: ServerHandle;
let browser: Browser;
let token: string;
let invoice = '';
/** A piece in stock (its detail drawer is walked). */
let inStock = '';

const slug = (v: string) => v.toLowerCase().replace(/[^a-z0-9]+/g, '-');

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = await apiLogin(server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  const post = (p: string, body: unknown) => api(server.baseUrl, token, 'POST', p, body);
  await seedCounterMasters(server.baseUrl, token);
  await post('parameter-berlian', { jenis_batu: 'RB', nama_batu: 'RUBY' });
  const made = (await post('barang', {
    items: [goldPiece({ jumlah: 2 })],
  })) as { data: { kode_barcode: string }[] };
  const code = made.data[0]?.kode_barcode ?? '';
  const scan = (await api(server.baseUrl, token, 'GET', `penjualan/scan/${code}`)) as { harga_total: number };
  const sale = (await post('penjualan', {
    kode_sales: 'S01',
    nama_customer: 'budi',
    no_hp: '0812',
    items: [{ kode_barcode: code }],
    payments: [{ jenis: 'CASH', jumlah: scan.harga_total }],
  })) as { data: { no_faktur_group: string } };
  invoice = sale.data.no_faktur_group;
  await post('barang', {
    items: [
      {
        nama_barang: 'kalung rantai italia model singapore',
        kode_group: 'E75',
        kode_dept: 'CC',
        kode_gudang: 'ETL',
        kode_baki: 'B1',
        berat: '12.375',
        kadar: '75',
        ongkos: 150_000,
        jumlah: 1,
      },
    ],
  });
  await post('baki', { kode_baki: 'B2', nama_baki: 'BAKI 2', kode_gudang: 'ETL', berat_baki: '100' });
  inStock = made.data[1]?.kode_barcode ?? '';
  await post('barang/pindah', { barcodes: [inStock], kode_gudang: 'ETL', kode_baki: 'B2' });
  await post('timbang-baki', { kode_baki: 'B1', berat_timbang: '114.575' });
  await post('titipan', { nama_customer: 'rina kusumawati', no_hp: '081234567890', jumlah: 1_500_000 });
  // the module screens (Sortir Pembelian, Penerimaan Barang, Laporan Terima Barang Supplier) are walked too
  await server.pool.query(
    `UPDATE users SET modules = '["SEPUHAN_MODULE","SEMI_GROSIR_MODULE"]' WHERE user_id = 'ADMIN'`,
  );
  await post('users', { user_id: 'kasir9', user_name: 'kasir', level: 'KSR', password: 'rahasia9' });
  // one piece at the cleaner's, so the pool of /cucian's return tab has a row
  const cuci = (await post('barang', {
    items: [
      {
        nama_barang: 'gelang',
        kode_group: 'E75',
        kode_dept: 'CC',
        kode_gudang: 'ETL',
        kode_baki: 'B1',
        berat: '3.5',
        kadar: '75',
        ongkos: 10_000,
        jumlah: 1,
      },
    ],
  })) as { data: { kode_barcode: string }[] };
  await post('barang/cuci', { barcodes: [cuci.data[0]?.kode_barcode] });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(): Promise<Page> {
  const { page, context } = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  await context.setDefaultTimeout(20_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByTestId('dashboard-user').waitFor();
  return page;
}

/** Navigates inside the running app (the query cache survives), as a click in the menu does. */
async function go(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.getByTestId(`page-${path.replace(/^\//, '')}`).waitFor();
}

const crashed = (page: Page) => page.getByText('Unexpected Application Error').count();

describe('moving between screens (item 23)', () => {
  it('counter → Setting Nota, counter → Setting System, Setting System → Lihat Penjualan → reprint: no crash', async () => {
    const page = await signIn();
    await go(page, '/transaksi-penjualan');
    await page.getByTestId('scan-input').waitFor();
    await go(page, '/settingNota');
    await page.locator('.k-setting-grid').waitFor();
    expect(await crashed(page)).toBe(0);

    await go(page, '/transaksi-penjualan');
    await page.getByTestId('scan-input').waitFor();
    await go(page, '/settingsystem');
    await page.locator('.k-setting-grid').waitFor();
    expect(await crashed(page)).toBe(0);

    await go(page, '/lihat-penjualan');
    await page.getByTestId('lp-q').fill(invoice);
    await page.getByTestId('lp-search').click();
    await page.getByTestId(`lp-print-${slug(invoice)}`).click();
    await page.getByTestId('nota-paper').waitFor();
    expect(await crashed(page)).toBe(0);
    await page.keyboard.press('Escape');
    await go(page, '/settingNota');
    await page.locator('.k-setting-grid').waitFor();
    expect(await crashed(page)).toBe(0);
    await page.context().close();
  });

  it('a screen that fails to render shows the Indonesian error screen with a way back, never a stack', async () => {
    const page = await signIn();
    // a broken answer (a sale without its lines) makes the receipt throw while rendering
    await page.route('**/api/penjualan/get/by-no/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ no_faktur_group: invoice }),
      }),
    );
    await go(page, '/lihat-penjualan');
    await page.getByTestId('lp-q').fill(invoice);
    await page.getByTestId('lp-search').click();
    await page.getByTestId(`lp-print-${slug(invoice)}`).click();
    await page.getByTestId('route-error').waitFor();
    const text = (await page.getByTestId('route-error').textContent()) ?? '';
    expect(text).toContain('Terjadi Kesalahan Pada Halaman Ini');
    expect(text).not.toMatch(/Unexpected Application Error|at \w+ \(|Error:/);
    // the shell (menu, header) stays; the way back leads to a working screen
    await page.getByTestId('header-store').waitFor();
    await shot(page, 'e2e-route-error');
    await page.unroute('**/api/penjualan/get/by-no/**');
    await page.getByTestId('route-error-home').click();
    await page.getByTestId('dashboard-user').waitFor();
    expect(await page.getByTestId('route-error').count()).toBe(0);
    await page.context().close();
  });
});

/** The last header cell of the screen's (first) table, against its scroll box and the window. */
function lastColumn(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('.ant-table') as HTMLElement | null;
    if (!table) return null;
    const ths = [...table.querySelectorAll('thead tr:first-child > th')].filter(
      (th) => !th.classList.contains('ant-table-cell-scrollbar') && (th as HTMLElement).offsetWidth > 0,
    );
    const last = ths.at(-1) as HTMLElement | undefined;
    const box = table.getBoundingClientRect();
    const r = last?.getBoundingClientRect();
    return {
      text: last?.textContent ?? '',
      right: Math.round(r?.right ?? 0),
      boxRight: Math.round(box.right),
      viewport: window.innerWidth,
      pageScroll: document.documentElement.scrollWidth,
    };
  });
}

describe('at 1366×768 the last column is in sight (item 26)', () => {
  const screens: [string, string][] = [
    ['/data-barang', 'Aksi'],
    ['/lihat-titipan', ''],
    ['/laporan-timbang-baki', 'Jam'],
    ['/laporan-barang-detail', 'Tgl Masuk'],
    ['/laporan-pindah-barang', 'User'],
    ['/laporan-barang-sumary', ''],
    ['/laporan-batal-penjualan', ''],
    ['/laporan-otorisasi', 'Alasan'],
    ['/laporan-hancur-barang', 'Otorisasi'],
    ['/uang-kas', 'Aksi'],
    ['/data-member', 'Aksi'],
    ['/laporan-daftar-member', 'Kunjungan Terakhir'],
  ];
  it.each(screens)('%s: the last header cell ends inside the table box and the window', async (path, title) => {
    const page = await signIn();
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByTestId(`page-${path.replace(/^\//, '')}`).waitFor();
    const search = page.getByTestId('report-search');
    if (await search.count()) {
      // the report's own answer (not every report has a date range, so not its filters: its API path)
      const report = reportByRoute(path);
      expect(report, path).toBeDefined();
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/${report?.api}`);
      await search.click();
      const r = await answer;
      expect(r.status(), await r.text()).toBe(200);
      await page.getByTestId('report-meta').waitFor();
    } else await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
    await page.locator('.ant-table-thead th').first().waitFor();
    const m = await lastColumn(page);
    await shot(page, `e2e-1366${path.replace(/\//g, '-')}`);
    expect(m).not.toBeNull();
    if (title) expect(m?.text).toBe(title);
    expect(m?.right).toBeLessThanOrEqual(m?.boxRight ?? 0);
    expect(m?.right).toBeLessThanOrEqual(m?.viewport ?? 0);
    expect(m?.pageScroll).toBeLessThanOrEqual(m?.viewport ?? 0);
    await page.context().close();
  });
});

/** The screen's answers are in and drawn: no request in flight for a moment, no spinner (rows that arrive late
 *  would otherwise be missed by the check). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
}

/** Visible fields without an accessible name (no aria-label/-labelledby, no label pointing at their id), and
 *  visible buttons without a name (no text, aria-label or title). */
function unnamed(page: Page) {
  return page.evaluate(() => {
    const seen = (el: Element) => (el as HTMLElement).offsetWidth > 0 && (el as HTMLElement).offsetHeight > 0;
    // aria-hidden controls are outside the accessibility tree (antd's auto-size textarea measures with a hidden twin)
    const fields = [...document.querySelectorAll('input:not([type=hidden]), textarea, [role=combobox], [role=switch]')]
      .filter(seen)
      .filter((el) => !el.closest('[aria-hidden=true]'))
      .filter((el) => {
        if (el.getAttribute('aria-label')?.trim()) return false;
        const by = el.getAttribute('aria-labelledby');
        if (by?.split(/\s+/).some((id) => document.getElementById(id)?.textContent?.trim())) return false;
        return !(el.id && document.querySelector(`label[for="${CSS.escape(el.id)}"]`));
      })
      .map((el) => el.outerHTML.slice(0, 120));
    const buttons = [...document.querySelectorAll('button, [role=button]')]
      .filter(seen)
      .filter(
        (el) =>
          !(
            el.textContent?.trim() ||
            el.getAttribute('aria-label')?.trim() ||
            el.getAttribute('title') ||
            el.querySelector('[aria-label]')?.getAttribute('aria-label')?.trim()
          ),
      )
      .map((el) => el.outerHTML.slice(0, 120));
    return { fields, buttons };
  });
}

describe('every field and button has a name (item 22)', () => {
  it('field 28: the login page: every field and button has a name, a click on a label focuses its field', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.getByTestId('login-submit').waitFor();
    const m = await unnamed(page);
    expect(m.fields).toEqual([]);
    expect(m.buttons).toEqual([]);
    const labels = page.locator('label[for]');
    expect(await labels.count()).toBe(2);
    for (const [i, testId] of ['login-user', 'login-password'].entries()) {
      const label = labels.nth(i);
      const id = (await label.getAttribute('for')) ?? '';
      await label.click();
      // the label names the field the test (and the user) types into, and a click on it puts the caret there
      expect(await page.getByTestId(testId).getAttribute('id')).toBe(id);
      expect(await page.evaluate(() => document.activeElement?.id ?? '')).toBe(id);
    }
    // Enter still moves from the user id to the password and on to Masuk
    await page.getByTestId('login-user').focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('login-password');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('login-submit');
    await context.close();
  });

  /*
   * Field 31: this check failed once under load. It acted on the dialog from the first frame of its opening (the
   * title is visible then) and read the focus once, at once, while what ends the opening — the dialog focusing its
   * panel, then the app putting the caret in the first field (MasterFormModal's afterOpenChange), both after a
   * React render the loaded browser may not have run yet — could still be pending; and the label it clicked was
   * the first field's, whose focus the app sets on its own. Now the form is used once it has opened (its first
   * field holds the caret), and a label click is checked where only the click can give the focus.
   */
  it.each(['/master-baki', '/master-group', '/master-rekening'])(
    'field 31: %s: the generic list and its form, used once the dialog has opened',
    async (path) => {
      const page = await signIn();
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByTestId('master-add').click();
      await page.getByTestId('modal-title').waitFor();
      const labels = page.locator('.ant-modal label[for]:visible');
      const field = async (i: number) => {
        const id = (await labels.nth(i).getAttribute('for')) ?? '';
        return { id, el: page.locator(`.ant-modal [id="${id}"]`) };
      };
      const first = await field(0);
      await untilFocused(first.el);
      const m = await unnamed(page);
      expect(m.fields).toEqual([]);
      expect(m.buttons).toEqual([]);
      // a click on a label focuses its field: the second field's, then the first's again
      const second = await field(1);
      expect(second.id).not.toBe(first.id);
      await labels.nth(1).click();
      await untilFocused(second.el);
      expect(await page.evaluate(() => document.activeElement?.id ?? '')).toBe(second.id);
      await labels.nth(0).click();
      await untilFocused(first.el);
      expect(await page.evaluate(() => document.activeElement?.id ?? '')).toBe(first.id);
      await page.context().close();
    },
  );

  const handWritten = [
    '/transaksi-penjualan',
    '/lihat-penjualan',
    '/batal-penjualan',
    '/lihat-titipan',
    '/validasi-penjualan',
    '/validasi-titipan',
    '/tambah-data-barang',
    '/data-barang',
    '/terima-barang',
    '/cetak-barcode',
    '/kirim-barang-kecabang',
    '/pindah-barang',
    '/pindah-barang-satu-baki',
    '/hancur-data-barang',
    '/timbang-baki',
    '/stock-opname',
    '/data-users',
    '/hak-akses-users',
    '/settingtoko',
    '/settingsystem',
    '/settingNota',
    '/laporan-barang-detail',
    '/laporan-timbang-baki',
    '/laporan-penjualan-sales',
    '/validasi-jual-beli',
    '/penerimaan-barang',
    '/cucian',
    '/cucian?tab=kembali',
    '/terima-barang?tab=kiriman',
    '/sortir-pembelian',
    '/pindah-sortir',
    '/stock-opname-penerimaan',
    '/hak-akses-news',
    '/hak-akses-news?level=KSR',
    '/uang-kas',
    '/tambah-uang-bank',
    '/ambil-uang-bank',
    '/lihat-transaksi-member',
    '/transaksi-poin',
    '/tukar-point',
    '/laporan-eod',
    '/transaksi-services',
    '/lihat-services',
    '/transaksi-pesanan',
    '/lihat-pesanan',
    '/transaksi-hutang',
    '/lihat-hutang',
    '/validasi-hutang',
    '/import-data',
    '/import-data-pusat',
    '/cadangan-data',
  ];
  it.each(handWritten)('%s: the hand-written screen', async (path) => {
    const page = await signIn();
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByTestId(`page-${path.replace(/^\//, '').replace(/\?.*/, '')}`).waitFor();
    await settled(page);
    const m = await unnamed(page);
    expect(m.fields).toEqual([]);
    expect(m.buttons).toEqual([]);
    await page.context().close();
  });

  // the store-gated tax recap (MLT, NQC) does not exist for this store; it is the same report screen
  const reports = REPORTS.map((r) => r.route).filter((r) => !handWritten.includes(r) && !findRoute(r)?.stores);
  it('every other report screen: its filter bar and its result table', async () => {
    const page = await signIn();
    const misses: string[] = [];
    for (const path of reports) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByTestId(`page-${path.replace(/^\//, '')}`).waitFor();
      await settled(page);
      const search = page.getByTestId('report-search');
      if (await search.count()) {
        await search.click();
        await page.getByTestId('report-meta').waitFor();
        await settled(page);
      }
      const m = await unnamed(page);
      misses.push(...[...m.fields, ...m.buttons].map((e) => `${path}: ${e}`));
    }
    expect(reports.length).toBeGreaterThan(10);
    expect(misses).toEqual([]);
    await page.context().close();
  }, 240_000);

  // each dialog is opened on a freshly loaded screen, so no closing dialog of another is still on the page
  const dialogs: [string, string, (page: Page) => Promise<void>][] = [
    [
      'Member Baru (counter)',
      '/transaksi-penjualan',
      async (page) => {
        await page.getByTestId('sale-hp').fill('0899000111');
        await page.getByTestId('sale-member-find').click();
        await page.getByTestId('sale-member-register').click();
        await page.locator('.ant-modal label[for="member_baru_kode_member"]').waitFor();
      },
    ],
    [
      'Ubah Password (header)',
      '/settingtoko',
      async (page) => {
        await page.getByTestId('header-user-menu').click();
        await page.getByTestId('menu-change-password').click();
        await page.locator('.ant-modal label[for="ubah_password_password"]').waitFor();
      },
    ],
    [
      'Reset Password (Data Users)',
      '/data-users',
      async (page) => {
        await page.getByTestId('user-reset-kasir9').click();
        await page.locator('.ant-modal label[for="reset_password_new_password"]').waitFor();
      },
    ],
    [
      'the Data Barang detail drawer',
      '/data-barang',
      async (page) => {
        await page.getByTestId(`data-barang-detail-${inStock}`).click();
        await page.getByTestId('detail-title').waitFor();
        await page.locator('.ant-drawer .ant-table-tbody .ant-table-row').first().waitFor();
      },
    ],
    [
      'the Nota (Lihat Penjualan)',
      '/lihat-penjualan',
      async (page) => {
        await page.getByTestId('lp-q').fill(invoice);
        await page.getByTestId('lp-search').click();
        await page.getByTestId(`lp-print-${slug(invoice)}`).click();
        await page.getByTestId('nota-paper').waitFor();
      },
    ],
  ];
  it.each(dialogs)('%s: every field and button of the dialog', async (_name, path, open) => {
    const page = await signIn();
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByTestId(`page-${path.replace(/^\//, '')}`).waitFor();
    await settled(page);
    await open(page);
    await settled(page);
    const m = await unnamed(page);
    expect(m.fields).toEqual([]);
    expect(m.buttons).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['/data-users', 'users-add', 'user_user_id'],
    ['/lihat-titipan', 'lt-add', 'titipan_nama_customer'],
  ])('%s: the form behind %s, its ids carry the form name', async (path, open, id) => {
    const page = await signIn();
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByTestId(open).click();
    const label = page.locator(`.ant-modal label[for="${id}"]`);
    await label.waitFor();
    const m = await unnamed(page);
    expect(m.fields).toEqual([]);
    expect(m.buttons).toEqual([]);
    await label.click();
    expect(await page.evaluate(() => document.activeElement?.id ?? '')).toBe(id);
    await page.context().close();
  });
});
