/** Request shapes shared by the server routes and the web forms. */
import { z } from 'zod';
import { MSG } from '../messages.ts';
import type { ZoneName } from '../rules/dates.rules.ts';

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

export type LoginUser = {
  user_id: string;
  user_name: string;
  level: string;
  kode_toko: string;
  nama_toko: string;
  alamat_toko: string;
  tgl_system: string;
  tipe_toko: string;
  /** The store's time zone: its "today", printed times and the receipt's zone name. */
  time_zone: ZoneName;
};
