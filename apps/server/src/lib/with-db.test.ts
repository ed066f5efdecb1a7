import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { withDb } from './with-db.ts';

describe('withDb', () => {
  it('binds every function to the one database, passing the caller’s arguments after it', async () => {
    const db = { name: 'db' } as unknown as Db;
    const svc = withDb(db, {
      get: async (d: Db, kode: string, no: string) => [d, kode, no],
      count: (d: Db, xs: number[], start = 10) => ({ d, n: xs.length + start }),
    });
    expect(await svc.get('PST', 'FJ-1')).toEqual([db, 'PST', 'FJ-1']);
    expect(svc.count([1, 2])).toEqual({ d: db, n: 12 });
    expect(svc.count([1], 0)).toEqual({ d: db, n: 1 });
    expect(Object.keys(svc)).toEqual(['get', 'count']);
  });
});
