/**
 * Bad text is refused at the edge (DESIGN.md "Rules the first half taught us"): one preValidation hook for every
 * route looks at every string (and object key) of the body, the query and the path parameters, and answers 400
 * `{message, errors: {field}}` for a NUL byte or a control character other than tab, line feed and carriage
 * return. Such text never reaches SQL, where a NUL broke the statement's message (503) and dropped the pooled
 * connection, and an escape sequence was stored on a receipt. Uploaded files (buffers, streams) are not text.
 */
import { MSG } from '@kilau/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.ts';

// C0 controls except \t \n \r, DEL, and the C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const MAX_DEPTH = 32;

/** The dotted path (`items.0.nama_barang`) of the first string or key holding a control character. */
export function findControlChar(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path.join('.') || '_' : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function')
    return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findControlChar(value[i], [...path, String(i)], depth + 1);
      if (hit !== undefined) return hit;
    }
    return undefined;
  }
  for (const [k, v] of Object.entries(value)) {
    if (CONTROL.test(k)) return [...path, k.replace(CONTROL, '?')].join('.');
    const hit = findControlChar(v, [...path, k], depth + 1);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

export function registerBadTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const field = findControlChar(part);
      if (field !== undefined) throw badRequest(MSG.badText, { errors: { [field]: MSG.badText } });
    }
  });
}
