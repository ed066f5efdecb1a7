/**
 * Loans against gold (hutang, issue 14). Taking a loan is one transaction: the pledged pieces valued at today's buy
 * price per gram of fine gold (their fine weight = weight × kadar %), the amount checked against PERSEN_MAX_PINJAMAN %
 * of that value, the monthly rate from the kondisi pinjaman range holding the amount (another rate only when
 * HUTANG_UBAH_BUNGA allows it), the money paid out through the cash book (CASH from the drawer or TRANSFER from a
 * store account) and a yearly `<kode_toko>-PI<YY>-NNNNN` number. The pieces stay in hutang_jaminan (custody): never
 * barang, so never sold, moved or counted — only a forfeit (lelang) makes stock of them, in sortir like bought gold.
 * A retried submit (same Idempotency-Key) answers the first loan (idempotency plugin).
 */
import {
  addDays,
  assertTransition,
  beratMurniMg,
  daysBetween,
  formatNoHutang,
  fromMg,
  HUTANG_PARAM,
  HUTANG_TRANSITIONS,
  type HutangAksi,
  type HutangDoc,
  type HutangInput,
  type HutangListQuery,
  type HutangRow,
  type HutangStatus,
  hutangTerlambat,
  type KondisiPinjaman,
  kondisiUntuk,
  type LelangHutangInput,
  MSG_HUTANG,
  maxPinjaman,
  needsRekening,
  nilaiJaminan,
  type OtorisasiRef,
  PAYMENT_MSG,
  type ParameterHutang,
  type PeremajaanHutangInput,
  type PesananBayarInput,
  paymentRefusal,
  paymentTotals,
  persenMilli,
  SETTINGS_SYSTEM,
  tagihanHutang,
  tanggalBolehLelang,
  toMg,
} from '@kilau/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { nextYearlyCounter } from '../../lib/doc-number.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { type KasRow, writeKas } from '../../lib/kas.ts';
import { authorize } from '../../lib/otorisasi.ts';
import { assertBaki, openStockDay } from '../barang/ledger.service.ts';

type Actor = { kode_toko: string; user_id: string };
type Ctx = { kode_toko: string; tanggal: string; user_id: string };
const n = (v: unknown) => Number(v);

async function one<T>(tx: Tx | Db, q: SQL): Promise<T | undefined> {
  return (await tx.execute(q)).rows[0] as T | undefined;
}

const defaultOf = (key: string) => SETTINGS_SYSTEM.fields.find((f) => f.key === key)?.default ?? '';
async function paraOf(tx: Tx | Db, kodeToko: string, key: string): Promise<string> {
  const r = await one<{ value: string }>(
    tx,
    sql`SELECT value FROM para_system WHERE kode_toko = ${kodeToko} AND key = ${key}`,
  );
  return (r?.value ?? defaultOf(key)).trim();
}
const intOf = (v: string, fallback: string) => (/^\d{1,12}$/.test(v) ? Number(v) : Number(fallback));

/** The store's loan parameters (system parameters, defaults when unset or not valid). */
export async function hutangParams(tx: Tx | Db, kodeToko: string) {
  const persen = (await paraOf(tx, kodeToko, HUTANG_PARAM.persenMax)).replace(',', '.');
  const persenOk = persenMilli(persen);
  return {
    pembulatan: intOf(await paraOf(tx, kodeToko, HUTANG_PARAM.pembulatan), defaultOf(HUTANG_PARAM.pembulatan)),
    tenggang: intOf(await paraOf(tx, kodeToko, HUTANG_PARAM.tenggang), defaultOf(HUTANG_PARAM.tenggang)),
    persen_max:
      persenOk === undefined || persenOk > 100_000 ? defaultOf(HUTANG_PARAM.persenMax) : String(persenOk / 1000),
    ubah_bunga: (await paraOf(tx, kodeToko, HUTANG_PARAM.ubahBunga)) === 'true',
  };
}

/**
 * Today's buy price per gram of FINE gold: the buy price (master parameter harga emas, latest up to `tanggal`) of
 * the store's purest active group, scaled to 100 % (price × 100 / its persentase, rounded down). Null when unset.
 */
export async function hargaEmasMurni(tx: Tx | Db, kodeToko: string, tanggal: string): Promise<number | null> {
  const r = await one<{ harga: string; persentase: string }>(
    tx,
    sql`SELECT h.harga_beli::bigint AS harga, g.persentase::text AS persentase
          FROM master_group g
          JOIN LATERAL (SELECT harga_beli FROM master_harga_emas h
                         WHERE h.kode_toko = g.kode_toko AND h.kode_group = g.kode_group AND h.tanggal <= ${tanggal}
                         ORDER BY h.tanggal DESC LIMIT 1) h ON true
         WHERE g.kode_toko = ${kodeToko} AND g.status_aktif AND g.persentase > 0
         ORDER BY g.persentase DESC, g.kode_group LIMIT 1`,
  );
  if (!r) return null;
  const milli = persenMilli(r.persentase) ?? 100_000;
  return Math.floor((n(r.harga) * 100_000) / Math.min(100_000, Math.max(1, milli)));
}

async function kondisiList(tx: Tx | Db, kodeToko: string) {
  const rows = await tx.execute(sql`
    SELECT kode_pinjaman, nominal_dari::bigint AS nominal_dari, nominal_sampai::bigint AS nominal_sampai,
           bunga_persen::float8::text AS bunga_persen, lama_pinjam::int AS lama_pinjam
      FROM master_kondisi_pinjaman WHERE kode_toko = ${kodeToko} ORDER BY nominal_dari, kode_pinjaman`);
  return (rows.rows as Record<string, unknown>[]).map((r) => ({
    kode_pinjaman: String(r.kode_pinjaman),
    nominal_dari: n(r.nominal_dari),
    nominal_sampai: n(r.nominal_sampai),
    bunga_persen: String(r.bunga_persen),
    lama_pinjam: n(r.lama_pinjam),
  })) satisfies KondisiPinjaman[];
}

const HEAD = sql`
  h.no_hutang, h.tanggal::text AS tanggal, h.lama_hari, h.tgl_jatuh_tempo::text AS tgl_jatuh_tempo, h.kode_sales,
  s.nama_sales, h.kode_member, h.nama_customer, h.no_hp, h.alamat_customer, h.no_hutang_lama, h.kode_pinjaman,
  h.bunga_persen::float8::text AS bunga_persen, h.harga_emas_gram::bigint AS harga_emas_gram,
  h.persen_max::float8::text AS persen_max, h.pembulatan, h.jumlah_barang, h.total_berat::text AS total_berat,
  h.total_berat_murni::text AS total_berat_murni, h.nilai_jaminan::bigint AS nilai_jaminan, h.pokok::bigint AS pokok,
  h.cara_bayar, h.no_rekening, h.keterangan, h.status, h.status_valid, h.tgl_selesai::text AS tgl_selesai,
  h.tgl_lelang::text AS tgl_lelang, h.lelang_otorisasi, h.input_by,
  to_char(h.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
  FROM hutang h
  LEFT JOIN master_sales s ON s.kode_toko = h.kode_toko AND s.kode_sales = h.kode_sales`;

type Today = { tanggal: string; harga: number | null; tenggang: number };

/** The row with what today (the store's day) makes of it: interest so far, overdue, collateral value, margin alert. */
function headRow(r: Record<string, unknown>, today: Today): HutangRow {
  const pokok = n(r.pokok);
  const aktif = r.status === 'AKTIF';
  const hari = aktif ? Math.max(0, daysBetween(String(r.tanggal), today.tanggal)) : 0;
  const t = tagihanHutang(pokok, String(r.bunga_persen), hari, n(r.pembulatan));
  const due = tagihanHutang(pokok, String(r.bunga_persen), n(r.lama_hari), n(r.pembulatan));
  const kini =
    today.harga === null ? n(r.nilai_jaminan) : Math.floor((toMg(String(r.total_berat_murni)) * today.harga) / 1000);
  return <HutangRow>{
    ...r,
    lama_hari: n(r.lama_hari),
    harga_emas_gram: n(r.harga_emas_gram),
    pembulatan: n(r.pembulatan),
    jumlah_barang: n(r.jumlah_barang),
    nilai_jaminan: n(r.nilai_jaminan),
    pokok,
    tagihan_jatuh_tempo: due.total,
    hari_berjalan: hari,
    bunga_hari_ini: aktif ? t.bunga : 0,
    tagihan_hari_ini: aktif ? t.total : 0,
    terlambat: aktif && hutangTerlambat(String(r.tgl_jatuh_tempo), today.tanggal),
    tgl_boleh_lelang: tanggalBolehLelang(String(r.tgl_jatuh_tempo), today.tenggang),
    nilai_jaminan_kini: kini,
    margin_alert: aktif && kini < t.total,
  };
}

/** Payment lines checked like the sales counter's: they cover `amount`, non-cash never above it, accounts exist. */
async function checkPayments(tx: Tx, kodeToko: string, amount: number, payments: readonly PesananBayarInput[]) {
  const bill = paymentTotals(amount, payments);
  const refusal = paymentRefusal(bill);
  if (refusal) throw unprocessable(refusal.message, refusal.kurang ? { kurang: refusal.kurang } : undefined);
  await checkRekening(
    tx,
    kodeToko,
    payments.filter((p) => needsRekening(p.jenis)).map((p) => p.no_rekening),
  );
  return bill;
}
async function checkRekening(tx: Tx, kodeToko: string, list: readonly string[]) {
  const accounts = [...new Set(list)];
  if (!accounts.length) return;
  const found = await tx.execute(sql`SELECT no_rekening FROM master_rekening
    WHERE kode_toko = ${kodeToko} AND no_rekening = ANY(${sql.param(accounts)}::text[]) AND status_aktif`);
  const ok = new Set((found.rows as { no_rekening: string }[]).map((r) => r.no_rekening));
  const missing = accounts.find((x) => !ok.has(x));
  if (missing) throw unprocessable(PAYMENT_MSG.rekeningTidakAda(missing));
}

type Locked = {
  status: HutangStatus;
  tanggal: string;
  tgl_jatuh_tempo: string;
  pokok: number;
  bunga_persen: string;
  pembulatan: number;
  nama_customer: string;
};
/** The loan row locked for an action, refused by the state rules when the action does not fit its state. */
async function lockFor(tx: Tx, kodeToko: string, no: string, aksi: HutangAksi): Promise<Locked> {
  const h = await one<Record<string, unknown>>(
    tx,
    sql`SELECT status, tanggal::text AS tanggal, tgl_jatuh_tempo::text AS tgl_jatuh_tempo, pokok::bigint AS pokok,
               bunga_persen::float8::text AS bunga_persen, pembulatan, nama_customer
          FROM hutang WHERE kode_toko = ${kodeToko} AND no_hutang = ${no} FOR UPDATE`,
  );
  if (!h) throw notFound(`No Hutang ${no} Tidak Ditemukan`);
  assertTransition(HUTANG_TRANSITIONS, no, h.status as HutangStatus, aksi);
  return {
    status: h.status as HutangStatus,
    tanggal: String(h.tanggal),
    tgl_jatuh_tempo: String(h.tgl_jatuh_tempo),
    pokok: n(h.pokok),
    bunga_persen: String(h.bunga_persen),
    pembulatan: n(h.pembulatan),
    nama_customer: String(h.nama_customer),
  };
}

/** Next repayment/renewal number of a loan: `<no_hutang>-L<n>`. */
async function nextNoLunas(tx: Tx, kodeToko: string, no: string) {
  const r = await one<{ c: number }>(
    tx,
    sql`SELECT count(*)::int AS c FROM hutang_lunas WHERE kode_toko = ${kodeToko} AND no_hutang = ${no}`,
  );
  return `${no}-L${(r?.c ?? 0) + 1}`;
}

/** Stores the payment lines of a repayment/renewal and writes them, with any change, into the cash book. */
async function recordPayments(
  tx: Tx,
  ctx: Ctx,
  noLunas: string,
  what: string,
  payments: readonly PesananBayarInput[],
  kembalian: number,
  customer: string,
) {
  const pays = payments.map((p, i) => ({
    ...p,
    seq: i + 1,
    no_rekening: needsRekening(p.jenis) ? p.no_rekening : '',
    no_kartu: p.jenis === 'DEBIT' || p.jenis === 'KREDIT' ? p.no_kartu : '',
    fee: needsRekening(p.jenis) ? p.fee : 0,
  }));
  if (pays.length) {
    await tx.execute(sql`
      INSERT INTO hutang_bayar (kode_toko, no_lunas, seq, jenis, jumlah, no_rekening, no_kartu, fee)
      SELECT ${ctx.kode_toko}, ${noLunas}, b.seq, b.jenis, b.jumlah, b.no_rekening, b.no_kartu, b.fee
        FROM jsonb_to_recordset(${JSON.stringify(pays)}::jsonb) AS b(seq int, jenis text, jumlah bigint,
             no_rekening text, no_kartu text, fee bigint)`);
  }
  const rows: KasRow[] = pays.map((p) => ({
    jenis: 'MASUK',
    kategori: 'HUTANG',
    deskripsi: `${what} ${p.jenis}`,
    keterangan: customer,
    no_rekening: p.no_rekening,
    jumlah: p.jumlah,
    fee: p.fee,
    no_reff: noLunas,
  }));
  if (kembalian > 0)
    rows.push({
      jenis: 'KELUAR',
      kategori: 'HUTANG',
      deskripsi: `KEMBALIAN ${what}`,
      jumlah: kembalian,
      no_reff: noLunas,
    });
  await writeKas(tx, ctx, rows);
  return pays.reduce((s, p) => s + p.fee, 0);
}

type Jaminan = { nama_barang: string; kadar: string; berat: string; jumlah: number; foto?: string };

export function createHutangService(db: Db) {
  async function today(tx: Tx | Db, kodeToko: string): Promise<Today> {
    const d = await one<{ tgl_system: string }>(
      tx,
      sql`SELECT tgl_system::text AS tgl_system FROM stores WHERE kode_toko = ${kodeToko}`,
    );
    const tanggal = d?.tgl_system ?? '';
    const p = await hutangParams(tx, kodeToko);
    return { tanggal, harga: await hargaEmasMurni(tx, kodeToko, tanggal), tenggang: p.tenggang };
  }

  async function get(kodeToko: string, no: string): Promise<HutangDoc> {
    const head = await one<Record<string, unknown>>(
      db,
      sql`SELECT ${HEAD} WHERE h.kode_toko = ${kodeToko} AND h.no_hutang = ${no}`,
    );
    if (!head) throw notFound(`No Hutang ${no} Tidak Ditemukan`);
    const items = await db.execute(sql`
      SELECT seq, nama_barang, kadar::float8::text AS kadar, berat::text AS berat, jumlah, berat_murni::text AS berat_murni,
             nilai::bigint AS nilai, foto <> '' AS ada_foto, kode_barcode
        FROM hutang_jaminan WHERE kode_toko = ${kodeToko} AND no_hutang = ${no} ORDER BY seq`);
    const lunas = await db.execute(sql`
      SELECT no_lunas, jenis, tanggal::text AS tanggal, hari, pokok::bigint AS pokok, bunga::bigint AS bunga,
             total::bigint AS total, fee::bigint AS fee, kembalian::bigint AS kembalian, no_hutang_baru, status,
             tgl_batal::text AS tgl_batal, batal_alasan, batal_otorisasi
        FROM hutang_lunas WHERE kode_toko = ${kodeToko} AND no_hutang = ${no} ORDER BY created_at, no_lunas`);
    const payments = await db.execute(sql`
      SELECT b.no_lunas, b.seq, b.jenis, b.jumlah::bigint AS jumlah, b.no_rekening, r.nama_rekening, b.no_kartu,
             b.fee::bigint AS fee
        FROM hutang_bayar b
        JOIN hutang_lunas l ON l.kode_toko = b.kode_toko AND l.no_lunas = b.no_lunas
        LEFT JOIN master_rekening r ON r.kode_toko = b.kode_toko AND r.no_rekening = b.no_rekening
       WHERE b.kode_toko = ${kodeToko} AND l.no_hutang = ${no} ORDER BY b.no_lunas, b.seq`);
    const nums = (rows: unknown[], keys: string[]) =>
      (rows as Record<string, unknown>[]).map((r) => ({ ...r, ...Object.fromEntries(keys.map((k) => [k, n(r[k])])) }));
    return {
      ...headRow(head, await today(db, kodeToko)),
      items: nums(items.rows, ['seq', 'jumlah', 'nilai']) as HutangDoc['items'],
      lunas: nums(lunas.rows, ['hari', 'pokok', 'bunga', 'total', 'fee', 'kembalian']) as HutangDoc['lunas'],
      payments: nums(payments.rows, ['seq', 'jumlah', 'fee']) as HutangDoc['payments'],
    };
  }

  async function parameter(kodeToko: string): Promise<ParameterHutang> {
    const t = await today(db, kodeToko);
    const p = await hutangParams(db, kodeToko);
    return {
      tanggal: t.tanggal,
      harga_emas_gram: t.harga,
      persen_max: p.persen_max,
      pembulatan: p.pembulatan,
      tenggang: p.tenggang,
      ubah_bunga: p.ubah_bunga,
      kondisi: await kondisiList(db, kodeToko),
    };
  }

  /**
   * Writes one loan (header + collateral): valued at `harga`, the rate and term from kondisi pinjaman unless given.
   * Returns its number. Checks the maximum only when `cekMax` (a renewal keeps its principal).
   */
  async function insertLoan(
    tx: Tx,
    ctx: Ctx,
    h: {
      kode_sales: string;
      kode_member: string;
      nama_customer: string;
      no_hp: string;
      alamat_customer: string;
      keterangan: string;
      pokok: number;
      lama_hari?: number;
      bunga_persen?: string;
      cara_bayar: string;
      no_rekening: string;
      no_hutang_lama: string;
    },
    items: readonly Jaminan[],
    cekMax: boolean,
  ) {
    const p = await hutangParams(tx, ctx.kode_toko);
    const harga = await hargaEmasMurni(tx, ctx.kode_toko, ctx.tanggal);
    if (harga === null) throw unprocessable(MSG_HUTANG.hargaKosong);
    const lines = items.map((it, i) => ({
      ...it,
      seq: i + 1,
      berat_murni: fromMg(beratMurniMg(it.berat, it.kadar)),
      nilai: nilaiJaminan(it.berat, it.kadar, harga),
      foto: it.foto ?? '',
    }));
    const nilai = lines.reduce((s, l) => s + l.nilai, 0);
    if (cekMax) {
      const max = maxPinjaman(nilai, p.persen_max);
      if (h.pokok > max) throw unprocessable(MSG_HUTANG.melebihiMax(max), { max_pinjaman: max });
    }
    const kondisi = kondisiUntuk(await kondisiList(tx, ctx.kode_toko), h.pokok);
    if (!kondisi) throw unprocessable(MSG_HUTANG.tanpaKondisi(h.pokok));
    let bunga = kondisi.bunga_persen;
    if (h.bunga_persen !== undefined && persenMilli(h.bunga_persen) !== persenMilli(kondisi.bunga_persen)) {
      if (!p.ubah_bunga) throw unprocessable(MSG_HUTANG.bungaTidakBoleh);
      bunga = h.bunga_persen;
    }
    const lama = h.lama_hari ?? (kondisi.lama_pinjam > 0 ? kondisi.lama_pinjam : 30);
    const no = formatNoHutang(
      ctx.kode_toko,
      ctx.tanggal,
      await nextYearlyCounter(tx, ctx.kode_toko, 'PI', ctx.tanggal),
    );
    const totalMg = lines.reduce((s, l) => s + toMg(l.berat), 0);
    const murniMg = lines.reduce((s, l) => s + toMg(l.berat_murni), 0);
    const qty = lines.reduce((s, l) => s + l.jumlah, 0);
    await tx.execute(sql`
      INSERT INTO hutang (kode_toko, no_hutang, tanggal, lama_hari, tgl_jatuh_tempo, kode_sales, kode_member, nama_customer,
                          no_hp, alamat_customer, no_hutang_lama, kode_pinjaman, bunga_persen, harga_emas_gram, persen_max,
                          pembulatan, jumlah_barang, total_berat, total_berat_murni, nilai_jaminan, pokok, cara_bayar,
                          no_rekening, keterangan, input_by)
      VALUES (${ctx.kode_toko}, ${no}, ${ctx.tanggal}, ${lama}, ${addDays(ctx.tanggal, lama)}, ${h.kode_sales},
              ${h.kode_member}, ${h.nama_customer}, ${h.no_hp}, ${h.alamat_customer}, ${h.no_hutang_lama},
              ${kondisi.kode_pinjaman}, ${bunga}::numeric, ${harga}, ${p.persen_max}::numeric, ${p.pembulatan}, ${qty},
              ${fromMg(totalMg)}::numeric, ${fromMg(murniMg)}::numeric, ${nilai}, ${h.pokok}, ${h.cara_bayar},
              ${h.no_rekening}, ${h.keterangan}, ${ctx.user_id})`);
    await tx.execute(sql`
      INSERT INTO hutang_jaminan (kode_toko, no_hutang, seq, nama_barang, kadar, berat, jumlah, berat_murni, nilai, foto)
      SELECT ${ctx.kode_toko}, ${no}, d.seq, d.nama_barang, d.kadar, d.berat, d.jumlah, d.berat_murni, d.nilai, d.foto
        FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS d(seq int, nama_barang text, kadar numeric,
             berat numeric, jumlah int, berat_murni numeric, nilai bigint, foto text)`);
    return no;
  }

  async function create(a: Actor, input: HutangInput) {
    const no = await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      const sales = await one<{ ok: boolean }>(
        tx,
        sql`SELECT status_aktif AS ok FROM master_sales WHERE kode_toko = ${a.kode_toko} AND kode_sales = ${input.kode_sales}`,
      );
      if (!sales?.ok) throw unprocessable(`Sales ${input.kode_sales} Tidak Ditemukan`);
      const customer = { hp: input.no_hp, alamat: input.alamat_customer };
      if (input.kode_member !== 'NONMEMBER') {
        const m = await one<{ no_hp: string; alamat: string }>(
          tx,
          sql`SELECT no_hp, alamat FROM master_member
               WHERE kode_toko = ${a.kode_toko} AND kode_member = ${input.kode_member} AND status_aktif`,
        );
        if (!m) throw unprocessable(`Member ${input.kode_member} Tidak Ditemukan`);
        customer.hp ||= m.no_hp;
        customer.alamat ||= m.alamat.toUpperCase();
      }
      const rekening = input.cara_bayar === 'TRANSFER' ? input.no_rekening : '';
      if (rekening) await checkRekening(tx, a.kode_toko, [rekening]);
      const noHutang = await insertLoan(
        tx,
        ctx,
        {
          ...input,
          no_hp: customer.hp,
          alamat_customer: customer.alamat,
          no_rekening: rekening,
          no_hutang_lama: '',
        },
        input.items,
        true,
      );
      await writeKas(tx, ctx, [
        {
          jenis: 'KELUAR',
          kategori: 'HUTANG',
          deskripsi: `PINJAMAN HUTANG ${input.cara_bayar}`,
          keterangan: input.nama_customer,
          no_rekening: rekening,
          jumlah: input.pokok,
          no_reff: noHutang,
        },
      ]);
      return noHutang;
    });
    return get(a.kode_toko, no);
  }

  /** AKTIF → LUNAS: principal + interest to today paid with payment lines; the collateral goes back to the customer. */
  async function pelunasan(a: Actor, no: string, payments: readonly PesananBayarInput[]) {
    await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      const h = await lockFor(tx, a.kode_toko, no, 'LUNAS');
      const hari = Math.max(0, daysBetween(h.tanggal, ctx.tanggal));
      const t = tagihanHutang(h.pokok, h.bunga_persen, hari, h.pembulatan);
      const bill = await checkPayments(tx, a.kode_toko, t.total, payments);
      const noLunas = await nextNoLunas(tx, a.kode_toko, no);
      await tx.execute(sql`
        INSERT INTO hutang_lunas (kode_toko, no_lunas, no_hutang, jenis, tanggal, hari, pokok, bunga, total, kembalian, input_by)
        VALUES (${a.kode_toko}, ${noLunas}, ${no}, 'PELUNASAN', ${ctx.tanggal}, ${hari}, ${t.pokok}, ${t.bunga}, ${t.total},
                ${bill.kembalian}, ${a.user_id})`);
      const fee = await recordPayments(tx, ctx, noLunas, 'PELUNASAN HUTANG', payments, bill.kembalian, h.nama_customer);
      await tx.execute(
        sql`UPDATE hutang_lunas SET fee = ${fee} WHERE kode_toko = ${a.kode_toko} AND no_lunas = ${noLunas}`,
      );
      await tx.execute(sql`UPDATE hutang SET status = 'LUNAS', tgl_selesai = ${ctx.tanggal}
        WHERE kode_toko = ${a.kode_toko} AND no_hutang = ${no}`);
    });
    return get(a.kode_toko, no);
  }

  /**
   * Batal lunas (supervisor, BATAL_LUNAS_HUTANG bound to the loan and the amount): the last repayment is cancelled,
   * its money given back per account through the cash book, and the loan is AKTIF again with its collateral in custody.
   */
  async function batalLunas(a: Actor, no: string, o: OtorisasiRef) {
    await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      await lockFor(tx, a.kode_toko, no, 'BATAL_LUNAS');
      const l = await one<{ no_lunas: string; total: string }>(
        tx,
        sql`SELECT no_lunas, total::bigint AS total FROM hutang_lunas
             WHERE kode_toko = ${a.kode_toko} AND no_hutang = ${no} AND jenis = 'PELUNASAN' AND status = 'AKTIF'
             ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      );
      if (!l) throw unprocessable(MSG_HUTANG.belumLunas(no));
      const g = await authorize(tx, ctx, o, 'BATAL_LUNAS_HUTANG', no, { detail: { jumlah: n(l.total) } });
      await tx.execute(sql`
        UPDATE hutang_lunas SET status = 'BATAL', tgl_batal = ${ctx.tanggal}, batal_alasan = ${g.alasan},
               batal_by = ${a.user_id}, batal_otorisasi = ${g.approved_by}
         WHERE kode_toko = ${a.kode_toko} AND no_lunas = ${l.no_lunas}`);
      await tx.execute(sql`UPDATE hutang SET status = 'AKTIF', tgl_selesai = NULL
        WHERE kode_toko = ${a.kode_toko} AND no_hutang = ${no}`);
      const kas = (
        await tx.execute(sql`SELECT no_rekening, sum(jumlah_in - jumlah_out)::bigint AS net FROM kas
          WHERE kode_toko = ${a.kode_toko} AND no_reff = ${l.no_lunas} AND kategori = 'HUTANG'
          GROUP BY no_rekening ORDER BY no_rekening`)
      ).rows as { no_rekening: string; net: string }[];
      await writeKas(
        tx,
        ctx,
        kas
          .filter((k) => n(k.net) > 0)
          .map((k) => ({
            jenis: 'KELUAR' as const,
            kategori: 'HUTANG',
            deskripsi: 'BATAL PELUNASAN HUTANG',
            keterangan: g.alasan,
            no_rekening: k.no_rekening,
            jumlah: n(k.net),
            no_reff: l.no_lunas,
            alasan: g.alasan,
          })),
      );
    });
    return get(a.kode_toko, no);
  }

  /**
   * Peremajaan (renew): the interest to today is paid; a new loan with the same principal and collateral starts today
   * (new term, the rate of its kondisi), carrying the old number as previous; the old one is DIPERBARUI. The pieces
   * never leave custody and no money goes out.
   */
  async function peremajaan(a: Actor, input: PeremajaanHutangInput) {
    const no = input.no_hutang;
    const baru = await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      const h = await lockFor(tx, a.kode_toko, no, 'PEREMAJAAN');
      const hari = Math.max(0, daysBetween(h.tanggal, ctx.tanggal));
      const t = tagihanHutang(h.pokok, h.bunga_persen, hari, h.pembulatan);
      const bill = await checkPayments(tx, a.kode_toko, t.bunga, input.payments);
      const old = await one<Record<string, string>>(
        tx,
        sql`SELECT kode_sales, kode_member, nama_customer, no_hp, alamat_customer, keterangan FROM hutang
             WHERE kode_toko = ${a.kode_toko} AND no_hutang = ${no}`,
      );
      const items = (
        await tx.execute(sql`SELECT nama_barang, kadar::float8::text AS kadar, berat::text AS berat, jumlah, foto
          FROM hutang_jaminan WHERE kode_toko = ${a.kode_toko} AND no_hutang = ${no} ORDER BY seq`)
      ).rows as Jaminan[];
      if (!old) throw notFound(`No Hutang ${no} Tidak Ditemukan`);
      const noBaru = await insertLoan(
        tx,
        ctx,
        {
          kode_sales: old.kode_sales ?? '',
          kode_member: old.kode_member ?? 'NONMEMBER',
          nama_customer: old.nama_customer ?? '',
          no_hp: old.no_hp ?? '',
          alamat_customer: old.alamat_customer ?? '',
          keterangan: old.keterangan ?? '',
          pokok: h.pokok,
          lama_hari: input.lama_hari,
          cara_bayar: 'PEREMAJAAN',
          no_rekening: '',
          no_hutang_lama: no,
        },
        items.map((i) => ({ ...i, jumlah: n(i.jumlah) })),
        false,
      );
      const noLunas = await nextNoLunas(tx, a.kode_toko, no);
      await tx.execute(sql`
        INSERT INTO hutang_lunas (kode_toko, no_lunas, no_hutang, jenis, tanggal, hari, pokok, bunga, total, kembalian,
                                  no_hutang_baru, input_by)
        VALUES (${a.kode_toko}, ${noLunas}, ${no}, 'PEREMAJAAN', ${ctx.tanggal}, ${hari}, 0, ${t.bunga}, ${t.bunga},
                ${bill.kembalian}, ${noBaru}, ${a.user_id})`);
      const fee = await recordPayments(
        tx,
        ctx,
        noLunas,
        'BUNGA PEREMAJAAN HUTANG',
        input.payments,
        bill.kembalian,
        h.nama_customer,
      );
      await tx.execute(
        sql`UPDATE hutang_lunas SET fee = ${fee} WHERE kode_toko = ${a.kode_toko} AND no_lunas = ${noLunas}`,
      );
      await tx.execute(sql`UPDATE hutang SET status = 'DIPERBARUI', tgl_selesai = ${ctx.tanggal}
        WHERE kode_toko = ${a.kode_toko} AND no_hutang = ${no}`);
      return noBaru;
    });
    return get(a.kode_toko, baru);
  }

  /**
   * Lelang (forfeit, supervisor LELANG_HUTANG): allowed once the due date and the grace days (MASA_TENGGANG_HUTANG)
   * have passed. Each pledged line becomes a piece of stock in SORTIR at the chosen tray (perolehan LELANG_HUTANG,
   * ledger BELI like bought gold, no_ref the loan), and goes on from sorting like any bought piece.
   */
  async function lelang(a: Actor, input: LelangHutangInput) {
    const no = input.no_hutang;
    await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      const h = await lockFor(tx, a.kode_toko, no, 'LELANG');
      const p = await hutangParams(tx, a.kode_toko);
      const boleh = tanggalBolehLelang(h.tgl_jatuh_tempo, p.tenggang);
      if (ctx.tanggal < boleh) throw unprocessable(MSG_HUTANG.belumLewatTenggang(boleh));
      await assertBaki(tx, a.kode_toko, input.kode_gudang, input.kode_baki);
      const jenis = await one<{ kode_group: string }>(
        tx,
        sql`SELECT kode_group FROM master_jenis WHERE kode_toko = ${a.kode_toko} AND kode_dept = ${input.kode_dept} AND status_aktif`,
      );
      if (!jenis) throw unprocessable(`Jenis ${input.kode_dept} Tidak Ditemukan`);
      const g = await authorize(tx, ctx, input.otorisasi, 'LELANG_HUTANG', no, { detail: { jumlah: h.pokok } });
      const res = await tx.execute(sql`
        WITH src AS (
          SELECT j.seq, j.nama_barang, j.berat, j.kadar, lpad(nextval('barcode_seq')::text, 8, '0') AS kode_barcode
            FROM hutang_jaminan j WHERE j.kode_toko = ${a.kode_toko} AND j.no_hutang = ${no} ORDER BY j.seq
        ), ins AS (
          INSERT INTO barang (kode_toko, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, berat,
                              berat_asli, kadar, perolehan, status, tgl_masuk, input_by, no_ref)
          SELECT ${a.kode_toko}, kode_barcode, nama_barang, ${jenis.kode_group}, ${input.kode_dept}, ${input.kode_gudang},
                 ${input.kode_baki}, berat, berat, kadar, 'LELANG_HUTANG', 'SORTIR', ${ctx.tanggal}, ${a.user_id}, ${no}
            FROM src
          RETURNING id, kode_barcode
        )
        SELECT src.seq, ins.id, ins.kode_barcode FROM ins JOIN src USING (kode_barcode) ORDER BY src.seq`);
      const rows = res.rows as { seq: number; id: string; kode_barcode: string }[];
      await tx.execute(sql`
        INSERT INTO barcodes (kode_barcode, kode_toko, barang_id)
        SELECT unnest(${sql.param(rows.map((r) => r.kode_barcode))}::text[]), ${a.kode_toko},
               unnest(${sql.param(rows.map((r) => r.id))}::uuid[])`);
      await tx.execute(sql`
        INSERT INTO barang_ledger (kode_toko, barang_id, kode_barcode, tanggal, user_id, jenis, kode_group, kode_dept,
                                   ke_gudang, ke_baki, status_ke, berat, no_ref, keterangan)
        SELECT b.kode_toko, b.id, b.kode_barcode, ${ctx.tanggal}, ${a.user_id}, 'BELI', b.kode_group, b.kode_dept,
               b.kode_gudang, b.kode_baki, 'SORTIR', b.berat, ${no}, ${`LELANG HUTANG ${no}`}
          FROM unnest(${sql.param(rows.map((r) => r.id))}::uuid[]) WITH ORDINALITY AS s(id, n)
          JOIN barang b ON b.kode_toko = ${a.kode_toko} AND b.id = s.id
         ORDER BY s.n`);
      await tx.execute(sql`
        UPDATE hutang_jaminan j SET barang_id = x.id, kode_barcode = x.kode_barcode
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(seq int, id uuid, kode_barcode text)
         WHERE j.kode_toko = ${a.kode_toko} AND j.no_hutang = ${no} AND j.seq = x.seq`);
      await tx.execute(sql`
        UPDATE hutang SET status = 'LELANG', tgl_selesai = ${ctx.tanggal}, tgl_lelang = ${ctx.tanggal},
               lelang_by = ${a.user_id}, lelang_otorisasi = ${g.approved_by}, lelang_alasan = ${g.alasan}
         WHERE kode_toko = ${a.kode_toko} AND no_hutang = ${no}`);
    });
    return get(a.kode_toko, no);
  }

  /** One page of the store's loans by loan date or due date (newest first), with the number of all that match. */
  async function list(kodeToko: string, f: HutangListQuery) {
    const t = await today(db, kodeToko);
    const q = f.q ? `%${f.q.toUpperCase()}%` : null;
    const col = f.jenis_tanggal === 'JATUH_TEMPO' ? sql`h.tgl_jatuh_tempo` : sql`h.tanggal`;
    const where = sql`h.kode_toko = ${kodeToko} AND ${col} BETWEEN ${f.tgl_from} AND ${f.tgl_to}
      AND (${f.status ?? null}::text IS NULL OR h.status = ${f.status ?? null})
      AND (${f.status_valid ?? null}::text IS NULL OR h.status_valid = ${f.status_valid ?? null})
      AND (${f.terlambat === 'true'} = false OR (h.status = 'AKTIF' AND h.tgl_jatuh_tempo < ${t.tanggal}))
      AND (${q}::text IS NULL OR h.no_hutang LIKE ${q} OR h.nama_customer LIKE ${q} OR h.no_hp LIKE ${q}
           OR h.kode_member LIKE ${q})`;
    const count = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM hutang h WHERE ${where}`);
    const rows = await db.execute(sql`SELECT ${HEAD} WHERE ${where}
       ORDER BY ${col} DESC, h.no_hutang DESC OFFSET ${f.skip} LIMIT ${f.limit}`);
    return { data: (rows.rows as Record<string, unknown>[]).map((r) => headRow(r, t)), count: count?.n ?? 0 };
  }

  /** Active loans whose collateral, at today's fine gold price, is worth less than what they owe today. */
  async function marginAlert(kodeToko: string) {
    const t = await today(db, kodeToko);
    const rows = await db.execute(sql`SELECT ${HEAD} WHERE h.kode_toko = ${kodeToko} AND h.status = 'AKTIF'
      ORDER BY h.tgl_jatuh_tempo, h.no_hutang`);
    return { data: (rows.rows as Record<string, unknown>[]).map((r) => headRow(r, t)).filter((r) => r.margin_alert) };
  }

  /** Validation by a supervisor: OPEN loans of this store become DONE. */
  async function validate(a: Actor, nomor: readonly string[]) {
    const res = await db.execute(sql`
      UPDATE hutang SET status_valid = 'DONE', valid_by = ${a.user_id}, valid_at = now()
       WHERE kode_toko = ${a.kode_toko} AND no_hutang = ANY(${sql.param([...nomor])}::text[]) AND status_valid = 'OPEN'
      RETURNING no_hutang`);
    return { jumlah: res.rows.length };
  }

  async function fotoOf(kodeToko: string, no: string, seq: number) {
    const r = await one<{ foto: string }>(
      db,
      sql`SELECT foto FROM hutang_jaminan WHERE kode_toko = ${kodeToko} AND no_hutang = ${no} AND seq = ${seq}`,
    );
    if (!r) throw notFound(`Barang ${seq} Hutang ${no} Tidak Ditemukan`);
    return r.foto;
  }
  async function setFoto(kodeToko: string, no: string, seq: number, key: string) {
    await db.execute(sql`UPDATE hutang_jaminan SET foto = ${key}
      WHERE kode_toko = ${kodeToko} AND no_hutang = ${no} AND seq = ${seq}`);
  }

  return {
    get,
    parameter,
    create,
    pelunasan,
    batalLunas,
    peremajaan,
    lelang,
    list,
    marginAlert,
    validate,
    fotoOf,
    setFoto,
  };
}
