/**
 * Writing one loan (header + collateral), shared by a new loan and a renewal: value the collateral at today's fine
 * gold price → check the maximum (a new loan only) → choose the kondisi, rate and term → take the yearly number →
 * write the loan and its collateral.
 */
import {
  addDays,
  beratMurniMg,
  formatNoHutang,
  fromMg,
  type KondisiPinjaman,
  kondisiUntuk,
  MSG_HUTANG,
  maxPinjaman,
  nilaiJaminan,
  persenMilli,
  toMg,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { nextYearlyCounter } from '../../lib/doc-number.ts';
import { unprocessable } from '../../lib/errors.ts';
import { hargaEmasMurni, hutangParams, kondisiList } from './hutang.params.ts';

export type Ctx = { kode_toko: string; tanggal: string; user_id: string };
export type Jaminan = { nama_barang: string; kadar: string; berat: string; jumlah: number; foto?: string };
export type LoanHead = {
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
};
type Params = Awaited<ReturnType<typeof hutangParams>>;
type Line = Jaminan & { seq: number; berat_murni: string; nilai: number; foto: string };

/** Each pledged line's fine weight and value at `harga` per gram of fine gold. */
function valueCollateral(items: readonly Jaminan[], harga: number): Line[] {
  return items.map((it, i) => ({
    ...it,
    seq: i + 1,
    berat_murni: fromMg(beratMurniMg(it.berat, it.kadar)),
    nilai: nilaiJaminan(it.berat, it.kadar, harga),
    foto: it.foto ?? '',
  }));
}

/** The kondisi holding the amount, its rate (another only where HUTANG_UBAH_BUNGA allows) and the term. */
async function chooseTerms(tx: Tx, ctx: Ctx, h: LoanHead, p: Params) {
  const kondisi = kondisiUntuk(await kondisiList(tx, ctx.kode_toko), h.pokok);
  if (!kondisi) throw unprocessable(MSG_HUTANG.tanpaKondisi(h.pokok));
  let bunga = kondisi.bunga_persen;
  if (h.bunga_persen !== undefined && persenMilli(h.bunga_persen) !== persenMilli(kondisi.bunga_persen)) {
    if (!p.ubah_bunga) throw unprocessable(MSG_HUTANG.bungaTidakBoleh);
    bunga = h.bunga_persen;
  }
  const lama = h.lama_hari ?? (kondisi.lama_pinjam > 0 ? kondisi.lama_pinjam : 30);
  return { kondisi, bunga, lama };
}

type Terms = { kondisi: KondisiPinjaman; bunga: string; lama: number; harga: number; p: Params };

async function writeLoan(tx: Tx, ctx: Ctx, no: string, h: LoanHead, t: Terms, lines: readonly Line[]) {
  const nilai = lines.reduce((s, l) => s + l.nilai, 0);
  const totalMg = lines.reduce((s, l) => s + toMg(l.berat), 0);
  const murniMg = lines.reduce((s, l) => s + toMg(l.berat_murni), 0);
  const qty = lines.reduce((s, l) => s + l.jumlah, 0);
  await tx.execute(sql`
    INSERT INTO hutang (kode_toko, no_hutang, tanggal, lama_hari, tgl_jatuh_tempo, kode_sales, kode_member, nama_customer,
                        no_hp, alamat_customer, no_hutang_lama, kode_pinjaman, bunga_persen, harga_emas_gram, persen_max,
                        pembulatan, jumlah_barang, total_berat, total_berat_murni, nilai_jaminan, pokok, cara_bayar,
                        no_rekening, keterangan, input_by)
    VALUES (${ctx.kode_toko}, ${no}, ${ctx.tanggal}, ${t.lama}, ${addDays(ctx.tanggal, t.lama)}, ${h.kode_sales},
            ${h.kode_member}, ${h.nama_customer}, ${h.no_hp}, ${h.alamat_customer}, ${h.no_hutang_lama},
            ${t.kondisi.kode_pinjaman}, ${t.bunga}::numeric, ${t.harga}, ${t.p.persen_max}::numeric, ${t.p.pembulatan},
            ${qty}, ${fromMg(totalMg)}::numeric, ${fromMg(murniMg)}::numeric, ${nilai}, ${h.pokok}, ${h.cara_bayar},
            ${h.no_rekening}, ${h.keterangan}, ${ctx.user_id})`);
  await tx.execute(sql`
    INSERT INTO hutang_jaminan (kode_toko, no_hutang, seq, nama_barang, kadar, berat, jumlah, berat_murni, nilai, foto)
    SELECT ${ctx.kode_toko}, ${no}, d.seq, d.nama_barang, d.kadar, d.berat, d.jumlah, d.berat_murni, d.nilai, d.foto
      FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS d(seq int, nama_barang text, kadar numeric,
           berat numeric, jumlah int, berat_murni numeric, nilai bigint, foto text)`);
}

/**
 * Writes one loan valued at today's fine gold price, the rate and term from kondisi pinjaman unless given; returns
 * its number. Checks the maximum only when `cekMax` (a renewal keeps its principal).
 */
export async function insertLoan(tx: Tx, ctx: Ctx, h: LoanHead, items: readonly Jaminan[], cekMax: boolean) {
  const p = await hutangParams(tx, ctx.kode_toko);
  const harga = await hargaEmasMurni(tx, ctx.kode_toko, ctx.tanggal);
  if (harga === null) throw unprocessable(MSG_HUTANG.hargaKosong);
  const lines = valueCollateral(items, harga);
  if (cekMax) {
    const max = maxPinjaman(
      lines.reduce((s, l) => s + l.nilai, 0),
      p.persen_max,
    );
    if (h.pokok > max) throw unprocessable(MSG_HUTANG.melebihiMax(max), { max_pinjaman: max });
  }
  const terms = await chooseTerms(tx, ctx, h, p);
  const no = formatNoHutang(ctx.kode_toko, ctx.tanggal, await nextYearlyCounter(tx, ctx.kode_toko, 'PI', ctx.tanggal));
  await writeLoan(tx, ctx, no, h, { ...terms, harga, p }, lines);
  return no;
}
