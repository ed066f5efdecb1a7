/**
 * Image store (spec §7.6: images under a per-store path, named by id, `.jpg`). Local disk under
 * `DATA_DIR/files` by default; the interface is what an S3-compatible store would implement.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type FileStore = {
  put: (key: string, data: Buffer) => Promise<void>;
  get: (key: string) => Promise<Readable | undefined>;
  remove: (key: string) => Promise<void>;
};

const SAFE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

export function localFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    if (!SAFE.test(key) || key.includes('..')) throw new Error(`bad file key ${key}`);
    return path.join(root, key);
  };
  return {
    put: async (key, data) => {
      const p = resolve(key);
      await fs.mkdir(path.dirname(p), { recursive: true });
      // One temp file per write (concurrent uploads of one piece never share it), then an atomic rename:
      // a reader sees the old photo or the new one, never a half-written one.
      const tmp = `${p}.${randomBytes(8).toString('hex')}.tmp`;
      try {
        await fs.writeFile(tmp, data, { flag: 'wx' });
        await fs.rename(tmp, p);
      } catch (e) {
        await fs.rm(tmp, { force: true });
        throw e;
      }
    },
    get: async (key) => {
      const p = resolve(key);
      return existsSync(p) ? createReadStream(p) : undefined;
    },
    remove: async (key) => {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

export const fotoKey = (kodeToko: string, id: string) => `${kodeToko}/barang/${id}.jpg`;
