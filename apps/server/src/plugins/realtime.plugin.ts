/**
 * socket.io on the API's own HTTP server (spec §7.6): the handshake carries the session token; the event
 * `start-closed-store` subscribes the socket to its store's close, whose progress goes to that room; `start-import`
 * { progress_id } subscribes it to one import or delete of its store (`import-progress`).
 */
import { BACKUP_LEVELS, IMPORT_PROGRESS_EVENT, type ImportProgress } from '@kilau/domain';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Server } from 'socket.io';
import type { AuthService } from '../modules/auth/auth.service.ts';

export type Realtime = {
  emitCloseProgress: (kodeToko: string, p: { percentage: number; message: string }) => void;
  /** A long import or delete (issue 15): to the sockets of the store that sent `start-import` with this id. */
  emitImportProgress: (kodeToko: string, progressId: string, p: ImportProgress) => void;
  /** Backups (issue 26) cover the whole database: their events go to the sockets of every owner-level user. */
  emitToOwners: (event: string, payload: unknown) => void;
};

const OWNERS_ROOM = 'backup-owners';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * `adapterUrl` (REALTIME=postgres): events go through PostgreSQL NOTIFY to every instance sharing the database, so
 * a close started on one instance reaches sockets connected to another (issue 17). LISTEN needs a session of its
 * own, so the URL is a direct one (not pgbouncer in transaction mode).
 */
export async function registerRealtime(
  app: FastifyInstance,
  auth: AuthService,
  opts: { adapterUrl?: string } = {},
): Promise<void> {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  let adapterPool: pg.Pool | undefined;
  if (opts.adapterUrl) {
    adapterPool = new pg.Pool({ connectionString: opts.adapterUrl, max: 3 });
    adapterPool.on('error', () => {});
    // The adapter keeps payloads over 8 kB here (ours are a few bytes; the table must exist for its cleanup).
    await adapterPool.query(
      `CREATE TABLE IF NOT EXISTS socket_io_attachments
         (id bigserial UNIQUE, created_at timestamptz DEFAULT now(), payload bytea)`,
    );
    io.adapter(createAdapter(adapterPool, { errorHandler: (e) => app.log.warn({ err: e }, 'realtime adapter') }));
  }
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown })?.token;
    const a = await auth.authenticate(typeof token === 'string' ? token : undefined).catch(() => undefined);
    if (!a) return next(new Error('Invalid token.'));
    socket.data.kode_toko = a.user.kode_toko;
    socket.data.owner = (BACKUP_LEVELS as readonly string[]).includes(a.user.level);
    next();
  });
  io.on('connection', (socket) => {
    if (socket.data.owner) void socket.join(OWNERS_ROOM);
    socket.on('start-closed-store', () => {
      void socket.join(`close:${socket.data.kode_toko}`);
      socket.emit('start-closed-store', { ok: true });
    });
    // an import/delete the page is about to send: its progress (`import-progress`) comes to this socket
    socket.on('start-import', (p: unknown) => {
      const id = (p as { progress_id?: unknown } | undefined)?.progress_id;
      if (typeof id !== 'string' || !id || id.length > 100) return;
      void socket.join(`import:${socket.data.kode_toko}:${id}`);
      socket.emit('start-import', { ok: true, progress_id: id });
    });
  });
  app.decorate('realtime', {
    emitCloseProgress: (kodeToko, p) => {
      io.to(`close:${kodeToko}`).emit('closed-store-progress', p);
    },
    emitImportProgress: (kodeToko, progressId, p) => {
      io.to(`import:${kodeToko}:${progressId}`).emit(IMPORT_PROGRESS_EVENT, p);
    },
    emitToOwners: (event, payload) => {
      io.to(OWNERS_ROOM).emit(event, payload);
    },
  });
  // Disconnect before Fastify closes the HTTP server (open long-polls would hold it); the engine stops too.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
    if (adapterPool) {
      // Stops the adapter's LISTEN client and its cleanup timer (io.close would also close Fastify's server).
      await io.of('/').adapter.close();
      await adapterPool.end();
    }
  });
}
