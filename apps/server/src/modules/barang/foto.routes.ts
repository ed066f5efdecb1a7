/**
 * Piece photos: the browser resizes to at most 720×1366 JPEG q50 (spec §2.3) and PUTs the bytes; the server
 * checks it is a JPEG and keeps it under `<kode_toko>/barang/<id>.jpg`; DELETE removes it (file and reference). Reads go through the API (token header); the
 * photo itself is binary (no response schema).
 */
import { barcodeField, fotoSavedSchema, MSG } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { type FileStore, fotoKey } from '../../lib/file-store.ts';
import { requireAuth } from '../../plugins/auth.plugin.ts';

export const MAX_FOTO_BYTES = 1024 * 1024;
const FOTO_NONE = 'Foto Tidak Ada';

export async function fotoRoutes(app: FastifyInstance, { db, files }: { db: Db; files: FileStore }) {
  app.addContentTypeParser('image/jpeg', { parseAs: 'buffer', bodyLimit: MAX_FOTO_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ barcode: barcodeField });

  const find = async (kodeToko: string, barcode: string) => {
    const res = await db.execute<{ id: string; foto: string }>(
      sql`SELECT id, foto FROM barang WHERE kode_toko = ${kodeToko} AND kode_barcode = ${barcode}`,
    );
    const row = res.rows[0];
    if (!row) throw notFound(`Barcode ${barcode} Tidak Ditemukan`);
    return row;
  };
  /** The piece row locked for a photo write: an upload and a removal of one piece never interleave. */
  const locked = async (tx: Tx, kodeToko: string, barcode: string) => {
    const res = await tx.execute<{ id: string; foto: string }>(
      sql`SELECT id, foto FROM barang WHERE kode_toko = ${kodeToko} AND kode_barcode = ${barcode} FOR UPDATE`,
    );
    const row = res.rows[0];
    if (!row) throw notFound(`Barcode ${barcode} Tidak Ditemukan`);
    return row;
  };

  r.put(
    '/barang/foto/:barcode',
    { schema: { params, response: { 200: fotoSavedSchema } }, config: { permission: '/tambah-data-barang' } },
    async (req) => {
      const a = requireAuth(req);
      const body = req.body as Buffer | undefined;
      if (!Buffer.isBuffer(body) || body.length < 4 || body[0] !== 0xff || body[1] !== 0xd8)
        throw badRequest('Foto Harus Berformat JPEG');
      const kodeToko = a.user.kode_toko;
      const key = await db.transaction(async (tx) => {
        const row = await locked(tx, kodeToko, req.params.barcode);
        const key = fotoKey(kodeToko, row.id);
        await files.put(key, body);
        await tx.execute(
          sql`UPDATE barang SET foto = ${key}, updated_at = now() WHERE kode_toko = ${kodeToko} AND id = ${row.id}`,
        );
        return key;
      });
      return { message: MSG.saveOk, data: { kode_barcode: req.params.barcode, foto: key } };
    },
  );

  // Remove (spec §7.6 "upload, delete, download"): the reference and the file go together, under the piece's lock.
  r.delete(
    '/barang/foto/:barcode',
    { schema: { params, response: { 200: fotoSavedSchema } }, config: { permission: '/tambah-data-barang' } },
    async (req) => {
      const a = requireAuth(req);
      const kodeToko = a.user.kode_toko;
      await db.transaction(async (tx) => {
        const row = await locked(tx, kodeToko, req.params.barcode);
        if (!row.foto) throw notFound(FOTO_NONE);
        await tx.execute(
          sql`UPDATE barang SET foto = '', updated_at = now() WHERE kode_toko = ${kodeToko} AND id = ${row.id}`,
        );
        await files.remove(row.foto);
      });
      return { message: MSG.deleteOk, data: { kode_barcode: req.params.barcode, foto: '' } };
    },
  );

  r.get('/barang/foto/:barcode', { schema: { params }, config: { permission: 'session' } }, async (req, reply) => {
    const a = requireAuth(req);
    const row = await find(a.user.kode_toko, req.params.barcode);
    const stream = row.foto ? await files.get(row.foto) : undefined;
    if (!stream) throw notFound(FOTO_NONE);
    reply.header('cache-control', 'private, max-age=300').type('image/jpeg');
    return reply.send(stream);
  });
}
