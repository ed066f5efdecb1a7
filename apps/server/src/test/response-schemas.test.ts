/**
 * Issue 10: every API answer has a declared shape. Walks every registered `/api` route and requires a zod response
 * schema for its 200 answer (`schema: { response: { 200: … } }`, declared in `@kilau/domain`), which the app's
 * serializer writes and, in tests, holds every answer against (lib/response-serializer.ts).
 *
 * Only answers that are not JSON (a piece's photo) are exempt, listed by route in NOT_JSON.
 */
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compilePicker } from '../lib/response-serializer.ts';
import { createTestApp, type TestApp } from './helpers.ts';

type Seen = { route: string; response: unknown };

/** Routes whose answer is not JSON (image bytes): they have no response schema. */
const NOT_JSON = [
  'GET /api/barang/foto/:barcode',
  'GET /api/service/foto/:no/:seq',
  'GET /api/hutang/foto/:no/:seq',
  'GET /api/arsip/:id/csv',
];

describe('every API route declares the shape of its answer', () => {
  let t: TestApp;
  const routes: Seen[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      onRoute: (r: RouteOptions) => {
        if (!r.url.startsWith('/api/')) return;
        for (const m of ([] as HTTPMethods[]).concat(r.method)) {
          if (m === 'HEAD') continue;
          const response = (r.schema?.response as Record<string, unknown> | undefined)?.[200];
          routes.push({ route: `${m} ${r.url}`, response });
        }
      },
    });
  });
  afterAll(() => t?.close());

  it('sees the routes (the walk is not vacuous)', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.map((r) => r.route)).toEqual(
      expect.arrayContaining(['GET /api/users/me', 'GET /api/group/get/all', 'GET /api/penjualan/report-margin']),
    );
  });

  it('each JSON route has a zod schema for its 200 answer', () => {
    const missing = routes
      .filter((r) => !(r.response instanceof z.ZodType) && !NOT_JSON.includes(r.route))
      .map((r) => r.route);
    expect(missing).toEqual([]);
  });

  it('NOT_JSON only lists existing routes without a schema', () => {
    const without = routes.filter((r) => !(r.response instanceof z.ZodType)).map((r) => r.route);
    expect(NOT_JSON.filter((p) => !without.includes(p))).toEqual([]);
  });

  it('an object answer keeps only its declared keys, also in nested, nullable and recursive parts', () => {
    type Node = { path: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ path: z.string(), children: z.array(node) }));
    const schema = z.object({ a: z.number(), b: z.object({ c: z.string() }).nullable(), tree: z.array(node) });
    const pick = compilePicker(schema);
    const input = {
      a: 1,
      secret: 'x',
      b: { c: 'y', hash: 'z' },
      tree: [{ path: '/a', extra: 1, children: [{ path: '/b', extra: 2, children: [] }] }],
    };
    expect(pick?.(input)).toEqual({
      a: 1,
      b: { c: 'y' },
      tree: [{ path: '/a', children: [{ path: '/b', children: [] }] }],
    });
    expect(pick?.({ ...input, b: null })).toMatchObject({ b: null });
  });
});
