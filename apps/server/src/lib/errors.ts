import { MSG } from '@kilau/domain';

/** Typed application errors: a status and an Indonesian message the client shows as is. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (m: string, extra?: Record<string, unknown>) => new AppError(400, m, extra);
export const forbidden = (m: string) => new AppError(403, m);
export const notFound = (m: string) => new AppError(404, m);
export const conflict = (m: string) => new AppError(409, m);
export const unprocessable = (m: string, extra?: Record<string, unknown>) => new AppError(422, m, extra);

/** PostgreSQL SQLSTATE of an error, through Drizzle's wrapper if present. */
export function pgCode(e: unknown): string | undefined {
  const any = e as { code?: unknown; cause?: { code?: unknown } } | undefined;
  if (typeof any?.code === 'string') return any.code;
  if (typeof any?.cause?.code === 'string') return any.cause.code;
  return undefined;
}

/** Messages of database faults: the request may simply be tried again. */
export const DB_FAULT_MSG = {
  unavailable: MSG.dbUnavailable,
  busy: 'Data Sedang Dipakai Transaksi Lain, Silahkan Coba Lagi',
  timeout: 'Server Sedang Sibuk, Silahkan Coba Lagi',
  diskFull: MSG.diskFull,
} as const;

/** Socket-level codes of a connection that could not be made or was lost. */
const NET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres and its pool say when the connection is gone or cannot be had. */
const LOST =
  /Connection terminated|connection error and is not queryable|Client was closed|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;

/** A full disk as PostgreSQL (53100 disk_full, or an I/O error naming it) or node (ENOSPC, EDQUOT) reports it. */
const NO_SPACE = /No space left on device|Disk quota exceeded/i;

/**
 * A database fault that is not the request's fault: the connection is gone or refused ('unavailable', 503),
 * another transaction holds the rows (deadlock, serialization, lock time-out: 'busy', 409), the statement ran
 * out of time ('timeout', 503), or the data disk is full ('diskFull', 503: the write was refused whole).
 */
export function dbFault(e: unknown): keyof typeof DB_FAULT_MSG | undefined {
  const code = pgCode(e);
  if (code === '53100') return 'diskFull';
  for (let cur: unknown = e, depth = 0; cur && depth < 5; depth++) {
    const any = cur as { code?: unknown; message?: unknown; cause?: unknown };
    if (any.code === 'ENOSPC' || any.code === 'EDQUOT') return 'diskFull';
    if (typeof any.message === 'string' && NO_SPACE.test(any.message)) return 'diskFull';
    cur = any.cause;
  }
  if (code === '40P01' || code === '40001' || code === '55P03') return 'busy';
  if (code === '57014') return 'timeout';
  // 08 connection exception; 57P01..03 admin/crash shutdown, cannot connect now; 53300 too many connections
  if (code?.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300')
    return 'unavailable';
  for (let cur: unknown = e, depth = 0; cur && depth < 5; depth++) {
    const any = cur as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
    if (typeof any.code === 'string' && NET_CODES.has(any.code)) return 'unavailable';
    // A Unix socket that is not there (PostgreSQL restarting: its socket file is gone until it listens again)
    if (any.code === 'ENOENT' && (any as { syscall?: unknown }).syscall === 'connect') return 'unavailable';
    if (typeof any.message === 'string' && LOST.test(any.message)) return 'unavailable';
    if (Array.isArray(any.errors) && any.errors.some((x) => NET_CODES.has((x as { code?: string })?.code ?? '')))
      return 'unavailable';
    cur = any.cause;
  }
  return undefined;
}
