/**
 * Pure model of `/data-users`: the rows `users/get/all` answers, who may pick which level and store, and the
 * forms validated with the domain's own schemas (`createUserSchema`, `updateUserSchema`, `resetPasswordSchema`).
 */
import {
  createUserSchema,
  LEVELS,
  levelRank,
  resetPasswordSchema,
  type StoreRow,
  type UserRow,
  updateUserSchema,
} from '@kilau/domain';
import type { z } from 'zod';

export type { UserRow };

export type Caller = { user_id: string; level: string; kode_toko: string; tipe_toko: string };

/** Head-office owners manage every store's users (the server's rule); everyone else only their own store. */
export const spansStores = (c: Caller): boolean => c.tipe_toko === 'PUSAT' && c.level === 'OWN';

export const levelLabel = (level: string): string => {
  const l = LEVELS.find((x) => x.level === level);
  return l ? `${l.level} - ${l.label}` : level;
};

/** Level choices; those above the caller's own are shown but disabled (the server refuses them too). */
export const levelOptions = (c: Caller) =>
  LEVELS.map((l) => ({
    value: l.level,
    label: `${l.level} - ${l.label}`,
    disabled: levelRank(l.level) > levelRank(c.level),
  }));

/** May the caller change this user at all (level not above the caller's)? */
export const canManage = (c: Caller, u: Pick<UserRow, 'level'>): boolean => levelRank(u.level) <= levelRank(c.level);

/** A store a user may be put in (a row of `stores/get/all`). */
export type StoreOption = Pick<StoreRow, 'kode_toko' | 'nama_toko'>;

/** Stores a head-office owner may put a user in (from `stores/get/all`): their own first, then by code. */
export function storeOptions(c: Caller, stores: readonly StoreOption[]): { value: string; label: string }[] {
  return [...stores]
    .sort((a, b) =>
      a.kode_toko === c.kode_toko ? -1 : b.kode_toko === c.kode_toko ? 1 : a.kode_toko.localeCompare(b.kode_toko),
    )
    .map((s) => ({
      value: s.kode_toko,
      label: s.nama_toko && s.nama_toko !== s.kode_toko ? `${s.kode_toko} — ${s.nama_toko}` : s.kode_toko,
    }));
}

export type UserFormValues = {
  user_id: string;
  user_name: string;
  level: string;
  password: string;
  kode_toko: string;
  status_aktif: boolean;
};

export const emptyUserForm = (c: Caller): UserFormValues => ({
  user_id: '',
  user_name: '',
  level: '',
  password: '',
  kode_toko: c.kode_toko,
  status_aktif: true,
});

export const userFormFromRow = (r: UserRow): UserFormValues => ({
  user_id: r.user_id,
  user_name: r.user_name,
  level: r.level,
  password: '',
  kode_toko: r.kode_toko,
  status_aktif: r.status_aktif,
});

export type Parsed<T> = { ok: true; body: T } | { ok: false; errors: Record<string, string> };

function parse<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const res = schema.safeParse(input);
  if (res.success) return { ok: true, body: res.data };
  const errors: Record<string, string> = {};
  for (const i of res.error.issues) {
    const k = String(i.path[0] ?? '_');
    if (!(k in errors)) errors[k] = i.message;
  }
  return { ok: false, errors };
}

/** Create body: the store goes only with a head-office owner (the server ignores it otherwise). */
export function parseCreate(c: Caller, v: UserFormValues) {
  return parse(createUserSchema, {
    user_id: v.user_id,
    user_name: v.user_name,
    level: v.level || undefined,
    password: v.password,
    kode_toko: spansStores(c) && v.kode_toko ? v.kode_toko : undefined,
    status_aktif: v.status_aktif,
  });
}

export const parseUpdate = (v: UserFormValues) =>
  parse(updateUserSchema, { user_name: v.user_name, level: v.level || undefined, status_aktif: v.status_aktif });

export const parseReset = (newPassword: string) => parse(resetPasswordSchema, { new_password: newPassword });

/** One field's message, checked with the same schema as the whole form. */
export function userFieldError(mode: 'add' | 'edit', c: Caller, name: keyof UserFormValues, v: UserFormValues) {
  const res = mode === 'add' ? parseCreate(c, v) : parseUpdate(v);
  return res.ok ? undefined : res.errors[name];
}
