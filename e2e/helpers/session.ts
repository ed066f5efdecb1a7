/** Browser-session helpers shared by the specs: a fresh context per user, login through the real form. */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export type UserPage = { context: BrowserContext; page: Page };

export async function openAs(browser: Browser, baseUrl: string, userId: string, password: string): Promise<UserPage> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 800 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  await context.addInitScript(recordDialogs);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('login-user').fill(userId);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  return { context, page };
}

type DialogLog = { kind: string; text: string; seen: boolean }[];

/**
 * Runs in every page of a context (before the app): keeps a log of every dialog (`dialog-<kind>`) and toast
 * (`toast-<kind>`) drawn, with its text. The success dialogs close themselves after 2 s, which a loaded machine's test can miss between two looks;
 * the log keeps them, so a test waits for the dialog having been shown rather than for it still being open.
 */
function recordDialogs() {
  const w = window as unknown as { __kilauDialogs: DialogLog };
  const log: DialogLog = [];
  w.__kilauDialogs = log;
  const logged = new WeakMap<Element, string>();
  const look = () => {
    for (const el of document.querySelectorAll('[data-testid^="dialog-"], [data-testid^="toast-"]')) {
      const id = el.getAttribute('data-testid') ?? '';
      // a toast is logged as `toast-<kind>`, a dialog as `<kind>`
      const m = /^(?:dialog-|(toast-))(success|error|info|warning)$/.exec(id);
      const text = el.textContent ?? '';
      if (!m?.[2] || !text || logged.get(el) === text) continue;
      logged.set(el, text);
      log.push({ kind: `${m[1] ?? ''}${m[2]}`, text, seen: false });
    }
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits until a `kind` dialog containing `text` has been shown (even if it closed since) and not yet claimed by an
 * earlier call, then claims it — so two saves in a row each need their own dialog.
 */
export async function dialogShown(
  page: Page,
  kind: 'success' | 'error' | 'info' | 'warning',
  text = '',
): Promise<string> {
  const handle = await page.waitForFunction(
    ([k, t]) => {
      const log = (window as unknown as { __kilauDialogs?: DialogLog }).__kilauDialogs ?? [];
      const hit = log.find((d) => !d.seen && d.kind === k && d.text.includes(t));
      if (hit) hit.seen = true;
      return hit ? hit.text : false;
    },
    [kind, text] as const,
  );
  return (await handle.jsonValue()) as string;
}

/** Like dialogShown, for a toast (`toast-<kind>`, gone after 3 s): waits until one with `text` has been shown. */
export async function toastShown(
  page: Page,
  kind: 'success' | 'error' | 'info' | 'warning',
  text = '',
): Promise<string> {
  const handle = await page.waitForFunction(
    ([k, t]) => {
      const log = (window as unknown as { __kilauDialogs?: DialogLog }).__kilauDialogs ?? [];
      const hit = log.find((d) => !d.seen && d.kind === `toast-${k}` && d.text.includes(t));
      if (hit) hit.seen = true;
      return hit ? hit.text : false;
    },
    [kind, text] as const,
  );
  return (await handle.jsonValue()) as string;
}

/** Every dialog (not toast) shown on the page so far, as `<kind>: <text>`. */
export function dialogLog(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { __kilauDialogs?: DialogLog }).__kilauDialogs ?? [])
      .filter((d) => !d.kind.startsWith('toast-'))
      .map((d) => `${d.kind}: ${d.text}`),
  );
}

export async function api(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const r = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await r.json().catch(() => ({}))) as Record<string, unknown>;
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(json)}`);
  return json;
}

/** The masters one counter needs (group E75, jenis CC, gudang ETL, baki B1, salesperson S01), made through the API. */
export async function seedCounterMasters(baseUrl: string, token: string): Promise<void> {
  const post = (p: string, body: unknown) => api(baseUrl, token, 'POST', p, body);
  await post('group', { kode_group: 'E75', nama_group: 'EMAS 75', jenis_group: 'EMAS', harga: 1_000_000 });
  await post('jenis', { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' });
  await post('gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' });
  await post('baki', { kode_baki: 'B1', nama_baki: 'BAKI 1', kode_gudang: 'ETL', berat_baki: '100' });
  await post('sales', { kode_sales: 'S01', nama_sales: 'DEWI' });
}

/**
 * What buying gold back needs on top of the counter masters: a sorting tray (gudang SRT, baki S1), today's buy price
 * of group E75 (900,000 per gram) and the condition MULUS (2 % with the receipt, 5 % without). Answers the shop day.
 */
export async function seedBuyBackMasters(baseUrl: string, token: string): Promise<string> {
  const post = (p: string, body: unknown) => api(baseUrl, token, 'POST', p, body);
  const { tanggal } = (await api(baseUrl, token, 'GET', 'pembelian/parameter')) as { tanggal: string };
  await post('gudang', { kode_gudang: 'SRT', nama_gudang: 'SORTIR' });
  await post('baki', { kode_baki: 'S1', nama_baki: 'SORTIR 1', kode_gudang: 'SRT', berat_baki: '100' });
  await post('harga-emas', { tanggal, kode_group: 'E75', harga_jual: 1_000_000, harga_beli: 900_000 });
  await post('parabeli', {
    kode_kondisi: 'MULUS',
    type_kondisi: 'PERSENTASE',
    potongan_nota: '2',
    potongan_tanpa_nota: '5',
  });
  return tanggal;
}

/** A trade-in purchase of today (paid by a sale's TUKAR line, not in money) of one manual piece at `harga`. */
export async function tradeInPurchase(baseUrl: string, token: string, harga: number): Promise<string> {
  const r = (await api(baseUrl, token, 'POST', 'pembelian', {
    kode_sales: 'S01',
    kode_gudang: 'SRT',
    kode_baki: 'S1',
    tukar: true,
    items: [{ kode_dept: 'CC', nama_barang: 'cincin lama', berat: '1', kode_kondisi: 'MULUS', harga }],
  })) as { data: { no_faktur_group: string } };
  return r.data.no_faktur_group;
}
