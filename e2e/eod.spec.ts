/**
 * End-of-day report and finance reports in a real Chromium (issue 12): yesterday's shop day gets sales in cash and by
 * debit card (with a fee), a deposit, a bank deposit and a drawer count through the API; the day is closed in the
 * browser; /laporan-eod shows the stored report and downloads its PDF, read back with pdftotext; the two finance
 * reports show the drawer's book (SALDO AWAL first) and the account lines.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { addDays, formatRupiah, formatTanggal, todayIn } from '@kilau/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot, untilText } from './helpers/browser.ts';
import { ADMIN_PASSWORD, apiLogin, ROOT, type ServerHandle, startServer } from './helpers/server.ts';
import { api, openAs, seedBuyBackMasters, seedCounterMasters } from './helpers/session.ts';

let server: ServerHandle;
let browser: Browser;
let token: string;
let files: string;
const DAY = addDays(todayIn('Asia/Jakarta'), -1);
const sales: { no: string; total: number }[] = [];
let bankNo = '';
let titipNo = '';

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
const rp = (n: number) => `Rp ${formatRupiah(n)}`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  files = mkdtempSync('/tmp/kilau-e2e-eod-');
  await server.pool.query(`UPDATE stores SET tgl_system = $1 WHERE kode_toko = 'PST'`, [DAY]);
  token = await apiLogin(server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  const post = async (p: string, body: unknown) => (await api(server.baseUrl, token, 'POST', p, body)).data as never;
  await api(server.baseUrl, token, 'PUT', 'settings/toko', {
    nama_toko: 'KILAU EOD',
    alamat_toko: 'JL. PASAR BARU NO. 12 JAKARTA',
    no_hp: '021-555',
  });
  await seedCounterMasters(server.baseUrl, token);
  await seedBuyBackMasters(server.baseUrl, token);
  await post('banks', { kode_bank: 'BCA', nama_bank: 'BCA' });
  await post('rekenings', { no_rekening: '123', nama_rekening: 'TOKO BCA', kode_bank: 'BCA' });
  const pieces = (await post('barang', {
    items: [
      {
        nama_barang: 'cincin',
        kode_group: 'E75',
        kode_dept: 'CC',
        kode_gudang: 'ETL',
        kode_baki: 'B1',
        berat: '2',
        kadar: '75',
        jumlah: 2,
      },
    ],
  })) as { kode_barcode: string }[];
  // field 15: one piece stays in stock, so the closed day's summary ends with 1 piece of 3.5 g
  await post('barang', {
    items: [
      {
        nama_barang: 'gelang',
        kode_group: 'E75',
        kode_dept: 'CC',
        kode_gudang: 'ETL',
        kode_baki: 'B1',
        berat: '3.5',
        kadar: '75',
      },
    ],
  });
  const pay = [
    (n: number) => [{ jenis: 'CASH', jumlah: n }],
    (n: number) => [{ jenis: 'DEBIT', jumlah: n, no_rekening: '123', no_kartu: '4111', fee: 25_000 }],
  ];
  for (const [i, p] of pieces.entries()) {
    const scan = (await api(server.baseUrl, token, 'GET', `penjualan/scan/${p.kode_barcode}`)) as {
      harga_total: number;
    };
    const s = (await post('penjualan', {
      kode_sales: 'S01',
      nama_customer: 'budi',
      items: [{ kode_barcode: p.kode_barcode }],
      payments: pay[i]?.(scan.harga_total),
    })) as { no_faktur_group: string; total_harga: number };
    sales.push({ no: s.no_faktur_group, total: s.total_harga });
  }
  titipNo = ((await post('titipan', { nama_customer: 'rina', jumlah: 400_000 })) as { no_titip: string }).no_titip;
  bankNo = (
    (await post('cash/tambah-bank', {
      no_rekening: '123',
      jumlah: 1_000_000,
      keterangan: 'setor',
      alasan: 'kas penuh',
    })) as {
      no_reff: string;
    }
  ).no_reff;
  // the drawer: the cash sale + the deposit − the bank deposit, counted exactly
  const laci = (sales[0]?.total ?? 0) + 400_000 - 1_000_000;
  await post('cash/hitung', {
    pecahan: [
      { kode: 'K100000', jumlah: Math.floor(laci / 100_000) },
      { kode: 'L100', jumlah: (laci % 100_000) / 100 },
    ],
  });
  await api(server.baseUrl, token, 'PUT', 'penjualan/validasi', { nomor: sales.map((s) => s.no) });
  await api(server.baseUrl, token, 'PUT', 'titipan/validasi', { nomor: [titipNo] });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (files) rmSync(files, { recursive: true, force: true });
});

async function download(page: Page, testId: string): Promise<{ file: string; name: string }> {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const file = path.join(files, dl.suggestedFilename());
  await dl.saveAs(file);
  return { file, name: dl.suggestedFilename() };
}

async function setDate(page: Page, testId: string, ymd: string) {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(ymd);
  await input.press('Enter');
  await page.keyboard.press('Escape');
}

describe('laporan EOD', () => {
  it('the close in the browser writes the report; /laporan-eod shows it and its PDF reads back the figures', async () => {
    const cash = sales[0]?.total ?? 0;
    const debit = sales[1]?.total ?? 0;
    const { page, context } = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
    await page.getByTestId('date-mismatch').waitFor();
    await page.getByTestId('close-now').click();
    await page.getByTestId('close-confirm-ok').click();
    await page.getByTestId('close-progress').filter({ hasText: 'Berhasil Menutup Toko' }).waitFor();
    await page.getByTestId('login-user').waitFor();
    await context.close();

    const u = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
    await u.page.getByTestId('dashboard-user').waitFor();
    await u.page.goto(`${server.baseUrl}/laporan-eod`);
    await u.page.getByTestId('eod-doc').waitFor();
    expect(await u.page.getByTestId('eod-tanggal').inputValue()).toBe(DAY);
    await untilText(u.page.getByTestId('eod-date'), `TANGGAL : ${formatTanggal(DAY)}`);
    const fig = (s: string, k: string) => u.page.getByTestId(`eod-fig-${s}-${k}`).textContent();
    expect(await fig('penjualan', 'transaksi')).toBe('2');
    expect(await fig('penjualan', 'total')).toBe(rp(cash + debit));
    expect(await fig('titipan', 'jumlah_baru')).toBe(rp(400_000));
    expect(await fig('kas', 'saldo_akhir')).toBe(rp(cash + 400_000 - 1_000_000));
    expect(await fig('pembayaran', 'fee')).toBe(rp(25_000));
    expect(await fig('hitung_laci', 'selisih')).toBe(rp(0));
    expect(await fig('hitung_laci', 'dihitung_oleh')).toBe('ADMIN');
    const pageText = (await u.page.getByTestId('eod-doc').textContent()) ?? '';
    expect(pageText).not.toMatch(/undefined|NaN|null/);
    expect(pageText).toContain('TOKO BCA');
    await shot(u.page, 'e2e-laporan-eod');

    const pdf = await download(u.page, 'eod-export-pdf');
    expect(pdf.name).toBe(`laporan-eod_${DAY}.pdf`);
    copyFileSync(pdf.file, path.join(ROOT, 'screenshots', 'e2e-laporan-eod.pdf'));
    const text = pdfText(pdf.file);
    expect(text).toContain('KILAU EOD');
    expect(text).toContain('LAPORAN EOD');
    expect(text).toContain(`TANGGAL : ${formatTanggal(DAY)}`);
    for (const title of [
      'PENJUALAN',
      'PEMBELIAN',
      'TITIPAN',
      'PEMBAYARAN',
      'BUKU KAS',
      'HITUNG LACI',
      'RINGKASAN BARANG',
      'OTORISASI',
    ])
      expect(text).toContain(title);
    expect(text).toContain(rp(cash + debit));
    expect(text).toContain(rp(cash + 400_000 - 1_000_000));
    expect(text).toMatch(/DEBIT\s+123\s+TOKO BCA/);
    expect(text).toContain(titipNo);
    expect(text).toMatch(/Printed By ADMIN \/ \d{1,2} [A-Z][a-z]+ \d{4} \d{2}:\d{2}/);
    expect(text).toMatch(/Ditutup Oleh ADMIN \/ \d{1,2} [A-Z][a-z]+ \d{4} \d{2}:\d{2}/);
    expect(text).toMatch(/1 of \d/);
    expect(text).not.toMatch(/undefined|NaN/);
    await u.context.close();
  });
});

describe('laporan barang summary after the close', () => {
  it('field 15: opens on the last closed day, and its TOTAL row (screen and PDF) has Awal and Akhir', async () => {
    const u = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
    await u.page.getByTestId('dashboard-user').waitFor();
    await u.page.goto(`${server.baseUrl}/laporan-barang-sumary`);
    await u.page.getByTestId('report-filter-tgl_from').waitFor();
    // the shop day is now DAY + 1, not closed: the summary needs a closed day
    expect(await u.page.getByTestId('report-filter-tgl_from').inputValue()).toBe(DAY);
    expect(await u.page.getByTestId('report-filter-tgl_to').inputValue()).toBe(DAY);
    await u.page.getByTestId('report-search').click();
    await u.page.getByTestId('report-meta').waitFor();
    expect(await u.page.getByTestId('report-note').count()).toBe(0);
    // 3 pieces added, 2 sold: from 0 to 1 piece of 3.5 g
    const total = (f: string) => u.page.getByTestId(`report-total-${f}`).textContent();
    expect(await total('stock_awal')).toBe('0');
    expect(await total('berat_awal')).toBe('0.000');
    expect(await total('stock_tambah')).toBe('3');
    expect(await total('stock_jual')).toBe('2');
    expect(await total('stock_akhir')).toBe('1');
    expect(await total('berat_akhir')).toBe('3.500');
    await shot(u.page, 'e2e-laporan-barang-summary');
    const pdf = await download(u.page, 'report-export-pdf');
    const total_line = pdfText(pdf.file)
      .split('\n')
      .find((l) => /^\s*TOTAL\b/.test(l));
    // TOTAL, Awal, Berat Awal, Tambah, Masuk, Beli, Keluar, Jual, Hancur, Akhir, Berat Akhir
    expect(total_line?.trim().split(/\s+/)).toEqual([
      'TOTAL',
      '0',
      '0.000',
      '3',
      '0',
      '0',
      '0',
      '2',
      '0',
      '1',
      '3.500',
    ]);
    await u.context.close();
  });
});

describe('laporan keuangan', () => {
  it('cash: SALDO AWAL first, the cash sale with its running balance; non-cash: the debit line with its fee', async () => {
    const u = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
    await u.page.getByTestId('dashboard-user').waitFor();
    await u.page.goto(`${server.baseUrl}/laporan-transaksi-keuangan-cash`);
    await u.page.getByTestId('report-page').waitFor();
    await setDate(u.page, 'report-filter-tgl_from', DAY);
    await setDate(u.page, 'report-filter-tgl_to', DAY);
    await u.page.getByTestId('report-search').click();
    await u.page.getByTestId('report-meta').waitFor();
    const rows = u.page.getByTestId('report-row');
    expect(await rows.count()).toBe(4); // SALDO AWAL, the cash sale, the deposit, the bank deposit
    expect(await rows.nth(0).textContent()).toContain('SALDO AWAL');
    expect(await rows.nth(1).textContent()).toContain(sales[0]?.no);
    expect(await u.page.getByTestId('report-total-jumlah_out').textContent()).toBe('1,000,000');
    await shot(u.page, 'e2e-laporan-keuangan-cash');

    await u.page.goto(`${server.baseUrl}/laporan-keuangan-non-cash`);
    await u.page.getByTestId('report-page').waitFor();
    await setDate(u.page, 'report-filter-tgl_from', DAY);
    await setDate(u.page, 'report-filter-tgl_to', DAY);
    await u.page.getByTestId('report-search').click();
    await u.page.getByTestId('report-meta').waitFor();
    expect(await rows.count()).toBe(2);
    const first = (await rows.nth(0).textContent()) ?? '';
    expect(first).toContain('DEBIT');
    expect(first).toContain(sales[1]?.no);
    expect(await rows.nth(1).textContent()).toContain(bankNo);
    expect(await u.page.getByTestId('report-total-fee').textContent()).toBe('25,000');
    await shot(u.page, 'e2e-laporan-keuangan-non-cash');
    await u.context.close();
  });
});
