/**
 * The import's two channels (issue 15): the CSV goes up as multipart/form-data through XMLHttpRequest — the
 * browser streams the File from disk, the page never reads it, and `upload.onprogress` reports the bytes sent —
 * and the server's progress comes back over the realtime socket (`start-import` joins the run's room,
 * `import-progress` reports). No 5 s limit: a 100,000-row file takes longer than that.
 */
import {
  IMPORT_CALLS,
  IMPORT_PROGRESS_EVENT,
  type ImportResult,
  type ImportType,
  importResult,
  MSG,
} from '@kilau/domain';
import { buildUrl, LONG_TIMEOUT_MS } from '../../lib/api-client.ts';
import { ApiError, messageFromBody } from '../../lib/api-error.ts';
import { apiBase } from '../../lib/config.ts';
import { resetToStart, session } from '../../lib/session.ts';
import { importCallQuery } from './import-model.ts';

export type ImportCall = {
  type: ImportType;
  file: File;
  preview: boolean;
  progressId: string;
  /** Head office's chosen store (`/import-data-pusat`); the user's own store otherwise. */
  kodeToko?: string;
  idempotencyKey?: string;
  onUpload?: (loaded: number, total: number) => void;
};

export function sendImport(c: ImportCall): Promise<ImportResult> {
  const call = IMPORT_CALLS[c.type];
  const url = buildUrl(apiBase(), call.path, importCallQuery(c));
  const form = new FormData();
  form.append(call.field, c.file, c.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = LONG_TIMEOUT_MS;
    xhr.setRequestHeader('accept', 'application/json');
    const token = session.get()?.token;
    if (token) xhr.setRequestHeader('x-auth-token', token);
    if (c.idempotencyKey) xhr.setRequestHeader('idempotency-key', c.idempotencyKey);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) c.onUpload?.(e.loaded, e.total);
    };
    xhr.onerror = () => reject(new ApiError('NETWORK', 'NETWORK'));
    xhr.ontimeout = () => reject(new ApiError('TIMEOUT', 'TIMEOUT'));
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        const r = importResult.safeParse(body);
        if (r.success) resolve(r.data);
        else reject(new ApiError('HTTP', 'Jawaban Server Tidak Dikenali', xhr.status, {}, text));
        return;
      }
      const message = messageFromBody(text) ?? '';
      if (xhr.status === 401 || message === MSG.invalidToken) {
        resetToStart();
        return;
      }
      reject(new ApiError('HTTP', message, xhr.status, {}, text));
    };
    xhr.send(form);
  });
}

type Socket = {
  on: (ev: string, fn: (p: unknown) => void) => void;
  once: (ev: string, fn: (p?: unknown) => void) => void;
  emit: (ev: string, p?: unknown) => void;
  disconnect: () => void;
};

const JOIN_WAIT_MS = 3000;

/**
 * Joins the run's progress room; resolves once joined (the server echoes `start-import`) or after a short wait — a
 * missing socket only costs the bar its server half, never the import.
 */
export async function watchProgress(progressId: string, onProgress: (p: unknown) => void): Promise<() => void> {
  const token = session.get()?.token;
  if (!token) return () => {};
  try {
    const { io } = await import('socket.io-client');
    const socket: Socket = io({ path: '/socket.io', auth: { token }, reconnection: false });
    socket.on(IMPORT_PROGRESS_EVENT, onProgress);
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, JOIN_WAIT_MS);
      const done = () => {
        clearTimeout(t);
        resolve();
      };
      socket.once('start-import', done);
      socket.once('connect_error', done);
      socket.on('connect', () => socket.emit('start-import', { progress_id: progressId }));
    });
    return () => socket.disconnect();
  } catch {
    return () => {};
  }
}
