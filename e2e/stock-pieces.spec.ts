/**
 * Stock pieces in a real Chromium against the built app and the real server on a fresh embedded database:
 * tambah data barang (with a photo resized in the browser), data barang search with detail, photo and ledger,
 * labels (print page with CODE128 + QR images, PDF with the barcode number), terima barang from a supplier,
 * penerimaan barang, and a head-office shipment to branch T3 received there by scanning.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { todayIn } from '@kilau/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot, untilText, untilValue } from './helpers/browser.ts';
import { ADMIN_PASSWORD, apiLogin, type ServerHandle, startServer } from './helpers/server.ts';
import { api, dialogShown, openAs } from './helpers/session.ts';

let server: ServerHandle;
let browser: Browser;
let admin: string;
const T3_PASSWORD = 'cabang-t3-123';
const tmp = mkdtempSync('/tmp/kilau-e2e-stock-');
/** Barcodes created through the form in the first test, used by the later ones. */
let created: string[] = [];

async function masters(token: string, berlian: boolean) {
  const post = (p: string, body: unknown) => api(server.baseUrl, token, 'POST', p, body);
  await post('group', {
    kode_group: 'E75',
    nama_group: 'EMAS 75%',
    jenis_group: 'EMAS',
    harga: 1000000,
    persentase: 75,
  });
  await post('jenis', { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' });
  await post('gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' });
  await post('baki', { kode_baki: 'B1', nama_baki: 'BAKI CINCIN', kode_gudang: 'ETL', berat_baki: '100' });
  if (!berlian) return;
  await post('baki', { kode_baki: 'B2', nama_baki: 'BAKI KALUNG', kode_gudang: 'ETL', berat_baki: '100' });
  await post('kadar', { kode_kadar: '750', nama_kadar: '18K', persentase: 75 });
  await post('group', { kode_group: 'BRL', nama_group: 'BERLIAN', jenis_group: 'BERLIAN', harga: 0 });
  await post('jenis', { kode_dept: 'CB', nama_dept: 'CINCIN BERLIAN', kode_group: 'BRL' });
  await post('batu-shape', { kode_shape: 'RD', nama_shape: 'ROUND' });
  await post('parameter-berlian', { jenis_batu: 'BR', nama_batu: 'BERLIAN' });
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await apiLogin(server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  await masters(admin, true);
  await server.pool.query(
    `INSERT INTO stores (kode_toko, nama_toko, tipe_toko, tgl_system, time_zone)
     VALUES ('T3', 'KILAU CABANG T3', 'CABANG', $1, 'WIB')`,
    [todayIn('Asia/Jakarta')],
  );
  await api(server.baseUrl, admin, 'POST', 'users', {
    user_id: 'T3OWN',
    user_name: 'PEMILIK T3',
    level: 'OWN',
    password: T3_PASSWORD,
    kode_toko: 'T3',
  });
  await masters(await apiLogin(server.baseUrl, 'T3OWN', T3_PASSWORD), false);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** antd Select: open it, type, click the option that shows the text. */
async function pick(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: text })
    .first();
  await option.waitFor();
  await option.click();
}

async function scan(page: Page, testId: string, barcode: string) {
  await page.getByTestId(testId).fill(barcode);
  await page.getByTestId(testId).press('Enter');
}

async function signedIn(user: string, password: string, path: string) {
  const s = await openAs(browser, server.baseUrl, user, password);
  await s.page.getByTestId('dashboard-user').waitFor();
  await s.page.goto(`${server.baseUrl}${path}`);
  return s;
}

/** Width and height of a baseline or progressive JPEG, from its SOF marker. */
function jpegSize(b: Buffer): { width: number; height: number } {
  let i = 2;
  while (i < b.length) {
    if (b[i] !== 0xff) throw new Error('not a JPEG');
    const marker = b[i + 1] as number;
    const len = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + len;
  }
  throw new Error('no SOF');
}

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('tambah data barang', () => {
  it('creates pieces from several lines, stores a photo resized in the browser, shows their labels at once', async () => {
    const { page, context } = await signedIn('ADMIN', ADMIN_PASSWORD, '/tambah-data-barang');
    await page.getByTestId('item-form').waitFor();
    // a line without name or weight is refused with the schema's own texts
    await page.getByTestId('item-add').click();
    await page.getByText('Kode Group Tidak Boleh Kosong').waitFor();
    await page.getByText('Nama Barang Tidak Boleh Kosong').waitFor();

    await pick(page, 'item-kode_group', 'E75');
    await pick(page, 'item-kode_dept', 'CC');
    await pick(page, 'item-kode_gudang', 'ETL');
    await pick(page, 'item-kode_baki', 'B1');
    await page.getByTestId('item-nama_barang').fill('cincin ukir e2e');
    await page.getByTestId('item-berat').fill('2.125');
    // the group's purity is filled in from the master
    expect(await page.getByTestId('item-kadar').inputValue()).toBe('75');
    await pick(page, 'item-kadar_cetak', '750');
    await page.getByTestId('item-ongkos').fill('75000');
    await page.getByTestId('item-jumlah').fill('2');
    await page.getByTestId('item-add').click();
    // the second line keeps group, jenis, gudang and baki
    await page.getByTestId('item-nama_barang').fill('cincin polos e2e');
    await page.getByTestId('item-berat').fill('1.5');
    await page.getByTestId('item-add').click();
    await untilText(page.getByTestId('items-total-pcs'), '3');
    await untilText(page.getByTestId('items-total-berat'), '5.750');
    await shot(page, 'e2e-stock-tambah-lines');

    await page.getByTestId('items-save').click();
    await dialogShown(page, 'success');
    await page.getByTestId('created').waitFor();
    created = await page.getByTestId('created-barcode').allTextContents();
    expect(created).toHaveLength(3);
    for (const b of created) expect(b).toMatch(/^\d{8}$/);
    expect(await page.getByTestId('created-berat').textContent()).toBe('5.750');

    // a photo for the first piece: a 1600×1200 JPEG made in the page, resized to 720×540 before the upload
    const big = await page.evaluate(() => {
      const c = document.createElement('canvas');
      c.width = 1600;
      c.height = 1200;
      const g = c.getContext('2d') as CanvasRenderingContext2D;
      g.fillStyle = '#c9a227';
      g.fillRect(0, 0, 1600, 1200);
      g.fillStyle = '#ffffff';
      g.beginPath();
      g.arc(800, 600, 400, 0, Math.PI * 2);
      g.fill();
      return c.toDataURL('image/jpeg', 0.9).split(',')[1] as string;
    });
    const first = created[0] as string;
    await page
      .getByTestId(`foto-input-${first}`)
      .setInputFiles({ name: 'cincin.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(big, 'base64') });
    await page.getByTestId(`foto-thumb-${first}`).waitFor();
    const stored = await fetch(`${server.baseUrl}/api/barang/foto/${first}`, { headers: { 'x-auth-token': admin } });
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(jpegSize(bytes)).toEqual({ width: 720, height: 540 });
    expect(bytes.length).toBeLessThan(Buffer.from(big, 'base64').length);

    // the labels are there at once: one per piece, each with its CODE128 and QR image
    const preview = page.getByTestId('created-label-preview');
    await preview.locator('.k-label').nth(2).waitFor();
    expect(await preview.locator('[data-testid="label-barcode-img"]').count()).toBe(3);
    expect(await preview.locator('[data-testid="label-qr-img"]').count()).toBe(3);
    expect(await preview.getByTestId(`label-${first}`).textContent()).toContain('2.125 gr');
    await shot(page, 'e2e-stock-tambah-created');
    await context.close();
  });
});

describe('data barang', () => {
  it('searches on the server and opens the piece with its photo and ledger', async () => {
    const { page, context } = await signedIn('ADMIN', ADMIN_PASSWORD, '/data-barang');
    await page.getByTestId('data-barang-table').waitFor();
    await page.getByTestId('data-barang-q').fill('ukir e2e');
    await page.getByTestId(`data-barang-row-${created[1]}`).waitFor();
    await untilText(page.getByTestId('data-barang-count'), '2');
    // the filters live in the URL
    expect(page.url()).toContain('q=ukir+e2e');
    await shot(page, 'e2e-stock-data-barang');

    await page.getByTestId(`data-barang-detail-${created[0]}`).click();
    await page.getByTestId('detail-attr').waitFor();
    expect(await page.getByTestId('detail-nama').textContent()).toBe('CINCIN UKIR E2E');
    expect(await page.getByTestId('detail-status').textContent()).toBe('Stock');
    await page.getByTestId('detail-foto').waitFor();
    expect(await page.getByTestId('detail-foto').evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(720);
    await page.getByTestId('riwayat-jenis-tambah').waitFor();
    const ledger = await page.getByTestId('detail-riwayat').textContent();
    expect(ledger).toContain('Tambah Barang');
    expect(ledger).toContain('ETL / B1');
    expect(ledger).toContain('TAMBAH DATA BARANG');
    await shot(page, 'e2e-stock-detail');

    // a piece without photo says so
    await page.goto(`${server.baseUrl}/data-barang?barcode=${created[2]}`);
    await page.getByTestId('detail-foto-empty').waitFor();
    expect(await page.getByTestId('detail-foto-empty').textContent()).toBe('Tidak Ada Foto');
    await context.close();
  });
});

/** A solid JPEG of the given size made in the page (the browser resizes it before the upload). */
async function jpegOf(page: Page, width: number, height: number): Promise<Buffer> {
  const b64 = await page.evaluate(
    ([w, h]) => {
      const c = document.createElement('canvas');
      c.width = w as number;
      c.height = h as number;
      const g = c.getContext('2d') as CanvasRenderingContext2D;
      g.fillStyle = '#c9a227';
      g.fillRect(0, 0, c.width, c.height);
      return c.toDataURL('image/jpeg', 0.9).split(',')[1] as string;
    },
    [width, height],
  );
  return Buffer.from(b64, 'base64');
}

/** Until the detail shows a loaded photo of this size (`<width>x<height>`). */
async function fotoShown(page: Page, size: string) {
  await page.waitForFunction((want) => {
    const i = document.querySelector('[data-testid="detail-foto"]') as HTMLImageElement | null;
    return !!i && i.complete && `${i.naturalWidth}x${i.naturalHeight}` === want;
  }, size);
}

describe('data barang: kadar and photo on the detail', () => {
  it('field 20: the Kadar column shows the kadar, and the Kadar Cetak beside it where set', async () => {
    const made = await api(server.baseUrl, admin, 'POST', 'barang', {
      items: [
        {
          nama_barang: 'gelang kadar e2e',
          kode_group: 'E75',
          kode_dept: 'CC',
          kode_gudang: 'ETL',
          kode_baki: 'B1',
          berat: '3',
          kadar: '91.6',
        },
      ],
    });
    const plain = (made.data as { kode_barcode: string }[])[0]?.kode_barcode as string;
    const { page, context } = await signedIn('ADMIN', ADMIN_PASSWORD, '/data-barang?q=e2e');
    const kadarOf = (b: string) => page.getByTestId(`data-barang-kadar-${b}`);
    await kadarOf(plain).waitFor();
    // a piece with no Kadar Cetak still shows its kadar, never "-"
    expect(await kadarOf(plain).textContent()).toBe('91.60%');
    // the first form piece: kadar 75 from the group, Kadar Cetak 750 picked
    expect(await kadarOf(created[0] as string).textContent()).toBe('75.00% / 750');
    await shot(page, 'e2e-stock-data-barang-kadar');
    await context.close();
  });

  it('field 17: the detail uploads a photo to a piece without one, replaces it and removes it', async () => {
    const b = created[2] as string;
    const { page, context } = await signedIn('ADMIN', ADMIN_PASSWORD, `/data-barang?barcode=${b}`);
    await page.getByTestId('detail-foto-empty').waitFor();
    const stored = () => fetch(`${server.baseUrl}/api/barang/foto/${b}`, { headers: { 'x-auth-token': admin } });

    // upload: a 1600×1200 image arrives as 720×540
    await page
      .getByTestId('detail-foto-input')
      .setInputFiles({ name: 'a.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(page, 1600, 1200) });
    await fotoShown(page, '720x540');
    expect(jpegSize(Buffer.from(await (await stored()).arrayBuffer()))).toEqual({ width: 720, height: 540 });
    expect(await page.getByTestId('detail-foto-upload').textContent()).toBe('Ganti Foto');
    await shot(page, 'e2e-stock-detail-foto');

    // replace: a portrait 800×1600 image arrives as 683×1366 and the drawer shows the new one
    await page
      .getByTestId('detail-foto-input')
      .setInputFiles({ name: 'b.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(page, 800, 1600) });
    await fotoShown(page, '683x1366');
    expect(jpegSize(Buffer.from(await (await stored()).arrayBuffer()))).toEqual({ width: 683, height: 1366 });

    // remove, after a confirmation
    await page.getByTestId('detail-foto-hapus').click();
    await page.getByTestId('foto-hapus-confirm-ok').click();
    await untilText(page.getByTestId('detail-foto-empty'), 'Tidak Ada Foto');
    expect((await stored()).status).toBe(404);
    expect(await page.getByTestId('detail-foto-upload').textContent()).toBe('Upload Foto');
    await context.close();
  });
});

describe('cetak barcode', () => {
  it('prints chosen pieces on a label page (barcode + QR images, @page sized) and as a PDF', async () => {
    const { page, context } = await signedIn('ADMIN', ADMIN_PASSWORD, '/cetak-barcode');
    await page.getByTestId('cetak-scan').waitFor();
    // typed without leading zeros, as a scanner of short codes would
    await scan(page, 'cetak-scan', String(Number(created[0])));
    await scan(page, 'cetak-scan', created[1] as string);
    await scan(page, 'cetak-scan', '99999999');
    await page.getByText('Barcode 99999999 Tidak Ditemukan').waitFor();
    await page.locator('[data-testid="label-preview"] .k-label').nth(1).waitFor();
    expect(await page.getByTestId('cetak-chosen').textContent()).toContain(created[1]);
    await shot(page, 'e2e-stock-cetak-barcode');

    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByTestId('label-print').click()]);
    await popup.getByTestId('label-print-page').waitFor();
    expect(await popup.locator('.k-label').count()).toBe(2);
    const loaded = await popup.evaluate(() =>
      [...document.querySelectorAll('img')].map((i) => [i.dataset.testid, i.naturalWidth > 0]),
    );
    expect(loaded).toEqual([
      ['label-barcode-img', true],
      ['label-qr-img', true],
      ['label-barcode-img', true],
      ['label-qr-img', true],
    ]);
    expect(await popup.content()).toContain('@page{size:60mm 25mm;margin:0}');
    expect(await popup.getByTestId(`label-${created[0]}`).textContent()).toContain(created[0]);
    await shot(popup, 'e2e-stock-label-print-page');
    await popup.close();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('label-pdf').click()]);
    const file = path.join(tmp, 'label.pdf');
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(file);
    expect(text).toContain(created[0]);
    expect(text).toContain(created[1]);
    expect(text).toContain('CINCIN UKIR E2E');
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(
      /Pages:\s+2[\s\S]*Page size:\s+170\.0\d* x 70\.8\d* pts/,
    );
    await context.close();
  });

  it('the name search pages its matches on the server and says how many there are (never the first ten only)', async () => {
    const made = (await api(server.baseUrl, admin, 'POST', 'barang', {
      items: [
        {
          nama_barang: 'gelang halaman e2e',
          kode_group: 'E75',
          kode_dept: 'CC',
          kode_gudang: 'ETL',
          kode_baki: 'B2',
          berat: '1.5',
          kadar: '75',
          jumlah: 12,
        },
      ],
    })) as { data: { kode_barcode: string }[] };
    const codes = made.data.map((d) => d.kode_barcode).sort();
    const { page, context } = await signedIn('ADMIN', ADMIN_PASSWORD, '/cetak-barcode');
    await page.getByTestId('cetak-cari').fill('halaman e2e');
    const hasil = page.getByTestId('cetak-cari-hasil');
    // antd puts the pager beside the table, inside its wrapper
    const pager = page.locator('.ant-table-wrapper', { has: hasil }).locator('.ant-pagination');
    await pager.getByText('1-10 dari 12 data').waitFor();
    const seen = async () =>
      (
        await hasil.locator('[data-testid^="cetak-cari-add-"]').evaluateAll((xs) => xs.map((x) => x.dataset.testid))
      ).map((t) => String(t).replace('cetak-cari-add-', ''));
    const first = await seen();
    expect(first).toHaveLength(10);
    await pager.locator('.ant-pagination-item-2').click();
    await pager.getByText('11-12 dari 12 data').waitFor();
    // the pager moves at once while page 1's rows stay until page 2 arrives: wait for page 2's two rows
    await hasil.locator('[data-testid^="cetak-cari-add-"]').nth(2).waitFor({ state: 'detached' });
    const second = await seen();
    expect([...first, ...second].sort()).toEqual(codes);
    await context.close();
  });
});

describe('terima barang dari supplier and penerimaan barang', () => {
  it('receives pieces under a TB number with labels; bulk gold by weight with the exact total', async () => {
    const { page, context } = await signedIn('ADMIN', ADMIN_PASSWORD, '/terima-barang');
    await page.getByTestId('terima-supplier').waitFor();
    await page.getByTestId('terima-supplier-nama').fill('pt sumber emas');
    await page.getByTestId('terima-supplier-faktur').fill('f-001');
    await pick(page, 'terima-item-kode_group', 'BRL');
    await pick(page, 'terima-item-kode_dept', 'CB');
    await pick(page, 'terima-item-kode_gudang', 'ETL');
    await pick(page, 'terima-item-kode_baki', 'B2');
    await page.getByTestId('terima-item-nama_barang').fill('cincin berlian e2e');
    await page.getByTestId('terima-item-berat').fill('3.2');
    await page.getByTestId('terima-item-kadar').fill('75');
    // a diamond needs its fixed price
    await page.getByTestId('terima-item-add').click();
    await page.getByText('Harga Pas Tidak Boleh Kosong Untuk Barang Berlian').waitFor();
    await page.getByTestId('terima-item-harga_jual').fill('21000000');
    await pick(page, 'terima-item-jenis_batu', 'BR');
    await pick(page, 'terima-item-kode_shape', 'RD');
    await page.getByTestId('terima-item-no_sertifikat').fill('gia-123');
    await page.getByTestId('terima-item-add').click();
    await page.getByTestId('terima-items-save').click();
    await page.getByTestId('terima-no-ref').waitFor();
    expect(await page.getByTestId('terima-no-ref').textContent()).toMatch(/^PST-TB-\d{6}-0001$/);
    const [bc] = await page.getByTestId('terima-hasil-barcode').allTextContents();
    expect(await page.getByTestId(`label-${bc}`).textContent()).toContain('Rp 21,000,000');
    await shot(page, 'e2e-stock-terima-supplier');
    const d = (await api(server.baseUrl, admin, 'GET', `barang/detail/${bc}`)) as Record<string, unknown>;
    expect(d).toMatchObject({
      supplier: 'PT SUMBER EMAS',
      jenis_batu: 'BR',
      kode_shape: 'RD',
      no_sertifikat: 'GIA-123',
    });
    await context.close();

    // penerimaan barang needs SEMI_GROSIR_MODULE
    await server.pool.query(`UPDATE users SET modules = '["SEMI_GROSIR_MODULE"]' WHERE user_id = 'ADMIN'`);
    const s = await signedIn('ADMIN', ADMIN_PASSWORD, '/penerimaan-barang');
    await s.page.getByTestId('penerimaan-barang').waitFor();
    await s.page.getByTestId('penerimaan-supplier').fill('pt grosir');
    await pick(s.page, 'penerimaan-group', 'E75');
    await s.page.getByTestId('penerimaan-berat').fill('100.125');
    await s.page.getByTestId('penerimaan-harga').fill('950000');
    await untilText(s.page.getByTestId('penerimaan-total'), 'Rp 95,118,750');
    await s.page.getByTestId('penerimaan-save').click();
    await s.page.getByTestId('penerimaan-last').waitFor();
    await s.page.getByTestId('penerimaan-sum-total').waitFor();
    expect(await s.page.getByTestId('penerimaan-sum-total').textContent()).toBe('95,118,750');
    expect(await s.page.getByTestId('penerimaan-list').textContent()).toContain('PT GROSIR');
    await shot(s.page, 'e2e-stock-penerimaan');
    await s.context.close();
  });
});

describe('kirim barang ke cabang and terima kiriman', () => {
  it('head office ships three pieces to T3; T3 scans two, the third is recorded as selisih', async () => {
    const hq = await signedIn('ADMIN', ADMIN_PASSWORD, '/kirim-barang-kecabang');
    const p = hq.page;
    await untilValue(p.getByTestId('kirim-no'), /^PST-KB-\d{6}-0001$/);
    const noKirim = await p.getByTestId('kirim-no').inputValue();
    await pick(p, 'kirim-tujuan', 'T3');
    for (const b of created) await scan(p, 'kirim-scan', b);
    await untilText(p.getByTestId('kirim-jumlah'), '3');
    expect(await p.getByTestId('kirim-berat').textContent()).toBe('5.750');
    await scan(p, 'kirim-scan', created[0] as string);
    await p.getByText(`Barcode ${created[0]} Sudah Ada Di Daftar Kirim`).waitFor();
    await shot(p, 'e2e-stock-kirim-scan');
    await p.getByTestId('kirim-submit').click();
    await p.getByTestId('kirim-confirm-ok').click();
    await p.getByTestId('kirim-sent').waitFor();
    expect(await p.getByTestId('kirim-sent-no').textContent()).toBe(noKirim);
    const [download] = await Promise.all([p.waitForEvent('download'), p.getByTestId('kirim-pdf').click()]);
    const file = path.join(tmp, 'kirim.pdf');
    await download.saveAs(file);
    const text = pdfText(file);
    expect(text).toContain('SURAT KIRIM BARANG');
    expect(text).toContain(noKirim);
    for (const b of created) expect(text).toContain(b);
    expect(text).toContain('5.750');
    // in transit: head office can no longer take it
    await scan(p, 'kirim-scan', created[0] as string);
    await p.getByText(`Barang ${created[0]} Sedang Dalam Pengiriman`).waitFor();
    await hq.context.close();

    const br = await signedIn('T3OWN', T3_PASSWORD, '/terima-barang?tab=kiriman');
    const q = br.page;
    await q.getByTestId(`kiriman-buka-${noKirim}`).click();
    await q.getByTestId('kiriman-items').waitFor();
    expect(await q.getByTestId('kiriman-jumlah').textContent()).toBe('3');
    await scan(q, 'kiriman-scan', created[0] as string);
    await scan(q, 'kiriman-scan', created[1] as string);
    await scan(q, 'kiriman-scan', '12345678');
    await q.getByText(`Barang 12345678 Tidak Termasuk Kiriman ${noKirim}`).waitFor();
    await untilText(q.getByTestId('kiriman-found'), '2');
    expect(await q.getByTestId('kiriman-missing').textContent()).toBe('1');
    expect(await q.getByTestId('kiriman-berat-found').textContent()).toBe('4.250');
    // the scanned list survives a reload
    await q.reload();
    await q.getByTestId(`kiriman-buka-${noKirim}`).click();
    await untilText(q.getByTestId('kiriman-found'), '2');
    await pick(q, 'kiriman-gudang', 'ETL');
    await pick(q, 'kiriman-baki', 'B1');
    await shot(q, 'e2e-stock-terima-kiriman-scan');
    await q.getByTestId('kiriman-terima').click();
    await q.getByTestId('kiriman-selisih-confirm-ok').click();
    await q.getByTestId('kiriman-hasil').waitFor();
    expect(await q.getByTestId('kiriman-hasil-diterima').textContent()).toBe('2');
    expect(await q.getByTestId('kiriman-hasil-selisih').textContent()).toBe('1');
    expect(await q.getByTestId('kiriman-hasil').textContent()).toContain(created[2]);
    await shot(q, 'e2e-stock-terima-kiriman-hasil');

    // T3 now holds the two pieces, with their ledger
    await q.goto(`${server.baseUrl}/data-barang?barcode=${created[0]}`);
    await q.getByTestId('riwayat-jenis-terima').waitFor();
    expect(await q.getByTestId('detail-riwayat').textContent()).toContain(noKirim);
    await br.context.close();
    const t3 = await apiLogin(server.baseUrl, 'T3OWN', T3_PASSWORD);
    expect(((await api(server.baseUrl, t3, 'GET', 'barang/search?status=STOCK')) as { count: number }).count).toBe(2);
  });
});
