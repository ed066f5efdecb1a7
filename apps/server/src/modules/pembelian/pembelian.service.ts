/**
 * Buy-back (DOMAIN.md "pembelian", issue 11). A purchase is one transaction: the pieces are locked (a piece this
 * store sold) or created (a manual piece, with a new barcode), priced by the policy of today's buy price less the
 * kondisi and rugi nota deductions (the same domain function as the counter), paid out through the cash book,
 * and moved into sorting (SORTIR) in the item ledger (`BELI`). A retried submit (same Idempotency-Key) answers
 * the first purchase. Cancelling needs a supervisor and is possible only while every piece is still in sorting.
 */
import {
  type ALASAN_BATAL_BELI,
  fromMg,
  hargaBeli,
  type JenisPotongan,
  kunciBarisBeli,
  MSG,
  MSG_BELI,
  type OtorisasiRef,
  type ParameterBeli,
  type PembelianDoc,
  type PembelianInput,
  type PembelianRow,
  padBarcode,
  perluOtorisasiHarga,
  toMg,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { currentRequestTx, inWriteTx, writeDocument } from '../../db/request-tx.ts';
import { formatDocNumber } from '../../lib/doc-number.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { type KasRow, kasKurang, kasRecords, writeKas } from '../../lib/kas.ts';
import { authorize, recordOtorisasi, takeOtorisasi } from '../../lib/otorisasi.ts';
import { assertBaki, lockPieces, openStockDay, recordMoves } from '../barang/ledger.service.ts';
import { pembulatanOf } from '../penjualan/penjualan.service.ts';

type Actor = { kode_toko: string; user_id: string };

async function one<T>(tx: Tx | Db, q: ReturnType<typeof sql>): Promise<T | undefined> {
  return (await tx.execute(q)).rows[0] as T | undefined;
}

/** Today's buy-back parameters of a store: buy price per gram and rugi nota per group, kondisi, jenis, rounding. */
export async function parameterBeli(tx: Tx | Db, kodeToko: string, tanggal: string): Promise<ParameterBeli> {
  const groups = await tx.execute(sql`
    SELECT g.kode_group, g.nama_group,
           (SELECT h.harga_beli::bigint FROM master_harga_emas h
             WHERE h.kode_toko = g.kode_toko AND h.kode_group = g.kode_group AND h.tanggal <= ${tanggal}
             ORDER BY h.tanggal DESC LIMIT 1) AS harga_beli_gram,
           r.type AS rugi_type, r.nilai::text AS rugi_nilai
      FROM master_group g
      LEFT JOIN master_rugi_nota r ON r.kode_toko = g.kode_toko AND r.kode_group = g.kode_group
     WHERE g.kode_toko = ${kodeToko} AND g.status_aktif
     ORDER BY g.kode_group`);
  const jenis = await tx.execute(sql`
    SELECT kode_dept, nama_dept, kode_group FROM master_jenis WHERE kode_toko = ${kodeToko} AND status_aktif
     ORDER BY kode_dept`);
  const kondisi = await tx.execute(sql`
    SELECT kode_kondisi, type_kondisi, COALESCE(potongan_nota, 0)::text AS potongan_nota,
           COALESCE(potongan_tanpa_nota, 0)::text AS potongan_tanpa_nota
      FROM master_kondisi_pembelian WHERE kode_toko = ${kodeToko} ORDER BY kode_kondisi`);
  type G = {
    kode_group: string;
    nama_group: string;
    harga_beli_gram: string | number | null;
    rugi_type: JenisPotongan | null;
    rugi_nilai: string | null;
  };
  return {
    tanggal,
    pembulatan: await pembulatanOf(tx, kodeToko),
    groups: (groups.rows as G[]).map((g) => ({
      kode_group: g.kode_group,
      nama_group: g.nama_group,
      harga_beli_gram: g.harga_beli_gram === null ? null : Number(g.harga_beli_gram),
      rugi_nota: g.rugi_type ? { type: g.rugi_type, nilai: g.rugi_nilai ?? '0' } : null,
    })),
    jenis: jenis.rows as ParameterBeli['jenis'],
    kondisi: kondisi.rows as ParameterBeli['kondisi'],
  };
}

type SoldLine = {
  kode_barcode: string;
  no_faktur_ext: string;
  tanggal_jual: string;
  kode_group: string;
  kode_dept: string;
  nama_barang: string;
  kadar: string;
  berat_nota: string;
  harga_nota: number;
};

/** The sold lines of pieces that are still the customer's (sold, not cancelled, not bought back yet). */
const soldLines = (kodeToko: string, where: ReturnType<typeof sql>) => sql`
  SELECT d.kode_barcode, d.no_faktur_jual AS no_faktur_ext, d.tanggal::text AS tanggal_jual, d.kode_group, d.kode_dept,
         d.nama_barang, d.kadar::text AS kadar, d.berat::text AS berat_nota, d.harga_total::bigint AS harga_nota
    FROM penjualan_detail d
    JOIN penjualan p ON p.kode_toko = d.kode_toko AND p.no_faktur_group = d.no_faktur_group AND p.status = 'AKTIF'
    JOIN barang b ON b.kode_toko = d.kode_toko AND b.id = d.barang_id AND b.status = 'TERJUAL'
   WHERE d.kode_toko = ${kodeToko} AND d.status = 'AKTIF' AND ${where}
   ORDER BY d.no_faktur_jual`;

/**
 * A buy-back's writes and answer (migration 0029_pembelian_write.sql); its 22 arguments are `values` in `create`.
 * The payout's books are checked first, in the same statement (kilau_kas_cukup in FROM runs before the write):
 * a cash buy-back is paid only from a drawer that holds the money, a transfer only from an account that does.
 */
const BUY_WRITE = `SELECT kilau_pembelian_write(${Array.from({ length: 22 }, (_, i) => `$${i + 1}`).join(', ')}) AS j FROM kilau_kas_cukup($1, $2, $20)`;

export function createPembelianService(db: Db) {
  async function get(kodeToko: string, no: string): Promise<PembelianDoc> {
    const head = await one<Record<string, unknown>>(
      db,
      sql`
      SELECT p.no_faktur_group, p.tanggal::text AS tanggal, p.kode_sales, s.nama_sales, p.kode_member, p.nama_customer,
             p.no_hp, p.alamat_customer, p.kode_gudang, p.kode_baki, p.jumlah_barang, p.total_berat::text AS total_berat,
             p.total_harga::bigint AS total_harga, p.status, p.status_valid, p.batal_alasan, p.batal_by, p.no_penjualan, p.tukar,
             p.input_by, to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
        FROM pembelian p
        LEFT JOIN master_sales s ON s.kode_toko = p.kode_toko AND s.kode_sales = p.kode_sales
       WHERE p.kode_toko = ${kodeToko} AND p.no_faktur_group = ${no}`,
    );
    if (!head) throw notFound(`No Faktur ${no} Tidak Ditemukan`);
    const items = await db.execute(sql`
      SELECT no_faktur_beli, kode_barcode, no_faktur_ext, kode_group, kode_dept, nama_barang, kadar::text AS kadar,
             berat_nota::text AS berat_nota, berat::text AS berat, kode_kondisi, type_kondisi, ada_nota,
             harga_nota::bigint AS harga_nota, harga_beli_gram::bigint AS harga_beli_gram, harga_rata::bigint AS harga_rata,
             harga_policy::bigint AS harga_policy, harga::bigint AS harga
        FROM pembelian_detail WHERE kode_toko = ${kodeToko} AND no_faktur_group = ${no} ORDER BY no_faktur_beli`);
    const payments = await db.execute(sql`
      SELECT b.seq, b.jenis, b.jumlah::bigint AS jumlah, b.no_rekening, r.nama_rekening, b.no_rekening_customer,
             b.nama_bank_customer
        FROM pembelian_bayar b LEFT JOIN master_rekening r ON r.kode_toko = b.kode_toko AND r.no_rekening = b.no_rekening
       WHERE b.kode_toko = ${kodeToko} AND b.no_faktur_group = ${no} ORDER BY b.seq`);
    const n = (v: unknown) => Number(v);
    return <PembelianDoc>{
      ...head,
      jumlah_barang: n(head.jumlah_barang),
      total_harga: n(head.total_harga),
      items: (items.rows as Record<string, unknown>[]).map((r) => ({
        ...r,
        harga_nota: n(r.harga_nota),
        harga_beli_gram: n(r.harga_beli_gram),
        harga_rata: n(r.harga_rata),
        harga_policy: n(r.harga_policy),
        harga: n(r.harga),
      })),
      payments: (payments.rows as Record<string, unknown>[]).map((r) => ({ ...r, jumlah: n(r.jumlah) })),
    };
  }

  /** Sold pieces found by a barcode or an invoice number (a visit's `no_faktur_group` or one line's number). */
  async function lookup(kodeToko: string, q: string) {
    const s = q.trim().toUpperCase();
    const where = /^\d+$/.test(s)
      ? sql`d.kode_barcode = ${padBarcode(s)}`
      : sql`(d.no_faktur_group = ${s} OR d.no_faktur_jual = ${s})`;
    const rows = (await db.execute(soldLines(kodeToko, where))).rows as SoldLine[];
    return rows.map((r) => ({ ...r, harga_nota: Number(r.harga_nota) }));
  }

  async function parameter(kodeToko: string) {
    const d = await one<{ tgl_system: string }>(
      db,
      sql`SELECT tgl_system::text AS tgl_system FROM stores WHERE kode_toko = ${kodeToko}`,
    );
    return parameterBeli(db, kodeToko, d?.tgl_system ?? '');
  }

  async function create(a: Actor, input: PembelianInput): Promise<PembelianDoc> {
    // in the request's write transaction (the key row, the purchase and its answer commit together): inWriteTx
    return inWriteTx(db, async (tx, client) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      const sales = await one<{ ok: boolean }>(
        tx,
        sql`SELECT status_aktif AS ok FROM master_sales WHERE kode_toko = ${a.kode_toko} AND kode_sales = ${input.kode_sales}`,
      );
      if (!sales?.ok) throw unprocessable(`Sales ${input.kode_sales} Tidak Ditemukan`);
      const customer = { nama: input.nama_customer, hp: input.no_hp, alamat: input.alamat_customer };
      if (input.kode_member) {
        const m = await one<{ nama_member: string; no_hp: string; alamat: string }>(
          tx,
          sql`SELECT nama_member, no_hp, alamat FROM master_member
               WHERE kode_toko = ${a.kode_toko} AND kode_member = ${input.kode_member} AND status_aktif`,
        );
        if (!m) throw unprocessable(`Member ${input.kode_member} Tidak Ditemukan`);
        if (customer.nama === 'REGULER') customer.nama = m.nama_member;
        customer.hp ||= m.no_hp;
        customer.alamat ||= m.alamat;
      }
      await assertBaki(tx, a.kode_toko, input.kode_gudang, input.kode_baki);
      const para = await parameterBeli(tx, a.kode_toko, ctx.tanggal);
      const groupOf = new Map(para.groups.map((g) => [g.kode_group, g]));
      const jenisOf = new Map(para.jenis.map((j) => [j.kode_dept, j]));
      const kondisiOf = new Map(para.kondisi.map((k) => [k.kode_kondisi, k]));

      // the pieces this store sold: locked (barcode order), each must still be the customer's
      const scanned = input.items.filter((i) => i.kode_barcode);
      const locked = scanned.length
        ? await lockPieces(
            tx,
            a.kode_toko,
            scanned.map((i) => i.kode_barcode),
            ['TERJUAL'],
          )
        : [];
      const sold = new Map<string, SoldLine>();
      if (locked.length) {
        const rows = (
          await tx.execute(
            soldLines(a.kode_toko, sql`d.kode_barcode = ANY(${sql.param(locked.map((p) => p.kode_barcode))}::text[])`),
          )
        ).rows as SoldLine[];
        for (const r of rows) sold.set(r.kode_barcode, r);
      }

      const lines = input.items.map((item, index) => {
        const soldLine = item.kode_barcode ? sold.get(item.kode_barcode) : undefined;
        if (item.kode_barcode && !soldLine)
          throw unprocessable(`Barang ${item.kode_barcode} Tidak Ditemukan Di Penjualan Toko Ini`);
        const kodeDept = soldLine?.kode_dept ?? item.kode_dept;
        const jenis = jenisOf.get(kodeDept);
        const kodeGroup = soldLine?.kode_group ?? jenis?.kode_group;
        if (!kodeGroup) throw unprocessable(`Jenis ${kodeDept} Tidak Ditemukan`);
        const group = groupOf.get(kodeGroup);
        if (!group) throw unprocessable(`Group ${kodeGroup} Tidak Ditemukan Di Master Group`);
        if (group.harga_beli_gram === null)
          throw unprocessable(`Harga Beli Group ${kodeGroup} Belum Diisi Di Master Parameter Harga Emas`);
        const kondisi = kondisiOf.get(item.kode_kondisi);
        if (!kondisi) throw unprocessable(`Kondisi ${item.kode_kondisi} Tidak Ditemukan`);
        const h = hargaBeli({
          berat: item.berat,
          harga_beli_gram: group.harga_beli_gram,
          kondisi: { ...kondisi },
          ada_nota: item.ada_nota,
          rugi_nota: group.rugi_nota,
          pembulatan: para.pembulatan,
        });
        return {
          index,
          item,
          kunci: kunciBarisBeli(item, index),
          soldLine,
          kode_group: kodeGroup,
          kode_dept: kodeDept,
          kondisi,
          h,
        };
      });

      // prices above the policy need one supervisor grant approving exactly those lines and prices
      const raised = lines.filter((l) => perluOtorisasiHarga(l.item.harga, l.h.harga));
      if (raised.length && !input.otorisasi) throw unprocessable(MSG_BELI.perluOtorisasi);
      const supervisor = raised.length
        ? await takeOtorisasi(tx, a, input.otorisasi, 'HARGA_BELI', '', {
            items: raised.map((l) => ({ kode_barcode: l.kunci, harga_baru: l.item.harga })),
          })
        : undefined;

      const total = lines.reduce((s, l) => s + l.item.harga, 0);
      const bayar = input.payments.reduce((s, p) => s + p.jumlah, 0);
      // a trade-in is paid by the sale it joins (its TUKAR line), never in money now
      if (!input.tukar && bayar !== total) throw unprocessable(MSG_BELI.bayarTidakSama(total, bayar));
      const accounts = [...new Set(input.payments.filter((p) => p.jenis === 'TRANSFER').map((p) => p.no_rekening))];
      if (accounts.length) {
        const found = await tx.execute(sql`SELECT no_rekening FROM master_rekening
          WHERE kode_toko = ${a.kode_toko} AND no_rekening = ANY(${sql.param(accounts)}::text[]) AND status_aktif`);
        const ok = new Set((found.rows as { no_rekening: string }[]).map((r) => r.no_rekening));
        const bad = accounts.find((x) => !ok.has(x));
        if (bad) throw unprocessable(`Rekening ${bad} Tidak Ditemukan`);
      }

      // The writes, the number and the answer in one statement (migration 0029_pembelian_write.sql): the purchase
      // number is held only for it — and, without a supervisor grant to record (or a test seam waiting before the
      // COMMIT), for the COMMIT sent in the same message, as a sale's.
      const manual = lines.filter((l) => !l.soldLine);
      const berat = new Map(lines.filter((l) => l.soldLine).map((l) => [l.item.kode_barcode, l.item.berat]));
      const idOf = new Map(locked.map((p) => [p.kode_barcode, p.id]));
      const detail = lines.map((l) => ({
        n: l.index,
        sfx: String(l.index + 1).padStart(2, '0'),
        // a manual piece's id and barcode are made by the write
        barang_id: l.soldLine ? idOf.get(l.item.kode_barcode) : null,
        kode_barcode: l.soldLine ? l.item.kode_barcode : null,
        no_faktur_ext: l.soldLine?.no_faktur_ext ?? '',
        kode_group: l.kode_group,
        kode_dept: l.kode_dept,
        nama_barang: l.soldLine?.nama_barang ?? l.item.nama_barang,
        kadar: l.soldLine?.kadar ?? l.item.kadar,
        berat_nota: l.soldLine?.berat_nota ?? '0',
        berat: l.item.berat,
        kode_kondisi: l.kondisi.kode_kondisi,
        type_kondisi: l.kondisi.type_kondisi,
        ada_nota: l.item.ada_nota,
        harga_nota: l.soldLine?.harga_nota ?? 0,
        harga_beli_gram: l.h.harga_beli_gram,
        harga_rata: l.h.harga_rata,
        harga_policy: l.h.harga,
        harga: l.item.harga,
      }));
      const pays = input.payments.map((p, i) => ({ ...p, seq: i + 1 }));
      const kasRows: KasRow[] = pays.map((p) => ({
        jenis: 'KELUAR',
        kategori: 'PEMBELIAN',
        deskripsi: `PEMBELIAN ${p.jenis}`,
        keterangan: p.jenis === 'TRANSFER' ? `KE ${p.nama_bank_customer} ${p.no_rekening_customer}`.trim() : '',
        no_rekening: p.jenis === 'TRANSFER' ? p.no_rekening : '',
        jumlah: p.jumlah,
        no_reff: '',
      }));
      const rtx = currentRequestTx();
      const values: unknown[] = [
        a.kode_toko,
        ctx.tanggal,
        formatDocNumber(a.kode_toko, 'FB', ctx.tanggal, 0).slice(0, -4),
        input.kode_sales,
        input.kode_member,
        customer.nama,
        customer.hp,
        customer.alamat,
        input.kode_gudang,
        input.kode_baki,
        lines.length,
        fromMg(lines.reduce((s, l) => s + toMg(l.item.berat), 0)),
        total,
        input.tukar,
        a.user_id,
        JSON.stringify(
          manual.map((l) => ({
            n: l.index,
            nama_barang: l.item.nama_barang,
            kode_group: l.kode_group,
            kode_dept: l.kode_dept,
            berat: l.item.berat,
            kadar: l.item.kadar,
          })),
        ),
        JSON.stringify(locked.map((p, n) => ({ n, id: p.id, berat: berat.get(p.kode_barcode) }))),
        JSON.stringify(detail),
        JSON.stringify(pays),
        JSON.stringify(kasRecords(kasRows).map(({ no_reff: _, ...k }) => k)),
        rtx?.keyRow?.key ?? null,
        MSG.saveOk,
      ];
      const j = await writeDocument(client, {
        name: 'pembelian-write',
        text: BUY_WRITE,
        values,
        commitWith: !supervisor,
      }).catch((e: unknown) => {
        throw kasKurang(e) ?? e;
      });
      const doc = JSON.parse(j) as PembelianDoc;
      if (supervisor) {
        await recordOtorisasi(tx, ctx, supervisor, doc.no_faktur_group, {
          items: raised.map((l) => ({
            kode_barcode: doc.items[l.index]?.kode_barcode ?? l.kunci,
            harga_lama: l.h.harga,
            harga_baru: l.item.harga,
          })),
        });
      }
      return doc;
    });
  }

  /** Cancels a purchase (supervisor, reason from the list) while every piece is still in sorting. */
  async function cancel(a: Actor, no: string, alasan: (typeof ALASAN_BATAL_BELI)[number], o: OtorisasiRef) {
    await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      const h = await one<{ status: string; status_valid: string; no_penjualan: string | null }>(
        tx,
        sql`SELECT status, status_valid, no_penjualan FROM pembelian
             WHERE kode_toko = ${a.kode_toko} AND no_faktur_group = ${no} FOR UPDATE`,
      );
      if (!h) throw notFound(`No Faktur ${no} Tidak Ditemukan`);
      if (h.status === 'BATAL') throw unprocessable(`Pembelian ${no} Sudah Dibatalkan`);
      if (h.status_valid === 'DONE') throw unprocessable(`Pembelian ${no} Sudah Divalidasi, Tidak Dapat Dibatalkan`);
      if (h.no_penjualan)
        throw unprocessable(`Pembelian ${no} Dipakai Sebagai Pembayaran Tukar Penjualan ${h.no_penjualan}`);
      const items = (
        await tx.execute(sql`SELECT kode_barcode FROM pembelian_detail
          WHERE kode_toko = ${a.kode_toko} AND no_faktur_group = ${no} ORDER BY no_faktur_beli`)
      ).rows as { kode_barcode: string }[];
      // only while every piece still waits in sorting: a sorted, washed or melted piece cannot go back
      const pieces = await lockPieces(
        tx,
        a.kode_toko,
        items.map((i) => i.kode_barcode),
        ['SORTIR'],
      );
      const g = await authorize(tx, ctx, o, 'BATAL_BELI', no);
      await recordMoves(tx, ctx, pieces, {
        jenis: 'BATAL_BELI',
        status: 'TERJUAL',
        no_ref: no,
        keterangan: `BATAL PEMBELIAN ${no} ${alasan}`,
      });
      await tx.execute(sql`
        UPDATE pembelian SET status = 'BATAL', batal_alasan = ${alasan}, batal_by = ${a.user_id},
               batal_otorisasi = ${g.approved_by}, batal_at = now()
         WHERE kode_toko = ${a.kode_toko} AND no_faktur_group = ${no}`);
      // the money paid out comes back per account
      const kas = (
        await tx.execute(sql`SELECT no_rekening, kategori, sum(jumlah_out - jumlah_in)::bigint AS net FROM kas
          WHERE kode_toko = ${a.kode_toko} AND no_reff = ${no} GROUP BY no_rekening, kategori ORDER BY kategori, no_rekening`)
      ).rows as { no_rekening: string; kategori: string; net: number }[];
      await writeKas(
        tx,
        ctx,
        kas
          .filter((k) => Number(k.net) > 0)
          .map((k) => ({
            jenis: 'MASUK' as const,
            kategori: k.kategori,
            deskripsi: 'BATAL PEMBELIAN',
            keterangan: `${alasan} - ${g.alasan}`,
            no_rekening: k.no_rekening,
            jumlah: Number(k.net),
            no_reff: no,
          })),
      );
    });
    return get(a.kode_toko, no);
  }

  /** One page of the store's purchases of a period (newest first), with the number of all that match. */
  async function list(
    kodeToko: string,
    f: {
      tgl_from: string;
      tgl_to: string;
      q?: string;
      status?: string;
      status_valid?: string;
      skip: number;
      limit: number;
    },
  ) {
    const q = f.q ? `%${f.q.toUpperCase()}%` : null;
    const where = sql`p.kode_toko = ${kodeToko} AND p.tanggal BETWEEN ${f.tgl_from} AND ${f.tgl_to}
      AND (${f.status ?? null}::text IS NULL OR p.status = ${f.status ?? null})
      AND (${f.status_valid ?? null}::text IS NULL OR p.status_valid = ${f.status_valid ?? null})
      AND (${q}::text IS NULL OR p.no_faktur_group LIKE ${q} OR p.nama_customer LIKE ${q} OR EXISTS (
            SELECT 1 FROM pembelian_detail d WHERE d.kode_toko = p.kode_toko AND d.no_faktur_group = p.no_faktur_group
               AND (d.kode_barcode LIKE ${q} OR d.nama_barang LIKE ${q})))`;
    const count = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM pembelian p WHERE ${where}`);
    const rows = await db.execute(sql`
      SELECT p.no_faktur_group, p.tanggal::text AS tanggal, p.kode_sales, s.nama_sales, p.kode_member, p.nama_customer,
             p.no_hp, p.alamat_customer, p.kode_gudang, p.kode_baki, p.jumlah_barang, p.total_berat::text AS total_berat,
             p.total_harga::bigint AS total_harga, p.status, p.status_valid, p.batal_alasan, p.batal_by, p.no_penjualan, p.tukar,
             p.input_by, to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
        FROM pembelian p
        LEFT JOIN master_sales s ON s.kode_toko = p.kode_toko AND s.kode_sales = p.kode_sales
       WHERE ${where}
       ORDER BY p.tanggal DESC, p.no_faktur_group DESC
       OFFSET ${f.skip} LIMIT ${f.limit}`);
    return {
      data: (rows.rows as Record<string, unknown>[]).map(
        (r) => <PembelianRow>{ ...r, total_harga: Number(r.total_harga) },
      ),
      count: count?.n ?? 0,
    };
  }

  /** Validation by a supervisor: OPEN purchases of this store become DONE. */
  async function validate(a: Actor, nomor: readonly string[]) {
    return db.transaction(async (tx) => {
      const res = await tx.execute(sql`
        UPDATE pembelian SET status_valid = 'DONE', valid_by = ${a.user_id}, valid_at = now()
         WHERE kode_toko = ${a.kode_toko} AND no_faktur_group = ANY(${sql.param([...nomor])}::text[])
           AND status_valid = 'OPEN'
        RETURNING no_faktur_group`);
      return { jumlah: res.rows.length };
    });
  }

  return { get, lookup, parameter, create, cancel, list, validate };
}
