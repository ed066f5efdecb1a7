/**
 * The chain's stores as pickers need them (kirim barang ke cabang: the destination branch). Stores are a
 * chain-wide identity (DESIGN.md); code, name and type are no secret to a signed-in user of the chain.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

export type StoreRow = { kode_toko: string; nama_toko: string; tipe_toko: string };

export async function storesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/stores/get/all', { config: { permission: 'session' } }, async () => {
    const res = await db.execute<StoreRow>(
      sql`SELECT kode_toko, nama_toko, tipe_toko FROM stores
           ORDER BY CASE WHEN tipe_toko = 'PUSAT' THEN 0 ELSE 1 END, kode_toko`,
    );
    return res.rows;
  });
}
