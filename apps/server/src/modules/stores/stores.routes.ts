/**
 * The chain's stores as pickers need them (kirim barang ke cabang: the destination branch). Stores are a
 * chain-wide identity (DESIGN.md); code, name and type are no secret to a signed-in user of the chain.
 */
import { type StoreRow, storeRowSchema } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';

export async function storesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/stores/get/all',
    { schema: { response: { 200: z.array(storeRowSchema) } }, config: { permission: 'session' } },
    async () => {
      const res = await db.execute<StoreRow>(
        sql`SELECT kode_toko, nama_toko, tipe_toko FROM stores
           ORDER BY CASE WHEN tipe_toko = 'PUSAT' THEN 0 ELSE 1 END, kode_toko`,
      );
      return res.rows;
    },
  );
}
