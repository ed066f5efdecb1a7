/**
 * Issue 25, the counter items found in the field, in a real Chromium against the built app and the real server on a
 * fresh embedded database: the scan field has the focus after every finished sale, buy-back and order (field 12); a
 * refused scan in a scanner burst stays with its barcode and reason until dismissed, with a sound (field 13); Hitung
 * Laci's Enter moves to the next denomination and a store parameter makes the count blind (field 16); Lunasi asks
 * first with the amount and the payment lines (field 19); the trade-in's price fills its Harga field (field 21); the
 * buy-back counter preselects no kondisi (field 37).
 */
import { formatRupiah } from '@kilau/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldPiece } from '../apps/server/src/test/gold-piece.ts';
import { slug } from '../apps/web/src/lib/slug.ts';
import { launchBrowser, shot, untilAttr, untilFocused, untilText, untilValue } from './helpers/browser.ts';
import { ADMIN_PASSWORD, apiLogin, type ServerHandle, startServer } from './helpers/server.ts';
import { api, dialogShown, openAs, seedBuyBackMasters, seedCounterMasters } from './helpers/session.ts';

let server: ServerHandle;
let browser: Browser;
let token: string;
let tanggal = '';

async function make(n: number): Promise<string[]> {
  const r = (await api(server.baseUrl, token, 'POST', 'barang', {
    items: [goldPiece({ jumlah: n })],
  })) as { data: { kode_barcode: string }[] };
  return r.data.map((d) => d.kode_barcode);
}

/** A piece sold for cash through the API (2,175,000): its barcode. */
async function sold(): Promise<string> {
  const [code] = (await make(1)) as [string];
  await api(server.baseUrl, token, 'POST', 'penjualan', {
    kode_sales: 'S01',
    nama_customer: 'budi',
    items: [{ kode_barcode: code }],
    payments: [{ jenis: 'CASH', jumlah: 2_175_000 }],
  });
  return code;
}

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
  // the open list only: a list closed earlier stays in the page, hidden
  await page.locator('.ant-select-item-option-active:visible').filter({ hasText: text }).waitFor();
  await page.keyboard.press('Enter');
}

/** What a select shows: its chosen option, else its placeholder. */
const shown = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => el.closest('.ant-select')?.textContent ?? '');

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = await apiLogin(server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  const post = (p: string, body: unknown) => api(server.baseUrl, token, 'POST', p, body);
  await seedCounterMasters(server.baseUrl, token);
  tanggal = await seedBuyBackMasters(server.baseUrl, token);
  // a second condition, alphabetically first: the one the counter used to preselect
  await post('parabeli', {
    kode_kondisi: 'CACAT',
    type_kondisi: 'PERSENTASE',
    potongan_nota: '20',
    potongan_tanpa_nota: '30',
  });
  await post('tukang', { kode_tukang: 'T01', nama_tukang: 'PAK HARUN' });
  await post('banks', { kode_bank: 'BCA', nama_bank: 'BCA' });
  await post('rekenings', { no_rekening: '123', nama_rekening: 'TOKO', kode_bank: 'BCA' });
  await post('group', {
    kode_group: 'E24',
    nama_group: 'EMAS 24',
    jenis_group: 'EMAS',
    harga: 1_100_000,
    persentase: '100',
  });
  await post('harga-emas', { tanggal, kode_group: 'E24', harga_jual: 1_100_000, harga_beli: 1_000_000 });
  await post('parapinjaman', {
    kode_pinjaman: 'P1',
    nominal_dari: 0,
    nominal_sampai: 5_000_000,
    bunga_persen: '4',
    lama_pinjam: 30,
    persen_max_pinjaman: '80',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('field counter', () => {
  it('field 12: after a sale closed with "Transaksi Baru (Enter)" the next scanned barcode lands in the cart, not in Nama Customer', async () => {
    const [a, b] = (await make(2)) as [string, string];
    const page = await signIn('/transaksi-penjualan');
    const scan = page.getByTestId('scan-input');
    await untilFocused(scan);
    await page.keyboard.type(a);
    await page.keyboard.press('Enter');
    await page.getByTestId(`cart-row-${a}`).waitFor();
    await pick(page, 'sale-sales', 'S01');
    await page.keyboard.press('F9');
    await page.getByTestId('pay-line-cash').waitFor();
    // the cashier types the name last and saves from that field
    await page.getByTestId('sale-customer').click();
    await page.keyboard.type('budi');
    await page.keyboard.press('F10');
    await page.getByTestId('nota-paper').waitFor();
    await page.keyboard.press('Enter');
    await page.getByTestId('nota-paper').waitFor({ state: 'detached' });
    await page.getByTestId('nota-modal').waitFor({ state: 'detached' });
    await untilFocused(scan);
    // the next customer's first piece, typed by the scanner right away
    await page.keyboard.type(b);
    await page.keyboard.press('Enter');
    await page.getByTestId(`cart-row-${b}`).waitFor();
    expect(await page.getByTestId('sale-customer').inputValue()).toBe('');
    await page.context().close();
  });

  it('field 12: after a buy-back and after an order the code field has the focus for the next scan', async () => {
    const [x, y] = [await sold(), await sold()];
    const page = await signIn('/transaksi-pembelian');
    const code = page.getByTestId('beli-code');
    await untilFocused(code);
    await page.keyboard.type(x);
    await page.keyboard.press('Enter');
    await page.getByTestId('beli-kondisi-0').waitFor();
    await pick(page, 'beli-kondisi-0', 'MULUS');
    await pick(page, 'sale-sales', 'S01');
    await pick(page, 'beli-tray-gudang', 'SRT');
    await pick(page, 'beli-tray-baki', 'S1');
    await page.keyboard.press('F9');
    await page.getByTestId('beli-bayar-0').waitFor();
    await page.getByTestId('sale-customer').click();
    await page.keyboard.type('siti');
    await page.keyboard.press('F10');
    await page.getByTestId('nota-beli-modal').waitFor();
    await page.keyboard.press('Enter');
    await page.getByTestId('nota-beli-modal').waitFor({ state: 'detached' });
    await untilFocused(code);
    await page.keyboard.type(y);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid^="beli-row-"]').filter({ hasText: y }).waitFor();
    expect(await page.getByTestId('sale-customer').inputValue()).toBe('');

    // an order: saved from the customer's name, Enter closes its receipt, the sample barcode field has the focus
    const [contoh] = (await make(1)) as [string];
    await page.goto(`${server.baseUrl}/transaksi-pesanan`);
    await page.getByTestId('ps-counter').waitFor();
    await pick(page, 'ps-kategori-0', 'E75');
    await page.getByTestId('ps-nama-0').fill('cincin kawin');
    await page.getByTestId('ps-berat-0').fill('2');
    await untilText(page.getByTestId('ps-harga-0'), '2,000,000');
    await pick(page, 'sale-sales', 'S01');
    await pick(page, 'ps-tukang', 'T01');
    const est = page.getByTestId('ps-estimasi');
    await est.click();
    await est.fill(tanggal);
    await est.press('Enter');
    await page.getByTestId('ps-dp').fill('500000');
    await page.getByTestId('pay-add-cash').click();
    await untilText(page.getByTestId('ps-kembalian'), '0');
    await page.getByTestId('sale-customer').click();
    await page.keyboard.type('rina');
    await page.keyboard.press('F10');
    await page.getByTestId('nota-ps-modal').waitFor();
    await page.keyboard.press('Enter');
    await page.getByTestId('nota-ps-modal').waitFor({ state: 'detached' });
    await untilFocused(page.getByTestId('ps-contoh-code'));
    await page.keyboard.type(contoh);
    await page.keyboard.press('Enter');
    await page.getByTestId(`ps-contoh-${contoh}`).waitFor();
    expect(await page.getByTestId('sale-customer').inputValue()).toBe('');
    await page.context().close();
  });

  it('field 13: a sold tag in a fast scanner burst stays on screen with its barcode and reason until dismissed, with a sound', async () => {
    const [g1, g2, g3] = (await make(3)) as [string, string, string];
    const bad = await sold();
    const page = await signIn('/transaksi-penjualan');
    const scan = page.getByTestId('scan-input');
    await untilFocused(scan);
    const answers = [g1, bad, g2, g3].map((c) =>
      page.waitForResponse((r) => r.url().endsWith(`/api/penjualan/scan/${c}`)),
    );
    // four tags at 5 ms per character, the sold one second
    for (const c of [g1, bad, g2, g3]) {
      await page.keyboard.type(c, { delay: 5 });
      await page.keyboard.press('Enter');
    }
    await Promise.all(answers);
    for (const c of [g1, g2, g3]) await page.getByTestId(`cart-row-${c}`).waitFor();
    const refused = page.getByTestId(`scan-refused-${bad}`);
    await refused.waitFor();
    expect(await refused.getByTestId('scan-refused-code').textContent()).toBe(bad);
    expect(await refused.getByTestId('scan-error').textContent()).toBe(`Barang ${bad} Sudah Terjual`);
    await untilAttr(page.locator('html'), 'data-kilau-cues', '1');
    await shot(page, 'e2e-field13-refused-scan');
    // another good scan leaves it where it is
    const [g4] = (await make(1)) as [string];
    await page.keyboard.type(g4, { delay: 5 });
    await page.keyboard.press('Enter');
    await page.getByTestId(`cart-row-${g4}`).waitFor();
    expect(await refused.isVisible()).toBe(true);
    // dismissed by the cashier, it goes
    await refused.locator('.ant-alert-close-icon').click();
    await refused.waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid="cart-table"] [data-testid^="cart-row-"]').count()).toBe(4);
    await page.context().close();
  });

  it('field 13: a refused code in a buy-back scanner burst stays on screen with its code and reason until dismissed, with a sound', async () => {
    const [s1, s2, s3] = [await sold(), await sold(), await sold()];
    // a barcode this shop never had
    const never = '99999913';
    const burst = [s1, never, s2, s3];
    const page = await signIn('/transaksi-pembelian');
    const code = page.getByTestId('beli-code');
    await untilFocused(code);
    const answers = burst.map((c) =>
      page.waitForResponse((r) => r.url().endsWith(`/api/pembelian/barang-terjual/${c}`)),
    );
    // four tags at 5 ms per character, the unknown one second
    for (const c of burst) {
      await page.keyboard.type(c, { delay: 5 });
      await page.keyboard.press('Enter');
    }
    await Promise.all(answers);
    const rows = page.locator('[data-testid="beli-table"] [data-testid^="beli-row-"]');
    await page
      .getByTestId('beli-jumlah')
      .filter({ hasText: /^3 pcs/ })
      .waitFor();
    expect(await rows.count()).toBe(3);
    const refused = page.getByTestId(`scan-refused-${never}`);
    await refused.waitFor();
    expect(await refused.getByTestId('scan-refused-code').textContent()).toBe(never);
    expect(await refused.getByTestId('scan-error').textContent()).toBe(
      `Barang / Nota ${never} Tidak Ditemukan Di Penjualan Toko Ini. Tambah Sebagai Barang Manual (F4).`,
    );
    await untilAttr(page.locator('html'), 'data-kilau-cues', '1');
    await shot(page, 'e2e-field13-beli-refused-scan');
    // a code already in the list is refused too, and both stay, newest first
    await page.keyboard.type(s2, { delay: 5 });
    await page.keyboard.press('Enter');
    const again = page.getByTestId(`scan-refused-${s2}`);
    await again.waitFor();
    expect(await again.getByTestId('scan-error').textContent()).toBe(`Barang ${s2} Sudah Ada Di Daftar`);
    await untilAttr(page.locator('html'), 'data-kilau-cues', '2');
    expect(
      await page
        .locator('[data-testid^="scan-refused-"]:not([data-testid="scan-refused-code"])')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid'))),
    ).toEqual([`scan-refused-${s2}`, `scan-refused-${never}`]);
    // another good scan leaves them where they are
    const s4 = await sold();
    await page.keyboard.type(s4, { delay: 5 });
    await page.keyboard.press('Enter');
    await page
      .getByTestId('beli-jumlah')
      .filter({ hasText: /^4 pcs/ })
      .waitFor();
    expect(await refused.isVisible()).toBe(true);
    expect(await again.isVisible()).toBe(true);
    // dismissed by the cashier, it goes; the other stays
    await refused.locator('.ant-alert-close-icon').click();
    await refused.waitFor({ state: 'detached' });
    expect(await again.isVisible()).toBe(true);
    expect(await rows.count()).toBe(4);
    await page.context().close();
  });

  it('field 16: Enter moves to the next denomination; with HITUNG_LACI_BUTA the book and the difference show only after saving', async () => {
    const page = await signIn('/uang-kas');
    await page.getByTestId('kas-hitung').click();
    await page.getByTestId('hitung-buku').waitFor();
    await page.getByTestId('hitung-K100000').click();
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await untilFocused(page.getByTestId('hitung-K50000'));
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await untilFocused(page.getByTestId('hitung-K20000'));
    expect(await page.getByTestId('hitung-K100000').inputValue()).toBe('1');
    expect(await page.getByTestId('hitung-K50000').inputValue()).toBe('2');
    await page.keyboard.press('Escape');
    await page.getByTestId('hitung-summary').waitFor({ state: 'detached' });

    // the store counts blind (any difference within its limit here); the book as the server holds it
    const { saldo_buku: buku } = (await api(server.baseUrl, token, 'GET', 'cash/hitung')) as { saldo_buku: number };
    await api(server.baseUrl, token, 'PUT', 'para-system', {
      values: { HITUNG_LACI_BUTA: 'true', SELISIH_KAS_MAX: '999999999' },
    });
    expect(await api(server.baseUrl, token, 'GET', 'cash/hitung')).toMatchObject({ saldo_buku: null, buta: true });
    await page.reload();
    await page.getByTestId('kas-hitung').click();
    await page.getByTestId('hitung-L500').waitFor();
    await page.getByTestId('hitung-L500').fill('10');
    await untilText(page.getByTestId('hitung-total'), 'Rp 5,000');
    expect(await page.getByTestId('hitung-buku').count()).toBe(0);
    expect(await page.getByTestId('hitung-selisih').count()).toBe(0);
    const modal = (await page.locator('.ant-modal').filter({ hasText: 'Hitung Laci' }).textContent()) ?? '';
    expect(modal).not.toMatch(/Saldo BukuRp|\((Kurang|Lebih|Sesuai)\)/);
    expect(modal).toContain('Hitung Buta: Saldo Buku Dan Selisih Tampil Setelah Hitungan Disimpan');
    await shot(page, 'e2e-field16-hitung-buta');
    await page.getByTestId('hitung-save').click();
    // after saving: the book and the difference
    const diff = 5_000 - buku;
    const selisih = `${diff < 0 ? '-' : '+'}Rp ${formatRupiah(Math.abs(diff))} (${diff < 0 ? 'Kurang' : 'Lebih'})`;
    expect(await dialogShown(page, 'success', 'Hitung Laci Tersimpan')).toContain(
      `Saldo Buku Rp ${formatRupiah(buku)}, Selisih ${selisih}`,
    );
    await page.getByTestId('hitung-table').getByText(selisih).waitFor();
    await page.context().close();
  });

  it('field 19: Lunasi asks first, showing the amount and the payment lines; only OK repays', async () => {
    const no = (
      (await api(server.baseUrl, token, 'POST', 'hutang', {
        kode_sales: 'S01',
        nama_customer: 'wati',
        items: [{ nama_barang: 'kalung', kadar: '75', berat: '4', jumlah: 1 }],
        pokok: 1_000_000,
      })) as { data: { no_hutang: string } }
    ).data.no_hutang;
    const page = await signIn(`/lihat-hutang?tgl_from=${tanggal}&tgl_to=${tanggal}`);
    await page.getByTestId(`lh-detail-${slug(no)}`).click();
    await page.getByTestId('ht-detail').waitFor();
    const lunas = page.locator('.ant-card').filter({ hasText: 'Pelunasan — Tebusan Hari Ini' });
    await lunas.getByTestId('pay-add-cash').click();
    const tagihan = (await page.getByTestId('ht-detail-tagihan').textContent()) ?? '';
    await lunas.locator('[data-testid="pay-line-cash"] [data-testid^="pay-amount-"]').fill('2000000');
    await page.getByTestId('ht-act-lunas').click();
    const ask = page.getByTestId('lunas-confirm');
    await ask.waitFor();
    const text = (await ask.textContent()) ?? '';
    expect(text).toContain(`Rp ${tagihan}`);
    expect(text).toContain('TUNAI');
    expect(text).toContain('2,000,000');
    expect(text).toContain('Kembalian');
    await shot(page, 'e2e-field19-lunas-confirm');
    // Batal: nothing is posted
    await page.getByTestId('lunas-confirm-cancel').click();
    await ask.waitFor({ state: 'hidden' });
    expect(((await api(server.baseUrl, token, 'GET', `hutang/get/by-no/${no}`)) as { status: string }).status).toBe(
      'AKTIF',
    );
    await page.getByTestId('ht-act-lunas').click();
    await page.getByTestId('lunas-confirm-ok').click();
    await untilText(page.getByTestId('ht-detail-status'), 'LUNAS');
    await page.context().close();
  });

  it('field 21 + 37: a trade-in piece gets no kondisi by itself; once chosen, its computed price fills the Harga field', async () => {
    const [code] = (await make(1)) as [string];
    const bought = await sold();
    const page = await signIn('/transaksi-penjualan');
    await untilFocused(page.getByTestId('scan-input'));
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await page.getByTestId(`cart-row-${code}`).waitFor();
    await pick(page, 'sale-sales', 'S01');
    await page.keyboard.press('Alt+R');
    await page.getByTestId('pay-line-tukar').waitFor();
    await page.locator('[data-testid^="pay-tukar-beli-"]').click();
    await page.getByTestId('tukar-modal').waitFor();
    // a piece the shop sold: no kondisi chosen, no price yet, saving refused
    await page.getByTestId('tukar-code').fill(bought);
    await page.getByTestId('tukar-code').press('Enter');
    await page.getByTestId('beli-kondisi-0').waitFor();
    expect(await shown(page, 'beli-kondisi-0')).toBe('Pilih');
    expect(await page.getByTestId('beli-harga-0').inputValue()).toBe('');
    await pick(page, 'tukar-tray-gudang', 'SRT');
    await pick(page, 'tukar-tray-baki', 'S1');
    await page.getByTestId('tukar-save').click();
    await page.getByTestId('dialog-error-text').filter({ hasText: 'Kondisi Tidak Boleh Kosong' }).waitFor();
    await page.getByTestId('dialog-ok').click();
    // chosen: 2.125 g at 900,000 − 2 % = 882,000 → 1,874,250, down to the store step 1,874,000
    await pick(page, 'beli-kondisi-0', 'MULUS');
    await untilValue(page.getByTestId('beli-harga-0'), /^1,874,000$/);
    // a manual piece: the computed price is in the required Harga field, and it is what is saved
    await page.getByTestId('tukar-manual').click();
    await page.getByTestId('manual-form').waitFor();
    await pick(page, 'manual-jenis', 'CC');
    await page.getByTestId('manual-nama').fill('cincin lama');
    await page.getByTestId('manual-berat').fill('1');
    expect(await shown(page, 'manual-kondisi')).toBe('Pilih Kondisi');
    // the cashier passes through the required Harga field first and leaves it empty
    await page.getByTestId('manual-harga').fill('0');
    await pick(page, 'manual-kondisi', 'MULUS');
    // no nota: 900,000 − 5 % = 855,000 for 1 g
    await untilValue(page.getByTestId('manual-harga'), /^855,000$/);
    await shot(page, 'e2e-field21-manual-harga');
    await page.getByTestId('manual-add').click();
    await page.getByTestId('manual-form').waitFor({ state: 'detached' });
    await untilValue(page.getByTestId('beli-harga-1'), /^855,000$/);
    await untilText(page.getByTestId('tukar-total'), 'Rp 2,729,000');
    await page.context().close();
  });
});
