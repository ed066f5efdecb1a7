/** Debian's Chromium driven by playwright-core (never a downloaded browser). */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { ROOT } from './server.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath))
    throw new Error(`Chromium tidak ditemukan di ${executablePath} (apt-get install chromium)`);
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/** Screenshots land in ./screenshots (git-ignored) for a human to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = path.join(ROOT, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/*
 * Waits on the page's own state, with Playwright's timeout: never a fixed sleep, and never a short poll that a loaded
 * machine outruns (vitest's expect.poll gives up after one second).
 */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Until the element's whole text is `text`. */
export async function untilText(l: Locator, text: string): Promise<void> {
  await l.filter({ hasText: exactly(text) }).waitFor();
}

/** Until an attribute of the element has the value. */
export async function untilAttr(l: Locator, name: string, value: string): Promise<void> {
  const el = await l.elementHandle();
  await l
    .page()
    .waitForFunction(([e, n, v]) => (e as Element).getAttribute(n as string) === v, [el, name, value] as const);
}

/** Until an input's value matches. */
export async function untilValue(l: Locator, re: RegExp): Promise<void> {
  const el = await l.elementHandle();
  await l
    .page()
    .waitForFunction(
      ([e, src, flags]) => new RegExp(src as string, flags as string).test((e as HTMLInputElement).value),
      [el, re.source, re.flags] as const,
    );
}

/** Until the element holds the focus. */
export async function untilFocused(l: Locator): Promise<void> {
  const el = await l.elementHandle();
  await l.page().waitForFunction((e) => e === document.activeElement, el);
}
