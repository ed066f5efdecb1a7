/**
 * Orders (pesanan, DOMAIN.md "Orders", issue 13). Creating one is one transaction: the kategori prices of today
 * (group price per gram, fixed for the order), the down payment checked by the sales counter's payment rules and
 * written to the cash book, showroom pieces lent as the model moved out of their trays (item ledger `CONTOH`), and a
 * `DP-YYMMDD-NNNN` number. A retried submit (same Idempotency-Key) answers the first order (idempotency plugin).
 * Its state moves by the domain's state machine; a cancel needs a supervisor who chooses whether the DP goes back.
 */
import {
  assertTransition,
  type BatalDp,
  fromMg,
  hargaPesanan,
  MSG_PESANAN,
  needsRekening,
  type OtorisasiRef,
  PAYMENT_MSG,
  type ParameterPesanan,
  PESANAN_TRANSITIONS,
  type PesananAksi,
  type PesananDoc,
  type PesananInput,
  type PesananListQuery,
  type PesananRow,
  type PesananStatus,
  paymentRefusal,
  paymentTotals,
  type selesaiPesananSchema,
  sisaPesanan,
  toMg,
} from '@kilau/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { nextDocNumber } from '../../lib/doc-number.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { type KasRow, writeKas } from '../../lib/kas.ts';
import { authorize } from '../../lib/otorisasi.ts';
import {
  assertBaki,
  lockPieces,
  openStockDay,
  type Piece,
  recordMoves,
  type StockCtx,
} from '../barang/ledger.service.ts';
import { pembulatanOf } from '../penjualan/penjualan.service.ts';

type Actor = { kode_toko: string; user_id: string };
type SelesaiBody = z.output<typeof selesaiPesananSchema>;

async function one<T>(tx: Tx | Db, q: SQL): Promise<T | undefined> {
  return (await tx.execute(q)).rows[0] as T | undefined;
}

/** Today's kategori of orders: the active groups with their selling price per gram. */
export async function parameterPesanan(tx: Tx | Db, kodeToko: string, tanggal: string): Promise<ParameterPesanan> {
  const rows = await tx.execute(sql`
    SELECT kode_group, nama_group, harga::bigint AS harga_gram FROM master_group
     WHERE kode_toko = ${kodeToko} AND status_aktif ORDER BY kode_group`);
  return {
    tanggal,
    pembulatan: await pembulatanOf(tx, kodeToko),
    kategori: (rows.rows as { kode_group: string; nama_group: string; harga_gram: string }[]).map((r) => ({
      ...r,
      harga_gram: Number(r.harga_gram),
    })),
  };
}

const HEAD = sql`
  p.no_pesanan, p.tanggal::text AS tanggal, p.kode_sales, s.nama_sales, p.kode_member, p.nama_customer, p.no_hp,
  p.alamat_customer, p.kode_tukang, t.nama_tukang, p.tgl_estimasi::text AS tgl_estimasi, p.keterangan, p.jumlah_barang,
  p.total_berat::text AS total_berat, p.total_harga::bigint AS total_harga, p.total_akhir::bigint AS total_akhir,
  p.dp::bigint AS dp, p.total_bayar::bigint AS total_bayar, p.kembalian::bigint AS kembalian, p.status, p.status_valid,
  p.tgl_kerjakan::text AS tgl_kerjakan, p.tgl_selesai::text AS tgl_selesai, p.tgl_ambil::text AS tgl_ambil,
  p.no_penjualan, p.batal_alasan, p.batal_by, p.batal_otorisasi, p.batal_dp, p.dp_kembali::bigint AS dp_kembali,
  (SELECT count(*)::int FROM pesanan_contoh c
    WHERE c.kode_toko = p.kode_toko AND c.no_pesanan = p.no_pesanan AND c.status = 'DIPINJAM') AS contoh_dipinjam,
  p.input_by, to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
  FROM pesanan p
  LEFT JOIN master_sales s ON s.kode_toko = p.kode_toko AND s.kode_sales = p.kode_sales
  LEFT JOIN master_tukang t ON t.kode_toko = p.kode_toko AND t.kode_tukang = p.kode_tukang`;

const n = (v: unknown) => Number(v);
function headRow(r: Record<string, unknown>): PesananRow {
  const total = n(r.total_akhir) > 0 ? n(r.total_akhir) : n(r.total_harga);
  return <PesananRow>{
    ...r,
    jumlah_barang: n(r.jumlah_barang),
    total_harga: n(r.total_harga),
    total_akhir: n(r.total_akhir),
    dp: n(r.dp),
    total_bayar: n(r.total_bayar),
    kembalian: n(r.kembalian),
    dp_kembali: n(r.dp_kembali),
    // cancelled: nothing is owed; picked up: the rest was paid by the pick-up sale
    sisa: r.status === 'BATAL' || r.status === 'DIAMBIL' ? 0 : sisaPesanan(total, n(r.dp)),
  };
}

/** The order row locked for an action, refused by the state machine when the action does not fit its state. */
async function lockFor(tx: Tx, kodeToko: string, no: string, aksi: PesananAksi) {
  const h = await one<{ status: PesananStatus; dp: string; status_valid: string }>(
    tx,
    sql`SELECT status, dp::bigint AS dp, status_valid FROM pesanan
         WHERE kode_toko = ${kodeToko} AND no_pesanan = ${no} FOR UPDATE`,
  );
  if (!h) throw notFound(`No Pesanan ${no} Tidak Ditemukan`);
  assertTransition(PESANAN_TRANSITIONS, no, h.status, aksi);
  return { ...h, dp: n(h.dp) };
}

export function createPesananService(db: Db) {
  async function get(kodeToko: string, no: string): Promise<PesananDoc> {
    const head = await one<Record<string, unknown>>(
      db,
      sql`SELECT ${HEAD} WHERE p.kode_toko = ${kodeToko} AND p.no_pesanan = ${no}`,
    );
    if (!head) throw notFound(`No Pesanan ${no} Tidak Ditemukan`);
    const items = await db.execute(sql`
      SELECT d.seq, d.kode_group, g.nama_group, d.nama_barang, d.deskripsi, d.berat_estimasi::text AS berat_estimasi,
             d.harga_gram::bigint AS harga_gram, d.harga::bigint AS harga, d.berat_asli::text AS berat_asli,
             d.harga_akhir::bigint AS harga_akhir, d.kode_barcode, d.kode_dept
        FROM pesanan_detail d LEFT JOIN master_group g ON g.kode_toko = d.kode_toko AND g.kode_group = d.kode_group
       WHERE d.kode_toko = ${kodeToko} AND d.no_pesanan = ${no} ORDER BY d.seq`);
    const payments = await db.execute(sql`
      SELECT b.seq, b.jenis, b.jumlah::bigint AS jumlah, b.no_rekening, r.nama_rekening, b.no_kartu, b.fee::bigint AS fee
        FROM pesanan_bayar b LEFT JOIN master_rekening r ON r.kode_toko = b.kode_toko AND r.no_rekening = b.no_rekening
       WHERE b.kode_toko = ${kodeToko} AND b.no_pesanan = ${no} ORDER BY b.seq`);
    const contoh = await db.execute(sql`
      SELECT kode_barcode, nama_barang, berat::text AS berat, kode_gudang, kode_baki, status FROM pesanan_contoh
       WHERE kode_toko = ${kodeToko} AND no_pesanan = ${no} ORDER BY kode_barcode`);
    return {
      ...headRow(head),
      items: (items.rows as Record<string, unknown>[]).map((r) => ({
        ...r,
        harga_gram: n(r.harga_gram),
        harga: n(r.harga),
        harga_akhir: n(r.harga_akhir),
      })) as PesananDoc['items'],
      payments: (payments.rows as Record<string, unknown>[]).map((r) => ({
        ...r,
        jumlah: n(r.jumlah),
        fee: n(r.fee),
      })) as PesananDoc['payments'],
      contoh: contoh.rows as PesananDoc['contoh'],
    };
  }

  async function parameter(kodeToko: string) {
    const d = await one<{ tgl_system: string }>(
      db,
      sql`SELECT tgl_system::text AS tgl_system FROM stores WHERE kode_toko = ${kodeToko}`,
    );
    return parameterPesanan(db, kodeToko, d?.tgl_system ?? '');
  }

  async function create(a: Actor, input: PesananInput) {
    const no = await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      if (input.tgl_estimasi < ctx.tanggal)
        throw unprocessable('Tanggal Estimasi Selesai Tidak Boleh Sebelum Hari Ini');
      const sales = await one<{ ok: boolean }>(
        tx,
        sql`SELECT status_aktif AS ok FROM master_sales WHERE kode_toko = ${a.kode_toko} AND kode_sales = ${input.kode_sales}`,
      );
      if (!sales?.ok) throw unprocessable(`Sales ${input.kode_sales} Tidak Ditemukan`);
      if (input.kode_tukang) {
        const t = await one<{ ok: boolean }>(
          tx,
          sql`SELECT status_aktif AS ok FROM master_tukang WHERE kode_toko = ${a.kode_toko} AND kode_tukang = ${input.kode_tukang}`,
        );
        if (!t?.ok) throw unprocessable(`Tukang ${input.kode_tukang} Tidak Ditemukan`);
      }
      const customer = { nama: input.nama_customer, hp: input.no_hp, alamat: input.alamat_customer };
      if (input.kode_member) {
        const m = await one<{ nama_member: string; no_hp: string; alamat: string }>(
          tx,
          sql`SELECT nama_member, no_hp, alamat FROM master_member
               WHERE kode_toko = ${a.kode_toko} AND kode_member = ${input.kode_member} AND status_aktif`,
        );
        if (!m) throw unprocessable(`Member ${input.kode_member} Tidak Ditemukan`);
        customer.hp ||= m.no_hp;
        customer.alamat ||= m.alamat.toUpperCase();
      }

      // prices: weight × the kategori's price per gram today, rounded like a sale, fixed for this order
      const para = await parameterPesanan(tx, a.kode_toko, ctx.tanggal);
      const kategori = new Map(para.kategori.map((k) => [k.kode_group, k]));
      const lines = input.items.map((item, i) => {
        const k = kategori.get(item.kode_group);
        if (!k) throw unprocessable(`Kategori ${item.kode_group} Tidak Ditemukan Di Master Group`);
        if (k.harga_gram <= 0) throw unprocessable(`Harga Per Gram Kategori ${item.kode_group} Belum Diisi`);
        return {
          ...item,
          seq: i + 1,
          harga_gram: k.harga_gram,
          harga: hargaPesanan(item.berat_estimasi, k.harga_gram, para.pembulatan),
        };
      });
      const total = lines.reduce((s, l) => s + l.harga, 0);
      if (input.dp > total) throw unprocessable(MSG_PESANAN.dpLebih);

      // the down payment, checked by the sales counter's rules: lines cover the DP, non-cash never above it
      const bill = paymentTotals(input.dp, input.payments);
      const refusal = paymentRefusal(bill);
      if (refusal) throw unprocessable(refusal.message, refusal.kurang ? { kurang: refusal.kurang } : undefined);
      const accounts = [...new Set(input.payments.filter((p) => needsRekening(p.jenis)).map((p) => p.no_rekening))];
      if (accounts.length) {
        const found = await tx.execute(sql`SELECT no_rekening FROM master_rekening
          WHERE kode_toko = ${a.kode_toko} AND no_rekening = ANY(${sql.param(accounts)}::text[]) AND status_aktif`);
        const ok = new Set((found.rows as { no_rekening: string }[]).map((r) => r.no_rekening));
        const missing = accounts.find((x) => !ok.has(x));
        if (missing) throw unprocessable(PAYMENT_MSG.rekeningTidakAda(missing));
      }
      // showroom pieces lent as the model: in stock now, locked (barcode order)
      const contoh = input.contoh.length ? await lockPieces(tx, a.kode_toko, input.contoh, ['STOCK']) : [];

      const noPesanan = await nextDocNumber(tx, a.kode_toko, 'DP', ctx.tanggal);
      const totalMg = lines.reduce((s, l) => s + toMg(l.berat_estimasi), 0);
      await tx.execute(sql`
        INSERT INTO pesanan (kode_toko, no_pesanan, tanggal, kode_sales, kode_member, nama_customer, no_hp, alamat_customer,
                             kode_tukang, tgl_estimasi, keterangan, jumlah_barang, total_berat, total_harga, dp, total_bayar,
                             kembalian, input_by)
        VALUES (${a.kode_toko}, ${noPesanan}, ${ctx.tanggal}, ${input.kode_sales}, ${input.kode_member}, ${customer.nama},
                ${customer.hp}, ${customer.alamat}, ${input.kode_tukang}, ${input.tgl_estimasi}, ${input.keterangan},
                ${lines.length}, ${fromMg(totalMg)}::numeric, ${total}, ${input.dp}, ${bill.paid}, ${bill.kembalian},
                ${a.user_id})`);
      await tx.execute(sql`
        INSERT INTO pesanan_detail (kode_toko, no_pesanan, seq, kode_group, nama_barang, deskripsi, berat_estimasi, harga_gram, harga)
        SELECT ${a.kode_toko}, ${noPesanan}, d.seq, d.kode_group, d.nama_barang, d.deskripsi, d.berat_estimasi, d.harga_gram, d.harga
          FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS d(seq int, kode_group text, nama_barang text,
               deskripsi text, berat_estimasi numeric, harga_gram bigint, harga bigint)`);
      const pays = input.payments.map((p, i) => ({
        ...p,
        seq: i + 1,
        no_rekening: needsRekening(p.jenis) ? p.no_rekening : '',
        no_kartu: p.jenis === 'DEBIT' || p.jenis === 'KREDIT' ? p.no_kartu : '',
        fee: needsRekening(p.jenis) ? p.fee : 0,
      }));
      if (pays.length) {
        await tx.execute(sql`
          INSERT INTO pesanan_bayar (kode_toko, no_pesanan, seq, tanggal, jenis, jumlah, no_rekening, no_kartu, fee)
          SELECT ${a.kode_toko}, ${noPesanan}, b.seq, ${ctx.tanggal}, b.jenis, b.jumlah, b.no_rekening, b.no_kartu, b.fee
            FROM jsonb_to_recordset(${JSON.stringify(pays)}::jsonb) AS b(seq int, jenis text, jumlah bigint, no_rekening text,
                 no_kartu text, fee bigint)`);
      }
      const kasRows: KasRow[] = pays.map((p) => ({
        jenis: 'MASUK',
        kategori: 'PESANAN',
        deskripsi: `DP PESANAN ${p.jenis}`,
        keterangan: customer.nama,
        no_rekening: p.no_rekening,
        jumlah: p.jumlah,
        fee: p.fee,
        no_reff: noPesanan,
      }));
      if (bill.kembalian > 0) {
        kasRows.push({
          jenis: 'KELUAR',
          kategori: 'PESANAN',
          deskripsi: 'KEMBALIAN DP PESANAN',
          jumlah: bill.kembalian,
          no_reff: noPesanan,
        });
      }
      await writeKas(tx, ctx, kasRows);
      if (contoh.length) await lendContoh(tx, ctx, noPesanan, contoh);
      return noPesanan;
    });
    return get(a.kode_toko, no);
  }

  async function lendContoh(tx: Tx, ctx: StockCtx, no: string, pieces: Piece[]) {
    await tx.execute(sql`
      INSERT INTO pesanan_contoh (kode_toko, no_pesanan, barang_id, kode_barcode, nama_barang, berat, kode_gudang, kode_baki)
      SELECT ${ctx.kode_toko}, ${no}, c.id, c.kode_barcode, c.nama_barang, c.berat, c.kode_gudang, c.kode_baki
        FROM jsonb_to_recordset(${JSON.stringify(pieces)}::jsonb) AS c(id uuid, kode_barcode text, nama_barang text,
             berat numeric, kode_gudang text, kode_baki text)`);
    await recordMoves(tx, ctx, pieces, {
      jenis: 'CONTOH',
      status: 'CONTOH',
      no_ref: no,
      keterangan: `CONTOH PESANAN ${no}`,
    });
  }

  /** DIPESAN → DIKERJAKAN: sent to the craftsman. */
  async function kerjakan(a: Actor, no: string, kodeTukang: string) {
    await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      await lockFor(tx, a.kode_toko, no, 'KERJAKAN');
      const t = await one<{ ok: boolean }>(
        tx,
        sql`SELECT status_aktif AS ok FROM master_tukang WHERE kode_toko = ${a.kode_toko} AND kode_tukang = ${kodeTukang}`,
      );
      if (!t?.ok) throw unprocessable(`Tukang ${kodeTukang} Tidak Ditemukan`);
      await tx.execute(sql`UPDATE pesanan SET status = 'DIKERJAKAN', kode_tukang = ${kodeTukang}, tgl_kerjakan = ${ctx.tanggal}
        WHERE kode_toko = ${a.kode_toko} AND no_pesanan = ${no}`);
    });
    return get(a.kode_toko, no);
  }

  /**
   * DIKERJAKAN → SELESAI: the finished pieces are weighed, priced at the real weight and the order's price per gram,
   * and enter stock (ledger TAMBAH) with a barcode in the tray they wait in, at that fixed price. They are reserved:
   * only the sale that picks this order up (its PESANAN line) can sell them (pesanan/ambil.ts).
   */
  async function selesai(a: Actor, no: string, body: SelesaiBody) {
    await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      await lockFor(tx, a.kode_toko, no, 'SELESAI');
      await assertBaki(tx, a.kode_toko, body.kode_gudang, body.kode_baki);
      const lines = (
        await tx.execute(sql`SELECT d.seq, d.kode_group, d.nama_barang, d.harga_gram::bigint AS harga_gram,
                                    COALESCE(g.persentase, 0)::text AS kadar
          FROM pesanan_detail d LEFT JOIN master_group g ON g.kode_toko = d.kode_toko AND g.kode_group = d.kode_group
          WHERE d.kode_toko = ${a.kode_toko} AND d.no_pesanan = ${no} ORDER BY d.seq`)
      ).rows as { seq: number; kode_group: string; nama_barang: string; harga_gram: string; kadar: string }[];
      const bySeq = new Map(body.items.map((b) => [b.seq, b]));
      if (
        bySeq.size !== body.items.length ||
        body.items.length !== lines.length ||
        lines.some((l) => !bySeq.has(l.seq))
      )
        throw unprocessable('Berat Asli Setiap Barang Pesanan Harus Diisi');
      const jenis = (
        await tx.execute(
          sql`SELECT kode_dept, kode_group FROM master_jenis WHERE kode_toko = ${a.kode_toko} AND status_aktif`,
        )
      ).rows as { kode_dept: string; kode_group: string }[];
      const groupOf = new Map(jenis.map((j) => [j.kode_dept, j.kode_group]));
      const step = await pembulatanOf(tx, a.kode_toko);
      const rows = lines.map((l) => {
        const b = bySeq.get(l.seq) as SelesaiBody['items'][number];
        if (groupOf.get(b.kode_dept) !== l.kode_group)
          throw unprocessable(`Jenis ${b.kode_dept} Bukan Bagian Dari Kategori ${l.kode_group}`);
        return {
          seq: l.seq,
          nama_barang: l.nama_barang,
          kode_group: l.kode_group,
          kode_dept: b.kode_dept,
          kadar: l.kadar,
          berat_asli: b.berat_asli,
          harga_akhir: hargaPesanan(b.berat_asli, n(l.harga_gram), step),
        };
      });
      // the finished pieces enter stock: new barcodes, fixed price (harga_jual), reserved by the order (no_ref)
      const made = (
        await tx.execute(sql`
          WITH src AS (
            SELECT r.seq, r.nama_barang, r.kode_group, r.kode_dept, r.berat_asli, r.kadar, r.harga_akhir,
                   lpad(nextval('barcode_seq')::text, 8, '0') AS kode_barcode
              FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(seq int, nama_barang text, kode_group text,
                   kode_dept text, berat_asli numeric, kadar numeric, harga_akhir bigint)
             ORDER BY r.seq
          ), ins AS (
            INSERT INTO barang (kode_toko, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, berat,
                                berat_asli, kadar, harga_jual, perolehan, status, tgl_masuk, input_by, no_ref)
            SELECT ${a.kode_toko}, kode_barcode, nama_barang, kode_group, kode_dept, ${body.kode_gudang}, ${body.kode_baki},
                   berat_asli, berat_asli, kadar, harga_akhir, 'TANPA_FAKTUR', 'STOCK', ${ctx.tanggal}, ${a.user_id}, ${no}
              FROM src
            RETURNING id, kode_barcode
          )
          SELECT src.seq, ins.id, ins.kode_barcode FROM ins JOIN src USING (kode_barcode) ORDER BY src.seq`)
      ).rows as { seq: number; id: string; kode_barcode: string }[];
      await tx.execute(sql`
        INSERT INTO barcodes (kode_barcode, kode_toko, barang_id)
        SELECT unnest(${sql.param(made.map((m) => m.kode_barcode))}::text[]), ${a.kode_toko},
               unnest(${sql.param(made.map((m) => m.id))}::uuid[])`);
      await tx.execute(sql`
        INSERT INTO barang_ledger (kode_toko, barang_id, kode_barcode, tanggal, user_id, jenis, kode_group, kode_dept,
                                   ke_gudang, ke_baki, status_ke, berat, no_ref, keterangan)
        SELECT b.kode_toko, b.id, b.kode_barcode, ${ctx.tanggal}, ${a.user_id}, 'TAMBAH', b.kode_group, b.kode_dept,
               b.kode_gudang, b.kode_baki, 'STOCK', b.berat, ${no}, ${`PESANAN SELESAI ${no}`}
          FROM unnest(${sql.param(made.map((m) => m.id))}::uuid[]) WITH ORDINALITY AS s(id, n)
          JOIN barang b ON b.kode_toko = ${a.kode_toko} AND b.id = s.id
         ORDER BY s.n`);
      const detail = rows.map((r) => ({ ...r, ...made.find((m) => m.seq === r.seq) }));
      await tx.execute(sql`
        UPDATE pesanan_detail d SET berat_asli = x.berat_asli, harga_akhir = x.harga_akhir, kode_dept = x.kode_dept,
               barang_id = x.id, kode_barcode = x.kode_barcode
          FROM jsonb_to_recordset(${JSON.stringify(detail)}::jsonb) AS x(seq int, berat_asli numeric, harga_akhir bigint,
               kode_dept text, id uuid, kode_barcode text)
         WHERE d.kode_toko = ${a.kode_toko} AND d.no_pesanan = ${no} AND d.seq = x.seq`);
      const total = rows.reduce((s, r) => s + r.harga_akhir, 0);
      await tx.execute(sql`UPDATE pesanan SET status = 'SELESAI', total_akhir = ${total}, tgl_selesai = ${ctx.tanggal}
        WHERE kode_toko = ${a.kode_toko} AND no_pesanan = ${no}`);
    });
    return get(a.kode_toko, no);
  }

  /**
   * Cancel (supervisor, BATAL_PESANAN): the grant approves this order and the supervisor's choice — the DP paid back
   * (`jumlah` = the DP) or kept (`jumlah` = 0). A refund reverses the DP's cash-book rows per account.
   */
  async function batal(a: Actor, no: string, batalDp: BatalDp, o: OtorisasiRef) {
    await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      const h = await lockFor(tx, a.kode_toko, no, 'BATAL');
      const kembali = batalDp === 'KEMBALI' ? h.dp : 0;
      const g = await authorize(tx, ctx, o, 'BATAL_PESANAN', no, { detail: { jumlah: kembali } });
      await tx.execute(sql`
        UPDATE pesanan SET status = 'BATAL', batal_alasan = ${g.alasan}, batal_by = ${a.user_id},
               batal_otorisasi = ${g.approved_by}, batal_at = now(), batal_dp = ${batalDp}, dp_kembali = ${kembali}
         WHERE kode_toko = ${a.kode_toko} AND no_pesanan = ${no}`);
      if (kembali > 0) {
        const kas = (
          await tx.execute(sql`SELECT no_rekening, sum(jumlah_in - jumlah_out)::bigint AS net FROM kas
            WHERE kode_toko = ${a.kode_toko} AND no_reff = ${no} AND kategori = 'PESANAN'
            GROUP BY no_rekening ORDER BY no_rekening`)
        ).rows as { no_rekening: string; net: string }[];
        await writeKas(
          tx,
          ctx,
          kas
            .filter((k) => n(k.net) > 0)
            .map((k) => ({
              jenis: 'KELUAR' as const,
              kategori: 'PESANAN',
              deskripsi: 'PENGEMBALIAN DP PESANAN',
              keterangan: g.alasan,
              no_rekening: k.no_rekening,
              jumlah: n(k.net),
              no_reff: no,
            })),
        );
      }
    });
    return get(a.kode_toko, no);
  }

  /** Ambil Barang Contoh: the model piece comes back from the craftsman into the tray it left. */
  async function kembaliContoh(a: Actor, no: string, barcode: string) {
    await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      const c = await one<{ kode_gudang: string; kode_baki: string; status: string }>(
        tx,
        sql`SELECT kode_gudang, kode_baki, status FROM pesanan_contoh
             WHERE kode_toko = ${a.kode_toko} AND no_pesanan = ${no} AND kode_barcode = ${barcode} FOR UPDATE`,
      );
      if (!c) throw notFound(`Barang ${barcode} Bukan Contoh Pesanan ${no}`);
      if (c.status !== 'DIPINJAM') throw unprocessable(`Barang Contoh ${barcode} Sudah Dikembalikan`);
      const pieces = await lockPieces(tx, a.kode_toko, [barcode], ['CONTOH']);
      await recordMoves(tx, ctx, pieces, {
        jenis: 'KEMBALI_CONTOH',
        status: 'STOCK',
        kode_gudang: c.kode_gudang,
        kode_baki: c.kode_baki,
        no_ref: no,
        keterangan: `AMBIL BARANG CONTOH ${no}`,
      });
      await tx.execute(sql`UPDATE pesanan_contoh SET status = 'KEMBALI', kembali_by = ${a.user_id}, kembali_at = now()
        WHERE kode_toko = ${a.kode_toko} AND no_pesanan = ${no} AND kode_barcode = ${barcode}`);
    });
    return get(a.kode_toko, no);
  }

  /** One page of the store's orders of a period (newest first), with the number of all that match. */
  async function list(kodeToko: string, f: PesananListQuery) {
    const q = f.q ? `%${f.q.toUpperCase()}%` : null;
    const where = sql`p.kode_toko = ${kodeToko} AND p.tanggal BETWEEN ${f.tgl_from} AND ${f.tgl_to}
      AND (${f.status ?? null}::text IS NULL OR p.status = ${f.status ?? null})
      AND (${f.status_valid ?? null}::text IS NULL OR (p.status_valid = ${f.status_valid ?? null} AND p.status <> 'BATAL'))
      AND (${q}::text IS NULL OR p.no_pesanan LIKE ${q} OR p.nama_customer LIKE ${q} OR p.no_hp LIKE ${q})`;
    const count = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM pesanan p WHERE ${where}`);
    const rows = await db.execute(sql`SELECT ${HEAD} WHERE ${where}
       ORDER BY p.tanggal DESC, p.no_pesanan DESC OFFSET ${f.skip} LIMIT ${f.limit}`);
    return { data: (rows.rows as Record<string, unknown>[]).map(headRow), count: count?.n ?? 0 };
  }

  /** Validation by a supervisor: OPEN orders of this store become DONE. */
  async function validate(a: Actor, nomor: readonly string[]) {
    const res = await db.execute(sql`
      UPDATE pesanan SET status_valid = 'DONE', valid_by = ${a.user_id}, valid_at = now()
       WHERE kode_toko = ${a.kode_toko} AND no_pesanan = ANY(${sql.param([...nomor])}::text[]) AND status_valid = 'OPEN'
      RETURNING no_pesanan`);
    return { jumlah: res.rows.length };
  }

  return { get, parameter, create, kerjakan, selesai, batal, kembaliContoh, list, validate };
}
