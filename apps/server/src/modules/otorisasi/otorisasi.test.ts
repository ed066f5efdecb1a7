/**
 * Supervisor authorization as a single-use grant (issue 9 item 14): wrong supervisor passwords are throttled per
 * supervisor (without locking the supervisor's own login, issue 25 item 11), and a grant approves exactly one action — its kind, its document or pieces and prices, the
 * cashier who asked — once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/helpers.ts';
import { salesSeed } from '../../test/sales-seed.ts';

let t: TestApp;
let admin: string;
let ksr: string;
const SPV = { user_id: 'SPV1', password: 'rahasia-spv' };

const { post, pieces, masters } = salesSeed(
  () => t,
  () => admin,
);
const piece = async (): Promise<string> => (await pieces(1))[0] as string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  await masters();
  await t.createUser({ user_id: 'SPV1', level: 'SPV', kode_toko: 'PST', password: 'rahasia-spv' });
  await t.createUser({ user_id: 'KSR1', level: 'OWN', kode_toko: 'PST', password: 'rahasia-ksr' });
  ksr = await t.login('KSR1', 'rahasia-ksr');
});
afterAll(() => t.close());

describe('wrong supervisor passwords are throttled per supervisor', () => {
  it('40 wrong supervisor passwords from one address: 10 are tried, 30 refused with 429; then the right password is refused too, the supervisor login is not (field 11)', async () => {
    const ip = '10.9.0.1';
    const body = { ...SPV, password: 'tebak', alasan: 'tebak tebak', jenis: 'BATAL_JUAL', no_ref: 'X' };
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) codes.push((await t.call('POST', 'otorisasi', { token: admin, body, ip })).statusCode);
    expect(codes.filter((c) => c === 422)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(30);
    const right = await t.call('POST', 'otorisasi', { token: admin, body: { ...body, password: SPV.password }, ip });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Terlalu Banyak Percobaan Otorisasi, Silahkan Coba Lagi Dalam 15 Menit');
    const login = await t.call('POST', 'users/login', { body: SPV, ip });
    expect(login.statusCode).toBe(200);
    // another address is not locked
    expect(
      (await t.call('POST', 'otorisasi', { token: admin, body: { ...body, password: SPV.password } })).statusCode,
    ).toBe(200);
  });

  it('issue 9.9: guesses sent at once, each with its own Idempotency-Key, are still counted as they arrive: 10 of 20 tried', async () => {
    // A keyed write runs in its own request transaction; the failure counts must not wait for it to commit.
    const ip = '10.9.0.3';
    const body = { ...SPV, password: 'tebak', alasan: 'tebak', jenis: 'BATAL_JUAL', no_ref: 'X' };
    const codes = (
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.call('POST', 'otorisasi', { token: admin, body, ip, headers: { 'idempotency-key': `tebak-${i}` } }),
        ),
      )
    ).map((r) => r.statusCode);
    // A guess whose count sees others that are refused a moment later may itself be refused, so a burst can try
    // fewer than the limit — never more. Guesses after it top up to exactly the limit, then all are refused.
    const tried = codes.filter((c) => c === 422).length;
    expect(codes.filter((c) => c !== 422 && c !== 429)).toEqual([]);
    expect(tried).toBeGreaterThan(0);
    expect(tried).toBeLessThanOrEqual(10);
    let after = 0;
    for (;;) {
      const r = await t.call('POST', 'otorisasi', {
        token: admin,
        body,
        ip,
        headers: { 'idempotency-key': `lagi-${after}` },
      });
      if (r.statusCode === 429) break;
      expect(r.statusCode).toBe(422);
      after++;
      expect(after).toBeLessThanOrEqual(10);
    }
    expect(tried + after).toBe(10);
  });

  it('wrong logins of a supervisor lock his authorizations from that address', async () => {
    const ip = '10.9.0.2';
    for (let i = 0; i < 10; i++) {
      expect((await t.call('POST', 'users/login', { body: { ...SPV, password: 'salah' }, ip })).statusCode).toBe(400);
    }
    const body = { ...SPV, alasan: 'benar', jenis: 'BATAL_JUAL', no_ref: 'X' };
    expect((await t.call('POST', 'otorisasi', { token: admin, body, ip })).statusCode).toBe(429);
  });
});

describe('field 11: a cashier guessing a supervisor password does not lock the supervisor out', () => {
  it('field 11: 15 wrong grant guesses from the counter: 10 tried, then 429 for grants; the supervisor still logs in from that counter', async () => {
    await t.createUser({ user_id: 'SPV11', level: 'SPV', kode_toko: 'PST', password: 'rahasia-spv11' });
    const ip = '10.9.11.1';
    const body = { user_id: 'SPV11', password: 'tebak', alasan: 'tebak', jenis: 'BATAL_JUAL', no_ref: 'X' };
    const codes: number[] = [];
    for (let i = 0; i < 15; i++) codes.push((await t.call('POST', 'otorisasi', { token: ksr, body, ip })).statusCode);
    expect(codes).toEqual([...Array(10).fill(422), ...Array(5).fill(429)]);
    // the grant throttle keeps counting for this supervisor: the right password is refused from there too
    const right = await t.call('POST', 'otorisasi', {
      token: ksr,
      body: { ...body, password: 'rahasia-spv11' },
      ip,
    });
    expect(right.statusCode).toBe(429);
    // … but the supervisor's own login, from the same counter, is not locked by the cashier's guesses
    const login = await t.call('POST', 'users/login', { body: { user_id: 'SPV11', password: 'rahasia-spv11' }, ip });
    expect(login.statusCode).toBe(200);
  });
});

describe('a grant approves one action, once', () => {
  it('a captured refund body replayed for a different deposit is refused; the first refund is recorded once with its document', async () => {
    const a = await post('titipan', { nama_customer: 'ani', jumlah: 300_000 });
    const b = await post('titipan', { nama_customer: 'budi', jumlah: 400_000 });
    const otorisasi = await t.otorisasi(admin, {
      ...SPV,
      alasan: 'batal pesan',
      jenis: 'KEMBALI_TITIPAN',
      no_ref: a.no_titip,
    });
    // not yet used, but approved for A: refused for B
    const foreignDoc = await t.call('POST', 'titipan/kembali', {
      token: admin,
      body: { no_titip: b.no_titip, otorisasi },
    });
    expect(foreignDoc.statusCode).toBe(422);
    expect(foreignDoc.json().message).toBe('Otorisasi Tidak Berlaku');
    const captured = { no_titip: a.no_titip, otorisasi };
    expect((await t.call('POST', 'titipan/kembali', { token: admin, body: captured })).statusCode).toBe(200);
    const replay = await t.call('POST', 'titipan/kembali', {
      token: admin,
      body: { ...captured, no_titip: b.no_titip },
    });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toBe('Otorisasi Tidak Berlaku');
    const rows = await t.db.$client.query(
      `SELECT jenis, no_ref, otorisasi_by, alasan FROM otorisasi WHERE grant_id = $1`,
      [otorisasi.otorisasi_id],
    );
    expect(rows.rows).toEqual([
      { jenis: 'KEMBALI_TITIPAN', no_ref: a.no_titip, otorisasi_by: 'SPV1', alasan: 'BATAL PESAN' },
    ]);
    const kas = await t.db.$client.query(`SELECT count(*)::int AS n FROM kas WHERE no_reff = $1 AND jenis = 'KELUAR'`, [
      b.no_titip,
    ]);
    expect(kas.rows[0].n).toBe(0);
  });

  it('a price-change grant used twice (same piece, same price, after the first sale was cancelled) is refused', async () => {
    const code = await piece();
    const otorisasi = await t.otorisasi(admin, {
      ...SPV,
      alasan: 'langganan',
      jenis: 'UBAH_HARGA',
      detail: { items: [{ kode_barcode: code, harga_lama: 2_175_000, harga_baru: 2_000_000 }] },
    });
    const body = {
      kode_sales: 'S01',
      items: [{ kode_barcode: code, harga_total: 2_000_000 }],
      payments: [{ jenis: 'CASH', jumlah: 2_000_000 }],
      otorisasi,
    };
    // the grant approved 2,000,000: another price is not approved
    const other = await t.call('POST', 'penjualan', {
      token: admin,
      body: { ...body, items: [{ kode_barcode: code, harga_total: 1_500_000 }] },
    });
    expect(other.json().message).toBe('Otorisasi Tidak Berlaku');
    const first = await t.call('POST', 'penjualan', { token: admin, body });
    expect(first.statusCode).toBe(200);
    const no = first.json().data.no_faktur_group as string;
    await post('penjualan/batal', {
      no_faktur_group: no,
      otorisasi: await t.otorisasi(admin, { ...SPV, alasan: 'salah', jenis: 'BATAL_JUAL', no_ref: no }),
    });
    const twice = await t.call('POST', 'penjualan', { token: admin, body });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('Otorisasi Tidak Berlaku');
    expect((await t.call('GET', `penjualan/scan/${code}`, { token: admin })).statusCode).toBe(200);
  });

  it('a grant is refused for another cashier, another kind, or after it expired', async () => {
    const code = await piece();
    const detail = { barcodes: [code] };
    const g = await t.otorisasi(admin, { ...SPV, alasan: 'patah', jenis: 'HANCUR', detail });
    const foreignUser = await t.call('POST', 'barang/hancur', { token: ksr, body: { barcodes: [code], otorisasi: g } });
    expect(foreignUser.json().message).toBe('Otorisasi Tidak Berlaku');
    const otherPiece = await piece();
    const otherBody = { barcodes: [otherPiece], otorisasi: g };
    expect((await t.call('POST', 'barang/hancur', { token: admin, body: otherBody })).json().message).toBe(
      'Otorisasi Tidak Berlaku',
    );
    await t.db.$client.query(`UPDATE otorisasi_grant SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      g.otorisasi_id,
    ]);
    const expired = await t.call('POST', 'barang/hancur', { token: admin, body: { barcodes: [code], otorisasi: g } });
    expect(expired.json().message).toBe('Otorisasi Tidak Berlaku');
    const fresh = await t.otorisasi(admin, { ...SPV, alasan: 'patah', jenis: 'HANCUR', detail });
    expect(
      (await t.call('POST', 'barang/hancur', { token: admin, body: { barcodes: [code], otorisasi: fresh } }))
        .statusCode,
    ).toBe(200);
  });

  it('the old body carrying the supervisor password itself is no longer accepted', async () => {
    const a = await post('titipan', { nama_customer: 'cici', jumlah: 100_000 });
    const r = await t.call('POST', 'titipan/kembali', {
      token: admin,
      body: { no_titip: a.no_titip, otorisasi: { ...SPV, alasan: 'lama' } },
    });
    expect(r.statusCode).toBe(400);
  });
});

describe('laporan otorisasi', () => {
  it('names the action in words and shows a price change with its old and new price', async () => {
    const code = await piece();
    const otorisasi = await t.otorisasi(admin, {
      ...SPV,
      alasan: 'pelanggan tetap',
      jenis: 'UBAH_HARGA',
      detail: { items: [{ kode_barcode: code, harga_lama: 1, harga_baru: 2_100_000 }] },
    });
    const sale = await post('penjualan', {
      kode_sales: 'S01',
      items: [{ kode_barcode: code, harga_total: 2_100_000 }],
      payments: [{ jenis: 'CASH', jumlah: 2_100_000 }],
      otorisasi,
    });
    const day = sale.tanggal as string;
    // a rate change (recorded by the sale's USD line) reads as the store's rate and the approved one
    await t.db.$client.query(
      `INSERT INTO otorisasi (kode_toko, tanggal, jenis, no_ref, user_id, otorisasi_by, alasan, detail)
       VALUES ('PST', $1, 'UBAH_KURS', 'X-KURS', 'ADMIN', 'SPV1', 'KURS BANK', '{"kurs_lama": 15500, "kurs_baru": 16000}')`,
      [day],
    );
    const r = await t.call('GET', `otorisasi/report?tgl_from=${day}&tgl_to=${day}`, { token: admin });
    expect(r.statusCode).toBe(200);
    const rows = r.json() as Record<string, unknown>[];
    // the old price is the server's computed price, not what the client claimed
    expect(rows.find((x) => x.no_ref === sale.no_faktur_group)).toMatchObject({
      jenis: 'Ubah Harga',
      barang: code,
      harga_lama: '2,175,000',
      harga_baru: '2,100,000',
      otorisasi_by: 'SPV1',
      alasan: 'PELANGGAN TETAP',
    });
    expect(rows.find((x) => x.no_ref === 'X-KURS')).toMatchObject({
      jenis: 'Ubah Kurs USD',
      harga_lama: '15,500',
      harga_baru: '16,000',
    });
    const words = new Set(rows.map((x) => x.jenis));
    expect(words).toEqual(
      new Set(['Ubah Harga', 'Batal Penjualan', 'Kembali Titipan', 'Hancur Barang', 'Ubah Kurs USD']),
    );
    expect(rows.find((x) => x.jenis === 'Hancur Barang')).toMatchObject({ harga_lama: '', harga_baru: '' });
  });
});
