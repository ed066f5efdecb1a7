/**
 * The sales counter (DOMAIN.md "penjualan"). A sale is one transaction: the pieces are locked and marked sold in
 * the ledger, prices computed from the group's price per gram and the store's rounding, payments checked to the
 * rupiah, invoice numbers assigned, cash-book rows written, deposits drawn down, member points earned. A retried
 * submit (same Idempotency-Key) answers the first sale.
 */
import {
  type BarangStatus,
  batalJualRefusal,
  formatRupiah,
  fromMg,
  hargaBarang,
  hargaEmasGram,
  lineOtorisasi,
  MSG,
  needsRekening,
  type OtorisasiRef,
  ownFields,
  PAYMENT_MSG,
  paymentRefusal,
  paymentTotals,
  poinDari,
  type SaleInput,
  type SalePage,
  SETTINGS_SYSTEM,
  type saleRecordSchema,
  toMg,
  usdToRupiah,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, statementName, type Tx } from '../../db/client.ts';
import { currentRequestTx, inWriteTx, writeDocument } from '../../db/request-tx.ts';
import { formatDocNumber } from '../../lib/doc-number.ts';
import { AppError, notFound, unprocessable } from '../../lib/errors.ts';
import { type KasRow, kasKurang, kasRecords, writeKas } from '../../lib/kas.ts';
import { authorize, recordOtorisasi, type TakenOtorisasi, takeOtorisasi } from '../../lib/otorisasi.ts';
import {
  lockPieces,
  openStockDay,
  piecesIn,
  recordMoves,
  scannedBarcodes,
  stateMessage,
} from '../barang/ledger.service.ts';
import { lockMember, saldoPoin } from '../member/poin.ts';
import { linkTukar, lockTukar, releaseTukar } from '../pembelian/tukar.ts';
import { linkPesananAmbil, lockPesananAmbil, releasePesananAmbil } from '../pesanan/ambil.ts';

type Actor = { kode_toko: string; user_id: string };

type PieceRow = {
  id: string;
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
  kode_baki: string;
  berat: string;
  status: BarangStatus;
  kadar: string;
  kadar_cetak: string;
  nama_atribut: string;
  berat_atribut: string;
  ongkos: number;
  harga_atribut: number;
  harga_jual: number;
  harga_modal: number;
  perolehan: string;
  harga_gram: number;
  modal_gram: number;
  jenis_group: string;
  ada_group: boolean;
};

/** A piece whose group no longer exists in this store's master cannot be priced (422, never a 500). */
export const groupHilang = (barcode: string, kodeGroup: string) =>
  `Group ${kodeGroup} Barang ${barcode} Tidak Ditemukan Di Master Group`;

async function one<T>(tx: Tx | Db, q: ReturnType<typeof sql>): Promise<T | undefined> {
  return (await tx.execute(q)).rows[0] as T | undefined;
}

export async function pembulatanOf(tx: Tx | Db, kodeToko: string): Promise<number> {
  const r = await one<{ value: string }>(
    tx,
    sql`SELECT value FROM para_system WHERE kode_toko = ${kodeToko} AND key = 'PEMBULATAN'`,
  );
  return Number(r?.value ?? 500) || 500;
}

const KURS_DEFAULT = Number(SETTINGS_SYSTEM.fields.find((f) => f.key === 'KURS_USD')?.default ?? 0);

/** The store's USD rate (system parameter KURS_USD): what a dollar is worth at this counter without a supervisor. */
export async function kursUsdOf(tx: Tx | Db, kodeToko: string): Promise<number> {
  const r = await one<{ value: string }>(
    tx,
    sql`SELECT value FROM para_system WHERE kode_toko = ${kodeToko} AND key = 'KURS_USD'`,
  );
  return Number(r?.value ?? KURS_DEFAULT) || KURS_DEFAULT;
}

/** Cost of a piece: its own cost if recorded, else its weight at the group's cost per gram on the day of sale. */
const modalOf = (r: PieceRow) => (r.harga_modal > 0 ? r.harga_modal : hargaEmasGram(r.berat, r.modal_gram));

/** Messages of a sale touching a piece reserved by a down payment (Bayar DP). */
export const MSG_TITIP_DP = {
  bukanTitipan: (barcode: string, noTitip: string) =>
    `Barcode ${barcode} Sudah Dipesan Dengan Titipan ${noTitip}, Hanya Dapat Dijual Dengan Memakai Titipan Tersebut`,
  semuaBarang: (noTitip: string, barcode: string) =>
    `Titipan ${noTitip} Juga Memesan Barcode ${barcode}: Semua Barang Yang Dipesan Harus Dijual Bersama`,
};

/** The down payments (still open) that reserve these pieces, with the price each fixed. */
async function reservedBy(tx: Tx, kodeToko: string, ids: string[]) {
  if (!ids.length) return new Map<string, { no_titip: string; harga: number }>();
  const rows = (
    await tx.execute(sql`SELECT barang_id, no_titip, harga FROM titipan_barang
      WHERE kode_toko = ${kodeToko} AND status = 'DIPESAN' AND barang_id = ANY(${sql.param(ids)}::uuid[])`)
  ).rows as { barang_id: string; no_titip: string; harga: string }[];
  return new Map(rows.map((r) => [r.barang_id, { no_titip: r.no_titip, harga: Number(r.harga) }]));
}

export function createPenjualanService(db: Db) {
  async function get(kodeToko: string, no: string) {
    const head = await one<Record<string, unknown>>(
      db,
      sql`
      SELECT p.*, p.total_berat::float8 AS total_berat, s.nama_sales, m.nama_marketplace
        FROM penjualan p
        LEFT JOIN master_sales s ON s.kode_toko = p.kode_toko AND s.kode_sales = p.kode_sales
        LEFT JOIN master_marketplace m ON m.kode_toko = p.kode_toko AND m.kode_marketplace = p.kode_marketplace
       WHERE p.kode_toko = ${kodeToko} AND p.no_faktur_group = ${no}`,
    );
    if (!head) throw notFound(`No Faktur ${no} Tidak Ditemukan`);
    const items = await db.execute(sql`
      SELECT no_faktur_jual, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, berat::float8 AS berat,
             kadar::float8 AS kadar, kadar_cetak, nama_atribut, berat_atribut::float8 AS berat_atribut, harga_gram, ongkos,
             harga_atribut, harga_hitung, harga_total, status
        FROM penjualan_detail WHERE kode_toko = ${kodeToko} AND no_faktur_group = ${no} ORDER BY no_faktur_jual`);
    const payments = await db.execute(sql`
      SELECT b.seq, b.jenis, b.jumlah, b.no_rekening, r.nama_rekening, r.kode_bank, b.no_kartu, b.fee, b.usd::float8 AS usd, b.kurs,
             b.no_titip, b.no_ref
        FROM penjualan_bayar b LEFT JOIN master_rekening r ON r.kode_toko = b.kode_toko AND r.no_rekening = b.no_rekening
       WHERE b.kode_toko = ${kodeToko} AND b.no_faktur_group = ${no} ORDER BY b.seq`);
    return { ...head, items: items.rows, payments: payments.rows } as z.output<typeof saleRecordSchema>;
  }

  type PreSale = {
    tgl_system: string;
    sales_aktif: boolean | null;
    member: { nama_member: string; no_hp: string; alamat: string } | null;
    fee_persen: string | null;
    pembulatan: string | null;
    kurs_usd: string | null;
    harga_24k: number | null;
    poin: { nominal: number; nilai_poin: number } | null;
  };

  /**
   * The sale's writes in ONE statement, which also takes the invoice number: the counter row (the one lock every
   * cashier of the store shares) is taken by this statement, after everything that can refuse the sale was checked,
   * and held only for it and the COMMIT sent with it — never while Node prepares a next statement. Taken inside the transaction as before:
   * a rolled-back sale gives its number back. Answers the record `get` reads (head, items, payments).
   * The statement lives in a PL/pgSQL function (migration 0026_penjualan_write.sql): prepared once per connection
   * there, instead of parsed and planned on every sale. Its 24 arguments are `values` below, in order.
   */
  // The change a sale pays out of the drawer (net of the cash it takes in) is checked first, in the same statement
  // (kilau_kas_cukup in FROM runs before the write), as every payout is.
  const SALE_WRITE = `SELECT kilau_penjualan_write(${Array.from({ length: 24 }, (_, i) => `$${i + 1}`).join(', ')}) AS j FROM kilau_kas_cukup($1, $2, $21)`;

  // A retried submit (same Idempotency-Key) is answered once by the request's write transaction (idempotency plugin).
  async function create(a: Actor, input: SaleInput) {
    // in the request's write transaction (the key row, the sale and its answer commit together): inWriteTx
    return inWriteTx(db, async (tx, client) => {
      // What the sale reads, in one round trip (migration 0028_penjualan_baca.sql): the store's day and settings (its
      // row held FOR SHARE: a close waits for the sale) and the scanned pieces, locked in barcode order with their
      // group's price and the orders naming them. A piece reserved by a down payment (Bayar DP, status TITIP) is sold
      // only by a sale drawing that deposit.
      const wanted = scannedBarcodes(input.items.map((i) => i.kode_barcode));
      const readJson = (
        await client.query<{ j: string | null }>({
          name: statementName('penjualan-baca'),
          text: 'SELECT kilau_penjualan_baca($1, $2, $3, $4, $5) AS j',
          values: [a.kode_toko, input.kode_sales, input.kode_member ?? '', input.kode_marketplace ?? '', wanted],
        })
      ).rows[0]?.j;
      const read = readJson
        ? (JSON.parse(readJson) as { pre: PreSale; pieces: (PieceRow & { pesanan: string[] | null })[] })
        : null;
      const pre = read?.pre;
      if (!pre) throw new AppError(404, 'Toko Tidak Ditemukan');
      const ctx = { kode_toko: a.kode_toko, user_id: a.user_id, tanggal: pre.tgl_system };
      if (!pre.sales_aktif) throw unprocessable(`Sales ${input.kode_sales} Tidak Ditemukan`);
      let customer = { nama: input.nama_customer, hp: input.no_hp, alamat: input.alamat_customer };
      if (input.kode_member) {
        const m = pre.member;
        if (!m) throw unprocessable(`Member ${input.kode_member} Tidak Ditemukan`);
        customer = {
          nama: customer.nama || m.nama_member,
          hp: customer.hp || m.no_hp,
          alamat: customer.alamat || m.alamat,
        };
      }
      let feePersen = '0';
      if (input.kode_marketplace) {
        if (pre.fee_persen === null) throw unprocessable(`Marketplace ${input.kode_marketplace} Tidak Ditemukan`);
        feePersen = pre.fee_persen;
      }
      const locked = await piecesIn(tx, wanted, read?.pieces ?? [], ['STOCK', 'TITIP']);
      const reserved = await reservedBy(
        tx,
        a.kode_toko,
        locked.filter((p) => p.status === 'TITIP').map((p) => p.id),
      );
      // A piece whose group is gone from the master has no price: refuse it by name rather than fail.
      const orphan = locked.find((r) => !r.ada_group);
      if (orphan) throw unprocessable(groupHilang(orphan.kode_barcode, orphan.kode_group));
      const byCode = new Map(locked.map((r) => [r.kode_barcode, r]));
      const step = Number(pre.pembulatan ?? 500) || 500;
      const h24 = pre.harga_24k ?? 0;
      const lines = locked.map((p, i) => {
        const r = byCode.get(p.kode_barcode) as PieceRow;
        // a reserved piece is sold at the price fixed when its DP was paid
        const hitung = reserved.get(p.id)?.harga ?? hargaBarang(r, step);
        const asked = input.items[i]?.harga_total;
        return { r, hitung, harga: asked ?? hitung };
      });
      const changed = lines.filter((l) => l.harga !== l.hitung);
      const total = lines.reduce((n, l) => n + l.harga, 0);

      // payments, checked to the rupiah by the shared rules (payment.rules.ts). Dollars are worth the store's rate
      // (KURS_USD) unless a supervisor approved another one for that line; the change is always paid in rupiah.
      const kursToko = Number(pre.kurs_usd ?? KURS_DEFAULT) || KURS_DEFAULT;
      const pays = input.payments.map((line) => {
        const p = ownFields(line);
        if (p.jenis !== 'USD') return p;
        const kurs = p.kurs || kursToko;
        return { ...p, kurs, jumlah: usdToRupiah(p.usd, kurs) };
      });
      const bill = paymentTotals(total, pays);
      const refusal = paymentRefusal(bill);
      if (refusal) throw unprocessable(refusal.message, refusal.kurang ? { kurang: refusal.kurang } : undefined);
      const { paid, kembalian } = bill;

      // Everything that can refuse the sale is checked before the invoice number is taken: the number's
      // counter row is the one lock all cashiers of the store share, so it is held only for the inserts.
      // A changed price needs a grant that approved exactly these pieces at exactly these prices.
      if (changed.length && !input.otorisasi) throw unprocessable('Perubahan Harga Memerlukan Otorisasi Supervisor');
      const supervisor = changed.length
        ? await takeOtorisasi(tx, a, input.otorisasi, 'UBAH_HARGA', '', {
            items: changed.map((l) => ({ kode_barcode: l.r.kode_barcode, harga_baru: l.harga })),
          })
        : undefined;
      // A USD line at another rate needs its own grant, approving exactly that rate.
      const lineGrants: { g: TakenOtorisasi; detail: Record<string, unknown>; kurs?: number }[] = [];
      for (const p of pays) {
        const need = lineOtorisasi(p, kursToko);
        if (need === 'UBAH_KURS') {
          if (!p.otorisasi) throw unprocessable(PAYMENT_MSG.kursBeda(p.kurs, kursToko));
          const g = await takeOtorisasi(tx, a, p.otorisasi, 'UBAH_KURS', '', { kurs_baru: p.kurs });
          lineGrants.push({ g, detail: { kurs_lama: kursToko, kurs_baru: p.kurs, usd: p.usd } });
        }
      }
      // a trade-in line is paid by a real trade-in purchase of today, locked so it pays this sale only
      const tukar = await lockTukar(
        tx,
        ctx,
        pays.filter((p) => p.jenis === 'TUKAR'),
      );
      // an order's finished pieces are picked up by this sale, its DP paying once (PESANAN line, issue 13)
      const pesanan = await lockPesananAmbil(
        tx,
        ctx,
        pays,
        locked.map((p) => p.id),
        locked.flatMap((p) => p.pesanan ?? []),
      );
      const accounts = [...new Set(pays.filter((p) => needsRekening(p.jenis)).map((p) => p.no_rekening))];
      if (accounts.length) {
        const found = await tx.execute(sql`SELECT no_rekening FROM master_rekening
          WHERE kode_toko = ${a.kode_toko} AND no_rekening = ANY(${sql.param(accounts)}::text[]) AND status_aktif`);
        const ok = new Set((found.rows as { no_rekening: string }[]).map((r) => r.no_rekening));
        const missing = accounts.find((x) => !ok.has(x));
        if (missing) throw unprocessable(PAYMENT_MSG.rekeningTidakAda(missing));
      }
      // A deposit may pay in several lines: its draws are summed and checked against its balance once, and the
      // deposits are locked in key order (as pieces are), so two sales drawing the same deposits never deadlock.
      const draws = new Map<string, number>();
      for (const p of pays) if (p.jenis === 'TITIPAN') draws.set(p.no_titip, (draws.get(p.no_titip) ?? 0) + p.jumlah);
      const deposits = [...draws.keys()].sort();
      for (const p of locked) {
        const rsv = reserved.get(p.id);
        if (p.status === 'TITIP' && !rsv) throw unprocessable(stateMessage(p));
        if (rsv && !draws.has(rsv.no_titip))
          throw unprocessable(MSG_TITIP_DP.bukanTitipan(p.kode_barcode, rsv.no_titip));
      }
      // a down payment is settled for all the pieces it reserves at once: none is left reserved by a spent deposit
      if (deposits.length) {
        const ids = new Set(locked.map((p) => p.id));
        const left = (
          await tx.execute(sql`SELECT no_titip, barang_id, kode_barcode FROM titipan_barang
            WHERE kode_toko = ${a.kode_toko} AND status = 'DIPESAN' AND no_titip = ANY(${sql.param(deposits)}::text[])
            ORDER BY no_titip, kode_barcode`)
        ).rows as { no_titip: string; barang_id: string; kode_barcode: string }[];
        const missing = left.find((r) => !ids.has(r.barang_id));
        if (missing) throw unprocessable(MSG_TITIP_DP.semuaBarang(missing.no_titip, missing.kode_barcode));
      }
      for (const no of deposits) {
        const t = await one<{ sisa: number; status: string }>(
          tx,
          sql`SELECT jumlah - terpakai - dikembalikan AS sisa, status FROM titipan
            WHERE kode_toko = ${a.kode_toko} AND no_titip = ${no} FOR UPDATE`,
        );
        if (!t) throw unprocessable(PAYMENT_MSG.titipanTidakAda(no));
        if (t.status !== 'AKTIF') throw unprocessable(PAYMENT_MSG.titipanTidakAktif(no));
        if ((draws.get(no) ?? 0) > t.sisa) throw unprocessable(PAYMENT_MSG.sisaTitipan(no, t.sisa));
      }
      const totalBerat = fromMg(lines.reduce((n, l) => n + toMg(l.r.berat), 0));
      let poin = 0;
      if (input.kode_member && pre.poin) poin = poinDari(total, pre.poin.nominal, pre.poin.nilai_poin);

      // Everything above could refuse the sale; from here on it is written. The number is taken by the write itself.
      const detail = lines.map((l, i) => ({
        sfx: String(i + 1).padStart(2, '0'),
        barang_id: l.r.id,
        kode_barcode: l.r.kode_barcode,
        nama_barang: l.r.nama_barang,
        kode_group: l.r.kode_group,
        kode_dept: l.r.kode_dept,
        kode_gudang: l.r.kode_gudang,
        kode_baki: l.r.kode_baki,
        berat: l.r.berat,
        kadar: l.r.kadar,
        kadar_cetak: l.r.kadar_cetak,
        nama_atribut: l.r.nama_atribut,
        berat_atribut: l.r.berat_atribut,
        harga_gram: l.r.harga_gram,
        ongkos: l.r.ongkos,
        harga_atribut: l.r.harga_atribut,
        harga_hitung: l.hitung,
        harga_total: l.harga,
        harga_modal: modalOf(l.r),
        perolehan: l.r.perolehan,
      }));
      const bayar = pays.map((p, i) => ({ ...p, seq: i + 1, usd: String(p.usd) }));
      const kasRows: KasRow[] = [];
      for (const p of pays) {
        if (p.jenis === 'CASH') {
          kasRows.push({
            jenis: 'MASUK',
            kategori: 'PENJUALAN',
            deskripsi: 'PENJUALAN CASH',
            jumlah: p.jumlah,
            no_reff: '',
          });
        } else if (p.jenis === 'USD') {
          // dollars are their own line (kategori USD): the rupiah value, with the dollars and the rate
          kasRows.push({
            jenis: 'MASUK',
            kategori: 'USD',
            deskripsi: 'PENJUALAN USD',
            keterangan: `USD ${p.usd} X RP ${formatRupiah(p.kurs)}`,
            jumlah: p.jumlah,
            no_reff: '',
          });
        } else if (p.jenis === 'TUKAR') {
          // The trade-in pays the sale with the value of the customer's gold: the sale is paid (in) and that value
          // is paid for the gold taken (out), so the till's cash is unchanged but the trade-in is visible.
          const ref = p.no_ref ? `REF ${p.no_ref}` : '';
          kasRows.push(
            {
              jenis: 'MASUK',
              kategori: 'TUKAR',
              deskripsi: 'PEMBAYARAN TUKAR',
              keterangan: ref,
              jumlah: p.jumlah,
              no_reff: '',
            },
            {
              jenis: 'KELUAR',
              kategori: 'TUKAR',
              deskripsi: 'TUKAR BARANG CUSTOMER',
              keterangan: ref,
              jumlah: p.jumlah,
              no_reff: '',
            },
          );
        } else if (p.jenis !== 'TITIPAN' && p.jenis !== 'PESANAN') {
          // a deposit or an order's DP came into the cash book when it was paid: drawing it writes no cash row
          kasRows.push({
            jenis: 'MASUK',
            kategori: 'PENJUALAN',
            deskripsi: `PENJUALAN ${p.jenis}`,
            no_rekening: p.no_rekening,
            jumlah: p.jumlah,
            fee: p.fee,
            no_reff: '',
          });
        }
      }
      if (kembalian > 0) {
        kasRows.push({
          jenis: 'KELUAR',
          kategori: 'PENJUALAN',
          deskripsi: 'KEMBALIAN PENJUALAN',
          jumlah: kembalian,
          no_reff: '',
        });
      }
      const kasList = kasRecords(kasRows).map(({ no_reff: _, ...k }) => k);
      // The rarer links of a sale (trade-ins, orders picked up, deposits, supervisor grants) are written after the
      // sale, with its number; without them the sale is complete in its one statement.
      const more = tukar.length > 0 || pesanan.length > 0 || reserved.size > 0 || deposits.length > 0 || !!supervisor;
      const rtx = currentRequestTx();
      const values: unknown[] = [
        a.kode_toko,
        ctx.tanggal,
        formatDocNumber(a.kode_toko, 'FJ', ctx.tanggal, 0).slice(0, -4),
        input.kode_sales,
        input.kode_member,
        customer.nama || 'UMUM',
        customer.hp,
        customer.alamat,
        input.kode_marketplace,
        feePersen,
        lines.length,
        totalBerat,
        total,
        paid,
        kembalian,
        poin,
        a.user_id,
        h24,
        JSON.stringify(detail),
        JSON.stringify(bayar),
        JSON.stringify(kasList),
        locked.map((p) => p.id),
        rtx?.keyRow?.key ?? null,
        MSG.saveOk,
      ];
      // Without more to write, the COMMIT goes in the same message as the write: PostgreSQL releases the invoice
      // counter the moment the write is done (writeDocument).
      const j = await writeDocument(client, {
        name: 'penjualan-write',
        text: SALE_WRITE,
        values,
        commitWith: !more && !lineGrants.length,
      }).catch((e: unknown) => {
        throw kasKurang(e) ?? e;
      });
      const head = JSON.parse(j) as z.output<typeof saleRecordSchema>;
      const noGroup = head.no_faktur_group;
      // the rarer links of a sale (trade-ins, orders picked up, deposits, supervisor grants) follow in the same
      // transaction
      await linkTukar(tx, a.kode_toko, tukar, noGroup);
      await linkPesananAmbil(tx, ctx, pesanan, noGroup);
      if (reserved.size) {
        await tx.execute(sql`UPDATE titipan_barang SET status = 'TERJUAL', no_penjualan = ${noGroup}
          WHERE kode_toko = ${a.kode_toko} AND status = 'DIPESAN' AND barang_id = ANY(${sql.param([...reserved.keys()])}::uuid[])`);
      }
      // the deposits' money came into the cash book when they were left: a draw writes no cash row
      for (const no of deposits) {
        const d = draws.get(no) ?? 0;
        await tx.execute(sql`UPDATE titipan SET terpakai = terpakai + ${d},
            status = CASE WHEN terpakai + ${d} >= jumlah THEN 'TERPAKAI' ELSE status END
          WHERE kode_toko = ${a.kode_toko} AND no_titip = ${no}`);
      }
      if (supervisor) {
        await recordOtorisasi(tx, ctx, supervisor, noGroup, {
          items: changed.map((l) => ({ kode_barcode: l.r.kode_barcode, harga_lama: l.hitung, harga_baru: l.harga })),
        });
      }
      for (const l of lineGrants) await recordOtorisasi(tx, ctx, l.g, noGroup, l.detail);
      return head;
    });
  }

  async function cancel(a: Actor, no: string, o: OtorisasiRef) {
    await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      const h = await one<{
        status: string;
        status_valid: string;
        kode_member: string;
        poin: number;
        kembalian: number;
      }>(
        tx,
        sql`
        SELECT status, status_valid, kode_member, poin, kembalian FROM penjualan WHERE kode_toko = ${a.kode_toko} AND no_faktur_group = ${no} FOR UPDATE`,
      );
      if (!h) throw notFound(`No Faktur ${no} Tidak Ditemukan`);
      if (h.status === 'BATAL') throw unprocessable(`Penjualan ${no} Sudah Dibatalkan`);
      if (h.status_valid === 'DONE') throw unprocessable(`Penjualan ${no} Sudah Divalidasi, Tidak Dapat Dibatalkan`);
      // The points the sale earned all go back; when the member no longer has them (spent on a gift) the sale
      // cannot be cancelled (issue 25 item 4). Checked under the member's lock, which every exchange takes first.
      const earned = Number(h.poin);
      if (earned > 0 && h.kode_member) {
        await lockMember(tx, a.kode_toko, h.kode_member);
        const refusal = batalJualRefusal(no, await saldoPoin(tx, a.kode_toko, h.kode_member), earned);
        if (refusal) throw unprocessable(refusal);
      }
      const g = await authorize(tx, ctx, o, 'BATAL_JUAL', no);
      // the trade-in purchases stay (their gold is the shop's), now paid to the customer in cash
      await releaseTukar(tx, ctx, no);
      await releasePesananAmbil(tx, a.kode_toko, no);
      const items = (
        await tx.execute(sql`SELECT kode_barcode, kode_gudang, kode_baki FROM penjualan_detail
        WHERE kode_toko = ${a.kode_toko} AND no_faktur_group = ${no} ORDER BY no_faktur_jual`)
      ).rows as { kode_barcode: string; kode_gudang: string; kode_baki: string }[];
      const pieces = await lockPieces(
        tx,
        a.kode_toko,
        items.map((i) => i.kode_barcode),
        ['TERJUAL'],
      );
      // A piece a down payment had reserved is reserved again while its deposit is still open (the draw comes back
      // below); if the deposit was closed meanwhile, it goes back to its tray.
      const dpPieces = new Map(
        (
          (
            await tx.execute(sql`SELECT tb.barang_id, tb.no_titip, t.status FROM titipan_barang tb
              JOIN titipan t ON t.kode_toko = tb.kode_toko AND t.no_titip = tb.no_titip
             WHERE tb.kode_toko = ${a.kode_toko} AND tb.no_penjualan = ${no} AND tb.status = 'TERJUAL'`)
          ).rows as { barang_id: string; no_titip: string; status: string }[]
        ).map((r) => [r.barang_id, r]),
      );
      // back to the tray each piece was sold from
      for (const p of pieces) {
        const from = items.find((i) => i.kode_barcode === p.kode_barcode);
        const dp = dpPieces.get(p.id);
        if (dp) {
          const again = dp.status === 'AKTIF' || dp.status === 'TERPAKAI';
          await tx.execute(sql`UPDATE titipan_barang SET status = ${again ? 'DIPESAN' : 'DILEPAS'}, no_penjualan = ''
            WHERE kode_toko = ${a.kode_toko} AND no_titip = ${dp.no_titip} AND barang_id = ${p.id}`);
          if (again) {
            await recordMoves(tx, ctx, [p], {
              jenis: 'BATAL_JUAL',
              status: 'TITIP',
              no_ref: dp.no_titip,
              keterangan: `BATAL ${no}`,
            });
            continue;
          }
        }
        await recordMoves(tx, ctx, [p], {
          jenis: 'BATAL_JUAL',
          status: 'STOCK',
          kode_gudang: from?.kode_gudang,
          kode_baki: from?.kode_baki,
          no_ref: no,
          keterangan: `BATAL ${no}`,
        });
      }
      // Every cash-book line of the sale is reversed per account and kind: dollars go back as dollars, the change
      // comes back as rupiah, a trade-in's in and out cancel out.
      const kasIn = (
        await tx.execute(sql`SELECT no_rekening, kategori, sum(jumlah_in - jumlah_out)::bigint AS net FROM kas
        WHERE kode_toko = ${a.kode_toko} AND no_reff = ${no} GROUP BY no_rekening, kategori ORDER BY kategori, no_rekening`)
      ).rows as { no_rekening: string; kategori: string; net: number }[];
      await writeKas(
        tx,
        ctx,
        kasIn
          .filter((k) => Number(k.net) !== 0)
          .map((k) => ({
            jenis: Number(k.net) > 0 ? ('KELUAR' as const) : ('MASUK' as const),
            kategori: k.kategori,
            deskripsi: 'BATAL PENJUALAN',
            no_rekening: k.no_rekening,
            jumlah: Math.abs(Number(k.net)),
            no_reff: no,
            keterangan: g.alasan,
          })),
      );
      // What this sale drew from each deposit goes back to the customer, never more than the deposit still shows
      // as drawn. A deposit still open gets it back as balance (AKTIF again). A refunded deposit stays closed: the
      // customer already took its remainder, so the cancelled draw is paid out in cash now (as the refund was),
      // with its cash-book row, and recorded as paid back — it never becomes spendable again.
      const tt = (
        await tx.execute(sql`SELECT b.no_titip, sum(b.jumlah)::bigint AS jumlah FROM penjualan_bayar b
        WHERE b.kode_toko = ${a.kode_toko} AND b.no_faktur_group = ${no} AND b.jenis = 'TITIPAN'
        GROUP BY b.no_titip ORDER BY b.no_titip`)
      ).rows as { no_titip: string; jumlah: number }[];
      for (const d of tt) {
        const t = await one<{ terpakai: number; status: string; no_rekening: string; nama_customer: string }>(
          tx,
          sql`SELECT terpakai, status, no_rekening, nama_customer FROM titipan
          WHERE kode_toko = ${a.kode_toko} AND no_titip = ${d.no_titip} FOR UPDATE`,
        );
        if (!t) continue;
        const back = Math.min(Number(d.jumlah), Number(t.terpakai));
        if (back <= 0) continue;
        if (t.status === 'KEMBALI') {
          await tx.execute(sql`UPDATE titipan SET terpakai = terpakai - ${back}, dikembalikan = dikembalikan + ${back}
            WHERE kode_toko = ${a.kode_toko} AND no_titip = ${d.no_titip}`);
          await writeKas(tx, ctx, [
            {
              jenis: 'KELUAR',
              kategori: 'TITIPAN',
              deskripsi: `PENGEMBALIAN TITIPAN ${t.nama_customer}`,
              no_rekening: t.no_rekening,
              jumlah: back,
              no_reff: d.no_titip,
              keterangan: `BATAL ${no}`,
            },
          ]);
        } else {
          await tx.execute(sql`UPDATE titipan SET terpakai = terpakai - ${back}, status = 'AKTIF'
            WHERE kode_toko = ${a.kode_toko} AND no_titip = ${d.no_titip}`);
        }
      }
      // the points the sale earned go back, all of them (checked above, the member still locked)
      if (earned > 0 && h.kode_member) {
        await tx.execute(sql`INSERT INTO poin_ledger (kode_toko, kode_member, tanggal, jenis, poin, no_ref)
          VALUES (${a.kode_toko}, ${h.kode_member}, ${ctx.tanggal}, 'BATAL_JUAL', ${-earned}, ${no})`);
      }
      await tx.execute(
        sql`UPDATE penjualan_detail SET status = 'BATAL' WHERE kode_toko = ${a.kode_toko} AND no_faktur_group = ${no}`,
      );
      await tx.execute(sql`UPDATE penjualan SET status = 'BATAL', batal_alasan = ${g.alasan}, batal_by = ${a.user_id},
          batal_otorisasi = ${g.approved_by}, batal_at = now() WHERE kode_toko = ${a.kode_toko} AND no_faktur_group = ${no}`);
    });
    return get(a.kode_toko, no);
  }

  /** One page of the sales of a date range (newest first) with how many match and the totals of every match. */
  async function page(
    kodeToko: string,
    q: {
      tgl_from: string;
      tgl_to: string;
      q?: string;
      kode_sales?: string;
      status?: string;
      status_valid?: string;
      skip: number;
      limit: number;
    },
  ): Promise<SalePage> {
    const text = q.q?.trim().toUpperCase();
    const where = sql`p.kode_toko = ${kodeToko} AND p.tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to}
         ${q.kode_sales ? sql`AND p.kode_sales = ${q.kode_sales}` : sql``}
         ${q.status ? sql`AND p.status = ${q.status}` : sql``}
         ${q.status_valid ? sql`AND p.status_valid = ${q.status_valid}` : sql``}
         ${
           text
             ? sql`AND (p.no_faktur_group LIKE ${`%${text}%`} OR p.nama_customer LIKE ${`%${text}%`} OR p.no_hp LIKE ${`%${text}%`}
                   OR EXISTS (SELECT 1 FROM penjualan_detail d WHERE d.kode_toko = p.kode_toko AND d.no_faktur_group = p.no_faktur_group AND d.kode_barcode LIKE ${`%${text}`}))`
             : sql``
         }`;
    const rows = await db.execute(sql`
      SELECT p.no_faktur_group, p.tanggal, p.created_at, p.kode_sales, p.kode_member, p.nama_customer, p.no_hp, p.kode_marketplace,
             p.jumlah_barang, p.total_berat::float8 AS total_berat, p.total_harga, p.total_bayar, p.kembalian, p.status,
             p.status_valid, p.valid_by, p.input_by, p.batal_alasan
        FROM penjualan p WHERE ${where}
       ORDER BY p.created_at DESC, p.no_faktur_group DESC LIMIT ${q.limit} OFFSET ${q.skip}`);
    const sum = (
      await db.execute(sql`
      SELECT count(*)::int AS count, count(*) FILTER (WHERE p.status = 'AKTIF')::int AS aktif,
             coalesce(sum(p.total_berat) FILTER (WHERE p.status = 'AKTIF'), 0)::float8 AS berat,
             coalesce(sum(p.total_harga) FILTER (WHERE p.status = 'AKTIF'), 0)::bigint AS harga
        FROM penjualan p WHERE ${where}`)
    ).rows[0] as { count: number; aktif: number; berat: number; harga: number };
    return {
      data: rows.rows as SalePage['data'],
      count: sum.count,
      summary: { aktif: sum.aktif, berat: sum.berat, harga: sum.harga },
    };
  }

  async function validate(a: Actor, nomor: string[]) {
    const res = await db.execute(sql`
      UPDATE penjualan SET status_valid = 'DONE', valid_by = ${a.user_id}, valid_at = now()
       WHERE kode_toko = ${a.kode_toko} AND no_faktur_group = ANY(${sql.param(nomor)}::text[]) AND status_valid = 'OPEN'
       RETURNING no_faktur_group`);
    return { jumlah: res.rows.length };
  }

  return { create, get, page, cancel, validate };
}
