/** One error handler: validation → 400 with Indonesian field messages; app errors as typed; never a stack. */
import { MSG, TransitionRefused } from '@kilau/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, DB_FAULT_MSG, dbFault, pgCode } from '../lib/errors.ts';

type Issue = { path: string; message: string };

function toBody(issues: Issue[]) {
  const errors: Record<string, string> = {};
  for (const i of issues) if (!(i.path in errors)) errors[i.path] = i.message;
  return { message: issues[0]?.message ?? MSG.badInput, errors };
}

/** A full disk is logged at error level once per burst (a minute), with how many writes it refused since. */
const DISK_FULL_LOG_MS = 60_000;
function diskFullLogger(): (log: FastifyBaseLogger, err: unknown) => void {
  let loggedAt = Number.NEGATIVE_INFINITY;
  let refused = 0;
  return (log, err) => {
    refused++;
    const now = Date.now();
    if (now - loggedAt < DISK_FULL_LOG_MS) return;
    log.error(
      { err, refused },
      'DISK FULL: the data disk has no space left; writes are refused (nothing is half-written) until space is freed',
    );
    loggedAt = now;
    refused = 0;
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  const logDiskFull = diskFullLogger();
  app.setErrorHandler((err, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_',
        message: v.message ?? MSG.badInput,
      }));
      return reply.status(400).send(toBody(issues));
    }
    if (err instanceof ZodError) {
      return reply
        .status(400)
        .send(toBody(err.issues.map((i) => ({ path: i.path.join('.') || '_', message: i.message }))));
    }
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({ message: err.message, ...err.extra });
    }
    if (err instanceof TransitionRefused) return reply.status(err.statusCode).send({ message: err.message });
    const fault = dbFault(err);
    if (fault === 'diskFull') {
      logDiskFull(req.log, err);
      return reply.status(503).send({ message: DB_FAULT_MSG.diskFull });
    }
    if (fault) {
      req.log.warn({ err }, `database fault: ${fault}`);
      return reply.status(fault === 'busy' ? 409 : 503).send({ message: DB_FAULT_MSG[fault] });
    }
    const code = pgCode(err);
    if (code === '23505') return reply.status(409).send({ message: 'Data Sudah Ada' });
    // 23503 foreign key; 23001 what PostgreSQL 18 reports for an ON DELETE RESTRICT key
    if (code === '23503' || code === '23001')
      return reply.status(409).send({ message: 'Data Masih Digunakan Atau Data Terkait Tidak Ditemukan' });
    if (code === '23514')
      return reply.status(422).send({ message: 'Data Tidak Valid: Nilai Di Luar Batas Yang Diizinkan' });
    // SQLSTATE class 22 (data exception: bad date, number out of range, invalid text) is always bad input.
    if (code?.startsWith('22')) return reply.status(400).send({ message: MSG.badInput });
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const message =
        status === 413
          ? 'Data Yang Dikirim Terlalu Besar'
          : status === 415
            ? 'Format Data Tidak Didukung'
            : MSG.badInput;
      return reply.status(status).send({ message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: MSG.serverError });
  });
}
