/**
 * A new loan, one transaction: check the salesperson → the customer's contact from the member card → the store
 * account a transfer leaves from → write the loan (valued, capped, priced, numbered) → pay the principal out through
 * the cash book (CASH from the drawer or TRANSFER from the account). A retried submit (same Idempotency-Key) answers
 * the first loan (idempotency plugin).
 */
import type { HutangInput } from '@kilau/domain';
import type { Db, Tx } from '../../db/client.ts';
import { checkRekening, checkSales, memberContact } from '../../lib/counter-steps.ts';
import type { Actor } from '../../lib/document-routes.ts';
import { writeKas } from '../../lib/kas.ts';
import { openStockDay } from '../barang/ledger.service.ts';
import { type Ctx, insertLoan } from './hutang.loan.ts';

/** The store account a transfer is paid from (checked), or none for cash. */
async function payoutAccount(tx: Tx, kodeToko: string, input: HutangInput) {
  const rekening = input.cara_bayar === 'TRANSFER' ? input.no_rekening : '';
  if (rekening) await checkRekening(tx, kodeToko, [rekening]);
  return rekening;
}

/** The principal leaves the drawer or the store account. */
async function payOut(tx: Tx, ctx: Ctx, input: HutangInput, rekening: string, noHutang: string) {
  await writeKas(tx, ctx, [
    {
      jenis: 'KELUAR',
      kategori: 'HUTANG',
      deskripsi: `PINJAMAN HUTANG ${input.cara_bayar}`,
      keterangan: input.nama_customer,
      no_rekening: rekening,
      jumlah: input.pokok,
      no_reff: noHutang,
    },
  ]);
}

/** Writes a new loan; answers its number. */
export function createHutang(db: Db, a: Actor, input: HutangInput): Promise<string> {
  return db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    await checkSales(tx, a.kode_toko, input.kode_sales);
    const typed = { hp: input.no_hp, alamat: input.alamat_customer };
    const contact =
      input.kode_member !== 'NONMEMBER' ? await memberContact(tx, a.kode_toko, input.kode_member, typed) : typed;
    const rekening = await payoutAccount(tx, a.kode_toko, input);
    const head = {
      ...input,
      no_hp: contact.hp,
      alamat_customer: contact.alamat,
      no_rekening: rekening,
      no_hutang_lama: '',
    };
    const noHutang = await insertLoan(tx, ctx, head, input.items, true);
    await payOut(tx, ctx, input, rekening, noHutang);
    return noHutang;
  });
}
