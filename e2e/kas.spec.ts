/**
 * Issue 12 (cash and bank) in a real Chromium against the built app and the real server on a fresh embedded
 * database: a manual cash-out with its reason, a bank deposit seen in the drawer's and the account's books, a
 * drawer count with a difference over the limit (note + supervisor), and a reversal with supervisor authorization.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldPiece } from '../apps/server/src/test/gold-piece.ts';
import { launchBrowser, shot, untilText } from './helpers/browser.ts';
import { ADMIN_PASSWORD, apiLogin, type ServerHandle, startServer } from './helpers/server.ts';
import { api, dialogShown, openAs, seedCounterMasters } from './helpers/session.ts';

let server: ServerHandle;
let browser: Browser;
let token: string;
let page: Page;
const SPV = { user: 'SPV1', password: 'rahasia-spv' };

type Book = {
  saldo_awal: number;
  saldo_akhir: number;
  count: number;
  data: { id: number; no_reff: string; kategori: string; jumlah_in: number; jumlah_out: number; dibatalkan: boolean }[];
};
const book = (q = '') => api(server.baseUrl, token, 'GET', `cash/paginated?limit=100${q}`) as Promise<Book>;

async function pick(testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-item-option-active').filter({ hasText: text }).waitFor();
  await page.keyboard.press('Enter');
}

async function supervisor(alasan: string) {
  await page.getByTestId('otorisasi-modal').waitFor();
  await page.getByTestId('otorisasi-user').fill(SPV.user);
  await page.getByTestId('otorisasi-password').fill(SPV.password);
  await page.getByTestId('otorisasi-alasan').fill(alasan);
  await page.getByTestId('otorisasi-ok').click();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = await apiLogin(server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  const post = (p: string, body: unknown) => api(server.baseUrl, token, 'POST', p, body);
  await post('kategori', { kode_kategori: 'MODAL', nama_kategori: 'MODAL PEMILIK', jenis: 'MASUK' });
  await post('kategori', { kode_kategori: 'LISTRIK', nama_kategori: 'BAYAR LISTRIK', jenis: 'KELUAR' });
  await post('banks', { kode_bank: 'BCA', nama_bank: 'BCA' });
  await post('rekenings', { no_rekening: '123', nama_rekening: 'TOKO', kode_bank: 'BCA' });
  await post('users', { user_id: SPV.user, user_name: 'supervisor', level: 'SPV', password: SPV.password });
  await post('cash/manual', {
    jenis: 'MASUK',
    kode_kategori: 'MODAL',
    jumlah: 2_000_000,
    keterangan: 'modal laci',
    alasan: 'pembukaan toko',
  });
  ({ page } = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByTestId('dashboard-user').waitFor();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('uang kas', () => {
  it('a manual cash-out needs its reason, then lands in the book with the running balance', async () => {
    await page.goto(`${server.baseUrl}/uang-kas`);
    await untilText(page.getByTestId('kas-saldo-akhir'), 'Rp 2,000,000');
    await page.getByTestId('kas-keluar').click();
    await page.getByTestId('kas-manual-form').waitFor();
    await pick('kas-manual-kategori', 'LISTRIK');
    await page.getByTestId('kas-manual-jumlah').fill('150000');
    await page.getByTestId('kas-manual-keterangan').fill('token listrik');
    await page.getByTestId('kas-manual-save').click();
    await page.getByText('Alasan Harus Diisi').waitFor();
    expect((await book()).count).toBe(1);
    await page.getByTestId('kas-manual-alasan').fill('tagihan bulan ini');
    await shot(page, 'e2e-kas-keluar-modal');
    await page.getByTestId('kas-manual-save').click();
    await dialogShown(page, 'success', 'Tersimpan');
    await untilText(page.getByTestId('kas-saldo-akhir'), 'Rp 1,850,000');
    const table = page.getByTestId('kas-table');
    await table.getByText('BAYAR LISTRIK', { exact: true }).waitFor();
    const text = (await table.textContent()) ?? '';
    expect(text).toContain('TOKEN LISTRIK');
    expect(text).toContain('Alasan: TAGIHAN BULAN INI');
    expect(text).toContain('1,850,000');
    const out = (await book()).data.find((r) => r.kategori === 'LISTRIK');
    expect(out).toMatchObject({ jumlah_out: 150_000, dibatalkan: false });
    expect(out?.no_reff).toMatch(/^PST-KAS-\d{6}-\d{4}$/);
    await shot(page, 'e2e-kas-book');
  });

  it('tambah uang bank moves cash from the drawer to the account: both books show it', async () => {
    await page.goto(`${server.baseUrl}/tambah-uang-bank`);
    await page.getByTestId('bank-form').waitFor();
    await pick('bank-rekening', '123');
    await page.getByTestId('bank-jumlah').fill('500000');
    await page.getByTestId('bank-keterangan').fill('setoran harian');
    await page.getByTestId('bank-alasan').fill('kas laci terlalu banyak');
    await page.getByTestId('bank-save').click();
    await dialogShown(page, 'success', 'Tambah Uang Bank');
    const saldo = page.getByTestId('bank-saldo');
    await saldo.getByText('1,350,000').waitFor();
    const rows = await saldo.locator('tbody tr').allTextContents();
    expect(rows.find((r) => r.includes('KAS (LACI)'))).toMatch(/2,000,000.*650,000.*1,350,000/);
    expect(rows.find((r) => r.includes('123'))).toMatch(/500,000.*500,000/);
    await shot(page, 'e2e-kas-tambah-bank');
    const bank = await book('&no_rekening=123');
    expect(bank.saldo_akhir).toBe(500_000);
    const laci = await book();
    expect(laci.saldo_akhir).toBe(1_350_000);
    expect(bank.data[0]?.no_reff).toBe(laci.data.at(-1)?.no_reff);

    await page.goto(`${server.baseUrl}/uang-kas`);
    await untilText(page.getByTestId('kas-saldo-akhir'), 'Rp 1,350,000');
    await page.getByTestId('kas-table').getByText('TAMBAH UANG BANK KE 123').waitFor();
  });

  it('a drawer count with a difference over the limit needs a note and a supervisor', async () => {
    await page.getByTestId('kas-hitung').click();
    await untilText(page.getByTestId('hitung-buku'), 'Rp 1,350,000');
    await page.getByTestId('hitung-K100000').fill('13');
    await page.getByTestId('hitung-L500').fill('2');
    await untilText(page.getByTestId('hitung-total'), 'Rp 1,301,000');
    await untilText(page.getByTestId('hitung-selisih'), '-Rp 49,000 (Kurang)');
    await page.getByText('Selisih Hitung Kas Melebihi Rp 10,000').waitFor();
    await page.getByTestId('hitung-save').click();
    await page.getByText('Catatan Selisih Harus Diisi').waitFor();
    await page.getByTestId('hitung-catatan').fill('uang kembalian salah');
    await shot(page, 'e2e-kas-hitung-modal');
    await page.getByTestId('hitung-save').click();
    await supervisor('sudah dicek bersama');
    await dialogShown(page, 'success', 'Hitung Laci Tersimpan');
    const list = page.getByTestId('hitung-table');
    await list.getByText('-Rp 49,000 (Kurang)').waitFor();
    const text = (await list.textContent()) ?? '';
    expect(text).toContain('UANG KEMBALIAN SALAH');
    expect(text).toContain('Otorisasi: SPV1');
    const counts = (await api(server.baseUrl, token, 'GET', 'cash/hitung')) as {
      data: { total_hitung: number; saldo_buku: number; selisih: number; otorisasi_by: string; input_by: string }[];
    };
    expect(counts.data[0]).toMatchObject({
      total_hitung: 1_301_000,
      saldo_buku: 1_350_000,
      selisih: -49_000,
      otorisasi_by: 'SPV1',
      input_by: 'ADMIN',
    });
  });

  it('a manual row is cancelled by a reversing row with supervisor authorization', async () => {
    const out = (await book()).data.find((r) => r.kategori === 'LISTRIK');
    if (!out) throw new Error('no cash-out row');
    await page.getByTestId(`kas-batal-${out.id}`).click();
    await page.getByTestId('kas-batal-next').click();
    await page.getByText('Alasan Harus Diisi').waitFor();
    await page.getByTestId('kas-batal-alasan').fill('salah input jumlah');
    await page.getByTestId('kas-batal-next').click();
    await supervisor('disetujui');
    await dialogShown(page, 'success', 'Dibatalkan');
    await untilText(page.getByTestId('kas-saldo-akhir'), 'Rp 1,500,000');
    await page.getByTestId('kas-table').getByText('DIBATALKAN').waitFor();
    await page.getByTestId('kas-table').getByText('PEMBATALAN').waitFor();
    expect(await page.getByTestId(`kas-batal-${out.id}`).count()).toBe(0);
    const after = await book();
    expect(after.data.find((r) => r.id === out.id)?.dibatalkan).toBe(true);
    expect(after.count).toBe(4);
    await shot(page, 'e2e-kas-batal');
  });

  it("a sale's cash row links to the sale; it has no Batal here", async () => {
    await seedCounterMasters(server.baseUrl, token);
    const made = (await api(server.baseUrl, token, 'POST', 'barang', {
      items: [goldPiece({ jumlah: 1 })],
    })) as { data: { kode_barcode: string }[] };
    const sale = (await api(server.baseUrl, token, 'POST', 'penjualan', {
      kode_sales: 'S01',
      nama_customer: 'budi',
      items: [{ kode_barcode: made.data[0]?.kode_barcode }],
      payments: [{ jenis: 'CASH', jumlah: 2_175_000 }],
    })) as { data: { no_faktur_group: string } };
    const no = sale.data.no_faktur_group;
    const row = (await book()).data.find((r) => r.no_reff === no);
    if (!row) throw new Error('no sale row');
    await page.goto(`${server.baseUrl}/uang-kas`);
    await untilText(page.getByTestId('kas-saldo-akhir'), 'Rp 3,675,000');
    expect(await page.getByTestId(`kas-batal-${row.id}`).count()).toBe(0);
    await shot(page, 'e2e-kas-book-sale');
    // at 1366 px the book's last column (the Batal action) is within the table and the window
    const fit = await page.getByTestId('kas-table').evaluate((el) => {
      const table = el.querySelector('.ant-table') as HTMLElement;
      const last = [...table.querySelectorAll('thead tr:first-child > th')].at(-1) as HTMLElement;
      return {
        text: last.textContent,
        right: last.getBoundingClientRect().right,
        box: table.getBoundingClientRect().right,
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      };
    });
    expect(fit.text).toBe('Aksi');
    expect(fit.right).toBeLessThanOrEqual(fit.box + 0.5);
    expect(fit.page).toBeLessThanOrEqual(fit.viewport);
    await page.getByTestId(`kas-doc-${row.id}`).click();
    await page.waitForURL(/\/lihat-penjualan\?/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(no);
    await page.getByTestId('lp-table').getByText(no).first().waitFor();
  });
  it('ambil uang bank brings money from the account back to the drawer', async () => {
    await page.goto(`${server.baseUrl}/ambil-uang-bank`);
    await page.getByTestId('bank-form').waitFor();
    await page.getByTestId('bank-save').click();
    await page.getByText('Rekening Harus Dipilih').waitFor();
    await pick('bank-rekening', '123');
    await page.getByTestId('bank-jumlah').fill('100000');
    await page.getByTestId('bank-keterangan').fill('tambah kembalian');
    await page.getByTestId('bank-alasan').fill('uang kecil habis');
    await page.getByTestId('bank-save').click();
    await dialogShown(page, 'success', 'Ambil Uang Bank');
    const saldo = page.getByTestId('bank-saldo');
    await saldo.getByText('3,775,000').waitFor();
    const rows = await saldo.locator('tbody tr').allTextContents();
    expect(rows.find((r) => r.includes('123'))).toMatch(/500,000.*100,000.*400,000/);
    await shot(page, 'e2e-kas-ambil-bank');
    expect((await book('&no_rekening=123')).saldo_akhir).toBe(400_000);
    expect((await book()).saldo_akhir).toBe(3_775_000);
  });
});
