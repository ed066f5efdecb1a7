/** User levels and the shapes of the user-management calls (spec §6; DESIGN.md). */
import { z } from 'zod';
import { menuNodeSchema } from './schemas/auth.schemas.ts';

export const LEVELS = [
  { level: 'OWN', label: 'OWNER' },
  { level: 'SU', label: 'SUPER USER' },
  { level: 'MU', label: 'MANAGER' },
  { level: 'SPV', label: 'SUPERVISOR' },
  { level: 'KSR', label: 'KASIR' },
  { level: 'STF', label: 'STAFF' },
] as const;

export type Level = (typeof LEVELS)[number]['level'];
const LEVEL_CODES = LEVELS.map((l) => l.level) as [Level, ...Level[]];

/** Higher rank = more power; nobody grants a level above their own. */
export function levelRank(level: string): number {
  const i = LEVEL_CODES.indexOf(level as Level);
  return i < 0 ? 0 : LEVEL_CODES.length - i;
}

const userId = z
  .string({ error: 'User ID Tidak Boleh Kosong' })
  .trim()
  .min(3, 'User ID Minimal 3 Karakter')
  .max(30, 'User ID Maksimal 30 Karakter')
  .regex(/^[A-Za-z0-9._-]+$/, 'User ID Hanya Boleh Huruf, Angka, Titik, Garis Bawah Dan Strip')
  .transform((v) => v.toUpperCase());
const userName = z
  .string({ error: 'Nama User Tidak Boleh Kosong' })
  .trim()
  .min(1, 'Nama User Tidak Boleh Kosong')
  .max(100)
  .transform((v) => v.toUpperCase());
const level = z.enum(LEVEL_CODES, { error: 'Level Tidak Valid' });
const password = z.string({ error: 'Password Tidak Boleh Kosong' }).min(6, 'Password Minimal 6 Karakter').max(200);

export const createUserSchema = z.object({
  user_id: userId,
  user_name: userName,
  level,
  password,
  kode_toko: z.string().trim().toUpperCase().optional(),
  status_aktif: z.boolean().default(true),
});

export const updateUserSchema = z.object({
  user_name: userName,
  level,
  status_aktif: z.boolean().default(true),
});

export const resetPasswordSchema = z.object({ new_password: password });

type MenuInput = { path: string; hidden: boolean; children?: MenuInput[] };
const menuNode: z.ZodType<MenuInput> = z.lazy(() =>
  z.object({ path: z.string().max(200), hidden: z.boolean(), children: z.array(menuNode).max(200).optional() }),
);
export const menuSchema = z.object({ menu: z.array(menuNode).max(200) });

/** A level and its name (`GET users/levels`). */
export const levelsSchema = z.array(z.object({ level: z.string(), label: z.string() }));

/** A row of `users/get/all`, and the record the user writes answer. */
export const userRowSchema = z.object({
  _id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  level: z.string(),
  kode_toko: z.string(),
  status_aktif: z.boolean(),
});
export type UserRow = z.infer<typeof userRowSchema>;

/** `GET users/:id/menu`: the user's menu tree; `full_menu` levels see every screen whatever the tree says. */
export const userMenuAnswerSchema = z.object({
  user_id: z.string(),
  level: z.string(),
  full_menu: z.boolean(),
  menu: z.array(menuNodeSchema),
});
export type UserMenuAnswer = z.infer<typeof userMenuAnswerSchema>;

/** `PUT users/:id/menu` answers the menu as stored. */
export const savedUserMenuSchema = z.object({ user_id: z.string(), menu: z.array(menuNodeSchema) });
export type SavedUserMenu = z.infer<typeof savedUserMenuSchema>;

/** `GET`/`PUT hak-akses/template/:level`: a level's template menu. */
export const templateAnswerSchema = z.object({ level: z.string(), menu: z.array(menuNodeSchema) });
export type TemplateAnswer = z.infer<typeof templateAnswerSchema>;
