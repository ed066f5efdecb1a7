/**
 * Issue 25 field 16: a store counting its drawer blind (HITUNG_LACI_BUTA): the count screen's read carries no book;
 * a count within the limit is saved and only then shows the book and the difference; one beyond it is refused with
 * `errors.otorisasi` (the screen then asks for the note and the supervisor).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/helpers.ts';
import { setSaldoKas } from '../../test/saldo-kas.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  await setSaldoKas(t.db, 'PST', 1_350_000);
});
afterAll(async () => {
  await t?.close();
});

describe('hitung laci buta', () => {
  it('field 16: with HITUNG_LACI_BUTA the read hides the book; the saved count shows it; beyond the limit → 422 errors.otorisasi', async () => {
    const open = (await t.call('GET', 'cash/hitung', { token: admin })).json();
    expect(open).toMatchObject({ saldo_buku: 1_350_000, buta: false });
    const put = await t.call('PUT', 'para-system', { token: admin, body: { values: { HITUNG_LACI_BUTA: 'true' } } });
    expect(put.statusCode).toBe(200);
    const blind = (await t.call('GET', 'cash/hitung', { token: admin })).json();
    expect(blind).toMatchObject({ saldo_buku: null, buta: true, batas_selisih: 10_000 });

    // 13 × 100,000 + 96 × 500 = 1,348,000: 2,000 short, within the limit
    const ok = await t.call('POST', 'cash/hitung', {
      token: admin,
      body: {
        pecahan: [
          { kode: 'K100000', jumlah: 13 },
          { kode: 'L500', jumlah: 96 },
        ],
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ total_hitung: 1_348_000, saldo_buku: 1_350_000, selisih: -2_000 });

    // 50,000 short: refused, naming what the screen must ask for; nothing saved
    const far = await t.call('POST', 'cash/hitung', {
      token: admin,
      body: { pecahan: [{ kode: 'K100000', jumlah: 13 }] },
    });
    expect(far.statusCode).toBe(422);
    const m = 'Selisih Hitung Kas Melebihi Rp 10,000: Perlu Catatan Dan Otorisasi Supervisor';
    expect(far.json()).toEqual({ message: m, errors: { otorisasi: m } });
    const after = (await t.call('GET', 'cash/hitung', { token: admin })).json() as { data: unknown[] };
    expect(after.data).toHaveLength(1);
  });
});
