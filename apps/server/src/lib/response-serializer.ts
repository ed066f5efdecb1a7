/**
 * Serializes a route's answer by its zod response schema (`schema.response[200]`, declared in `@kilau/domain`).
 *
 * The schema is compiled once into a picker that keeps exactly the declared keys (as zod's own serializer would:
 * an object schema strips what it does not declare) and the result is written with `JSON.stringify`. Unlike
 * fastify-type-provider-zod's serializer it does not parse every value with zod on every answer: on a big report
 * that parse costs many times the `JSON.stringify`, the picker little more than it. With `check` on (tests and e2e runs) every answer is also parsed, as the client receives it, against
 * the schema, and a mismatch is a 500 naming the route and the field: the declaration is held against what the
 * server really sends.
 */
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type Picker = (v: unknown) => unknown;

/** Compiles a zod schema into a function that drops undeclared object keys; `undefined` = keep the value as is. */
export function compilePicker(schema: z.ZodType, seen = new Map<z.ZodType, Picker | undefined>()): Picker | undefined {
  if (seen.has(schema)) {
    const known = seen.get(schema);
    // A recursive schema (a menu node's children): call the picker once it is built.
    return known ?? ((v) => (seen.get(schema) ?? ((x: unknown) => x))(v));
  }
  seen.set(schema, undefined);
  const built = build(schema, seen);
  seen.set(schema, built);
  return built;
}

function build(schema: z.ZodType, seen: Map<z.ZodType, Picker | undefined>): Picker | undefined {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'object': {
      const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
      const fields = Object.keys(shape).map((k) => [k, compilePicker(shape[k] as z.ZodType, seen)] as const);
      return (v) => {
        if (v === null || typeof v !== 'object') return v;
        const src = v as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const [k, p] of fields) {
          const x = src[k];
          if (x !== undefined) out[k] = p ? p(x) : x;
        }
        return out;
      };
    }
    case 'array': {
      const p = compilePicker(def.element as z.ZodType, seen);
      return p ? (v) => (Array.isArray(v) ? v.map((x) => p(x)) : v) : undefined;
    }
    case 'record': {
      const p = compilePicker(def.valueType as z.ZodType, seen);
      return p
        ? (v) =>
            v === null || typeof v !== 'object'
              ? v
              : Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, p(x)]))
        : undefined;
    }
    case 'nullable':
    case 'optional':
    case 'default':
    case 'readonly': {
      const p = compilePicker(def.innerType as z.ZodType, seen);
      return p ? (v) => (v === null || v === undefined ? v : p(v)) : undefined;
    }
    case 'lazy':
      return compilePicker((def.getter as () => z.ZodType)(), seen);
    case 'pipe':
      return compilePicker(def.out as z.ZodType, seen);
    default:
      // Leaves (strings, numbers, dates, enums, literals) and unions are written as they are.
      return undefined;
  }
}

/** Thrown (→ 500) when, in check mode, an answer does not match its declared response schema. */
export class ResponseShapeError extends Error {
  constructor(method: string, url: string, issues: z.core.$ZodIssue[]) {
    const first = issues[0];
    super(
      `Response of ${method} ${url} does not match its schema: ${first ? `${first.path.join('.')}: ${first.message}` : ''}`,
    );
  }
}

/** Fastify's serializer compiler for zod response schemas; `check` also validates every answer (tests). */
export function responseSerializerCompiler({ check }: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    if (!(schema instanceof z.ZodType)) throw new Error(`Response schema of ${method} ${url} is not a zod schema`);
    const pick = compilePicker(schema);
    return (data) => {
      const json = JSON.stringify(pick ? pick(data) : data);
      if (check) {
        const res = schema.safeParse(json === undefined ? undefined : JSON.parse(json));
        if (!res.success) throw new ResponseShapeError(method, url, res.error.issues);
      }
      return json;
    };
  };
}
