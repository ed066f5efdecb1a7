/** Chain-wide identities (stores, users) and the store-scoped tables every module shares. */
import { DEFAULT_ZONE, ZONE_NAMES } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList } from './columns.ts';

export const stores = pgTable(
  'stores',
  {
    kode_toko: text('kode_toko').primaryKey(),
    nama_toko: text('nama_toko').notNull(),
    alamat_toko: text('alamat_toko').notNull().default(''),
    no_hp: text('no_hp').notNull().default(''),
    tipe_toko: text('tipe_toko').notNull().default('CABANG'),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    /** WIB, WITA or WIT (`ZONES` in @kilau/domain maps each to its IANA id). */
    time_zone: text('time_zone').notNull().default(DEFAULT_ZONE),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('stores_time_zone_ck', inList(t.time_zone, ZONE_NAMES))],
);

export const users = pgTable(
  'users',
  {
    user_id: text('user_id').primaryKey(),
    user_name: text('user_name').notNull(),
    password_hash: text('password_hash').notNull(),
    level: text('level').notNull(),
    kode_toko: text('kode_toko')
      .notNull()
      .references(() => stores.kode_toko),
    status_aktif: boolean('status_aktif').notNull().default(true),
    menu: jsonb('menu').notNull().default(sql`'[]'::jsonb`),
    modules: jsonb('modules').notNull().default(sql`'[]'::jsonb`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_kode_toko_idx').on(t.kode_toko)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.user_id),
    kode_toko: text('kode_toko').notNull(),
    ip: text('ip').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_reason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id), index('sessions_toko_idx').on(t.kode_toko)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_key: text('user_key').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** 'login' (login, change-password) or 'otorisasi' (a supervisor's password typed for a grant). */
    kind: text('kind', { enum: ['login', 'otorisasi'] })
      .notNull()
      .default('login'),
  },
  (t) => [
    check('login_failures_kind_check', inList(t.kind, ['login', 'otorisasi'])),
    index('login_failures_ip_at_idx').on(t.ip, t.at),
    index('login_failures_user_at_idx').on(t.user_key, t.ip, t.at),
  ],
);

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const paraSystem = pgTable(
  'para_system',
  {
    kode_toko: text('kode_toko').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kode_toko, t.key] })],
);

/** One row per closed shop day: who closed it, when. */
export const storeDays = pgTable(
  'store_days',
  {
    kode_toko: text('kode_toko').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    closed_at: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    closed_by: text('closed_by').notNull(),
    steps: jsonb('steps').notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [primaryKey({ columns: [t.kode_toko, t.tanggal] })],
);

/** Keyed writes and their answers, committed with the write (plugins/idempotency.plugin.ts). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    kode_toko: text('kode_toko').notNull(),
    key: text('key').notNull(),
    user_id: text('user_id').notNull(),
    method: text('method').notNull(),
    url: text('url').notNull(),
    /** sha256 of the canonical request body: the same key with another body is refused (422), never replayed. */
    body_hash: text('body_hash').notNull().default(''),
    /** Set in the write's own transaction before COMMIT; null only while that transaction is open. */
    status_code: integer('status_code'),
    response: text('response'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kode_toko, t.key] })],
);

/** Who changed what: every master write and sensitive action. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kode_toko: text('kode_toko').notNull(),
    user_id: text('user_id').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_toko_at_idx').on(t.kode_toko, t.at), uniqueIndex('audit_log_id_toko').on(t.kode_toko, t.id)],
);

/** Hak Akses News: the menu a new user of a level starts with, per store. */
export const menuTemplates = pgTable(
  'menu_templates',
  {
    kode_toko: text('kode_toko').notNull(),
    level: text('level').notNull(),
    menu: jsonb('menu').notNull(),
    updated_by: text('updated_by').notNull().default(''),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kode_toko, t.level] })],
);

/** Document number counters per store, kind and period (DOMAIN.md "Document numbers": never reused). */
export const docCounters = pgTable(
  'doc_counters',
  {
    kode_toko: text('kode_toko').notNull(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kode_toko, t.kind, t.period] })],
);
