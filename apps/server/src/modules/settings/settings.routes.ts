/**
 * Store settings: `/settingtoko` (name, address, phone — the header of every receipt and PDF — and the store's time
 * zone) and the keyed parameters of `/settingsystem` and `/settingNota` (declared in `@kilau/domain` settings),
 * stored per store.
 */
import {
  MSG,
  paraSavedSchema,
  SETTINGS_FORMS,
  settingField,
  type Toko,
  tokoSchema,
  validateSetting,
  writeResult,
  ZONE_NAMES,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { type RoutePath, requireAuth, requirePermission } from '../../plugins/auth.plugin.ts';

/** Body of `PUT settings/toko`. */
const tokoBody = z.object({
  nama_toko: z
    .string({ error: 'Nama Toko Tidak Boleh Kosong' })
    .trim()
    .min(1, 'Nama Toko Tidak Boleh Kosong')
    .max(100)
    .transform((v) => v.toUpperCase()),
  alamat_toko: z
    .string()
    .trim()
    .max(300, 'Alamat Maksimal 300 Karakter')
    .default('')
    .transform((v) => v.toUpperCase()),
  no_hp: z.string().trim().max(30, 'No Telepon Maksimal 30 Karakter').default(''),
  /** Left out: the zone stays as it is. */
  time_zone: z.enum(ZONE_NAMES, { error: MSG.zoneInvalid }).optional(),
});

const TOKO_COLUMNS = sql.raw('kode_toko, nama_toko, alamat_toko, no_hp, tipe_toko, tgl_system, time_zone');

export async function settingsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/settings/toko',
    { schema: { response: { 200: tokoSchema } }, config: { permission: 'session' } },
    async (req) => {
      const { rows } = await db.execute<Toko>(
        sql`SELECT ${TOKO_COLUMNS} FROM stores WHERE kode_toko = ${requireAuth(req).user.kode_toko}`,
      );
      if (!rows[0]) throw notFound('Toko Tidak Ditemukan');
      return rows[0];
    },
  );
  r.put(
    '/settings/toko',
    { schema: { body: tokoBody, response: { 200: writeResult(tokoSchema) } }, config: { permission: '/settingtoko' } },
    async (req) => {
      const a = requireAuth(req);
      const kode = a.user.kode_toko;
      // The header and its audit row are one transaction (issue 9 item 10).
      const data = await db.transaction(async (tx) => {
        const { rows } = await tx.execute<Toko>(
          sql`UPDATE stores SET nama_toko = ${req.body.nama_toko}, alamat_toko = ${req.body.alamat_toko}, no_hp = ${req.body.no_hp},
                   time_zone = COALESCE(${req.body.time_zone ?? null}::text, time_zone)
             WHERE kode_toko = ${kode} RETURNING ${TOKO_COLUMNS}`,
        );
        await tx.execute(
          sql`INSERT INTO audit_log (kode_toko, user_id, action, entity, entity_id, after, ip)
            VALUES (${kode}, ${a.user.user_id}, 'UPDATE', 'settingtoko', ${kode}, ${JSON.stringify(rows[0])}, ${req.ip})`,
        );
        if (!rows[0]) throw notFound('Toko Tidak Ditemukan');
        return rows[0];
      });
      return { message: MSG.saveOk, data };
    },
  );

  /** Saves several parameters of one settings screen at once: `{ values: { KEY: 'value' } }`. */
  r.put(
    '/para-system',
    {
      schema: {
        body: z.object({ values: z.record(z.string(), z.string().max(1000)) }),
        response: { 200: paraSavedSchema },
      },
      // Any settings screen admits the call; each key needs the screen it belongs to.
      config: { permission: { anyOf: SETTINGS_FORMS.map((f) => f.route as RoutePath) } },
    },
    async (req) => {
      const a = requireAuth(req);
      const entries = Object.entries(req.body.values).map(([k, v]) => [k.toUpperCase(), v.trim()] as const);
      if (!entries.length) throw badRequest('Tidak Ada Data Yang Disimpan');
      const errors: Record<string, string> = {};
      for (const [key, value] of entries) {
        const found = settingField(key);
        if (!found) errors[key] = `Parameter ${key} Tidak Dikenal`;
        else {
          requirePermission(req, found.form.route as RoutePath);
          const msg = validateSetting(found.field, value);
          if (msg) errors[key] = msg;
        }
      }
      const first = Object.values(errors)[0];
      if (first) throw badRequest(first, { errors });
      await db.transaction(async (tx) => {
        for (const [key, value] of entries) {
          await tx.execute(
            sql`INSERT INTO para_system (kode_toko, key, value) VALUES (${a.user.kode_toko}, ${key}, ${value})
                ON CONFLICT (kode_toko, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
          );
        }
        await tx.execute(
          sql`INSERT INTO audit_log (kode_toko, user_id, action, entity, after, ip)
              VALUES (${a.user.kode_toko}, ${a.user.user_id}, 'UPDATE', 'para-system',
                      ${JSON.stringify(Object.fromEntries(entries))}, ${req.ip})`,
        );
      });
      return { message: MSG.saveOk, data: Object.fromEntries(entries) };
    },
  );
}
