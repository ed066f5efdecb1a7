/**
 * Buy-back benchmark (issue 11): 20 counters each submitting buy-backs back to back for a bounded time — every
 * other purchase a piece this store sold (scanned barcode, weighed again), the rest a manual piece typed by hand —
 * each at the policy price computed by the domain rule from the day's parameters, each with its own
 * Idempotency-Key, paid in cash or (one in four) by transfer from a store account.
 */
import { randomUUID } from 'node:crypto';
import { hargaBeli, type ParameterBeli } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import type { ServerHandle } from '../../e2e/helpers/server.ts';
import { load } from './harness.ts';
import type { Row } from './stock-sales.bench.ts';

const GUDANG = 'BRK';
const BAKI = 'S01';
const REKENING = '1234567890';
const KONDISI = ['MULUS', 'RUSAK', 'PATAH'] as const;
const MANUAL = [
  { kode_dept: 'CC', nama_barang: 'CINCIN POLOS', kadar: '75' },
  { kode_dept: 'KL', nama_barang: 'KALUNG RANTAI', kadar: '75' },
  { kode_dept: 'GL', nama_barang: 'GELANG KERONCONG', kadar: '70' },
  { kode_dept: 'LT', nama_barang: 'LIONTIN HATI', kadar: '42' },
];

type Sold = { kode_barcode: string; kode_group: string; kode_dept: string; nama_barang: string; berat: string };

async function api<T>(s: ServerHandle, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const r = await fetch(`${s.baseUrl}/api/${path}`, {
    method,
    headers: { 'x-auth-token': token, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  if (r.status !== 200) throw new Error(`${method} ${path}: ${r.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Pieces of PST that were sold and are still the customer's, oldest barcode first. */
async function soldPieces(db: Db): Promise<Sold[]> {
  return (
    await db.execute(sql`
      SELECT b.kode_barcode, d.kode_group, d.kode_dept, d.nama_barang, b.berat::text AS berat
        FROM penjualan_detail d
        JOIN penjualan p ON p.kode_toko = d.kode_toko AND p.no_faktur_group = d.no_faktur_group AND p.status = 'AKTIF'
        JOIN barang b ON b.kode_toko = d.kode_toko AND b.id = d.barang_id AND b.status = 'TERJUAL'
       WHERE d.kode_toko = 'PST' AND d.status = 'AKTIF'
       ORDER BY b.kode_barcode`)
  ).rows as Sold[];
}

/**
 * The day's buy prices (harga emas) for every group, and at least `want` sold pieces to buy back: the sale
 * benchmark's, topped up by sales of 100 pieces each through the API when it did not run.
 */
export async function seedBuyBack(s: ServerHandle, db: Db, token: string, want: number): Promise<Sold[]> {
  const para = await api<ParameterBeli>(s, token, 'GET', 'pembelian/parameter');
  for (const g of para.groups) {
    if (g.harga_beli_gram !== null) continue;
    const jual = Number(
      (
        (
          await db.execute(
            sql`SELECT harga::bigint AS h FROM master_group WHERE kode_toko = 'PST' AND kode_group = ${g.kode_group}`,
          )
        ).rows[0] as { h: string }
      ).h,
    );
    await api(s, token, 'POST', 'harga-emas', {
      tanggal: para.tanggal,
      kode_group: g.kode_group,
      harga_jual: jual || 1_000_000,
      harga_beli: Math.round((jual || 1_000_000) * 0.9),
    });
  }
  await db.execute(
    sql`INSERT INTO master_sales (kode_toko, kode_sales, nama_sales) VALUES ('PST', 'BENCH', 'BENCH') ON CONFLICT DO NOTHING`,
  );
  let sold = await soldPieces(db);
  if (sold.length < want) {
    const stock = (
      await db.execute(sql`SELECT kode_barcode FROM barang WHERE kode_toko = 'PST' AND status = 'STOCK'
                            ORDER BY kode_barcode DESC LIMIT ${want - sold.length}`)
    ).rows as { kode_barcode: string }[];
    for (let i = 0; i < stock.length; i += 100) {
      await api(s, token, 'POST', 'penjualan', {
        kode_sales: 'BENCH',
        nama_customer: 'BENCH',
        items: stock.slice(i, i + 100).map((p) => ({ kode_barcode: p.kode_barcode })),
        payments: [{ jenis: 'CASH', jumlah: 9_000_000_000 }],
      });
    }
    sold = await soldPieces(db);
  }
  console.log(`  buy-back: ${sold.length} sold pieces ready to buy back`);
  return sold;
}

/** 20 counters buying back as fast as they can: half pieces this store sold, half manual pieces. */
export async function benchBuyBackSubmit(
  s: ServerHandle,
  token: string,
  sold: Sold[],
  conn: number,
  seconds: number,
): Promise<Row> {
  const para = await api<ParameterBeli>(s, token, 'GET', 'pembelian/parameter');
  const groupOf = new Map(para.groups.map((g) => [g.kode_group, g]));
  const jenisOf = new Map(para.jenis.map((j) => [j.kode_dept, j]));
  const kondisiOf = new Map(para.kondisi.map((k) => [k.kode_kondisi, k]));
  const policy = (kodeGroup: string, kodeKondisi: string, berat: string, ada_nota: boolean) => {
    const g = groupOf.get(kodeGroup);
    return hargaBeli({
      berat,
      harga_beli_gram: g?.harga_beli_gram ?? 0,
      kondisi: kondisiOf.get(kodeKondisi) ?? null,
      ada_nota,
      rugi_nota: g?.rugi_nota ?? null,
      pembulatan: para.pembulatan,
    }).harga;
  };
  let i = 0;
  let nextSold = 0;
  const sent = { sold: 0, manual: 0 };
  const { res, figures } = await load({
    url: `${s.baseUrl}/api/pembelian`,
    method: 'POST',
    connections: conn,
    duration: seconds,
    headers: { 'x-auth-token': token, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => {
          i++;
          const kode_kondisi = KONDISI[i % KONDISI.length] as string;
          const piece = i % 2 === 0 ? sold[nextSold++] : undefined;
          let item: Record<string, unknown>;
          if (piece) {
            // weighed again at the counter: a little lighter than on the receipt
            const berat = (Math.max(100, Math.round(Number(piece.berat) * 1000) - 10) / 1000).toFixed(3);
            const ada_nota = i % 4 === 0;
            item = {
              kode_barcode: piece.kode_barcode,
              kode_dept: piece.kode_dept,
              nama_barang: piece.nama_barang,
              berat,
              kode_kondisi,
              ada_nota,
              harga: policy(piece.kode_group, kode_kondisi, berat, ada_nota),
            };
            sent.sold++;
          } else {
            const m = MANUAL[i % MANUAL.length] as (typeof MANUAL)[number];
            const berat = (1 + (i % 9) * 0.75).toFixed(3);
            item = {
              ...m,
              berat,
              kode_kondisi,
              harga: policy(jenisOf.get(m.kode_dept)?.kode_group ?? '', kode_kondisi, berat, false),
            };
            sent.manual++;
          }
          const harga = item.harga as number;
          const payments =
            i % 4 === 1
              ? [{ jenis: 'TRANSFER', jumlah: harga, no_rekening: REKENING, no_rekening_customer: `77001${i % 100}` }]
              : [{ jenis: 'CASH', jumlah: harga }];
          return {
            ...req,
            headers: { ...req.headers, 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              kode_sales: 'BENCH',
              kode_gudang: GUDANG,
              kode_baki: BAKI,
              items: [item],
              payments,
            }),
          };
        },
      },
    ],
  });
  return {
    name: `POST pembelian (buy-back submit, ${conn} concurrent counters)`,
    api: figures,
    note: `${res.non2xx} refused, ${res.errors} errors; sent ${sent.sold} sold + ${sent.manual} manual pieces`,
  };
}
