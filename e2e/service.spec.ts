/**
 * Issue 13 (repairs) in a real Chromium against the built app and the real server on a fresh embedded database: a
 * service taken in at /transaksi-services with the store's surcharge %, its down payment in three non-cash lines
 * (TRANSFER + DEBIT + KREDIT), the NOTA SERVICE (store copy and customer copy) read back from the PDF with pdftotext;
 * then at /lihat-services marked done, handed over with the rest paid in cash, and the reprint read back; another
 * cancelled with a supervisor through the otorisasi modal, its money given back; the open one validated on
 * /validasi-jual-beli.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { formatTanggal } from '@kilau/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot, untilText } from './helpers/browser.ts';
import { ADMIN_PASSWORD, apiLogin, ROOT, type ServerHandle, startServer } from './helpers/server.ts';
import { api, dialogShown, openAs, seedCounterMasters } from './helpers/session.ts';

let server: ServerHandle;
let browser: Browser;
let token: string;
let tanggal: string;
const tmp = mkdtempSync('/tmp/kilau-e2e-service-');
const SPV = { user: 'SPV1', password: 'rahasia-spv' };

async function signIn(p: string): Promise<Page> {
  const { page } = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  await page.getByTestId('dashboard-user').waitFor();
  await page.goto(`${server.baseUrl}${p}`);
  await page.setViewportSize({ width: 1366, height: 900 });
  return page;
}

async function pick(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-item-option-active').filter({ hasText: text }).waitFor();
  await page.keyboard.press('Enter');
}

/** The receipt's PDF, downloaded through its button, as text (per page); its first page kept as an image. */
async function notaPdf(page: Page, name: string): Promise<string[]> {
  const wait = page.waitForEvent('download');
  await page.getByTestId('nota-sv-pdf').click();
  const file = path.join(tmp, `${name}.pdf`);
  await (await wait).saveAs(file);
  const shots = path.join(ROOT, 'screenshots');
  mkdirSync(shots, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '70', '-singlefile', file, path.join(shots, `e2e-${name}-pdf`)]);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  return text
    .split('\f')
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

type Doc = {
  status: string;
  total: number;
  dp: number;
  pelunasan: number;
  sisa: number;
  uang_kembali: number;
  status_valid: string;
  payments: { tahap: string; jenis: string; jumlah: number; no_rekening: string; no_kartu: string }[];
};
const doc = (no: string) => api(server.baseUrl, token, 'GET', `service/get/by-no/${no}`) as Promise<Doc>;
const kasNet = async (no: string) =>
  Number(
    (
      await server.pool.query(
        `SELECT COALESCE(sum(jumlah_in - jumlah_out), 0)::bigint AS n FROM kas WHERE no_reff = $1`,
        [no],
      )
    ).rows[0]?.n,
  );

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = await apiLogin(server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  const post = (p: string, body: unknown) => api(server.baseUrl, token, 'POST', p, body);
  await seedCounterMasters(server.baseUrl, token);
  await post('banks', { kode_bank: 'BCA', nama_bank: 'BCA' });
  await post('rekenings', { no_rekening: '123', nama_rekening: 'TOKO', kode_bank: 'BCA' });
  await post('tukang', { kode_tukang: 'T01', nama_tukang: 'PAK HARUN' });
  await post('users', { user_id: SPV.user, user_name: 'supervisor', level: 'SPV', password: SPV.password });
  await api(server.baseUrl, token, 'PUT', 'para-system', { values: { PERSEN_SERVICE: '10' } });
  tanggal = ((await api(server.baseUrl, token, 'GET', 'service/parameter')) as { tanggal: string }).tanggal;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('service', () => {
  let number = '';

  it('takes a service in with the surcharge and a DP in TRANSFER + DEBIT + KREDIT; both receipt copies say it all', async () => {
    const page = await signIn('/transaksi-services');
    await page.getByTestId('sv-counter').waitFor();
    await page.getByTestId('sv-nama-0').fill('kalung putus');
    await page.getByTestId('sv-berat-0').fill('5.125');
    await page.getByTestId('sv-ongkos-0').fill('150000');
    await page.getByTestId('sv-deskripsi-0').fill('sambung rantai');
    // a photo of the received item: any image, resized to a JPEG in the browser and stored after the save
    const photo = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 320, height: 200 } });
    await page
      .getByTestId('sv-foto-input-0')
      .setInputFiles({ name: 'kalung.png', mimeType: 'image/png', buffer: photo });
    await page.locator('[data-testid="sv-foto-0"].ant-btn-primary').waitFor();
    await page.getByTestId('sv-add-line').click();
    await page.getByTestId('sv-nama-1').fill('cincin');
    await page.getByTestId('sv-berat-1').fill('2');
    await page.getByTestId('sv-qty-1').fill('2');
    await page.getByTestId('sv-ongkos-1').fill('100000');
    await untilText(page.getByTestId('sv-subtotal-1'), '200,000');
    // 350,000 + 10 % = 385,000
    await untilText(page.getByTestId('sv-total'), '385,000');
    expect(await page.getByTestId('sv-tambahan').textContent()).toBe('35,000');
    await pick(page, 'sale-sales', 'S01');
    await page.getByTestId('sale-customer').fill('budi santoso');
    await page.getByTestId('sale-hp').fill('08139999');
    await pick(page, 'sv-tukang', 'T01');
    await page.getByTestId('sv-dp').fill('300000');
    for (const [jenis, kartu] of [
      ['transfer', ''],
      ['debit', '4111222233334444'],
      ['kredit', '5555666677778888'],
    ] as const) {
      await page.getByTestId(`pay-add-${jenis}`).click();
      const line = page.locator(`[data-testid="pay-line-${jenis}"]`);
      await line.waitFor();
      await line.locator('[data-testid^="pay-amount-"]').fill('100000');
      if (kartu) await line.locator('[data-testid^="pay-kartu-"]').fill(kartu);
    }
    await untilText(page.getByTestId('sv-kembalian'), '0');
    expect(await page.getByTestId('sv-sisa').textContent()).toBe('85,000');
    await shot(page, 'e2e-service-counter');
    await page.getByTestId('sv-save').click();
    await page.getByTestId('nota-sv-modal').waitFor();
    number = ((await page.getByTestId('nota-sv-no-toko').first().textContent()) ?? '').trim();
    expect(number).toMatch(/^PST-SV-\d{6}-0001$/);
    expect(await page.getByTestId('nota-sv-no-customer').textContent()).toBe(number);
    await shot(page, 'e2e-service-nota');
    const pages = await notaPdf(page, 'service-nota');
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('LEMBAR TOKO');
    expect(pages[1]).toContain('LEMBAR CUSTOMER');
    for (const text of pages) {
      for (const words of [
        'NOTA SERVICE',
        number,
        formatTanggal(tanggal),
        'BUDI SANTOSO',
        '08139999',
        'KALUNG PUTUS',
        'SAMBUNG RANTAI',
        '5.125 gr',
        'CINCIN',
        'Total Ongkos',
        '350,000',
        'Tambahan Service (10%)',
        '35,000',
        'Total Service',
        '385,000',
        'DP Dibayar',
        '300,000',
        'Sisa Pembayaran',
        '85,000',
        'DP TRANSFER 123 TOKO',
        'DP DEBIT 123 TOKO KARTU 4111222233334444',
        'DP KREDIT 123 TOKO KARTU 5555666677778888',
        'PAK HARUN',
        'BELUM LUNAS',
        'Customer',
        'Hormat Kami',
      ]) {
        expect(text).toContain(words);
      }
      expect(text).not.toMatch(/undefined|NaN|Invalid Date|null|\d{4}-\d{2}-\d{2}/);
    }
    await page.getByTestId('nota-sv-close').click();
    const d = await doc(number);
    expect(d).toMatchObject({ status: 'MASUK', total: 385_000, dp: 300_000, sisa: 85_000 });
    expect(d.payments.map((p) => [p.tahap, p.jenis, p.jumlah, p.no_rekening])).toEqual([
      ['MASUK', 'TRANSFER', 100_000, '123'],
      ['MASUK', 'DEBIT', 100_000, '123'],
      ['MASUK', 'KREDIT', 100_000, '123'],
    ]);
    expect(await kasNet(number)).toBe(300_000);
    await page.context().close();
  });

  it('marks it done, hands it over with the rest paid in cash, and the reprint says LUNAS', async () => {
    const page = await signIn('/lihat-services');
    const row = `ls-detail-${number.toLowerCase()}`;
    await page.getByTestId(row).waitFor();
    await shot(page, 'e2e-service-list');
    await page.getByTestId(row).click();
    await page.getByTestId('sv-detail').waitFor();
    // the item's photo came back from the server
    await page.getByTestId('sv-detail-foto-1').waitFor();
    expect(await page.getByTestId('sv-detail-foto-2').count()).toBe(0);
    // no hand-over before it is done: the action is not offered
    expect(await page.getByTestId('sv-act-ambil').count()).toBe(0);
    await page.getByTestId('sv-act-selesai').click();
    await dialogShown(page, 'success');
    await untilText(page.getByTestId('sv-detail-status'), 'SELESAI');
    await page.getByTestId('pay-add-cash').click();
    const cash = page.locator('[data-testid="pay-line-cash"] [data-testid^="pay-amount-"]');
    expect(await cash.inputValue()).toBe('85,000');
    await cash.fill('100000');
    await untilText(page.getByTestId('sv-act-kembalian'), '15,000');
    await shot(page, 'e2e-service-ambil');
    await page.getByTestId('sv-act-ambil').click();
    await dialogShown(page, 'success');
    await untilText(page.getByTestId('sv-detail-status'), 'DIAMBIL');
    expect(await page.getByTestId('sv-detail-sisa').textContent()).toBe('0');
    expect(await page.getByTestId('sv-act-ambil').count()).toBe(0);
    await page.getByTestId('sv-detail-print').click();
    await page.getByTestId('nota-sv-modal').waitFor();
    const pages = await notaPdf(page, 'service-nota-ambil');
    expect(pages).toHaveLength(2);
    for (const text of pages) {
      for (const words of ['NOTA SERVICE', number, 'DIAMBIL', 'Dibayar Saat Ambil', '85,000', 'AMBIL TUNAI', 'LUNAS']) {
        expect(text).toContain(words);
      }
      expect(text).not.toContain('BELUM LUNAS');
      expect(text).not.toMatch(/undefined|NaN|Invalid Date|null/);
    }
    const d = await doc(number);
    expect(d).toMatchObject({ status: 'DIAMBIL', pelunasan: 85_000, sisa: 0 });
    expect(await kasNet(number)).toBe(385_000);
    await page.context().close();
  });

  it('cancels another with a supervisor through the otorisasi modal; its DP goes back', async () => {
    const o = (await api(server.baseUrl, token, 'POST', 'service', {
      kode_sales: 'S01',
      nama_customer: 'rina',
      items: [{ nama_barang: 'gelang', berat: '5', jumlah: 1, ongkos: 50_000 }],
      dp: 20_000,
      payments: [{ jenis: 'CASH', jumlah: 20_000 }],
    })) as { data: { no_service: string } };
    const no = o.data.no_service;
    const page = await signIn('/lihat-services');
    await page.getByTestId(`ls-detail-${no.toLowerCase()}`).click();
    await page.getByTestId('sv-detail').waitFor();
    await page.getByTestId('sv-act-batal').click();
    await page.getByTestId('otorisasi-user').fill(SPV.user);
    await page.getByTestId('otorisasi-password').fill(SPV.password);
    await page.getByTestId('otorisasi-alasan').fill('customer tidak jadi');
    await page.getByTestId('otorisasi-ok').click();
    await dialogShown(page, 'success');
    await untilText(page.getByTestId('sv-detail-status'), 'BATAL');
    await shot(page, 'e2e-service-batal');
    expect(await doc(no)).toMatchObject({ status: 'BATAL', uang_kembali: 20_000 });
    expect(await kasNet(no)).toBe(0);
    await page.context().close();
  });

  it('the reports list them: /laporan-service-ambil with its totals and PDF, /laporan-batal-service by its filter', async () => {
    const page = await signIn('/laporan-service-ambil');
    await page.getByTestId('report-page').waitFor();
    await page.getByTestId('report-search').click();
    await page.getByTestId('report-meta').waitFor();
    expect(await page.getByTestId('report-row').count()).toBe(1);
    expect(await page.getByTestId('report-page').textContent()).toContain(number);
    expect(await page.getByTestId('report-total-total').getAttribute('data-value')).toBe('385000');
    expect(await page.getByTestId('report-total-pelunasan').textContent()).toBe('85,000');
    await shot(page, 'e2e-service-report-ambil');
    const wait = page.waitForEvent('download');
    await page.getByTestId('report-export-pdf').click();
    const file = path.join(tmp, 'laporan-service-ambil.pdf');
    await (await wait).saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
    for (const words of ['LAPORAN SERVICE AMBIL', number, 'BUDI SANTOSO', '385,000', '85,000'])
      expect(text).toContain(words);
    await page.goto(`${server.baseUrl}/laporan-batal-service`);
    await page.getByTestId('report-page').waitFor();
    await pick(page, 'report-filter-kode_sales', 'S01');
    await page.getByTestId('report-search').click();
    await page.getByTestId('report-meta').waitFor();
    expect(await page.getByTestId('report-row').count()).toBe(1);
    expect(await page.getByTestId('report-total-uang_kembali').getAttribute('data-value')).toBe('20000');
    await page.context().close();
  });

  it('the service waits on /validasi-jual-beli (the cancelled one does not) and is validated there', async () => {
    const page = await signIn('/validasi-jual-beli');
    await page.getByTestId(`val-service-row-${number.toLowerCase()}`).waitFor();
    await page.getByTestId('val-service-all').click();
    expect(await page.getByTestId('val-service-count').textContent()).toBe('1');
    await page.getByTestId('val-service-submit').click();
    await page.getByTestId('val-service-confirm-ok').click();
    await dialogShown(page, 'success', '1 Service Divalidasi');
    expect((await doc(number)).status_valid).toBe('DONE');
    await page.context().close();
  });
});
