/**
 * The day's barang summary as production computes it: the close's SQL step (barang-summary.step.ts) run by the real
 * close (closeStore) over ledger rows, held against a plain oracle that follows each piece (issue 9 item 18).
 * fast-check generates the pieces and each day's possible moves; every run starts from an empty stock.
 */
import { fromMg, type LedgerKind } from '@kilau/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/helpers.ts';
import { closeStore } from '../system/system.service.ts';

let t: TestApp;

const GUDANG = ['ETL', 'BRK', 'SRT'] as const;
const BAKI: Record<string, string> = { ETL: 'BE', BRK: 'BB', SRT: 'BS' };
const DEPTS = ['CC', 'KL', 'GL'] as const;
const GROUPS = ['E75', 'E70'] as const;
const FIRST_DAY = '2025-03-30';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login('ADMIN', ADMIN_PASSWORD);
  const post = async (url: string, body: unknown) => {
    const r = await t.call('POST', url, { token: admin, body });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.body}`);
  };
  for (const g of GROUPS)
    await post('group', { kode_group: g, nama_group: `EMAS ${g}`, jenis_group: 'EMAS', harga: 1 });
  for (const d of DEPTS) await post('jenis', { kode_dept: d, nama_dept: `JENIS ${d}`, kode_group: 'E75' });
  for (const g of GUDANG) {
    await post('gudang', { kode_gudang: g, nama_gudang: `GUDANG ${g}` });
    await post('baki', { kode_baki: BAKI[g], nama_baki: `BAKI ${g}`, kode_gudang: g, berat_baki: '1' });
  }
});
afterAll(() => t.close());

type PieceDef = { dept: string; group: string; mg: number };
type Piece = PieceDef & { id: string; gudang: string | null; status: string | null };
type Step = {
  piece: number;
  action: 'masuk' | 'pindah' | 'keluar';
  gudang: string;
  inKind: LedgerKind;
  outKind: LedgerKind;
};
type Event = {
  piece: Piece;
  jenis: LedgerKind;
  dari: string | null;
  ke: string | null;
  status_dari: string | null;
  status_ke: string;
};
type Row = { key: string; counts: number[]; mgs: number[] };

const LEFT_AS: Partial<Record<LedgerKind, string>> = {
  JUAL: 'TERJUAL',
  HANCUR: 'HANCUR',
  KIRIM: 'TRANSIT',
  CUCI: 'CUCI',
};
/** Columns in order: awal, in, out, tambah, hancur, jual, beli, akhir. */
const COLS = ['awal', 'in', 'out', 'tambah', 'hancur', 'jual', 'beli', 'akhir'] as const;
const keyOf = (dept: string, group: string, gudang: string) => `${dept}/${group}/${gudang}`;

/** Plays a day's steps against the pieces, keeping only the moves the server would allow. */
function play(ps: Piece[], steps: readonly Step[]): Event[] {
  const events: Event[] = [];
  for (const s of steps) {
    const p = ps[s.piece % ps.length] as Piece;
    if (s.action === 'masuk' && p.gudang === null) {
      events.push({ piece: p, jenis: s.inKind, dari: null, ke: s.gudang, status_dari: p.status, status_ke: 'STOCK' });
      p.gudang = s.gudang;
      p.status = 'STOCK';
    } else if (s.action === 'pindah' && p.gudang !== null) {
      events.push({
        piece: p,
        jenis: 'PINDAH',
        dari: p.gudang,
        ke: s.gudang,
        status_dari: 'STOCK',
        status_ke: 'STOCK',
      });
      p.gudang = s.gudang;
    } else if (s.action === 'keluar' && p.gudang !== null) {
      const status = LEFT_AS[s.outKind] as string;
      events.push({ piece: p, jenis: s.outKind, dari: p.gudang, ke: null, status_dari: 'STOCK', status_ke: status });
      p.gudang = null;
      p.status = status;
    }
  }
  return events;
}

/** What the day's summary must say: stock counted from the pieces before and after, each move counted once. */
function oracle(before: Piece[], after: Piece[], events: readonly Event[]): Row[] {
  const rows = new Map<string, Row>();
  const row = (k: string) => {
    let r = rows.get(k);
    if (!r) {
      r = { key: k, counts: COLS.map(() => 0), mgs: COLS.map(() => 0) };
      rows.set(k, r);
    }
    return r;
  };
  const add = (k: string, col: (typeof COLS)[number], mg: number) => {
    const r = row(k);
    const i = COLS.indexOf(col);
    r.counts[i] = (r.counts[i] as number) + 1;
    r.mgs[i] = (r.mgs[i] as number) + mg;
  };
  for (const p of before) if (p.gudang) add(keyOf(p.dept, p.group, p.gudang), 'awal', p.mg);
  for (const e of events) {
    if (e.dari !== null && e.dari === e.ke) continue; // a move within one gudang changes no figure
    const { dept, group, mg } = e.piece;
    if (e.dari)
      add(keyOf(dept, group, e.dari), e.jenis === 'JUAL' ? 'jual' : e.jenis === 'HANCUR' ? 'hancur' : 'out', mg);
    if (e.ke) add(keyOf(dept, group, e.ke), e.jenis === 'TAMBAH' ? 'tambah' : e.jenis === 'BELI' ? 'beli' : 'in', mg);
  }
  for (const p of after) if (p.gudang) add(keyOf(p.dept, p.group, p.gudang), 'akhir', p.mg);
  // a place with no stock at the start and no movement has no row (its akhir is then 0 too)
  return [...rows.values()]
    .filter((r) => r.counts.slice(0, 7).some((n) => n !== 0))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** An empty stock and shop day FIRST_DAY, then the pieces (not yet in stock). */
async function freshStock(defs: readonly PieceDef[]): Promise<Piece[]> {
  const c = t.db.$client;
  await c.query(`DELETE FROM barang_summary WHERE kode_toko = 'PST'`);
  await c.query(`DELETE FROM barang_ledger WHERE kode_toko = 'PST'`);
  await c.query(`DELETE FROM barang WHERE kode_toko = 'PST'`);
  await c.query(`DELETE FROM store_days WHERE kode_toko = 'PST'`);
  await c.query(`UPDATE stores SET tgl_system = $1 WHERE kode_toko = 'PST'`, [FIRST_DAY]);
  const res = await c.query(
    `INSERT INTO barang (kode_toko, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, berat, status,
                         tgl_masuk, input_by)
     SELECT 'PST', lpad(n::text, 8, '0'), 'CINCIN', g, d, 'ETL', 'BE', b::numeric, 'SORTIR', $4, 'ADMIN'
       FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS x(g, d, b, n)
      ORDER BY n RETURNING id`,
    [defs.map((d) => d.group), defs.map((d) => d.dept), defs.map((d) => fromMg(d.mg)), FIRST_DAY],
  );
  return defs.map((d, i) => ({ ...d, id: res.rows[i].id as string, gudang: null, status: null }));
}

/** Writes the day's ledger rows, closes the day with the real close, and reads the summary it wrote. */
async function closeDay(events: readonly Event[]): Promise<Row[]> {
  const c = t.db.$client;
  const day = (await c.query(`SELECT tgl_system FROM stores WHERE kode_toko = 'PST'`)).rows[0].tgl_system as string;
  await c.query(
    `INSERT INTO barang_ledger (kode_toko, barang_id, kode_barcode, tanggal, user_id, jenis, kode_group, kode_dept,
                                dari_gudang, ke_gudang, status_dari, status_ke, berat)
     SELECT 'PST', b.id, b.kode_barcode, $1, 'ADMIN', e.jenis, b.kode_group, b.kode_dept, e.dari, e.ke, e.status_dari,
            e.status_ke, b.berat
       FROM jsonb_to_recordset($2::jsonb) AS e(id uuid, jenis text, dari text, ke text, status_dari text,
            status_ke text, n bigint)
       JOIN barang b ON b.kode_toko = 'PST' AND b.id = e.id
      ORDER BY e.n`,
    [
      day,
      JSON.stringify(
        events.map((e, n) => ({
          n,
          id: e.piece.id,
          jenis: e.jenis,
          dari: e.dari,
          ke: e.ke,
          status_dari: e.status_dari,
          status_ke: e.status_ke,
        })),
      ),
    ],
  );
  const closed = await closeStore(t.db, 'PST', 'ADMIN', () => {});
  expect(closed.tanggal).toBe(day);
  const res = await c.query(
    `SELECT kode_dept || '/' || kode_group || '/' || kode_gudang AS key,
            ARRAY[stock_awal, stock_in, stock_out, stock_tambah, stock_hancur, stock_jual, stock_beli, stock_akhir]::int[] AS counts,
            ARRAY[berat_awal, berat_in, berat_out, berat_tambah, berat_hancur, berat_jual, berat_beli, berat_akhir]
              ::numeric[] AS berat
       FROM barang_summary WHERE kode_toko = 'PST' AND tanggal = $1`,
    [day],
  );
  return (res.rows as { key: string; counts: number[]; berat: string[] }[])
    .map((r) => ({ key: r.key, counts: r.counts, mgs: r.berat.map((b) => Math.round(Number(b) * 1000)) }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** Runs the days one after another; each day's summary must match the oracle. */
async function checkDays(defs: readonly PieceDef[], days: readonly (readonly Step[])[]): Promise<Row[][]> {
  const ps = await freshStock(defs);
  const out: Row[][] = [];
  for (const steps of days) {
    const before = ps.map((p) => ({ ...p }));
    const events = play(ps, steps);
    const rows = await closeDay(events);
    expect(rows).toEqual(oracle(before, ps, events));
    out.push(rows);
  }
  return out;
}

const pieceDef = fc.record({
  dept: fc.constantFrom(...DEPTS),
  group: fc.constantFrom(...GROUPS),
  mg: fc.integer({ min: 1, max: 99_999 }),
});
const step = fc.record({
  piece: fc.nat(19),
  action: fc.constantFrom<Step['action']>('masuk', 'pindah', 'keluar'),
  gudang: fc.constantFrom(...GUDANG),
  inKind: fc.constantFrom<LedgerKind>('TAMBAH', 'TERIMA', 'BELI', 'BATAL_JUAL', 'KEMBALI'),
  outKind: fc.constantFrom<LedgerKind>('JUAL', 'HANCUR', 'KIRIM', 'CUCI'),
});

describe('barang summary written by the close', () => {
  it('issue 9.18: the SQL close step matches a piece-by-piece oracle, day after day (awal is the previous akhir)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(pieceDef, { minLength: 20, maxLength: 20 }),
        fc.array(fc.array(step, { maxLength: 50 }), { minLength: 1, maxLength: 3 }),
        async (defs, days) => {
          await checkDays(defs, days);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('issue 9.18: a move within one gudang changes no figure; sale and melt land in their own columns', async () => {
    const s = (action: Step['action'], gudang: string, kind: LedgerKind): Step => ({
      piece: 0,
      action,
      gudang,
      inKind: kind,
      outKind: kind,
    });
    const [day] = await checkDays(
      [{ dept: 'CC', group: 'E75', mg: 1500 }],
      [
        [
          s('masuk', 'ETL', 'TAMBAH'),
          s('pindah', 'ETL', 'PINDAH'),
          s('keluar', 'ETL', 'JUAL'),
          s('masuk', 'ETL', 'BATAL_JUAL'),
          s('keluar', 'ETL', 'HANCUR'),
        ],
      ],
    );
    // awal, in, out, tambah, hancur, jual, beli, akhir
    expect(day).toEqual([
      { key: 'CC/E75/ETL', counts: [0, 1, 0, 1, 1, 1, 0, 0], mgs: [0, 1500, 0, 1500, 1500, 1500, 0, 0] },
    ]);
  });
});
