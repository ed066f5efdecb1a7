/**
 * Issue 26 in a real Chromium against the built app and the real server (its backup engine on the embedded
 * database): the owner opens Cadangan Data from the Utility menu, sees the last base backup, the last archived
 * change, the window, the free space and the folder; "Cadangkan Sekarang" shows the progress bar fed by the socket,
 * ends in a new SELESAI row with its size, and "Verifikasi" restores it into a temporary folder and shows OK. A
 * backup folder that cannot be used is named on the screen and on the owner's dashboard as a red card.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BACKUP_MSG, type BackupStatus } from '@kilau/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot, untilText } from './helpers/browser.ts';
import { ADMIN_PASSWORD, apiLogin, type ServerHandle, startServer } from './helpers/server.ts';
import { api, openAs, toastShown } from './helpers/session.ts';

let browser: Browser;
const temps: string[] = [];
const tempDir = (prefix: string) => {
  const d = mkdtempSync(path.join('/tmp', prefix));
  temps.push(d);
  return d;
};

const status = async (s: ServerHandle, token: string) =>
  (await api(s.baseUrl, token, 'GET', 'backup/status')) as unknown as BackupStatus;

/**
 * Runs in the page before the app: records every percent the progress bar showed, so a backup that ends
 * quicker than a look at the screen still proves the bar was drawn and moved.
 */
function recordProgress() {
  const w = window as unknown as { __backupPercents: number[] };
  w.__backupPercents = [];
  new MutationObserver(() => {
    const el = document.querySelector('[data-testid="backup-progress-percent"]');
    if (!el) return;
    const v = Number(el.textContent);
    const seen = w.__backupPercents;
    if (seen[seen.length - 1] !== v) seen.push(v);
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

describe('backup: the owner screen Cadangan Data', () => {
  let server: ServerHandle;
  let token: string;
  let page: Page;
  const backupDir = tempDir('kilau-e2e-backup-');

  beforeAll(async () => {
    server = await startServer({ BACKUP_DIR: backupDir });
    token = await apiLogin(server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
    const opened = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
    page = opened.page;
    await page.getByTestId('dashboard-user').waitFor();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('backup: Cadangkan Sekarang shows the progress, ends in a new row with its size, Verifikasi shows OK', async () => {
    // the owner finds the screen in the Utility menu
    await page.getByTestId('menu-group-utility').click();
    await page.getByTestId('menu-item-cadangan-data').click();
    await untilText(page.getByTestId('backup-heading'), 'Cadangan Data');
    await untilText(page.getByTestId('backup-dir'), backupDir);
    // the first start takes a base backup by itself: wait until none runs (the button is offered again)
    await page.locator('[data-testid="backup-now"]:not([disabled])').waitFor();
    const before = await status(server, token);
    expect(before.enabled).toBe(true);
    // /tmp is the data's disk too: the one problem is that warning, naming the folder, on the screen as well
    expect(before.same_disk).toBe(true);
    expect(before.problems).toHaveLength(1);
    expect(before.problems[0]).toContain(backupDir);
    // a warning (yellow), not a failure (red): the screen shows no problem for it
    await untilText(page.getByTestId('backup-same-disk'), before.problems[0] as string);
    expect(await page.getByTestId('backup-same-disk').getAttribute('class')).toContain('ant-alert-warning');
    expect(await page.getByTestId('backup-problem').count()).toBe(0);
    await untilText(page.getByTestId('backup-disk'), 'Sama Dengan Disk Data');
    const known = new Set(before.backups.map((b) => b.id));

    await page.evaluate(recordProgress);
    const doneToasts = () =>
      page.evaluate(
        () =>
          ((window as unknown as { __kilauDialogs?: { kind: string; text: string }[] }).__kilauDialogs ?? []).filter(
            (d) => d.kind === 'toast-success' && d.text.includes('Pencadangan Selesai'),
          ).length,
      );
    const toastsBefore = await doneToasts();
    const started = page.waitForResponse((r) => r.url().endsWith('/api/backup') && r.request().method() === 'POST');
    await page.getByTestId('backup-now').click();
    const answer = await started;
    expect(answer.status()).toBe(202);
    const { message, data } = (await answer.json()) as { message: string; data: { id: string } };
    expect(message).toBe('Pencadangan Dimulai');
    expect(known.has(data.id)).toBe(false);
    // the new row ends SELESAI on the screen and the bar goes
    const tr = page.getByTestId(`backup-row-${data.id}`);
    await untilText(tr.getByTestId(`backup-status-${data.id}`), 'SELESAI');
    await page.getByTestId('backup-progress').waitFor({ state: 'detached' });
    // the socket's backup-done told the owner
    await page.waitForFunction(
      (n) =>
        ((window as unknown as { __kilauDialogs?: { kind: string; text: string }[] }).__kilauDialogs ?? []).filter(
          (d) => d.kind === 'toast-success' && d.text.includes('Pencadangan Selesai'),
        ).length > n,
      toastsBefore,
    );
    // the bar was drawn and only moved forward
    const percents = await page.evaluate(() => (window as unknown as { __backupPercents: number[] }).__backupPercents);
    expect(percents.length).toBeGreaterThan(0);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    const after = await status(server, token);
    const row = after.backups.find((b) => b.id === data.id) as BackupStatus['backups'][number];
    expect(row.status).toBe('SELESAI');
    expect(row.bytes).toBeGreaterThan(0);
    expect(after.backups.filter((b) => !known.has(b.id))).toHaveLength(1);
    expect(after.last_base?.id).toBe(row.id);
    await tr.getByText(/\d (B|KB|MB|GB)$/).waitFor();
    await page.getByTestId('backup-last-base').filter({ hasNotText: 'Belum Ada' }).waitFor();
    await page.getByTestId('backup-last-archived').filter({ hasNotText: 'Belum Ada' }).waitFor();
    await page
      .getByTestId('backup-window')
      .filter({ hasText: `${after.window_days} hari (sejak ` })
      .waitFor();
    await shot(page, 'e2e-cadangan-data-1366');
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot(page, 'e2e-cadangan-data-1024');
    await page.setViewportSize({ width: 1366, height: 800 });

    // Verifikasi: restored into a temporary folder, started and checked by the server
    await tr.getByTestId(`backup-verify-btn-${row.id}`).click();
    await page.getByTestId('backup-verify-confirm-ok').click();
    await untilText(page.getByTestId(`backup-verify-${row.id}`), 'OK');
    await toastShown(page, 'success');
    const verified = (await status(server, token)).backups.find((b) => b.id === row.id);
    expect(verified?.verify).toBe('OK');
    expect(verified?.verified_at).not.toBeNull();
    await shot(page, 'e2e-cadangan-data-verified');
  });
});

describe('backup: a backup folder that cannot be used', () => {
  let server: ServerHandle;
  // a folder below a plain file can never be made
  const blocker = path.join(tempDir('kilau-e2e-backup-bad-'), 'bukan-folder');
  const badDir = path.join(blocker, 'backup');

  beforeAll(async () => {
    writeFileSync(blocker, 'x');
    server = await startServer({ BACKUP_DIR: badDir });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('backup: the problem names the folder on Cadangan Data, and the owner dashboard shows a red card', async () => {
    const { page, context } = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
    const card = page.getByTestId('dash-backup-alert');
    await card.waitFor();
    await card.getByText('Cadangan Data Bermasalah', { exact: true }).waitFor();
    await card.getByTestId('dash-backup-problem').filter({ hasText: badDir }).first().waitFor();
    await shot(page, 'e2e-dashboard-backup-alert');
    await card.getByTestId('dash-backup-link').click();
    await untilText(page.getByTestId('backup-heading'), 'Cadangan Data');
    await page.getByTestId('backup-problem').filter({ hasText: badDir }).first().waitFor();
    await shot(page, 'e2e-cadangan-data-problem');
    await context.close();
  });
});

describe('backup: archiving switched off, and the levels that are not the owner', () => {
  let server: ServerHandle;
  let token: string;
  const PASSWORD = 'rahasia-lvl';

  beforeAll(async () => {
    server = await startServer({ BACKUP_DIR: 'off' });
    token = await apiLogin(server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
    for (const level of ['SU', 'MU'])
      await api(server.baseUrl, token, 'POST', 'users', {
        user_id: `LVL${level}`,
        user_name: `level ${level}`,
        level,
        password: PASSWORD,
      });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('backup: BACKUP_DIR=off is said on the screen, Cadangkan Sekarang is not offered, the list is empty', async () => {
    const { page, context } = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
    await page.getByTestId('dashboard-user').waitFor();
    await page.goto(`${server.baseUrl}/cadangan-data`);
    await untilText(page.getByTestId('backup-off'), BACKUP_MSG.disabled);
    await page.locator('[data-testid="backup-now"][disabled]').waitFor();
    await untilText(page.getByTestId('backup-empty'), 'Belum Ada Cadangan');
    await untilText(page.getByTestId('backup-last-base'), 'Belum Ada');
    expect(await page.getByTestId('dash-backup-alert').count()).toBe(0);
    await shot(page, 'e2e-cadangan-data-off');
    await context.close();
  });

  it.each(['LVLSU', 'LVLMU'])('backup: %s gets neither the menu entry, the screen nor the status', async (user) => {
    const { page, context } = await openAs(browser, server.baseUrl, user, PASSWORD);
    await page.getByTestId('dashboard-user').waitFor();
    await page.getByTestId('menu-group-utility').click();
    await page.getByTestId('menu-item-settingtoko').waitFor();
    expect(await page.getByTestId('menu-item-cadangan-data').count()).toBe(0);
    await page.goto(`${server.baseUrl}/cadangan-data`);
    await page.getByTestId('access-denied').waitFor();
    expect(await page.getByTestId('backup-page').count()).toBe(0);
    const t = await apiLogin(server.baseUrl, user, PASSWORD);
    const r = await fetch(`${server.baseUrl}/api/backup/status`, { headers: { 'x-auth-token': t } });
    expect(r.status).toBe(403);
    await context.close();
  });
});
