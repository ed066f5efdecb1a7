/**
 * Stock operations in a real Chromium against the built app and the real server on a fresh embedded database:
 * move scanned pieces (a sold and an unknown barcode refused with their messages), move a whole tray, melt with a
 * supervisor's authorization (wrong password refused), weigh a tray beyond tolerance (warning), and a stock
 * opname with found / missing / unexpected pieces that survives a reload and finishes with a printable summary;
 * washing out and back, and sorting of bought-back pieces (SEPUHAN_MODULE).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldPiece } from '../apps/server/src/test/gold-piece.ts';
import { launchBrowser, shot } from './helpers/browser.ts';
import { ADMIN_PASSWORD, apiLogin, type ServerHandle, startServer } from './helpers/server.ts';
import { api, dialogShown, openAs } from './helpers/session.ts';

let server: ServerHandle;
let browser: Browser;
let token: string;

type Made = { kode_barcode: string; berat: number };

async function make(n: number, over: Record<string, unknown> = {}): Promise<string[]> {
  const r = (await api(server.baseUrl, token, 'POST', 'barang', {
    // without making charge
    items: [goldPiece({ ongkos: 0, jumlah: n, ...over })],
  })) as { data: Made[] };
  return r.data.map((d) => d.kode_barcode);
}

const detail = async (barcode: string) =>
  (await api(server.baseUrl, token, 'GET', `barang/detail/${barcode}`)) as { kode_baki: string; status: string };

/** Picks an option of an antd Select (with search) by typing its code. */
async function pick(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-item-option-active').filter({ hasText: text }).waitFor();
  await page.keyboard.press('Enter');
}

async function scan(page: Page, testId: string, barcode: string) {
  await page.getByTestId(testId).fill(barcode);
  await page.getByTestId(testId).press('Enter');
}

async function signIn(path: string) {
  const u = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  await u.page.getByTestId('dashboard-user').waitFor();
  await u.page.goto(`${server.baseUrl}${path}`);
  return u;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = await apiLogin(server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  const post = (path: string, body: unknown) => api(server.baseUrl, token, 'POST', path, body);
  await post('group', { kode_group: 'E75', nama_group: 'EMAS 75', jenis_group: 'EMAS', harga: 1000000 });
  await post('jenis', { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' });
  await post('gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' });
  await post('gudang', { kode_gudang: 'BRK', nama_gudang: 'BRANKAS' });
  await post('baki', {
    kode_baki: 'B1',
    nama_baki: 'BAKI 1',
    kode_gudang: 'ETL',
    berat_baki: '100',
    berat_bandrol: '0.2',
  });
  await post('baki', { kode_baki: 'B2', nama_baki: 'BAKI 2', kode_gudang: 'ETL', berat_baki: '90' });
  await post('baki', { kode_baki: 'B3', nama_baki: 'BAKI 3', kode_gudang: 'ETL', berat_baki: '80' });
  await post('baki', { kode_baki: 'S1', nama_baki: 'SIMPAN', kode_gudang: 'BRK', berat_baki: '100' });
  await post('baki', {
    kode_baki: 'S9',
    nama_baki: 'RUSAK',
    kode_gudang: 'BRK',
    berat_baki: '100',
    status_aktif: false,
  });
  await post('users', { user_id: 'spv1', user_name: 'supervisor', level: 'SPV', password: 'rahasia-spv' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('pindah barang', () => {
  it('moves two scanned pieces to another tray; a sold and an unknown barcode are refused and never listed', async () => {
    const codes = await make(3);
    const [a, b, sold] = codes as [string, string, string];
    await server.pool.query(`UPDATE barang SET status = 'TERJUAL' WHERE kode_barcode = $1`, [sold]);
    const { page, context } = await signIn('/pindah-barang');
    await page.getByTestId('scan-input').waitFor();
    // the scan field has the focus: a scanner types straight into it
    await page.keyboard.type(String(Number(a)));
    await page.keyboard.press('Enter');
    await page.getByTestId(`scan-row-${a}`).waitFor();
    await scan(page, 'scan-input', b);
    await page.getByTestId(`scan-row-${b}`).waitFor();
    await scan(page, 'scan-input', sold);
    await page
      .getByTestId('scan-error')
      .filter({ hasText: `Barang ${sold} Sudah Terjual` })
      .waitFor();
    await scan(page, 'scan-input', '99999999');
    await page.getByTestId('scan-error').filter({ hasText: 'Barcode 99999999 Tidak Ditemukan' }).waitFor();
    await scan(page, 'scan-input', a);
    await page
      .getByTestId('scan-error')
      .filter({ hasText: `Barcode ${a} Sudah Di Scan` })
      .waitFor();
    expect(await page.getByTestId(`scan-row-${sold}`).count()).toBe(0);
    expect(await page.getByTestId('scan-count').textContent()).toBe('2');
    expect(await page.getByTestId('scan-berat').textContent()).toBe('4.250');
    // inactive trays are not offered as a destination
    await page.getByTestId('tujuan-gudang').click();
    await page.keyboard.type('BRK');
    await page.keyboard.press('Enter');
    await page.getByTestId('tujuan-baki').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'S1 - SIMPAN' }).waitFor();
    expect(await page.locator('.ant-select-item-option').filter({ hasText: 'S9' }).count()).toBe(0);
    await page.keyboard.press('Enter');
    await page.getByTestId('pindah-keterangan').fill('pindah ke brankas');
    await shot(page, 'e2e-pindah-barang');
    await page.getByTestId('pindah-submit').click();
    await dialogShown(page, 'success', 'Berhasil Menyimpan Data');
    expect(await page.getByTestId('pindah-result').textContent()).toBe('2 Barang (4.250 Gram) Dipindah Ke BRK / S1');
    expect(await page.getByTestId('scan-count').textContent()).toBe('0');
    expect((await detail(a)).kode_baki).toBe('S1');
    expect((await detail(b)).kode_baki).toBe('S1');
    expect((await detail(codes[2] as string)).status).toBe('TERJUAL');
    await context.close();
  });
});

describe('pindah barang satu baki', () => {
  it('shows the source tray count and weight, then moves the whole tray after a confirmation', async () => {
    await make(3, { kode_baki: 'B2', berat: '1.5' });
    const { page, context } = await signIn('/pindah-barang-satu-baki');
    await pick(page, 'asal-baki', 'B2');
    await page.getByTestId('asal-count').filter({ hasText: '3' }).waitFor();
    expect(await page.getByTestId('asal-berat').textContent()).toBe('4.500');
    await pick(page, 'tujuan-gudang', 'BRK');
    await pick(page, 'tujuan-baki', 'S1');
    await page.getByTestId('pindah-baki-submit').click();
    await page.getByTestId('pindah-baki-confirm').waitFor();
    expect(await page.getByTestId('pindah-baki-confirm').textContent()).toContain(
      '3 Barang (4.500 Gram) Dari Baki B2 Akan Dipindah Ke BRK / S1',
    );
    await page.getByTestId('pindah-baki-confirm-ok').click();
    await dialogShown(page, 'success');
    await page.getByTestId('pindah-baki-result').filter({ hasText: '3 Barang (4.500 Gram) Dari Baki B2' }).waitFor();
    await page.getByTestId('asal-count').filter({ hasText: '0' }).waitFor();
    await shot(page, 'e2e-pindah-satu-baki');
    const left = (await api(server.baseUrl, token, 'GET', 'barang/search?kode_baki=B2&status=STOCK')) as {
      count: number;
    };
    expect(left.count).toBe(0);
    await context.close();
  });
});

describe('hancur data barang', () => {
  it('needs a supervisor: a wrong password is refused in the modal, the right one melts with an HC number', async () => {
    const [p] = (await make(1, { berat: '3.333' })) as [string];
    const { page, context } = await signIn('/hancur-data-barang');
    await scan(page, 'scan-input', p);
    await page.getByTestId(`scan-row-${p}`).waitFor();
    await page.getByTestId('hancur-submit').click();
    await page.getByTestId('otorisasi-modal').waitFor();
    await page.getByTestId('otorisasi-user').fill('spv1');
    await page.getByTestId('otorisasi-password').fill('salah');
    await page.getByTestId('otorisasi-alasan').fill('patah tidak bisa diperbaiki');
    await page.getByTestId('otorisasi-ok').click();
    await page
      .getByTestId('dialog-error-text')
      .filter({ hasText: 'Otorisasi Gagal, User ID Atau Password Supervisor Salah' })
      .waitFor();
    await page.getByTestId('dialog-ok').click();
    expect(await page.getByTestId('otorisasi-modal').isVisible()).toBe(true);
    expect((await detail(p)).status).toBe('STOCK');
    await page.getByTestId('otorisasi-password').fill('rahasia-spv');
    await page.getByTestId('otorisasi-ok').click();
    await dialogShown(page, 'success');
    await page.getByTestId('hancur-result').waitFor();
    expect(await page.getByTestId('hancur-no').textContent()).toMatch(/^PST-HC-\d{6}-0001$/);
    expect(await page.getByTestId('hancur-jumlah').textContent()).toBe('1');
    expect(await page.getByTestId('hancur-berat').textContent()).toBe('3.333');
    await page.getByTestId('dialog-success').waitFor({ state: 'detached' });
    await shot(page, 'e2e-hancur');
    expect((await detail(p)).status).toBe('HANCUR');
    // a melted piece cannot be scanned again
    await scan(page, 'scan-input', p);
    await page
      .getByTestId('scan-error')
      .filter({ hasText: `Barang ${p} Sudah Dihancurkan` })
      .waitFor();
    await context.close();
  });
});

describe('timbang baki', () => {
  it('shows the expected weight; a difference beyond tolerance is recorded as SELISIH with the warning', async () => {
    const { page, context } = await signIn('/timbang-baki');
    await pick(page, 'timbang-gudang', 'ETL');
    const row = page.getByTestId('timbang-row-b1');
    await row.waitFor();
    // expected = tray 100 g + 0.2 g tag per piece + the pieces in stock on B1, whatever the earlier tests left there
    const stock = (await api(server.baseUrl, token, 'GET', 'barang/search?kode_baki=B1&status=STOCK')) as {
      count: number;
      data: Made[];
    };
    const mg = stock.data.reduce((n, d) => n + Math.round(d.berat * 1000), 0) + 100_000 + stock.count * 200;
    const expected = (mg / 1000).toFixed(3);
    expect(await row.textContent()).toContain(expected.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
    await page.getByTestId('timbang-input-b1').fill('50');
    await page.getByTestId('timbang-preview-b1').filter({ hasText: 'SELISIH' }).waitFor();
    await page.getByTestId('timbang-save-b1').click();
    const diff = ((50_000 - mg) / 1000).toFixed(3);
    await page
      .getByTestId('timbang-warning')
      .filter({ hasText: `Selisih Timbang Baki B1 ${diff} Gram Melebihi Toleransi 0.500 Gram` })
      .waitFor();
    await page.getByTestId('timbang-status-b1').filter({ hasText: 'SELISIH' }).waitFor();
    expect(await row.getAttribute('data-status')).toBe('SELISIH');
    expect(await page.getByTestId('timbang-count-selisih').textContent()).toBe('1');
    await shot(page, 'e2e-timbang-baki');
    await context.close();
  });

  it('a weight typed with a decimal comma (8904,155) is 8904.155 g, never 8904155', async () => {
    const { page, context } = await signIn('/timbang-baki');
    await pick(page, 'timbang-gudang', 'ETL');
    const input = page.getByTestId('timbang-input-b1');
    await input.click();
    await page.keyboard.type('8904,155');
    expect(await input.inputValue()).toBe('8904.155');
    await page.getByTestId('timbang-save-b1').click();
    await page.getByTestId('timbang-last-b1').filter({ hasText: '8,904.155' }).waitFor();
    const { rows } = await server.pool.query(
      `SELECT berat_timbang::text AS b FROM timbang_baki WHERE kode_baki = 'B1' ORDER BY at DESC LIMIT 1`,
    );
    expect(rows[0]?.b).toBe('8904.155');
    await context.close();
  });
});

describe('stock opname', () => {
  it('lists found, missing and unexpected pieces live, survives a reload, and finishes with a summary', async () => {
    const tray = await make(3, { kode_baki: 'B3', berat: '1.1' });
    const [stranger] = (await make(1, { kode_baki: 'B1', nama_barang: 'anting' })) as [string];
    const [t1, t2, t3] = tray as [string, string, string];
    const { page, context } = await signIn('/stock-opname');
    await pick(page, 'opname-gudang', 'ETL');
    await pick(page, 'opname-baki', 'B3');
    await page.getByTestId('opname-start').click();
    await page.getByTestId('opname-scan').waitFor();
    expect(await page.getByTestId('opname-seharusnya').textContent()).toBe('3');
    await scan(page, 'opname-scan', t1);
    await page.getByTestId(`opname-ditemukan-${t1}`).waitFor();
    await scan(page, 'opname-scan', t2);
    await scan(page, 'opname-scan', stranger);
    await page.getByTestId(`opname-lebih-${stranger}`).waitFor();
    await scan(page, 'opname-scan', t1);
    await page
      .getByTestId('opname-scan-error')
      .filter({ hasText: `Barcode ${t1} Sudah Di Scan` })
      .waitFor();
    // undo a scan, then scan it again
    await page.getByTestId(`opname-ditemukan-${t2}`).waitFor();
    await page.getByTestId(`opname-undo-${t2}`).click();
    await page.getByTestId(`opname-hilang-${t2}`).waitFor();
    await scan(page, 'opname-scan', t2);
    await page.getByTestId(`opname-ditemukan-${t2}`).waitFor();
    const counts = async () => ({
      ditemukan: await page.getByTestId('opname-n-ditemukan').textContent(),
      hilang: await page.getByTestId('opname-n-hilang').textContent(),
      lebih: await page.getByTestId('opname-n-lebih').textContent(),
    });
    expect(await counts()).toEqual({ ditemukan: '2', hilang: '1', lebih: '1' });
    expect(await page.getByTestId(`opname-hilang-${t3}`).count()).toBe(1);

    // a reload continues the same count
    await page.reload();
    await page.getByTestId(`opname-hilang-${t3}`).waitFor();
    expect(await counts()).toEqual({ ditemukan: '2', hilang: '1', lebih: '1' });
    // leaving it open: the screen offers to continue it
    await page.getByTestId('opname-leave').click();
    await page.getByTestId('opname-continue-b3').click();
    await page.getByTestId(`opname-lebih-${stranger}`).waitFor();
    expect(await counts()).toEqual({ ditemukan: '2', hilang: '1', lebih: '1' });
    expect(await page.getByTestId(`opname-lebih-${stranger}`).textContent()).toContain('Milik Baki B1');
    await shot(page, 'e2e-stock-opname');

    await page.getByTestId('opname-finish').click();
    await page.getByTestId('opname-finish-confirm').waitFor();
    expect(await page.getByTestId('opname-finish-text').textContent()).toContain('Hasil: SELISIH');
    await page.getByTestId('opname-finish-confirm-ok').click();
    await dialogShown(page, 'success');
    await page.getByTestId('opname-hasil').filter({ hasText: 'SELISIH' }).waitFor();
    expect(await page.getByTestId('opname-scan').count()).toBe(0);
    const { rows } = await server.pool.query(
      `SELECT status, hasil, jumlah_ditemukan, jumlah_hilang, jumlah_lebih FROM stock_opname WHERE kode_baki = 'B3'`,
    );
    expect(rows).toEqual([
      { status: 'SELESAI', hasil: 'SELISIH', jumlah_ditemukan: '2', jumlah_hilang: '1', jumlah_lebih: '1' },
    ]);
    await page.getByTestId('dialog-success').waitFor({ state: 'detached' });
    const download = page.waitForEvent('download');
    await page.getByTestId('opname-print').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^stock-opname-b3-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = await new Promise<string>((resolve, reject) => {
      file
        .createReadStream()
        .then((s) => {
          const parts: Buffer[] = [];
          s.on('data', (d: Buffer) => parts.push(d));
          s.on('end', () => resolve(Buffer.concat(parts).toString('latin1')));
          s.on('error', reject);
        })
        .catch(reject);
    });
    expect(pdf.startsWith('%PDF')).toBe(true);
    for (const t of ['RINGKASAN STOCK OPNAME', 'BAKI B3', t3, stranger]) expect(pdf).toContain(t);
    await shot(page, 'e2e-stock-opname-selesai');

    // the open list is empty again
    await page.getByTestId('opname-new').click();
    await page.getByTestId('opname-open-list').filter({ hasText: 'Tidak Ada Data' }).waitFor();
    await context.close();
  });

  it('lists the tray pieces reserved by a DP or lent as an order model apart, and explains their scan', async () => {
    await api(server.baseUrl, token, 'POST', 'baki', {
      kode_baki: 'B4',
      nama_baki: 'BAKI 4',
      kode_gudang: 'ETL',
      berat_baki: '80',
    });
    const [keep, titip, contoh] = (await make(3, { kode_baki: 'B4', berat: '1.25' })) as [string, string, string];
    // as Bayar DP and an order's showroom sample leave them (their own flows are tested in bayar-dp / pesanan)
    await server.pool.query(`UPDATE barang SET status = 'TITIP', no_ref = 'PST-TD-0009' WHERE kode_barcode = $1`, [
      titip,
    ]);
    await server.pool.query(`UPDATE barang SET status = 'CONTOH', no_ref = 'DP-0009' WHERE kode_barcode = $1`, [
      contoh,
    ]);
    const { page, context } = await signIn('/stock-opname');
    await pick(page, 'opname-gudang', 'ETL');
    await pick(page, 'opname-baki', 'B4');
    await page.getByTestId('opname-start').click();
    await page.getByTestId('opname-scan').waitFor();
    expect(await page.getByTestId('opname-seharusnya').textContent()).toBe('1');
    expect(await page.getByTestId(`opname-dipesan-${titip}`).textContent()).toContain(
      'Dipesan (Titipan DP)PST-TD-0009',
    );
    expect(await page.getByTestId(`opname-dipesan-${contoh}`).textContent()).toContain('Contoh PesananDP-0009');
    expect(await page.getByTestId(`opname-hilang-${keep}`).count()).toBe(1);
    await scan(page, 'opname-scan', titip);
    await page
      .getByTestId('opname-scan-error')
      .filter({ hasText: `Barang ${titip} Sudah Dipesan Customer (Titipan DP PST-TD-0009), Bukan Barang Lebih` })
      .waitFor();
    expect(await page.getByTestId('opname-n-lebih').textContent()).toBe('0');
    await shot(page, 'e2e-stock-opname-dipesan');
    await context.close();
  });
});

describe('stock opname penerimaan', () => {
  it('counts the pieces of one receipt by its TB number', async () => {
    const r = (await api(server.baseUrl, token, 'POST', 'terimabarang/supplier', {
      supplier: 'pt sumber emas',
      items: [
        {
          nama_barang: 'liontin',
          kode_group: 'E75',
          kode_dept: 'CC',
          kode_gudang: 'ETL',
          kode_baki: 'B2',
          berat: '0.75',
          kadar: '75',
          jumlah: 2,
        },
      ],
    })) as { data: { no_ref: string; barang: Made[] } };
    const { no_ref: noRef, barang } = r.data;
    const [r1, r2] = barang.map((b) => b.kode_barcode) as [string, string];
    const { page, context } = await signIn('/stock-opname-penerimaan');
    await page.getByTestId('opname-no-ref').fill(noRef.toLowerCase());
    await page.getByTestId('opname-start').click();
    await page
      .getByTestId('opname-target')
      .filter({ hasText: `Penerimaan ${noRef}` })
      .waitFor();
    expect(await page.getByTestId('opname-seharusnya').textContent()).toBe('2');
    await scan(page, 'opname-scan', r1);
    await page.getByTestId(`opname-ditemukan-${r1}`).waitFor();
    expect(await page.getByTestId(`opname-hilang-${r2}`).count()).toBe(1);
    await scan(page, 'opname-scan', r2);
    await page.getByTestId(`opname-ditemukan-${r2}`).waitFor();
    await page.getByTestId('opname-finish').click();
    await page.getByTestId('opname-finish-confirm-ok').click();
    await page.getByTestId('opname-hasil').filter({ hasText: 'SESUAI' }).waitFor();
    await context.close();
  });

  it('an unknown receipt number is refused with the server message', async () => {
    const { page, context } = await signIn('/stock-opname-penerimaan');
    await page.getByTestId('opname-no-ref').fill('PST-TB-000000-9999');
    await page.getByTestId('opname-start').click();
    await page
      .getByTestId('toast-error')
      .filter({ hasText: 'No Penerimaan PST-TB-000000-9999 Tidak Ditemukan' })
      .waitFor();
    await context.close();
  });
});

describe('cucian', () => {
  it('sends scanned pieces to washing and brings them back into a tray (ticked in the list or scanned)', async () => {
    const [c1, c2, c3] = (await make(3, { nama_barang: 'gelang' })) as [string, string, string];
    const { page, context } = await signIn('/cucian');
    await scan(page, 'cuci-scan-input', c1);
    await scan(page, 'cuci-scan-input', c2);
    await page.getByTestId(`cuci-scan-row-${c2}`).waitFor();
    await page.getByTestId('cuci-submit').click();
    await dialogShown(page, 'success');
    await page.getByTestId('cuci-result').filter({ hasText: '2 Barang (4.250 Gram) Dikirim Ke Cucian' }).waitFor();
    expect((await detail(c1)).status).toBe('CUCI');

    await page.getByTestId('dialog-success').waitFor({ state: 'detached' });
    await page.getByTestId('tab-kembali').click();
    await page.getByTestId('cuci-pool-count').filter({ hasText: '(2)' }).waitFor();
    await page.getByTestId(`cuci-pool-pick-${c1}`).check();
    await page.getByTestId(`kembali-scan-row-${c1}`).waitFor();
    // only pieces at washing are taken back
    await scan(page, 'kembali-scan-input', c3);
    await page
      .getByTestId('kembali-scan-error')
      .filter({ hasText: `Barang ${c3} Masih Ada Di Stock` })
      .waitFor();
    await scan(page, 'kembali-scan-input', c2);
    await page.getByTestId(`kembali-scan-row-${c2}`).waitFor();
    expect(await page.getByTestId(`cuci-pool-pick-${c2}`).isChecked()).toBe(true);
    await pick(page, 'kembali-tujuan-gudang', 'ETL');
    await pick(page, 'kembali-tujuan-baki', 'B2');
    await shot(page, 'e2e-cucian-kembali');
    await page.getByTestId('kembali-submit').click();
    await dialogShown(page, 'success');
    await page.getByTestId('kembali-result').filter({ hasText: 'Kembali Dari Cucian Ke ETL / B2' }).waitFor();
    await page.getByTestId('cuci-pool-count').filter({ hasText: '(0)' }).waitFor();
    expect(await detail(c1)).toMatchObject({ status: 'STOCK', kode_baki: 'B2' });
    expect(await detail(c2)).toMatchObject({ status: 'STOCK', kode_baki: 'B2' });
    await context.close();
  });
});

describe('sortir (SEPUHAN_MODULE)', () => {
  it('sends a sorted piece to washing and puts another back into stock', async () => {
    const [s1, s2] = (await make(2, { nama_barang: 'kalung beli' })) as [string, string];
    await server.pool.query(`UPDATE barang SET status = 'SORTIR' WHERE kode_barcode = ANY($1)`, [[s1, s2]]);
    await server.pool.query(`UPDATE users SET modules = '["SEPUHAN_MODULE"]' WHERE user_id = 'ADMIN'`);
    const { page, context } = await signIn('/sortir-pembelian');
    await page.getByTestId('sortir-pool-count').filter({ hasText: '(2)' }).waitFor();
    await page.getByTestId(`sortir-pool-pick-${s1}`).check();
    await page.getByTestId('sortir-submit').click();
    await page.getByTestId('dialog-error-text').filter({ hasText: 'Mohon Pilih Terlebih Dahulu' }).waitFor();
    await page.getByTestId('dialog-error').waitFor({ state: 'detached' });
    await page.getByTestId('sortir-tujuan-cuci').click();
    await page.getByTestId('sortir-submit').click();
    await page.getByTestId('sortir-confirm-ok').click();
    await dialogShown(page, 'success');
    await page.getByTestId('sortir-result').filter({ hasText: 'Diproses Ke Cucian / Sepuhan' }).waitFor();
    expect((await detail(s1)).status).toBe('CUCI');

    await page.goto(`${server.baseUrl}/pindah-sortir`);
    await page.getByTestId('sortir-pool-count').filter({ hasText: '(1)' }).waitFor();
    await page.locator('thead').getByTestId('sortir-pool-all').check();
    await page.getByTestId(`sortir-scan-row-${s2}`).waitFor();
    await pick(page, 'tujuan-gudang', 'ETL');
    await pick(page, 'tujuan-baki', 'B1');
    await page.getByTestId('pindah-sortir-submit').click();
    await dialogShown(page, 'success');
    await page.getByTestId('sortir-pool-table').filter({ hasText: 'Tidak Ada Data' }).waitFor();
    await shot(page, 'e2e-pindah-sortir');
    expect(await detail(s2)).toMatchObject({ status: 'STOCK', kode_baki: 'B1' });
    await context.close();
  });

  it('melting a sorted piece asks for a supervisor', async () => {
    const [s3] = (await make(1, { nama_barang: 'gelang patah' })) as [string];
    await server.pool.query(`UPDATE barang SET status = 'SORTIR' WHERE kode_barcode = $1`, [s3]);
    const { page, context } = await signIn('/sortir-pembelian');
    await page.getByTestId(`sortir-pool-pick-${s3}`).check();
    await page.getByTestId('sortir-tujuan-hancur').click();
    await page.getByTestId('sortir-submit').click();
    await page.getByTestId('sortir-confirm-ok').click();
    await page.getByTestId('otorisasi-user').fill('spv1');
    await page.getByTestId('otorisasi-password').fill('rahasia-spv');
    await page.getByTestId('otorisasi-alasan').fill('patah dua');
    await page.getByTestId('otorisasi-ok').click();
    await page.getByTestId('sortir-result').filter({ hasText: 'Diproses Ke Hancur' }).waitFor();
    expect((await detail(s3)).status).toBe('HANCUR');
    await context.close();
  });
});
