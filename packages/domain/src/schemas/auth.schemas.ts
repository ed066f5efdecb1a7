/** Request shapes shared by the server routes and the web forms. */
import { z } from 'zod';
import type { MenuNode } from '../menu.ts';
import { MSG } from '../messages.ts';
import { ZONE_NAMES } from '../rules/dates.rules.ts';
import { wireDate } from './wire.schemas.ts';

export const loginSchema = z.object({
  // Each check names its own text: a schema-level `error` would otherwise answer "Harus Diisi" for a too-long value.
  user_id: z
    .string({ error: 'User ID Harus Diisi' })
    .trim()
    .min(1, 'User ID Harus Diisi')
    .max(50, 'User ID Maksimal 50 Karakter'),
  password: z
    .string({ error: 'Password Harus Diisi' })
    .min(1, 'Password Harus Diisi')
    .max(200, 'Password Maksimal 200 Karakter'),
});

export const changePasswordSchema = z.object({
  password: z
    .string({ error: 'Password Lama Harus Diisi' })
    .min(1, 'Password Lama Harus Diisi')
    .max(200, 'Password Lama Maksimal 200 Karakter'),
  new_password: z
    .string({ error: 'Password Baru Harus Diisi' })
    .min(6, MSG.newPasswordShort)
    .max(200, 'Password Baru Maksimal 200 Karakter'),
});

export const logoutSchema = z.object({ user_id: z.string().optional() });

export const closeStoreSchema = z.object({
  PROSES: z.literal('close', { error: 'PROSES Harus Bernilai close' }),
});

/** The signed-in user and their store, as `users/login` and `users/me` answer it. */
export const loginUserSchema = z.object({
  user_id: z.string(),
  user_name: z.string(),
  level: z.string(),
  kode_toko: z.string(),
  nama_toko: z.string(),
  alamat_toko: z.string(),
  tgl_system: wireDate,
  tipe_toko: z.string(),
  /** The store's time zone: its "today", printed times and the receipt's zone name. */
  time_zone: z.enum(ZONE_NAMES),
});
export type LoginUser = z.infer<typeof loginUserSchema>;

/** One node of a user's menu tree (a screen, or a group with a synthetic `#…` path). */
export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    path: z.string(),
    title: z.string(),
    icon: z.string().optional(),
    hidden: z.boolean(),
    children: z.array(menuNodeSchema),
  }),
);

/** `GET users/me`: the session's user, menu and modules. */
export const sessionAnswerSchema = z.object({
  user: loginUserSchema,
  menu: z.array(menuNodeSchema),
  modules: z.array(z.object({ key: z.string() })),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** `POST users/login`: the session plus its token. */
export const loginAnswerSchema = sessionAnswerSchema.extend({ token: z.string() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
