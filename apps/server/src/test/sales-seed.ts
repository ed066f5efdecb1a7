/**
 * The sales suites' seed (penjualan, its counter, payments, Bayar DP): a POST that must answer 200, new gold pieces
 * and the masters selling them needs. The suite's app and admin token are made in its beforeAll, so they are read
 * through app() and admin() at each call.
 */

import { goldPiece } from './gold-piece.ts';
import type { TestApp } from './helpers.ts';

export function salesSeed(app: () => TestApp, admin: () => string) {
  async function post(url: string, body: unknown, token = admin()) {
    const r = await app().call('POST', url, { token, body });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    return r.json().data;
  }

  /** n pieces of 2.125 g at Rp 1,000,000/g + Rp 50,000 making: Rp 2,175,000 each (unless over says otherwise). */
  async function pieces(n: number, over: Record<string, unknown> = {}, token = admin()): Promise<string[]> {
    const data = await post('barang', { items: [goldPiece({ nama_barang: 'cincin', jumlah: n, ...over })] }, token);
    return (data as { kode_barcode: string }[]).map((d) => d.kode_barcode);
  }

  /** Group E75 (Rp 1,000,000/g), jenis CC, gudang ETL with baki B1, sales S01; with: group E24 (Rp 1,400,000/g),
   *  bank BCA with rekening 123, member M1 with the STD points rule. */
  async function masters(with_: { e24?: boolean; bank?: boolean; member?: boolean } = {}, token = admin()) {
    if (with_.e24) {
      const e24 = {
        kode_group: 'E24',
        nama_group: 'EMAS 24K',
        jenis_group: 'EMAS',
        harga: 1_400_000,
        persentase: '99.9',
      };
      await post('group', e24, token);
    }
    const e75 = { kode_group: 'E75', nama_group: 'EMAS 75', jenis_group: 'EMAS', harga: 1_000_000, persentase: '75' };
    await post('group', e75, token);
    await post('jenis', { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' }, token);
    await post('gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' }, token);
    await post('baki', { kode_baki: 'B1', nama_baki: 'BAKI 1', kode_gudang: 'ETL', berat_baki: '100' }, token);
    await post('sales', { kode_sales: 'S01', nama_sales: 'DEWI' }, token);
    if (with_.bank) {
      await post('banks', { kode_bank: 'BCA', nama_bank: 'BCA' }, token);
      await post('rekenings', { no_rekening: '123', nama_rekening: 'TOKO', kode_bank: 'BCA' }, token);
    }
    if (with_.member) {
      await post('member', { kode_member: 'M1', nama_member: 'siti', no_hp: '0811' }, token);
      await post('parapoin', { kode_poin: 'STD', nominal: 1_000_000, nilai_poin: 1 }, token);
    }
  }

  return { post, pieces, masters };
}
