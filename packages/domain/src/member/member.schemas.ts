/**
 * Wire shapes of the member screens (issue 12): the member picker, a member's transactions over a period, the points
 * ledger with its running balance, and the gift exchange (tukar point) with its receipt. One schema per shape, used
 * by the server's validation and response schemas and by the web as its types.
 */
import { z } from 'zod';
import { tanggal, wajib } from '../schemas/fields.ts';
import { timestamp, type Wire, wireDate, writeResult } from '../schemas/wire.schemas.ts';
import { POIN_MSG } from './poin.rules.ts';

const kode = (msg: string) => wajib(40, msg);

/** `GET member/search?q=`: members whose code, name or phone holds the text. */
export const memberSearchQuery = z.object({ q: z.string().trim().max(60).default('') });

/** A member as the member screens pick it: who, and the points balance now. */
export const memberPoinSchema = z.object({
  kode_member: z.string(),
  nama_member: z.string(),
  no_hp: z.string(),
  alamat: z.string(),
  status_aktif: z.boolean(),
  poin: z.number().int(),
});
export type MemberPoin = Wire<typeof memberPoinSchema>;

/** A member and a period (both member reads). */
export const memberPeriodQuery = z
  .object({
    kode_member: kode(POIN_MSG.pilihMember),
    tgl_from: tanggal('Dari Tanggal'),
    tgl_to: tanggal('Sampai Tanggal'),
  })
  .refine((q) => q.tgl_from <= q.tgl_to, {
    message: 'Tanggal Awal Tidak Boleh Melebihi Tanggal Akhir',
    path: ['tgl_from'],
  });
export type MemberPeriodQuery = z.input<typeof memberPeriodQuery>;

/** One document of a member on `/lihat-transaksi-member`: a sale, a buy-back or a deposit. */
export const transaksiMemberRowSchema = z.object({
  jenis: z.enum(['PENJUALAN', 'PEMBELIAN', 'TITIPAN']),
  tanggal: wireDate,
  no_transaksi: z.string(),
  jumlah_barang: z.number().int(),
  berat: z.number(),
  total: z.number().int(),
  poin: z.number().int(),
  status: z.string(),
  created_at: timestamp,
});
export type TransaksiMemberRow = Wire<typeof transaksiMemberRowSchema>;

const totals = z.object({
  jumlah: z.number().int(),
  berat: z.number(),
  total: z.number().int(),
});

/** `GET member/transaksi`: the member, every document of the period (oldest first), totals of the active ones. */
export const transaksiMemberSchema = z.object({
  member: memberPoinSchema,
  rows: z.array(transaksiMemberRowSchema),
  totals: z.object({ penjualan: totals, pembelian: totals, titipan: totals }),
});
export type TransaksiMember = Wire<typeof transaksiMemberSchema>;

/** One row of the points ledger with the balance after it. */
export const poinLedgerRowSchema = z.object({
  tanggal: wireDate,
  at: timestamp,
  jenis: z.string(),
  no_ref: z.string(),
  keterangan: z.string(),
  poin: z.number().int(),
  saldo: z.number().int(),
});
export type PoinLedgerRow = Wire<typeof poinLedgerRowSchema>;

/** `GET member/poin`: the balance before the period, every ledger row of it with the running balance, the end. */
export const poinLedgerSchema = z.object({
  member: memberPoinSchema,
  saldo_awal: z.number().int(),
  rows: z.array(poinLedgerRowSchema),
  masuk: z.number().int(),
  keluar: z.number().int(),
  saldo_akhir: z.number().int(),
});
export type PoinLedger = Wire<typeof poinLedgerSchema>;

/** `POST tukar-poin`: a member takes `qty` of a gift for its points. */
export const tukarPoinSchema = z.object({
  kode_member: kode(POIN_MSG.pilihMember),
  kode_hadiah: kode(POIN_MSG.pilihHadiah),
  qty: z.coerce.number({ error: POIN_MSG.qty }).int(POIN_MSG.qty).min(1, POIN_MSG.qty).max(10_000, POIN_MSG.qty),
});
export type TukarPoinInput = z.input<typeof tukarPoinSchema>;

/** A gift exchange as stored, with the member's phone and address for the receipt. */
export const tukarPoinDocSchema = z.object({
  no_tukar: z.string(),
  tanggal: wireDate,
  kode_member: z.string(),
  nama_member: z.string(),
  no_hp: z.string(),
  alamat: z.string(),
  kode_hadiah: z.string(),
  nama_hadiah: z.string(),
  qty: z.number().int(),
  poin_satuan: z.number().int(),
  total_poin: z.number().int(),
  /** points before the exchange */
  poin_awal: z.number().int(),
  sisa_poin: z.number().int(),
  input_by: z.string(),
  created_at: timestamp,
});
export type TukarPoinDoc = Wire<typeof tukarPoinDocSchema>;
export const tukarPoinWriteSchema = writeResult(tukarPoinDocSchema);
