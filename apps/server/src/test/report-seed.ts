/**
 * A shop day with something in every report (issue 9 item 17), made through the real API as staff would: new
 * pieces (gold and diamond), a move, a melt, goods from a supplier and by weight, a tray weighing, a deposit, sales
 * in cash, by transfer, through a marketplace and with a trade-in, a cancelled sale, purchases (one cancelled), the
 * day's validation and its
 * close (the barang summary). A store given in `rekap` also gets a sale for its tax recap.
 */
import { expect } from 'vitest';
import { goldPiece } from './gold-piece.ts';
import type { TestApp } from './helpers.ts';

export type ReportSeed = { tanggal: string };

type Call = (url: string, body: unknown, method?: 'POST' | 'PUT') => Promise<Record<string, unknown>>;

function caller(t: TestApp, token: string): Call {
  return async (url, body, method = 'POST') => {
    const r = await t.call(method, url, { token, body });
    expect(r.statusCode, `${method} ${url}: ${r.body}`).toBe(200);
    return (r.json() as { data?: Record<string, unknown> }).data ?? r.json();
  };
}

const piece = (over: Record<string, unknown> = {}) =>
  goldPiece({ nama_barang: 'cincin', harga_modal: 1_500_000, jumlah: 1, ...over });

/** The masters a store needs to stock and sell gold pieces. */
export async function seedMasters(t: TestApp, token: string): Promise<void> {
  const post = caller(t, token);
  await post('group', { kode_group: 'E75', nama_group: 'EMAS 75', jenis_group: 'EMAS', harga: 1_000_000 });
  await post('jenis', { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' });
  await post('gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' });
  await post('gudang', { kode_gudang: 'BRK', nama_gudang: 'BRANKAS' });
  await post('baki', { kode_baki: 'B1', nama_baki: 'BAKI 1', kode_gudang: 'ETL', berat_baki: '100' });
  await post('baki', { kode_baki: 'S1', nama_baki: 'SIMPAN 1', kode_gudang: 'BRK', berat_baki: '50' });
  await post('sales', { kode_sales: 'S01', nama_sales: 'DEWI' });
}

async function newPieces(post: Call, n: number, over: Record<string, unknown> = {}): Promise<string[]> {
  const data = (await post('barang', { items: [piece({ jumlah: n, ...over })] })) as unknown as {
    kode_barcode: string;
  }[];
  return data.map((d) => d.kode_barcode);
}

/**
 * Seeds the store of `token` (which must hold SEMI_GROSIR_MODULE for the weight receipt) and closes its day.
 * `spv` is a supervisor of the same store. `rekap` (token of a store offered the tax recap) gets one sale.
 */
export async function seedReportDay(
  t: TestApp,
  token: string,
  spv: { user_id: string; password: string },
  rekap?: string,
): Promise<ReportSeed> {
  const post = caller(t, token);
  await seedMasters(t, token);
  await post('group', { kode_group: 'BRL', nama_group: 'BERLIAN', jenis_group: 'BERLIAN', harga: 0 });
  await post('jenis', { kode_dept: 'LB', nama_dept: 'LIONTIN BERLIAN', kode_group: 'BRL' });
  await post('banks', { kode_bank: 'BCA', nama_bank: 'BCA' });
  await post('rekenings', { no_rekening: '123', nama_rekening: 'TOKO', kode_bank: 'BCA' });
  await post('marketplace', { kode_marketplace: 'SHOPEE', nama_marketplace: 'SHOPEE', fee_persen: '5' });

  // stock: new pieces (tambah), a diamond piece (buku berlian), a move (pindah), a melt (hancur), a supplier's goods
  // (terima), goods by weight (terima supplier) and a tray weighing (timbang baki)
  const codes = await newPieces(post, 8);
  await newPieces(post, 1, {
    nama_barang: 'liontin',
    kode_group: 'BRL',
    kode_dept: 'LB',
    berat: '1.5',
    kadar: '75',
    harga_jual: 12_500_000,
    jenis_batu: 'DIAMOND',
    kode_shape: 'ROUND',
    kode_color: 'D',
    kode_clarity: 'VVS1',
    kode_cutgrade: 'EXCELLENT',
    no_sertifikat: 'GIA-1',
    berat_atribut: '0.25',
  });
  const [moved, melted, cash, transfer, market, tukar, batal] = codes as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  await post('barang/pindah', { barcodes: [moved], kode_gudang: 'BRK', kode_baki: 'S1' });
  const hancur = await t.otorisasi(token, {
    ...spv,
    alasan: 'patah',
    jenis: 'HANCUR',
    detail: { barcodes: [melted] },
  });
  await post('barang/hancur', { barcodes: [melted], otorisasi: hancur });
  await post('terimabarang/supplier', { supplier: 'pt sumber emas', no_faktur: 'f-01', items: [piece()] });
  await post('penerimaan-barang', {
    supplier: 'pt grosir',
    kode_group: 'E75',
    berat: '100.125',
    kadar: '75',
    harga_gram: 950_000,
  });
  await post('timbang-baki', { kode_baki: 'B1', berat_timbang: '115.5' });

  // money: a deposit, and sales paid in cash, by transfer, through a marketplace and with a trade-in
  const titip = await post('titipan', { nama_customer: 'rina', jumlah: 300_000 });
  const sale = (code: string, payments: unknown[], over: Record<string, unknown> = {}) =>
    post('penjualan', {
      kode_sales: 'S01',
      nama_customer: 'budi',
      no_hp: '0812',
      items: [{ kode_barcode: code }],
      payments,
      ...over,
    });
  await sale(cash, [
    { jenis: 'TITIPAN', jumlah: 300_000, no_titip: titip.no_titip },
    { jenis: 'CASH', jumlah: 1_875_000 },
  ]);
  // a member buys by transfer and earns points (the member report)
  await post('member', { kode_member: 'M1', nama_member: 'siti', no_hp: '0811' });
  await post('parapoin', { kode_poin: 'STD', nominal: 1_000_000, nilai_poin: 1 });
  await sale(transfer, [{ jenis: 'TRANSFER', jumlah: 2_175_000, no_rekening: '123' }], { kode_member: 'M1' });
  await sale(market, [{ jenis: 'CASH', jumlah: 2_175_000 }], { kode_marketplace: 'shopee' });
  // a trade-in: the customer's old ring bought (tukar, no money out) pays part of the sale
  const tanggalToko = (await t.call('GET', 'pembelian/parameter', { token })).json().tanggal as string;
  await post('harga-emas', { tanggal: tanggalToko, kode_group: 'E75', harga_jual: 1_000_000, harga_beli: 900_000 });
  await post('parabeli', {
    kode_kondisi: 'MULUS',
    type_kondisi: 'PERSENTASE',
    potongan_nota: '2',
    potongan_tanpa_nota: '5',
  });
  const buy = (item: Record<string, unknown>, harga: number, tukar = false) =>
    post('pembelian', {
      kode_sales: 'S01',
      kode_gudang: 'BRK',
      kode_baki: 'S1',
      items: [{ kode_dept: 'CC', nama_barang: 'cincin', kode_kondisi: 'MULUS', ada_nota: true, harga, ...item }],
      ...(tukar ? { tukar: true } : { payments: [{ jenis: 'CASH', jumlah: harga }] }),
    });
  const tukarBeli = (await buy({ nama_barang: 'cincin lama', berat: '1.5' }, 1_000_000, true))
    .no_faktur_group as string;
  await sale(tukar, [
    { jenis: 'TUKAR', jumlah: 1_000_000, no_ref: tukarBeli },
    { jenis: 'CASH', jumlah: 1_175_000 },
  ]);
  const cancelled = await sale(batal, [{ jenis: 'CASH', jumlah: 2_175_000 }]);
  const no = cancelled.no_faktur_group as string;
  await post('penjualan/batal', {
    no_faktur_group: no,
    otorisasi: await t.otorisasi(token, { ...spv, alasan: 'salah input', jenis: 'BATAL_JUAL', no_ref: no }),
  });

  // buy-back: the piece sold for cash comes back (history), a manual piece, and a purchase cancelled by a supervisor
  const bought = [
    await buy({ kode_barcode: cash, berat: '2.1' }, 1_800_000),
    await buy({ nama_barang: 'gelang', berat: '3' }, 2_500_000),
  ];
  const beliBatal = (await buy({ nama_barang: 'anting', berat: '1' }, 800_000)).no_faktur_group as string;
  await post('pembelian/batal', {
    no_faktur_group: beliBatal,
    alasan: 'SALAH INPUT',
    otorisasi: await t.otorisasi(token, { ...spv, alasan: 'salah input', jenis: 'BATAL_BELI', no_ref: beliBatal }),
  });

  // an order (issue 13) with its down payment, validated with the day
  await post('tukang', { kode_tukang: 'T01', nama_tukang: 'PAK HARUN' });
  const pesanan = (
    await post('pesanan', {
      kode_sales: 'S01',
      nama_customer: 'siti',
      kode_tukang: 'T01',
      tgl_estimasi: tanggalToko,
      items: [{ kode_group: 'E75', nama_barang: 'cincin kawin', berat_estimasi: '2' }],
      dp: 500_000,
      payments: [{ jenis: 'CASH', jumlah: 500_000 }],
    })
  ).no_pesanan as string;

  // services (issue 13): one taken in, done and picked up with the rest paid, one cancelled with its DP given back
  const svc = async (dp: number) =>
    (
      await post('service', {
        kode_sales: 'S01',
        nama_customer: 'rina',
        kode_tukang: 'T01',
        items: [{ nama_barang: 'kalung putus', berat: '5', jumlah: 1, ongkos: 150_000 }],
        dp,
        payments: dp ? [{ jenis: 'CASH', jumlah: dp }] : [],
      })
    ).no_service as string;
  const serviceAmbil = await svc(50_000);
  await post('service/selesai', { no_service: serviceAmbil }, 'PUT');
  await post('service/ambil', { no_service: serviceAmbil, payments: [{ jenis: 'CASH', jumlah: 100_000 }] }, 'PUT');
  const serviceBatal = await svc(20_000);
  await post('service/batal', {
    no_service: serviceBatal,
    otorisasi: await t.otorisasi(token, {
      ...spv,
      alasan: 'customer batal',
      jenis: 'BATAL_SERVICE',
      no_ref: serviceBatal,
      detail: { jumlah: 20_000 },
    }),
  });

  // loans against gold (issue 14): one repaid, its repayment cancelled and repaid again; one still in custody
  await post('group', {
    kode_group: 'E24',
    nama_group: 'EMAS 24',
    jenis_group: 'EMAS',
    harga: 1_100_000,
    persentase: '100',
  });
  await post('harga-emas', { tanggal: tanggalToko, kode_group: 'E24', harga_jual: 1_100_000, harga_beli: 1_000_000 });
  await post('parapinjaman', {
    kode_pinjaman: 'P1',
    nominal_dari: 0,
    nominal_sampai: 10_000_000,
    bunga_persen: '4',
    lama_pinjam: 30,
    persen_max_pinjaman: '80',
  });
  const hutang = async () =>
    (
      await post('hutang', {
        kode_sales: 'S01',
        nama_customer: 'ani',
        items: [{ nama_barang: 'kalung', kadar: '75', berat: '2', jumlah: 1 }],
        pokok: 100_000,
      })
    ).no_hutang as string;
  const hutangLunas = await hutang();
  const lunasi = () =>
    post('hutang/pelunasan', { no_hutang: hutangLunas, payments: [{ jenis: 'CASH', jumlah: 100_000 }] }, 'PUT');
  await lunasi();
  await post('hutang/batal-lunas', {
    no_hutang: hutangLunas,
    otorisasi: await t.otorisasi(token, {
      ...spv,
      alasan: 'salah input',
      jenis: 'BATAL_LUNAS_HUTANG',
      no_ref: hutangLunas,
      detail: { jumlah: 100_000 },
    }),
  });
  await lunasi();
  const hutangAktif = await hutang();

  if (rekap) {
    await seedMasters(t, rekap);
    const [code] = await newPieces(caller(t, rekap), 1);
    await caller(t, rekap)('penjualan', {
      kode_sales: 'S01',
      items: [{ kode_barcode: code }],
      payments: [{ jenis: 'CASH', jumlah: 2_175_000 }],
    });
  }

  // the day's validation and close: the close writes the barang summary of the day
  const tanggal = cancelled.tanggal as string;
  const open = (
    await t.call(
      'GET',
      `penjualan/paginated?tgl_from=${tanggal}&tgl_to=${tanggal}&status_valid=OPEN&status=AKTIF&limit=500`,
      { token },
    )
  ).json().data as { no_faktur_group: string }[];
  const sales = open.map((s) => s.no_faktur_group);
  await post('penjualan/validasi', { nomor: sales }, 'PUT');
  await post('titipan/validasi', { nomor: [titip.no_titip] }, 'PUT');
  await post('pembelian/validasi', { nomor: [tukarBeli, ...bought.map((b) => b.no_faktur_group as string)] }, 'PUT');
  await post('pesanan/validasi', { nomor: [pesanan] }, 'PUT');
  await post('service/validasi', { nomor: [serviceAmbil] }, 'PUT');
  await post('hutang/validasi', { nomor: [hutangLunas, hutangAktif] }, 'PUT');
  await post('system/close', { PROSES: 'close' }, 'PUT');
  return { tanggal };
}
