/**
 * Repairs (service, DOMAIN.md "service", issue 13). Taking one in is one transaction: the items with their fees, the
 * store's surcharge % (system parameter PERSEN_SERVICE, copied onto the service), the amount paid now checked by the
 * sales counter's payment rules and written to the cash book, and a `<kode_toko>-SV-YYMMDD-NNNN` number. A retried
 * submit (same Idempotency-Key) answers the first service (idempotency plugin). Its state moves by the domain's state
 * machine: SELESAI, then DIAMBIL with the rest paid by payment lines, or BATAL with a supervisor's grant that gives
 * back, through the cash book, all the money the service took.
 */
import {
  type AmbilServiceInput,
  assertTransition,
  fromMg,
  MSG_SERVICE,
  needsRekening,
  type OtorisasiRef,
  PAYMENT_MSG,
  PERSEN_SERVICE_KEY,
  type PesananBayarInput,
  paymentRefusal,
  paymentTotals,
  persenMilli,
  SERVICE_TRANSITIONS,
  SETTINGS_SYSTEM,
  type ServiceAksi,
  type ServiceDoc,
  type ServiceInput,
  type ServiceListQuery,
  type ServiceRow,
  type ServiceStatus,
  sisaService,
  toMg,
  totalService,
} from '@kilau/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { nextDocNumber } from '../../lib/doc-number.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { type KasRow, writeKas } from '../../lib/kas.ts';
import { authorize } from '../../lib/otorisasi.ts';
import { openStockDay } from '../barang/ledger.service.ts';

type Actor = { kode_toko: string; user_id: string };
type Ctx = { kode_toko: string; tanggal: string; user_id: string };

async function one<T>(tx: Tx | Db, q: SQL): Promise<T | undefined> {
  return (await tx.execute(q)).rows[0] as T | undefined;
}

/** The store's service surcharge %, as typed on /settingsystem (the default when unset or not a percentage). */
export async function persenServiceOf(tx: Tx | Db, kodeToko: string): Promise<string> {
  const r = await one<{ value: string }>(
    tx,
    sql`SELECT value FROM para_system WHERE kode_toko = ${kodeToko} AND key = ${PERSEN_SERVICE_KEY}`,
  );
  const fallback = SETTINGS_SYSTEM.fields.find((f) => f.key === PERSEN_SERVICE_KEY)?.default ?? '0';
  const v = (r?.value ?? fallback).trim().replace(',', '.');
  const milli = persenMilli(v);
  return milli === undefined || milli > 100_000 ? fallback : v;
}

const HEAD = sql`
  v.no_service, v.tanggal::text AS tanggal, v.kode_sales, s.nama_sales, v.kode_member, v.nama_customer, v.no_hp,
  v.alamat_customer, v.kode_tukang, t.nama_tukang, v.keterangan, v.jumlah_barang, v.total_berat::text AS total_berat,
  v.subtotal::bigint AS subtotal, v.persen_tambahan::float8::text AS persen_tambahan,
  v.biaya_tambahan::bigint AS biaya_tambahan, v.total::bigint AS total, v.dp::bigint AS dp,
  v.kembalian::bigint AS kembalian, v.pelunasan::bigint AS pelunasan, v.kembalian_ambil::bigint AS kembalian_ambil,
  v.uang_kembali::bigint AS uang_kembali, v.status, v.status_valid, v.tgl_selesai::text AS tgl_selesai,
  v.tgl_ambil::text AS tgl_ambil, v.batal_alasan, v.batal_by, v.batal_otorisasi, v.input_by,
  to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
  FROM service v
  LEFT JOIN master_sales s ON s.kode_toko = v.kode_toko AND s.kode_sales = v.kode_sales
  LEFT JOIN master_tukang t ON t.kode_toko = v.kode_toko AND t.kode_tukang = v.kode_tukang`;

const n = (v: unknown) => Number(v);
function headRow(r: Record<string, unknown>): ServiceRow {
  const open = r.status === 'MASUK' || r.status === 'SELESAI';
  return <ServiceRow>{
    ...r,
    jumlah_barang: n(r.jumlah_barang),
    subtotal: n(r.subtotal),
    biaya_tambahan: n(r.biaya_tambahan),
    total: n(r.total),
    dp: n(r.dp),
    kembalian: n(r.kembalian),
    pelunasan: n(r.pelunasan),
    kembalian_ambil: n(r.kembalian_ambil),
    uang_kembali: n(r.uang_kembali),
    sisa: open ? sisaService(n(r.total), n(r.dp) + n(r.pelunasan)) : 0,
  };
}

/** The service row locked for an action, refused by the state machine when the action does not fit its state. */
async function lockFor(tx: Tx, kodeToko: string, no: string, aksi: ServiceAksi) {
  const h = await one<{ status: ServiceStatus; total: string; dp: string; pelunasan: string; nama_customer: string }>(
    tx,
    sql`SELECT status, total::bigint AS total, dp::bigint AS dp, pelunasan::bigint AS pelunasan, nama_customer
          FROM service WHERE kode_toko = ${kodeToko} AND no_service = ${no} FOR UPDATE`,
  );
  if (!h) throw notFound(`No Service ${no} Tidak Ditemukan`);
  assertTransition(SERVICE_TRANSITIONS, no, h.status, aksi);
  return { ...h, total: n(h.total), dp: n(h.dp), pelunasan: n(h.pelunasan) };
}

/** Payment lines checked like the sales counter's: they cover `amount`, non-cash never above it, accounts exist. */
async function checkPayments(tx: Tx, kodeToko: string, amount: number, payments: readonly PesananBayarInput[]) {
  const bill = paymentTotals(amount, payments);
  const refusal = paymentRefusal(bill);
  if (refusal) throw unprocessable(refusal.message, refusal.kurang ? { kurang: refusal.kurang } : undefined);
  const accounts = [...new Set(payments.filter((p) => needsRekening(p.jenis)).map((p) => p.no_rekening))];
  if (accounts.length) {
    const found = await tx.execute(sql`SELECT no_rekening FROM master_rekening
      WHERE kode_toko = ${kodeToko} AND no_rekening = ANY(${sql.param(accounts)}::text[]) AND status_aktif`);
    const ok = new Set((found.rows as { no_rekening: string }[]).map((r) => r.no_rekening));
    const missing = accounts.find((x) => !ok.has(x));
    if (missing) throw unprocessable(PAYMENT_MSG.rekeningTidakAda(missing));
  }
  return bill;
}

/** Stores the payment lines of one step (intake or pick-up) and writes them, with any change, to the cash book. */
async function recordPayments(
  tx: Tx,
  ctx: Ctx,
  no: string,
  tahap: 'MASUK' | 'AMBIL',
  payments: readonly PesananBayarInput[],
  kembalian: number,
  customer: string,
) {
  const last = await one<{ seq: number }>(
    tx,
    sql`SELECT COALESCE(max(seq), 0)::int AS seq FROM service_bayar WHERE kode_toko = ${ctx.kode_toko} AND no_service = ${no}`,
  );
  const pays = payments.map((p, i) => ({
    ...p,
    seq: (last?.seq ?? 0) + i + 1,
    no_rekening: needsRekening(p.jenis) ? p.no_rekening : '',
    no_kartu: p.jenis === 'DEBIT' || p.jenis === 'KREDIT' ? p.no_kartu : '',
    fee: needsRekening(p.jenis) ? p.fee : 0,
  }));
  if (pays.length) {
    await tx.execute(sql`
      INSERT INTO service_bayar (kode_toko, no_service, seq, tahap, tanggal, jenis, jumlah, no_rekening, no_kartu, fee)
      SELECT ${ctx.kode_toko}, ${no}, b.seq, ${tahap}, ${ctx.tanggal}, b.jenis, b.jumlah, b.no_rekening, b.no_kartu, b.fee
        FROM jsonb_to_recordset(${JSON.stringify(pays)}::jsonb) AS b(seq int, jenis text, jumlah bigint, no_rekening text,
             no_kartu text, fee bigint)`);
  }
  const what = tahap === 'MASUK' ? 'DP SERVICE' : 'PELUNASAN SERVICE';
  const rows: KasRow[] = pays.map((p) => ({
    jenis: 'MASUK',
    kategori: 'SERVICE',
    deskripsi: `${what} ${p.jenis}`,
    keterangan: customer,
    no_rekening: p.no_rekening,
    jumlah: p.jumlah,
    fee: p.fee,
    no_reff: no,
  }));
  if (kembalian > 0) {
    rows.push({ jenis: 'KELUAR', kategori: 'SERVICE', deskripsi: `KEMBALIAN ${what}`, jumlah: kembalian, no_reff: no });
  }
  await writeKas(tx, ctx, rows);
}

export function createServiceService(db: Db) {
  async function get(kodeToko: string, no: string): Promise<ServiceDoc> {
    const head = await one<Record<string, unknown>>(
      db,
      sql`SELECT ${HEAD} WHERE v.kode_toko = ${kodeToko} AND v.no_service = ${no}`,
    );
    if (!head) throw notFound(`No Service ${no} Tidak Ditemukan`);
    const items = await db.execute(sql`
      SELECT seq, nama_barang, berat::text AS berat, jumlah, ongkos::bigint AS ongkos, subtotal::bigint AS subtotal,
             deskripsi, foto <> '' AS ada_foto
        FROM service_detail WHERE kode_toko = ${kodeToko} AND no_service = ${no} ORDER BY seq`);
    const payments = await db.execute(sql`
      SELECT b.seq, b.tahap, b.tanggal::text AS tanggal, b.jenis, b.jumlah::bigint AS jumlah, b.no_rekening,
             r.nama_rekening, b.no_kartu, b.fee::bigint AS fee
        FROM service_bayar b LEFT JOIN master_rekening r ON r.kode_toko = b.kode_toko AND r.no_rekening = b.no_rekening
       WHERE b.kode_toko = ${kodeToko} AND b.no_service = ${no} ORDER BY b.seq`);
    return {
      ...headRow(head),
      items: (items.rows as Record<string, unknown>[]).map((r) => ({
        ...r,
        jumlah: n(r.jumlah),
        ongkos: n(r.ongkos),
        subtotal: n(r.subtotal),
      })) as ServiceDoc['items'],
      payments: (payments.rows as Record<string, unknown>[]).map((r) => ({
        ...r,
        jumlah: n(r.jumlah),
        fee: n(r.fee),
      })) as ServiceDoc['payments'],
    };
  }

  async function parameter(kodeToko: string) {
    const d = await one<{ tgl_system: string }>(
      db,
      sql`SELECT tgl_system::text AS tgl_system FROM stores WHERE kode_toko = ${kodeToko}`,
    );
    return { tanggal: d?.tgl_system ?? '', persen_tambahan: await persenServiceOf(db, kodeToko) };
  }

  async function checkTukang(tx: Tx, kodeToko: string, kode: string) {
    const t = await one<{ ok: boolean }>(
      tx,
      sql`SELECT status_aktif AS ok FROM master_tukang WHERE kode_toko = ${kodeToko} AND kode_tukang = ${kode}`,
    );
    if (!t?.ok) throw unprocessable(`Tukang ${kode} Tidak Ditemukan`);
  }

  async function create(a: Actor, input: ServiceInput) {
    const no = await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      const sales = await one<{ ok: boolean }>(
        tx,
        sql`SELECT status_aktif AS ok FROM master_sales WHERE kode_toko = ${a.kode_toko} AND kode_sales = ${input.kode_sales}`,
      );
      if (!sales?.ok) throw unprocessable(`Sales ${input.kode_sales} Tidak Ditemukan`);
      if (input.kode_tukang) await checkTukang(tx, a.kode_toko, input.kode_tukang);
      const customer = { nama: input.nama_customer, hp: input.no_hp, alamat: input.alamat_customer };
      if (input.kode_member) {
        const m = await one<{ no_hp: string; alamat: string }>(
          tx,
          sql`SELECT no_hp, alamat FROM master_member
               WHERE kode_toko = ${a.kode_toko} AND kode_member = ${input.kode_member} AND status_aktif`,
        );
        if (!m) throw unprocessable(`Member ${input.kode_member} Tidak Ditemukan`);
        customer.hp ||= m.no_hp;
        customer.alamat ||= m.alamat.toUpperCase();
      }

      // total = Σ quantity × fee + the store's surcharge % (its own line), copied onto the service
      const persen = await persenServiceOf(tx, a.kode_toko);
      const t = totalService(input.items, persen);
      if (input.dp > t.total) throw unprocessable(MSG_SERVICE.dpLebih);
      const bill = await checkPayments(tx, a.kode_toko, input.dp, input.payments);

      const noService = await nextDocNumber(tx, a.kode_toko, 'SV', ctx.tanggal);
      const lines = input.items.map((item, i) => ({ ...item, seq: i + 1, subtotal: item.jumlah * item.ongkos }));
      const totalMg = lines.reduce((s, l) => s + toMg(l.berat), 0);
      const qty = lines.reduce((s, l) => s + l.jumlah, 0);
      await tx.execute(sql`
        INSERT INTO service (kode_toko, no_service, tanggal, kode_sales, kode_member, nama_customer, no_hp, alamat_customer,
                             kode_tukang, keterangan, jumlah_barang, total_berat, subtotal, persen_tambahan, biaya_tambahan,
                             total, dp, kembalian, input_by)
        VALUES (${a.kode_toko}, ${noService}, ${ctx.tanggal}, ${input.kode_sales}, ${input.kode_member}, ${customer.nama},
                ${customer.hp}, ${customer.alamat}, ${input.kode_tukang}, ${input.keterangan}, ${qty},
                ${fromMg(totalMg)}::numeric, ${t.subtotal}, ${persen}::numeric, ${t.tambahan}, ${t.total}, ${input.dp},
                ${bill.kembalian}, ${a.user_id})`);
      await tx.execute(sql`
        INSERT INTO service_detail (kode_toko, no_service, seq, nama_barang, berat, jumlah, ongkos, subtotal, deskripsi)
        SELECT ${a.kode_toko}, ${noService}, d.seq, d.nama_barang, d.berat, d.jumlah, d.ongkos, d.subtotal, d.deskripsi
          FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS d(seq int, nama_barang text, berat numeric,
               jumlah int, ongkos bigint, subtotal bigint, deskripsi text)`);
      await recordPayments(tx, ctx, noService, 'MASUK', input.payments, bill.kembalian, customer.nama);
      return noService;
    });
    return get(a.kode_toko, no);
  }

  /** MASUK → SELESAI: the craftsman finished the repair (the craftsman may be named now). */
  async function selesai(a: Actor, no: string, kodeTukang: string) {
    await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      await lockFor(tx, a.kode_toko, no, 'SELESAI');
      if (kodeTukang) await checkTukang(tx, a.kode_toko, kodeTukang);
      await tx.execute(sql`
        UPDATE service SET status = 'SELESAI', tgl_selesai = ${ctx.tanggal}, selesai_by = ${a.user_id},
               kode_tukang = CASE WHEN ${kodeTukang} = '' THEN kode_tukang ELSE ${kodeTukang} END
         WHERE kode_toko = ${a.kode_toko} AND no_service = ${no}`);
    });
    return get(a.kode_toko, no);
  }

  /** SELESAI → DIAMBIL: handed over, the rest (total − DP) paid with payment lines into the cash book. */
  async function ambil(a: Actor, input: AmbilServiceInput) {
    const no = input.no_service;
    await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      const h = await lockFor(tx, a.kode_toko, no, 'AMBIL');
      const sisa = sisaService(h.total, h.dp + h.pelunasan);
      const bill = await checkPayments(tx, a.kode_toko, sisa, input.payments);
      await tx.execute(sql`
        UPDATE service SET status = 'DIAMBIL', tgl_ambil = ${ctx.tanggal}, ambil_by = ${a.user_id},
               pelunasan = pelunasan + ${sisa}, kembalian_ambil = ${bill.kembalian}
         WHERE kode_toko = ${a.kode_toko} AND no_service = ${no}`);
      await recordPayments(tx, ctx, no, 'AMBIL', input.payments, bill.kembalian, h.nama_customer);
    });
    return get(a.kode_toko, no);
  }

  /**
   * Cancel (supervisor, BATAL_SERVICE): the grant approves this service and the amount given back — everything it
   * took — which the cash book pays back per account (drawer or store account) as the money came in.
   */
  async function batal(a: Actor, no: string, o: OtorisasiRef) {
    await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      const h = await lockFor(tx, a.kode_toko, no, 'BATAL');
      const kembali = h.dp + h.pelunasan;
      const g = await authorize(tx, ctx, o, 'BATAL_SERVICE', no, { detail: { jumlah: kembali } });
      await tx.execute(sql`
        UPDATE service SET status = 'BATAL', tgl_batal = ${ctx.tanggal}, batal_alasan = ${g.alasan},
               batal_by = ${a.user_id}, batal_otorisasi = ${g.approved_by}, batal_at = now(), uang_kembali = ${kembali}
         WHERE kode_toko = ${a.kode_toko} AND no_service = ${no}`);
      const kas = (
        await tx.execute(sql`SELECT no_rekening, sum(jumlah_in - jumlah_out)::bigint AS net FROM kas
          WHERE kode_toko = ${a.kode_toko} AND no_reff = ${no} AND kategori = 'SERVICE'
          GROUP BY no_rekening ORDER BY no_rekening`)
      ).rows as { no_rekening: string; net: string }[];
      await writeKas(
        tx,
        ctx,
        kas
          .filter((k) => n(k.net) > 0)
          .map((k) => ({
            jenis: 'KELUAR' as const,
            kategori: 'SERVICE',
            deskripsi: 'BATAL SERVICE',
            keterangan: g.alasan,
            no_rekening: k.no_rekening,
            jumlah: n(k.net),
            no_reff: no,
            alasan: g.alasan,
          })),
      );
    });
    return get(a.kode_toko, no);
  }

  /** One page of the store's services of a period (newest first), with the number of all that match. */
  async function list(kodeToko: string, f: ServiceListQuery) {
    const q = f.q ? `%${f.q.toUpperCase()}%` : null;
    const where = sql`v.kode_toko = ${kodeToko} AND v.tanggal BETWEEN ${f.tgl_from} AND ${f.tgl_to}
      AND (${f.status ?? null}::text IS NULL OR v.status = ${f.status ?? null})
      AND (${f.status_valid ?? null}::text IS NULL OR (v.status_valid = ${f.status_valid ?? null} AND v.status <> 'BATAL'))
      AND (${q}::text IS NULL OR v.no_service LIKE ${q} OR v.nama_customer LIKE ${q} OR v.no_hp LIKE ${q})`;
    const count = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM service v WHERE ${where}`);
    const rows = await db.execute(sql`SELECT ${HEAD} WHERE ${where}
       ORDER BY v.tanggal DESC, v.no_service DESC OFFSET ${f.skip} LIMIT ${f.limit}`);
    return { data: (rows.rows as Record<string, unknown>[]).map(headRow), count: count?.n ?? 0 };
  }

  /** Validation by a supervisor: OPEN services of this store become DONE. */
  async function validate(a: Actor, nomor: readonly string[]) {
    const res = await db.execute(sql`
      UPDATE service SET status_valid = 'DONE', valid_by = ${a.user_id}, valid_at = now()
       WHERE kode_toko = ${a.kode_toko} AND no_service = ANY(${sql.param([...nomor])}::text[]) AND status_valid = 'OPEN'
      RETURNING no_service`);
    return { jumlah: res.rows.length };
  }

  /** The item's photo file key, checked to belong to this store's service. */
  async function fotoOf(kodeToko: string, no: string, seq: number) {
    const r = await one<{ foto: string }>(
      db,
      sql`SELECT foto FROM service_detail WHERE kode_toko = ${kodeToko} AND no_service = ${no} AND seq = ${seq}`,
    );
    if (!r) throw notFound(`Barang ${seq} Service ${no} Tidak Ditemukan`);
    return r.foto;
  }
  async function setFoto(kodeToko: string, no: string, seq: number, key: string) {
    await db.execute(sql`UPDATE service_detail SET foto = ${key}
      WHERE kode_toko = ${kodeToko} AND no_service = ${no} AND seq = ${seq}`);
  }

  return { get, parameter, create, selesai, ambil, batal, list, validate, fotoOf, setFoto };
}
