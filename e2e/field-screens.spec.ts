/**
 * Issue 25, the screens a shop met on its first day (items 22, 23, 25, 26, 27) in a real Chromium against the built
 * app and the real server: the Pesanan item table at 1366 px, Import/Delete Data offered only to the levels the
 * server lets through, the spec's own paths of §4 redirected, every text input shown in upper case (§2.3), and a
 * refused delete shown as an info toast (§8).
 */
import { grantedPaths, type MenuNode } from '@kilau/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from './helpers/browser.ts';
import { ADMIN_PASSWORD, apiLogin, type ServerHandle, startServer } from './helpers/server.ts';
import { api, dialogLog, openAs, seedCounterMasters, toastShown } from './helpers/session.ts';

let server: ServerHandle;
let browser: Browser;
let token: string;
const PASSWORD = 'rahasia-lvl';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = await apiLogin(server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  await seedCounterMasters(server.baseUrl, token);
  for (const level of ['MU', 'SU'])
    await api(server.baseUrl, token, 'POST', 'users', {
      user_id: `LVL${level}`,
      user_name: `level ${level}`,
      level,
      password: PASSWORD,
    });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(user = 'ADMIN', password = ADMIN_PASSWORD, width = 1366): Promise<Page> {
  const { page, context } = await openAs(browser, server.baseUrl, user, password);
  context.setDefaultTimeout(20_000);
  await page.setViewportSize({ width, height: 768 });
  await page.getByTestId('dashboard-user').waitFor();
  return page;
}

const testId = (path: string) => `page-${path.replace(/^\//, '').replace(/\?.*/, '')}`;

describe('field 22: the Pesanan item table', () => {
  it.each([1366, 1024])('field 22: at %i px no header overlaps another and Deskripsi is a usable field', async (w) => {
    const page = await signIn('ADMIN', ADMIN_PASSWORD, w);
    await page.goto(`${server.baseUrl}/transaksi-pesanan`);
    await page.getByTestId('ps-deskripsi-0').waitFor();
    const m = await page.evaluate(() => {
      const ths = [...document.querySelectorAll('[data-testid="ps-lines"] thead th')] as HTMLElement[];
      // a header's text wider than its cell spills over its neighbour
      const spilled = ths.filter((th) => th.scrollWidth > th.clientWidth).map((th) => th.textContent ?? '');
      const overlaps: string[] = [];
      const rects = ths.map((th) => th.getBoundingClientRect());
      for (let i = 1; i < rects.length; i++)
        if (
          (rects[i]?.left ?? 0) < (rects[i - 1]?.right ?? 0) - 0.5 &&
          (rects[i]?.top ?? 0) === (rects[i - 1]?.top ?? 0)
        )
          overlaps.push(`${ths[i - 1]?.textContent} / ${ths[i]?.textContent}`);
      const input = document.querySelector('[data-testid="ps-deskripsi-0"]') as HTMLElement;
      const table = document.querySelector('[data-testid="ps-lines"]') as HTMLElement;
      return {
        spilled,
        overlaps,
        deskripsi: Math.round(input.getBoundingClientRect().width),
        table: Math.round(table.getBoundingClientRect().right),
        viewport: window.innerWidth,
        pageScroll: document.documentElement.scrollWidth,
      };
    });
    await shot(page, `e2e-field22-pesanan-lines-${w}`);
    expect(m.spilled).toEqual([]);
    expect(m.overlaps).toEqual([]);
    expect(m.deskripsi).toBeGreaterThanOrEqual(200);
    expect(m.pageScroll).toBeLessThanOrEqual(m.viewport);
    await page.context().close();
  });
});

describe('field 23: Import Data / Delete Data only for the levels the server lets through', () => {
  /** What the server answers the level on each screen's call (a preview writes nothing). */
  async function serverLets(t: string, path: '/import-data' | '/delete-data'): Promise<boolean> {
    const call =
      path === '/import-data'
        ? { p: 'gudang/truncate?preview=true', body: { data_gudangs: [{ kode_gudang: 'G9', nama_gudang: 'G' }] } }
        : { p: 'truncate/delete-penjualan?preview=true', body: { tgl_from: '2020-01-01', tgl_to: '2020-01-01' } };
    const r = await fetch(`${server.baseUrl}/api/${call.p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': t },
      body: JSON.stringify(call.body),
    });
    return r.status !== 403;
  }

  it.each(['LVLMU', 'LVLSU', 'ADMIN'])(
    'field 23: %s sees the screen (menu and page) exactly when the server lets it',
    async (user) => {
      const password = user === 'ADMIN' ? ADMIN_PASSWORD : PASSWORD;
      const t = await apiLogin(server.baseUrl, user, password);
      // the menu the server hands the web at login (what the sidebar is built from)
      const login = (await (
        await fetch(`${server.baseUrl}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ user_id: user, password }),
        })
      ).json()) as { menu: MenuNode[] };
      const menu = [...grantedPaths(login.menu)];
      const page = await signIn(user, password);
      expect(menu).toContain('/settingtoko');
      // the sidebar's Utility group, opened
      await page.getByTestId('menu-group-utility').click();
      await page.getByTestId('menu-item-settingtoko').waitFor();
      for (const path of ['/import-data', '/delete-data'] as const) {
        const lets = await serverLets(t, path);
        expect(menu.includes(path), `${user} ${path} menu`).toBe(lets);
        expect(await page.getByTestId(`menu-item-${path.slice(1)}`).count(), `${user} ${path} sidebar`).toBe(
          lets ? 1 : 0,
        );
        await page.goto(`${server.baseUrl}${path}`);
        if (lets) await page.getByTestId(testId(path)).waitFor();
        else {
          await page.getByTestId('access-denied').waitFor();
          expect(await page.getByTestId(testId(path)).count()).toBe(0);
        }
      }
      expect(await serverLets(t, '/import-data')).toBe(user !== 'LVLMU');
      expect(await serverLets(t, '/delete-data')).toBe(user === 'ADMIN');
      await page.context().close();
    },
  );
});

describe("field 25: the spec's own paths of §4", () => {
  it.each([
    ['/stock-opname-global', '/stock-opname'],
    ['/setting-nota', '/settingNota'],
  ])('field 25: %s leads to %s (opened, and navigated to inside the app)', async (from, to) => {
    const page = await signIn();
    await page.goto(`${server.baseUrl}${from}`);
    await page.getByTestId(testId(to)).waitFor();
    expect(new URL(page.url()).pathname).toBe(to);
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByTestId('dashboard-user').waitFor();
    await page.evaluate((p) => {
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, from);
    await page.getByTestId(testId(to)).waitFor();
    expect(new URL(page.url()).pathname).toBe(to);
    // the browser's Back goes to the dashboard, not to the old path again
    await page.goBack();
    await page.getByTestId('dashboard-user').waitFor();
    await page.context().close();
  });
});

/** Visible text fields (not passwords, not date pickers) whose text is not displayed upper-case. */
function notUpper(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('input, textarea')]
      .filter((el) => (el as HTMLElement).offsetWidth > 0 && (el as HTMLElement).offsetHeight > 0)
      .filter(
        (el) => el.tagName === 'TEXTAREA' || ['text', 'search', 'tel', ''].includes(el.getAttribute('type') ?? ''),
      )
      // passwords, and date pickers (a picked date shown in its format, not typed text)
      .filter((el) => !el.closest('.ant-input-password, .ant-picker'))
      .filter((el) => getComputedStyle(el).textTransform !== 'uppercase')
      .map((el) => el.outerHTML.slice(0, 140)),
  );
}

describe('field 26: text inputs display upper case (§2.3)', () => {
  it('field 26: the login user id shows upper case, the password does not', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.getByTestId('login-user').fill('admin');
    expect(await notUpper(page)).toEqual([]);
    const pw = await page
      .getByTestId('login-password')
      .evaluate(
        (el) => getComputedStyle(el.tagName === 'INPUT' ? el : (el.querySelector('input') ?? el)).textTransform,
      );
    expect(pw).not.toBe('uppercase');
    await context.close();
  });

  it.each([
    ['/transaksi-penjualan', 'scan-input'],
    ['/data-member', ''],
    ['/master-group', ''],
    ['/data-barang', ''],
    ['/transaksi-pembelian', ''],
    ['/uang-kas', ''],
  ])('field 26: %s: table search, scan box, phone — every text field shows upper case', async (path, focus) => {
    const page = await signIn();
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByTestId(testId(path)).waitFor();
    await page.waitForLoadState('networkidle');
    if (focus) await page.getByTestId(focus).fill('abc');
    const fields = await page.locator('input:visible, textarea:visible').count();
    expect(fields).toBeGreaterThan(0);
    expect(await notUpper(page)).toEqual([]);
    await page.context().close();
  });
});

describe('field 27: a refused delete (§8)', () => {
  it('field 27: the refusal of Hapus Data is an info toast with the server text, not a dialog', async () => {
    const page = await signIn();
    await page.goto(`${server.baseUrl}/delete-data`);
    await page.getByTestId('hapus-submit').waitFor();
    await page.getByTestId('hapus-type').click();
    await page.keyboard.type('PENJUALAN');
    await page.locator('.ant-select-item-option-active').filter({ hasText: 'PENJUALAN' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByTestId('hapus-submit').click();
    expect(await toastShown(page, 'info', 'Hanya Hari Yang Sudah Ditutup')).toContain(
      'Hanya Hari Yang Sudah Ditutup Yang Dapat Dihapus',
    );
    expect(await dialogLog(page)).toEqual([]);
    await page.context().close();
  });
});
