/** Debian's Chromium driven by playwright-core (never a downloaded browser). */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
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
