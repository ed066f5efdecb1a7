/**
 * The envelopes every API answer uses (DESIGN.md "API"): a write answers `{ message, data }` with the stored record,
 * a list that can grow answers one page `{ data, count }` (count = every row the filter matches, not only this
 * page), a chart `{ value }`, a plain acknowledgement `{ message }`. Route modules declare their records with zod
 * and wrap them here; Fastify uses the result as the route's response schema and the web imports its type.
 */
import { z } from 'zod';

/**
 * A timestamp on the wire: an ISO 8601 string. The server may hold a `Date` (node-postgres reads timestamptz so) or
 * a string (a stored JSON document); either is sent as the string, and the web's type (`Wire`) is `string`.
 */
export const timestamp = z.codec(z.string(), z.union([z.date(), z.string()]), {
  decode: (s) => s,
  encode: (v) => (typeof v === 'string' ? v : v.toISOString()),
});

/** What a response schema puts on the wire, i.e. what the web receives (a `timestamp` is its ISO string). */
export type Wire<T extends z.ZodType> = z.input<T>;

/** `{ message, data }`: the answer of a write, with the record as stored. */
export const writeResult = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });
export type WriteResultOf<T> = { message: string; data: T };

/** `{ data, count }`: one page of a list that can grow; `count` is the number of rows the filter matches. */
export const paged = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), count: z.number().int() });
export type Paged<T> = { data: T[]; count: number };

/** `{ message }`: an acknowledgement without a record. */
export const messageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageSchema>;

/** `{ value }`: one figure of a dashboard chart. */
export const chartValue = <T extends z.ZodType>(value: T) => z.object({ value });

/** Query of a paged list: `skip` rows skipped, at most `limit` rows (1–500, default 50). */
export const pageQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A calendar day on the wire: `YYYY-MM-DD` (Postgres `date` stays a string end to end). */
export const wireDate = z.iso.date();
