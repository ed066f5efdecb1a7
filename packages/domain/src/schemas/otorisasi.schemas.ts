/** The supervisor authorization typed into the otorisasi modal (DOMAIN.md), shared by every sensitive action. */
import { z } from 'zod';

/** A supervisor's user id, password and reason, typed into the authorization modal (otorisasi). */
export const otorisasiSchema = z.object({
  user_id: z
    .string({ error: 'User ID Supervisor Harus Diisi' })
    .trim()
    .min(1, 'User ID Supervisor Harus Diisi')
    .max(50),
  password: z.string({ error: 'Password Supervisor Harus Diisi' }).min(1, 'Password Supervisor Harus Diisi').max(200),
  alasan: z
    .string({ error: 'Alasan Harus Diisi' })
    .trim()
    .min(3, 'Alasan Harus Diisi')
    .max(200)
    .transform((v) => v.toUpperCase()),
});
export type OtorisasiInput = z.infer<typeof otorisasiSchema>;
