/**
 * The nine import calls of spec §7.3 (issue 15), all POST. Each takes either
 * - JSON `{ <field>: Row[] }` exactly as the spec's table (data_sales, data_groups, … barang_summary), or
 * - multipart/form-data whose file part is named by that field: the CSV file itself, streamed and parsed here
 *   (§5) — what the web sends for big files.
 * Query: `preview=true` (check and sum, write nothing), `kode_toko` (head office importing for a store),
 * `progress_id` (socket progress), `tipe=keuangan_cash|keuangan_non_cash` on cash/import-data-cash.
 * Answers `importResult` (200); a commit with a failing row answers 422 `{ message: 'Terjadi Kesalahan Saat
 * Import Data', detail: importResult }` and writes nothing. Owners and super users only (IMPORT_LEVELS).
 */

import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import nodePath from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  IMPORT_CALLS,
  IMPORT_LEVELS,
  IMPORT_MSG,
  IMPORT_ROW_SCHEMAS,
  IMPORT_TYPES,
  ImportCsvReader,
  type ImportType,
  importQuery,
  importResult,
  jsonToText,
  MSG,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { requireAuth } from '../../plugins/auth.plugin.ts';
import { createImporService, type RowBatch } from './impor.service.ts';

/** Up to this much per upload (a 100,000-row sales file is ~30 MB). */
export const IMPORT_MAX_BYTES = 512 * 1024 * 1024;
const JSON_BATCH = 2000;

/**
 * Uploads are spooled to `<tmp>/kilau-impor-<pid>-XXXXXX/upload.csv` and removed when the request ends, however it
 * ends (answered, refused, cut by the client or by the request time-out). A server killed mid-upload cannot: its
 * spool is removed when a server starts, by its pid, which no longer runs (issue 25). Spools of running servers
 * (another instance on the same machine) are left alone.
 */
const SPOOL_PREFIX = 'kilau-impor-';
const spoolPrefix = () => nodePath.join(tmpdir(), `${SPOOL_PREFIX}${process.pid}-`);

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function sweepSpools(): Promise<string[]> {
  const dir = tmpdir();
  const names = await readdir(dir).catch(() => [] as string[]);
  const stale = names.filter((n) => {
    const m = /^kilau-impor-(\d+)-[A-Za-z0-9]{6}$/.exec(n);
    return m !== null && Number(m[1]) !== process.pid && !running(Number(m[1]));
  });
  await Promise.all(stale.map((n) => rm(nodePath.join(dir, n), { recursive: true, force: true })));
  return stale;
}

async function* csvBatches(file: Readable, onBytes: (n: number) => void): AsyncIterable<RowBatch> {
  const reader = new ImportCsvReader();
  const dec = new TextDecoder('utf-8');
  for await (const chunk of file as AsyncIterable<Buffer>) {
    onBytes(chunk.length);
    const rows = reader.push(dec.decode(chunk, { stream: true }));
    if (rows.length) yield rows;
  }
  const rows = [...reader.push(dec.decode()), ...reader.end()];
  if (rows.length) yield rows;
}

async function* jsonBatches(type: ImportType, rows: unknown[]): AsyncIterable<RowBatch> {
  const schema = IMPORT_ROW_SCHEMAS[type];
  for (let i = 0; i < rows.length; i += JSON_BATCH) {
    const batch: RowBatch = [];
    for (let k = i; k < Math.min(rows.length, i + JSON_BATCH); k++) {
      const raw = rows[k];
      const parsed = schema.safeParse(raw);
      const values: Record<string, string | undefined> = {};
      if (parsed.success) for (const [n, v] of Object.entries(parsed.data)) values[n] = jsonToText(v);
      // a row that is not an object of plain values: every field missing (its required fields then fail)
      batch.push({ line: k + 2, values });
    }
    yield batch;
  }
}

export async function imporRoutes(app: FastifyInstance, { db }: { db: Db }) {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 20, parts: 21 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = createImporService(db);
  const swept = await sweepSpools().catch((e: Error) => {
    app.log.warn({ err: e }, 'impor: spool lama tidak dapat dihapus');
    return [];
  });
  if (swept.length) app.log.info({ spools: swept }, 'impor: spool upload yang terputus dihapus');

  /** The store the import writes: the user's own, or (head office only) the one in `kode_toko`. */
  async function targetStore(req: FastifyRequest, kodeToko: string | undefined): Promise<string> {
    const a = requireAuth(req);
    if (!(IMPORT_LEVELS as readonly string[]).includes(a.user.level)) throw forbidden(MSG.forbidden);
    if (!kodeToko || kodeToko === a.user.kode_toko) return a.user.kode_toko;
    if (a.user.tipe_toko !== 'PUSAT') throw forbidden(IMPORT_MSG.pusatOnly);
    const found = await db.execute(sql`SELECT 1 FROM stores WHERE kode_toko = ${kodeToko}`);
    if (!found.rows.length) throw notFound(IMPORT_MSG.storeUnknown);
    return kodeToko;
  }

  const paths = [...new Set(IMPORT_TYPES.map((t) => IMPORT_CALLS[t].path))];
  for (const path of paths) {
    const types = IMPORT_TYPES.filter((t) => IMPORT_CALLS[t].path === path);
    const field = IMPORT_CALLS[types[0] as ImportType].field;
    r.post(
      `/${path}`,
      {
        schema: { querystring: importQuery, response: { 200: importResult } },
        config: { permission: 'owner' },
        bodyLimit: IMPORT_MAX_BYTES,
      },
      async (req) => {
        const q = req.query;
        let type = types[0] as ImportType;
        if (types.length > 1) {
          if (!q.tipe) throw badRequest(IMPORT_MSG.typeMissing);
          type = q.tipe;
        }
        const kodeToko = await targetStore(req, q.kode_toko);
        const a = requireAuth(req);
        const progress = q.progress_id
          ? (percentage: number, message: string) =>
              app.realtime.emitImportProgress(a.user.kode_toko, q.progress_id as string, {
                progress_id: q.progress_id as string,
                percentage,
                message,
              })
          : undefined;

        let input: AsyncIterable<RowBatch>;
        let readFraction: () => number;
        let spool: string | undefined;
        try {
          if (req.isMultipart()) {
            const part = await req.file();
            if (!part || part.fieldname !== field) {
              part?.file.resume();
              throw badRequest(IMPORT_MSG.fileMissing);
            }
            // the upload is received at network speed into a spool file, then read at the database's pace: the
            // request is never held open (REQUEST_TIMEOUT_MS) by a slow import
            spool = await mkdtemp(spoolPrefix());
            const file = nodePath.join(spool, 'upload.csv');
            await pipeline(part.file, createWriteStream(file));
            if (part.file.truncated) throw new AppError(413, IMPORT_MSG.fail);
            const total = (await stat(file)).size;
            let read = 0;
            input = csvBatches(createReadStream(file, { highWaterMark: 64 * 1024 }), (n) => {
              read += n;
            });
            readFraction = () => (total > 0 ? read / total : 0);
          } else {
            const body = req.body as Record<string, unknown> | undefined;
            const rows = body?.[field];
            if (!Array.isArray(rows)) throw badRequest(IMPORT_MSG.fileMissing);
            let done = 0;
            input = (async function* () {
              for await (const b of jsonBatches(type, rows)) {
                done += b.length;
                yield b;
              }
            })();
            readFraction = () => (rows.length ? done / rows.length : 1);
          }
          progress?.(0, 'Membaca file…');
          const res = await svc.run({
            type,
            kode_toko: kodeToko,
            user_id: a.user.user_id,
            preview: q.preview,
            input,
            readFraction,
            progress,
          });
          if (!q.preview && !res.committed) throw unprocessable(IMPORT_MSG.fail, { detail: res });
          return res;
        } catch (e) {
          // the upload went over its size limit
          if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, IMPORT_MSG.fail);
          throw e;
        } finally {
          if (spool) await rm(spool, { recursive: true, force: true });
        }
      },
    );
  }
}
