/**
 * Issue 16: the sale's writes and its invoice number are one statement, taken last (penjualan.service.ts
 * SALE_WRITE). These prove what that statement must keep: numbers gapless and never shared under concurrent
 * cashiers, a number given back when the sale dies before COMMIT, every row the sale writes (cash book, ledger,
 * piece state, points), and an answer equal to the record read back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteTestHooks } from '../../plugins/idempotency.plugin.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/helpers.ts';
import { salesSeed } from '../../test/sales-seed.ts';

let t: TestApp;
let admin: string;
const hooks: WriteTestHooks = {};

const { pieces, masters } = salesSeed(
  () => t,
  () => admin,
);
const sale = (code: string, over: Record<string, unknown> = {}) => ({
  kode_sales: 'S01',
  nama_customer: 'budi',
  items: [{ kode_barcode: code }],
  payments: [{ jenis: 'CASH', jumlah: 2_200_000 }],
  ...over,
});
const submit = (body: unknown, key: string) =>
  t.call('POST', 'penjualan', { token: admin, body, headers: { 'idempotency-key': key } });
const q = async (text: string, values: unknown[] = []) => (await t.db.$client.query(text, values)).rows;

beforeAll(async () => {
  t = await createTestApp({ testHooks: hooks });
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  await masters({ member: true });
});
afterAll(() => t?.close());

describe('the invoice counter', () => {
  it('12 cashiers at once: 12 sales numbered 0001…0012, none shared, each with its cash, ledger and piece rows', async () => {
    const codes = await pieces(12);
    const res = await Promise.all(codes.map((c, i) => submit(sale(c), `counter-${i}`)));
    expect(res.map((r) => r.statusCode)).toEqual(codes.map(() => 200));
    const nos = res.map((r) => r.json().data.no_faktur_group as string).sort();
    expect(nos.map((n) => n.slice(-4))).toEqual(codes.map((_, i) => String(i + 1).padStart(4, '0')));
    for (const [i, r] of res.entries()) {
      const s = r.json().data;
      const code = codes[i] as string;
      expect(s.items.map((x: { kode_barcode: string }) => x.kode_barcode)).toEqual([code]);
      // one JUAL ledger row from the tray to sold, the piece sold under this invoice
      expect(
        await q(
          `SELECT status_dari, status_ke, dari_baki, no_ref, keterangan FROM barang_ledger
                  WHERE kode_barcode = $1 AND jenis = 'JUAL'`,
          [code],
        ),
      ).toEqual([
        {
          status_dari: 'STOCK',
          status_ke: 'TERJUAL',
          dari_baki: 'B1',
          no_ref: s.no_faktur_group,
          keterangan: `PENJUALAN ${s.no_faktur_group}`,
        },
      ]);
      expect(await q(`SELECT status, no_ref FROM barang WHERE kode_barcode = $1`, [code])).toEqual([
        { status: 'TERJUAL', no_ref: s.no_faktur_group },
      ]);
      // the cash in and the change out, both referring to the invoice
      expect(
        await q(`SELECT deskripsi, jumlah_in::int, jumlah_out::int FROM kas WHERE no_reff = $1 ORDER BY id`, [
          s.no_faktur_group,
        ]),
      ).toEqual([
        { deskripsi: 'PENJUALAN CASH', jumlah_in: 2_200_000, jumlah_out: 0 },
        { deskripsi: 'KEMBALIAN PENJUALAN', jumlah_in: 0, jumlah_out: 25_000 },
      ]);
    }
  });

  it('the answer of the write is the record read back, with its points in the ledger', async () => {
    const [code] = await pieces(1);
    const r = await submit(sale(code as string, { kode_member: 'M1', nama_customer: '' }), 'counter-member');
    expect(r.statusCode).toBe(200);
    const s = r.json().data;
    expect(s).toMatchObject({ kode_member: 'M1', nama_customer: 'SITI', no_hp: '0811', poin: 2, nama_sales: 'DEWI' });
    const read = await t.call('GET', `penjualan/get/by-no/${s.no_faktur_group}`, { token: admin });
    expect(read.json()).toEqual(s);
    expect(await q(`SELECT jenis, poin FROM poin_ledger WHERE no_ref = $1`, [s.no_faktur_group])).toEqual([
      { jenis: 'JUAL', poin: 2 },
    ]);
  });

  it('the answer is stored with the sale in its one statement: a retry replays it, equal to the first', async () => {
    const [code] = await pieces(1);
    const first = await submit(sale(code as string), 'counter-replay');
    expect(first.statusCode).toBe(200);
    const [row] = await q(`SELECT status_code, response FROM idempotency_keys WHERE key = 'counter-replay'`);
    expect(row?.status_code).toBe(200);
    expect(JSON.parse(row?.response)).toEqual(first.json());
    const again = await submit(sale(code as string), 'counter-replay');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await q(`SELECT count(*)::int AS n FROM penjualan_detail WHERE kode_barcode = $1`, [code])).toEqual([
      { n: 1 },
    ]);
  });

  it('a sale that dies after its number was taken, before COMMIT, gives the number back and leaves nothing', async () => {
    const [lost, next] = await pieces(2);
    const [last] = await q(`SELECT max(no_faktur_group) AS no FROM penjualan`);
    const kasBefore = await q(`SELECT count(*)::int AS n FROM kas`);
    hooks.beforeCommit = () => {
      hooks.beforeCommit = undefined;
      throw new Error('mati sebelum commit');
    };
    const dead = await submit(sale(lost as string), 'counter-dead');
    expect(dead.statusCode).toBe(500);
    expect(await q(`SELECT status FROM barang WHERE kode_barcode = $1`, [lost])).toEqual([{ status: 'STOCK' }]);
    expect(
      await q(`SELECT count(*)::int AS n FROM barang_ledger WHERE kode_barcode = $1 AND jenis = 'JUAL'`, [lost]),
    ).toEqual([{ n: 0 }]);
    expect(await q(`SELECT count(*)::int AS n FROM kas`)).toEqual(kasBefore);
    const ok = await submit(sale(next as string), 'counter-next');
    const n = Number(String(last?.no).slice(-4));
    expect(ok.json().data.no_faktur_group).toBe(`${String(last?.no).slice(0, -4)}${String(n + 1).padStart(4, '0')}`);
  });
});

describe('one-message statements', () => {
  it('a keyed sale sends its COMMIT with its write (writeDocument); a test seam before the COMMIT keeps it open', async () => {
    const [one, two] = await pieces(2);
    const seen: (boolean | undefined)[] = [];
    hooks.afterCommit = (req) => {
      seen.push(req.keyedWrite?.rtx.committedWithAnswer);
    };
    try {
      expect((await submit(sale(one as string), 'commit-with')).statusCode).toBe(200);
      let paused = 0;
      hooks.beforeCommit = () => {
        paused++;
      };
      expect((await submit(sale(two as string), 'commit-after')).statusCode).toBe(200);
      expect(paused).toBe(1);
    } finally {
      hooks.afterCommit = undefined;
      hooks.beforeCommit = undefined;
    }
    // committed with the write, then by the plugin after the seam: both answers stored, both sales there
    expect(seen).toEqual([true, undefined]);
    const stored = await q(
      `SELECT key, status_code FROM idempotency_keys WHERE key IN ('commit-with', 'commit-after') ORDER BY key`,
    );
    expect(stored).toEqual([
      { key: 'commit-after', status_code: 200 },
      { key: 'commit-with', status_code: 200 },
    ]);
  });
  it("values written into the one-message statements (the key's insert, the sale's write) stay data: quotes and backslashes", async () => {
    const [code] = await pieces(1);
    const key = `kunci'); DROP TABLE penjualan; -- \\ '`;
    const body = sale(code as string, { nama_customer: `D'ARCY \\ O''NEIL`, alamat_customer: `JL. MAWAR 'B' \\N` });
    const first = await submit(body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      nama_customer: `D'ARCY \\ O''NEIL`,
      alamat_customer: `JL. MAWAR 'B' \\N`,
    });
    // the retry finds the key as it was stored: the same answer, not a second sale
    const again = await submit(body, key);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json().data.no_faktur_group).toBe(first.json().data.no_faktur_group);
    expect(await q('SELECT key FROM idempotency_keys WHERE key = $1', [key])).toHaveLength(1);
  });
});
