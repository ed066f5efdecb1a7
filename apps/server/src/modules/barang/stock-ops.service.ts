/**
 * Tray weighing (timbang baki), bulk receipts by weight (penerimaan barang, SEMI_GROSIR_MODULE) and stock opname
 * (count a tray or a receipt by scanning; the count lives on the server so it survives a reload).
 */
import {
  fromMg,
  type openOpnameSchema,
  type opnameDipesanSchema,
  type opnameExpectedSchema,
  type opnameHeadSchema,
  type opnameScanSchema,
  type PenerimaanRow,
  padBarcode,
  type TimbangSaved,
  type timbangTraySchema,
  toMg,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { nextDocNumber } from '../../lib/doc-number.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { settings } from '../../lib/settings.ts';
import { withDb } from '../../lib/with-db.ts';
import { openStockDay } from './ledger.service.ts';

type Actor = { kode_toko: string; user_id: string; tipe_toko?: string };
type TrayRow = z.output<typeof timbangTraySchema>;
type OpnameHead = z.output<typeof opnameHeadSchema>;
type ScanRow = z.output<typeof opnameScanSchema>;
type ExpectedRow = z.output<typeof opnameExpectedSchema>;
type OpenOpname = z.output<typeof openOpnameSchema>;
type DipesanRow = z.output<typeof opnameDipesanSchema>;

/** Why a reserved or lent piece is not counted (its scan is refused with this). */
const DIPESAN_TEXT = {
  TITIP: (b: string, no: string) =>
    `Barang ${b} Sudah Dipesan Customer (Titipan DP ${no}), Bukan Barang Lebih: Tidak Dihitung Dalam Stock Opname`,
  CONTOH: (b: string, no: string) =>
    `Barang ${b} Sedang Dipinjam Sebagai Contoh Pesanan ${no}, Bukan Barang Lebih: Tidak Dihitung Dalam Stock Opname`,
} as const;

/** Every active tray of a gudang with its expected weight, and the weighing recorded on `tanggal` if any. */
async function trays(db: Db, a: Actor, q: { tanggal: string; kode_gudang: string; kode_toko?: string }) {
  const kode = q.kode_toko || a.kode_toko;
  if (kode !== a.kode_toko && a.tipe_toko !== 'PUSAT')
    throw forbidden('Hanya Kantor Pusat Yang Dapat Melihat Toko Lain');
  const res = await db.execute<TrayRow>(sql`
    SELECT k.kode_baki, k.nama_baki, k.kode_gudang, k.berat_baki::float8 AS berat_baki,
           count(b.id)::int AS jumlah_barang, COALESCE(sum(b.berat), 0)::float8 AS berat_barang,
           (count(b.id) * k.berat_bandrol)::float8 AS berat_bandrol,
           (k.berat_baki + count(b.id) * k.berat_bandrol + COALESCE(sum(b.berat), 0))::float8 AS berat_seharusnya,
           t.berat_timbang::float8 AS berat_timbang, t.selisih::float8 AS selisih, t.status, t.input_by, t.at
      FROM master_baki k
      LEFT JOIN barang b ON b.kode_toko = k.kode_toko AND b.kode_baki = k.kode_baki AND b.status = 'STOCK'
      LEFT JOIN LATERAL (SELECT * FROM timbang_baki x WHERE x.kode_toko = k.kode_toko AND x.kode_baki = k.kode_baki
                          AND x.tanggal = ${q.tanggal} ORDER BY x.at DESC LIMIT 1) t ON true
     WHERE k.kode_toko = ${kode} AND k.kode_gudang = ${q.kode_gudang} AND k.status_aktif
     GROUP BY k.kode_baki, k.nama_baki, k.kode_gudang, k.berat_baki, k.berat_bandrol, t.berat_timbang, t.selisih, t.status, t.input_by, t.at
     ORDER BY k.kode_baki`);
  return res.rows;
}

async function weigh(db: Db, a: Actor, kodeBaki: string, beratTimbang: string) {
  return db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    const res = await tx.execute(sql`
      SELECT k.kode_gudang, k.berat_baki::text AS berat_baki, k.berat_bandrol::text AS berat_bandrol,
             count(b.id)::int AS n, COALESCE(sum(b.berat), 0)::text AS berat_barang
        FROM master_baki k LEFT JOIN barang b ON b.kode_toko = k.kode_toko AND b.kode_baki = k.kode_baki AND b.status = 'STOCK'
       WHERE k.kode_toko = ${a.kode_toko} AND k.kode_baki = ${kodeBaki}
       GROUP BY k.kode_gudang, k.berat_baki, k.berat_bandrol`);
    const r = res.rows[0] as
      | { kode_gudang: string; berat_baki: string; berat_bandrol: string; n: number; berat_barang: string }
      | undefined;
    if (!r) throw notFound(`Baki ${kodeBaki} Tidak Ditemukan`);
    const tolMg = toMg(await settings.get(tx, a.kode_toko, 'TOLERANSI_TIMBANG'));
    const expectedMg = toMg(r.berat_baki) + r.n * toMg(r.berat_bandrol) + toMg(r.berat_barang);
    const selisihMg = toMg(beratTimbang) - expectedMg;
    const status = Math.abs(selisihMg) > tolMg ? 'SELISIH' : 'SESUAI';
    const ins = await tx.execute<Omit<TimbangSaved, 'peringatan'>>(sql`
      INSERT INTO timbang_baki (kode_toko, tanggal, kode_gudang, kode_baki, jumlah_barang, berat_barang, berat_baki,
                                berat_bandrol, berat_seharusnya, berat_timbang, selisih, status, input_by)
      VALUES (${a.kode_toko}, ${ctx.tanggal}, ${r.kode_gudang}, ${kodeBaki}, ${r.n}, ${r.berat_barang}::numeric,
              ${r.berat_baki}::numeric, ${fromMg(r.n * toMg(r.berat_bandrol))}::numeric, ${fromMg(expectedMg)}::numeric,
              ${beratTimbang}::numeric, ${fromMg(selisihMg)}::numeric, ${status}, ${a.user_id})
      RETURNING tanggal, kode_gudang, kode_baki, jumlah_barang, berat_barang::float8 AS berat_barang,
                berat_seharusnya::float8 AS berat_seharusnya, berat_timbang::float8 AS berat_timbang,
                selisih::float8 AS selisih, status`);
    const row = ins.rows[0] as Omit<TimbangSaved, 'peringatan'>;
    return {
      ...row,
      peringatan:
        status === 'SELISIH'
          ? `Selisih Timbang Baki ${kodeBaki} ${fromMg(selisihMg)} Gram Melebihi Toleransi ${fromMg(tolMg)} Gram`
          : null,
    };
  });
}

async function receiveBulk(
  db: Db,
  a: Actor,
  body: {
    supplier: string;
    no_faktur: string;
    kode_group: string;
    berat: string;
    kadar: string;
    harga_gram: number;
    keterangan: string;
  },
) {
  return db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    const g = await tx.execute(
      sql`SELECT 1 FROM master_group WHERE kode_toko = ${a.kode_toko} AND kode_group = ${body.kode_group} AND status_aktif`,
    );
    if (!g.rows[0]) throw unprocessable(`Group ${body.kode_group} Tidak Ditemukan`);
    const no = await nextDocNumber(tx, a.kode_toko, 'PB', ctx.tanggal);
    // total = berat × harga per gram, in whole rupiah (milligrams keep it exact)
    const total = Math.round((toMg(body.berat) * body.harga_gram) / 1000);
    const res = await tx.execute<PenerimaanRow>(sql`
      INSERT INTO penerimaan_supplier (kode_toko, no_penerimaan, tanggal, supplier, no_faktur, kode_group, berat, kadar,
                                       harga_gram, total, keterangan, input_by)
      VALUES (${a.kode_toko}, ${no}, ${ctx.tanggal}, ${body.supplier}, ${body.no_faktur}, ${body.kode_group},
              ${body.berat}::numeric, ${body.kadar}::numeric, ${body.harga_gram}, ${total}, ${body.keterangan}, ${a.user_id})
      RETURNING no_penerimaan, tanggal, supplier, no_faktur, kode_group, berat::float8 AS berat, kadar::float8 AS kadar,
                harga_gram, total`);
    return res.rows[0] as PenerimaanRow;
  });
}

// ---- stock opname ----
async function expectedOf(db: Db, o: { kode_toko: string; jenis: string; kode_baki: string; no_ref: string }) {
  const res =
    o.jenis === 'BAKI'
      ? await db.execute<ExpectedRow>(sql`SELECT kode_barcode, nama_barang, berat::float8 AS berat FROM barang
           WHERE kode_toko = ${o.kode_toko} AND kode_baki = ${o.kode_baki} AND status = 'STOCK' ORDER BY kode_barcode`)
      : await db.execute<ExpectedRow>(sql`SELECT DISTINCT b.kode_barcode, b.nama_barang, b.berat::float8 AS berat
           FROM barang_ledger l JOIN barang b ON b.kode_toko = l.kode_toko AND b.id = l.barang_id
          WHERE l.kode_toko = ${o.kode_toko} AND l.jenis = 'TERIMA' AND l.no_ref = ${o.no_ref} AND b.status = 'STOCK'
          ORDER BY b.kode_barcode`);
  return res.rows;
}

/** The pieces of the tray (or receipt) out of it as reserved by a down payment or lent as an order's model. */
async function dipesanOf(db: Db, o: { kode_toko: string; jenis: string; kode_baki: string; no_ref: string }) {
  const res =
    o.jenis === 'BAKI'
      ? await db.execute<DipesanRow>(sql`SELECT kode_barcode, nama_barang, berat::float8 AS berat, status, no_ref
           FROM barang WHERE kode_toko = ${o.kode_toko} AND kode_baki = ${o.kode_baki}
            AND status IN ('TITIP', 'CONTOH') ORDER BY kode_barcode`)
      : await db.execute<DipesanRow>(sql`SELECT DISTINCT b.kode_barcode, b.nama_barang, b.berat::float8 AS berat,
                b.status, b.no_ref
           FROM barang_ledger l JOIN barang b ON b.kode_toko = l.kode_toko AND b.id = l.barang_id
          WHERE l.kode_toko = ${o.kode_toko} AND l.jenis = 'TERIMA' AND l.no_ref = ${o.no_ref}
            AND b.status IN ('TITIP', 'CONTOH')
          ORDER BY b.kode_barcode`);
  return res.rows;
}

type OpnameLists = {
  ditemukan: ScanRow[];
  hilang: ExpectedRow[];
  lebih: ScanRow[];
  dipesan: DipesanRow[];
  jumlah_seharusnya: number;
};

async function opnameState(db: Db, a: Actor, id: string): Promise<{ opname: OpnameHead } & OpnameLists> {
  const head = await db.execute<
    OpnameHead & { kode_toko: string; detail: (Omit<OpnameLists, 'dipesan'> & { dipesan?: DipesanRow[] }) | null }
  >(sql`SELECT id AS _id, * FROM stock_opname WHERE kode_toko = ${a.kode_toko} AND id = ${id}`);
  const row = head.rows[0];
  if (!row) throw notFound('Stock Opname Tidak Ditemukan');
  const { detail, ...o } = row;
  // a finished count reads as it was at finish, whatever the stock did since
  // (counts finished before the reserved list existed saved none)
  if (o.status === 'SELESAI' && detail) return { opname: o, ...detail, dipesan: detail.dipesan ?? [] };
  const expected = await expectedOf(db, o);
  const dipesan = await dipesanOf(db, o);
  const scans = await db.execute<ScanRow>(sql`
    SELECT s.kode_barcode, s.at, s.user_id, b.nama_barang, b.berat::float8 AS berat, b.kode_baki, b.status
      FROM stock_opname_scan s LEFT JOIN barang b ON b.kode_toko = s.kode_toko AND b.kode_barcode = s.kode_barcode
     WHERE s.kode_toko = ${a.kode_toko} AND s.opname_id = ${id} ORDER BY s.at`);
  const scanned = scans.rows;
  const exp = new Set(expected.map((e) => e.kode_barcode));
  const got = new Set(scanned.map((s) => s.kode_barcode));
  return {
    opname: o,
    ditemukan: scanned.filter((s) => exp.has(s.kode_barcode)),
    hilang: expected.filter((e) => !got.has(e.kode_barcode)),
    lebih: scanned.filter((s) => !exp.has(s.kode_barcode)),
    dipesan,
    jumlah_seharusnya: expected.length,
  };
}

async function startOpname(
  db: Db,
  a: Actor,
  body: { jenis: 'BAKI' | 'PENERIMAAN'; kode_gudang?: string; kode_baki?: string; no_ref?: string },
) {
  const open = await db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    if (body.jenis === 'BAKI') {
      const b = await tx.execute(
        sql`SELECT kode_gudang FROM master_baki WHERE kode_toko = ${a.kode_toko} AND kode_baki = ${body.kode_baki ?? ''}`,
      );
      if (!b.rows[0]) throw unprocessable(`Baki ${body.kode_baki ?? ''} Tidak Ditemukan`);
      body.kode_gudang = (b.rows[0] as { kode_gudang: string }).kode_gudang;
    } else {
      const r = await tx.execute(
        sql`SELECT 1 FROM barang_ledger WHERE kode_toko = ${a.kode_toko} AND jenis = 'TERIMA' AND no_ref = ${body.no_ref ?? ''} LIMIT 1`,
      );
      if (!r.rows[0]) throw unprocessable(`No Penerimaan ${body.no_ref ?? ''} Tidak Ditemukan`);
    }
    const res = await tx.execute(sql`
      INSERT INTO stock_opname (kode_toko, tanggal, jenis, kode_gudang, kode_baki, no_ref, started_by)
      VALUES (${a.kode_toko}, ${ctx.tanggal}, ${body.jenis}, ${body.kode_gudang ?? ''}, ${body.kode_baki ?? ''}, ${body.no_ref ?? ''}, ${a.user_id})
      ON CONFLICT (kode_toko, jenis, kode_baki, no_ref) WHERE status = 'PROSES' DO UPDATE SET status = 'PROSES'
      RETURNING id`);
    return (res.rows[0] as { id: string }).id;
  });
  return opnameState(db, a, open);
}

async function listOpen(db: Db, a: Actor) {
  const res = await db.execute<OpenOpname>(sql`
    SELECT id AS _id, tanggal, jenis, kode_gudang, kode_baki, no_ref, started_by, started_at FROM stock_opname
     WHERE kode_toko = ${a.kode_toko} AND status = 'PROSES' ORDER BY started_at`);
  return res.rows;
}

async function scan(db: Db, a: Actor, id: string, barcodeIn: string) {
  const barcode = padBarcode(barcodeIn);
  const o = await db.execute(sql`SELECT status FROM stock_opname WHERE kode_toko = ${a.kode_toko} AND id = ${id}`);
  const st = (o.rows[0] as { status: string } | undefined)?.status;
  if (!st) throw notFound('Stock Opname Tidak Ditemukan');
  if (st !== 'PROSES') throw unprocessable('Stock Opname Sudah Selesai');
  const p = (
    await db.execute(
      sql`SELECT status, no_ref FROM barang WHERE kode_toko = ${a.kode_toko} AND kode_barcode = ${barcode}`,
    )
  ).rows[0] as { status: string; no_ref: string } | undefined;
  if (p && (p.status === 'TITIP' || p.status === 'CONTOH'))
    throw unprocessable(DIPESAN_TEXT[p.status](barcode, p.no_ref));
  const ins = await db.execute(sql`
    INSERT INTO stock_opname_scan (kode_toko, opname_id, kode_barcode, user_id) VALUES (${a.kode_toko}, ${id}, ${barcode}, ${a.user_id})
    ON CONFLICT DO NOTHING RETURNING kode_barcode`);
  if (!ins.rows[0]) throw conflict(`Barcode ${barcode} Sudah Di Scan`);
  return opnameState(db, a, id);
}

async function unscan(db: Db, a: Actor, id: string, barcode: string) {
  await db.execute(sql`DELETE FROM stock_opname_scan s USING stock_opname o
    WHERE s.kode_toko = ${a.kode_toko} AND s.opname_id = ${id} AND s.kode_barcode = ${padBarcode(barcode)}
      AND o.kode_toko = s.kode_toko AND o.id = s.opname_id AND o.status = 'PROSES'`);
  return opnameState(db, a, id);
}

async function finish(db: Db, a: Actor, id: string) {
  const state = await opnameState(db, a, id);
  if (state.opname.status !== 'PROSES') throw unprocessable('Stock Opname Sudah Selesai');
  const hasil = state.hilang.length === 0 && state.lebih.length === 0 ? 'SESUAI' : 'SELISIH';
  await db.execute(sql`
    UPDATE stock_opname SET status = 'SELESAI', jumlah_seharusnya = ${state.jumlah_seharusnya},
           jumlah_ditemukan = ${state.ditemukan.length}, jumlah_hilang = ${state.hilang.length},
           jumlah_lebih = ${state.lebih.length}, hasil = ${hasil}, finished_by = ${a.user_id}, finished_at = now(),
           detail = ${JSON.stringify({ ditemukan: state.ditemukan, hilang: state.hilang, lebih: state.lebih, dipesan: state.dipesan, jumlah_seharusnya: state.jumlah_seharusnya })}::jsonb
     WHERE kode_toko = ${a.kode_toko} AND id = ${id} AND status = 'PROSES'`);
  return { ...state, opname: { ...state.opname, status: 'SELESAI' as const, hasil } };
}

export function createStockOpsService(db: Db) {
  return withDb(db, { trays, weigh, receiveBulk, startOpname, listOpen, opnameState, scan, unscan, finish });
}
