/**
 * The sections of the end-of-day report this release knows: the day's sales, buy-backs and deposits, the money per
 * payment type and account, the drawer's book, the drawer count, the barang summary and the authorizations. Each
 * reads the store's day inside the close transaction (after the barang summary step has written its rows). The
 * registry is eod-sections.ts; orders, repairs and loans register theirs in their own modules (`*.eod.ts`).
 */
import { sql } from 'drizzle-orm';
import { cell, col, fig, registerEodSection, rowsOf, table } from './eod-sections.ts';
import { kasJenisBayar, saldoKasSebelum } from './keuangan.sql.ts';

type Num = number | string;

registerEodSection({
  key: 'penjualan',
  title: 'Penjualan',
  order: 10,
  build: async (tx, { kode_toko, tanggal }) => {
    const [h] = await rowsOf<Record<string, Num>>(
      tx,
      sql`
      SELECT count(*) FILTER (WHERE status = 'AKTIF')::int AS transaksi,
             COALESCE(sum(jumlah_barang) FILTER (WHERE status = 'AKTIF'), 0)::int AS barang,
             COALESCE(sum(total_berat) FILTER (WHERE status = 'AKTIF'), 0)::numeric(14, 3)::text AS berat,
             COALESCE(sum(total_harga) FILTER (WHERE status = 'AKTIF'), 0)::bigint AS total,
             count(*) FILTER (WHERE status = 'BATAL')::int AS batal,
             COALESCE(sum(total_harga) FILTER (WHERE status = 'BATAL'), 0)::bigint AS total_batal
        FROM penjualan WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal}`,
    );
    const perGroup = await rowsOf(
      tx,
      sql`
      SELECT d.kode_group, COALESCE(g.nama_group, '') AS nama_group, count(*)::int AS barang,
             sum(d.berat)::numeric(14, 3)::text AS berat, sum(d.harga_total)::bigint AS total
        FROM penjualan_detail d
        JOIN penjualan p ON p.kode_toko = d.kode_toko AND p.no_faktur_group = d.no_faktur_group
        LEFT JOIN master_group g ON g.kode_toko = d.kode_toko AND g.kode_group = d.kode_group
       WHERE d.kode_toko = ${kode_toko} AND p.tanggal = ${tanggal} AND p.status = 'AKTIF'
       GROUP BY d.kode_group, g.nama_group ORDER BY d.kode_group`,
    );
    const batal = await rowsOf(
      tx,
      sql`
      SELECT no_faktur_group, nama_customer, total_harga, COALESCE(batal_alasan, '') AS batal_alasan,
             COALESCE(batal_by, '') AS batal_by, COALESCE(batal_otorisasi, '') AS batal_otorisasi
        FROM penjualan WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal} AND status = 'BATAL'
       ORDER BY no_faktur_group`,
    );
    return {
      figures: [
        fig('transaksi', 'Jumlah Transaksi', 'int', cell('int', h?.transaksi)),
        fig('barang', 'Jumlah Barang', 'int', cell('int', h?.barang)),
        fig('berat', 'Total Berat', 'weight', cell('weight', h?.berat)),
        fig('total', 'Total Penjualan', 'money', cell('money', h?.total)),
        fig('batal', 'Transaksi Batal', 'int', cell('int', h?.batal)),
        fig('total_batal', 'Total Batal', 'money', cell('money', h?.total_batal)),
      ],
      tables: [
        table(
          'per_group',
          'Penjualan Per Group',
          [
            col('kode_group', 'Group'),
            col('nama_group', 'Nama Group'),
            col('barang', 'Qty', 'int', true),
            col('berat', 'Berat', 'weight', true),
            col('total', 'Total', 'money', true),
          ],
          perGroup,
          'Tidak Ada Penjualan',
        ),
        table(
          'batal',
          'Penjualan Batal',
          [
            col('no_faktur_group', 'No Faktur'),
            col('nama_customer', 'Customer'),
            col('total_harga', 'Total', 'money', true),
            col('batal_alasan', 'Alasan'),
            col('batal_by', 'Dibatalkan Oleh'),
            col('batal_otorisasi', 'Otorisasi'),
          ],
          batal,
          'Tidak Ada Penjualan Batal',
        ),
      ],
      notes: [],
    };
  },
});

registerEodSection({
  key: 'pembelian',
  title: 'Pembelian',
  order: 20,
  build: async (tx, { kode_toko, tanggal }) => {
    const [h] = await rowsOf<Record<string, Num>>(
      tx,
      sql`
      SELECT count(*) FILTER (WHERE status = 'AKTIF')::int AS transaksi,
             COALESCE(sum(jumlah_barang) FILTER (WHERE status = 'AKTIF'), 0)::int AS barang,
             COALESCE(sum(total_berat) FILTER (WHERE status = 'AKTIF'), 0)::numeric(14, 3)::text AS berat,
             COALESCE(sum(total_harga) FILTER (WHERE status = 'AKTIF'), 0)::bigint AS total,
             COALESCE(sum(total_harga) FILTER (WHERE status = 'AKTIF' AND tukar), 0)::bigint AS total_tukar,
             count(*) FILTER (WHERE status = 'BATAL')::int AS batal,
             COALESCE(sum(total_harga) FILTER (WHERE status = 'BATAL'), 0)::bigint AS total_batal
        FROM pembelian WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal}`,
    );
    const list = await rowsOf(
      tx,
      sql`
      SELECT no_faktur_group, nama_customer, CASE WHEN tukar THEN 'TUKAR' ELSE 'BELI' END AS jenis, status,
             jumlah_barang, total_berat::text AS total_berat, total_harga
        FROM pembelian WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal}
       ORDER BY no_faktur_group`,
    );
    return {
      figures: [
        fig('transaksi', 'Jumlah Transaksi', 'int', cell('int', h?.transaksi)),
        fig('barang', 'Jumlah Barang', 'int', cell('int', h?.barang)),
        fig('berat', 'Total Berat', 'weight', cell('weight', h?.berat)),
        fig('total', 'Total Pembelian', 'money', cell('money', h?.total)),
        fig('total_tukar', 'Dari Tukar Penjualan', 'money', cell('money', h?.total_tukar)),
        fig('batal', 'Transaksi Batal', 'int', cell('int', h?.batal)),
        fig('total_batal', 'Total Batal', 'money', cell('money', h?.total_batal)),
      ],
      tables: [
        table(
          'daftar',
          'Daftar Pembelian',
          [
            col('no_faktur_group', 'No Faktur'),
            col('nama_customer', 'Customer'),
            col('jenis', 'Jenis'),
            col('status', 'Status'),
            col('jumlah_barang', 'Qty', 'int'),
            col('total_berat', 'Berat', 'weight'),
            col('total_harga', 'Total', 'money'),
          ],
          list,
          'Tidak Ada Pembelian',
        ),
      ],
      notes: [],
    };
  },
});

registerEodSection({
  key: 'titipan',
  title: 'Titipan',
  order: 30,
  build: async (tx, { kode_toko, tanggal }) => {
    const [h] = await rowsOf<Record<string, Num>>(
      tx,
      sql`
      SELECT (SELECT count(*) FROM titipan WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal})::int AS baru,
             (SELECT COALESCE(sum(jumlah), 0) FROM titipan WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal})::bigint
               AS jumlah_baru,
             -- drawn by the day's sales that still stand (a cancelled sale gave its draw back)
             (SELECT COALESCE(sum(b.jumlah), 0) FROM penjualan_bayar b
                JOIN penjualan p ON p.kode_toko = b.kode_toko AND p.no_faktur_group = b.no_faktur_group
               WHERE b.kode_toko = ${kode_toko} AND p.tanggal = ${tanggal} AND p.status = 'AKTIF' AND b.jenis = 'TITIPAN')::bigint
               AS terpakai,
             -- paid back to customers today: refunds, and draws of cancelled sales on refunded deposits
             (SELECT COALESCE(sum(jumlah_out), 0) FROM kas WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal}
                 AND kategori = 'TITIPAN')::bigint AS dikembalikan,
             (SELECT COALESCE(sum(jumlah - terpakai - dikembalikan), 0) FROM titipan
               WHERE kode_toko = ${kode_toko} AND status = 'AKTIF' AND tanggal <= ${tanggal})::bigint AS sisa_aktif`,
    );
    const baru = await rowsOf(
      tx,
      sql`
      SELECT no_titip, nama_customer, jenis, no_rekening, jumlah, status FROM titipan
       WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal} ORDER BY no_titip`,
    );
    return {
      figures: [
        fig('baru', 'Titipan Baru', 'int', cell('int', h?.baru)),
        fig('jumlah_baru', 'Jumlah Titipan Baru', 'money', cell('money', h?.jumlah_baru)),
        fig('terpakai', 'Terpakai Penjualan', 'money', cell('money', h?.terpakai)),
        fig('dikembalikan', 'Dikembalikan', 'money', cell('money', h?.dikembalikan)),
        fig('sisa_aktif', 'Sisa Titipan Aktif', 'money', cell('money', h?.sisa_aktif)),
      ],
      tables: [
        table(
          'baru',
          'Titipan Baru',
          [
            col('no_titip', 'No Titip'),
            col('nama_customer', 'Customer'),
            col('jenis', 'Jenis'),
            col('no_rekening', 'Rekening'),
            col('status', 'Status'),
            col('jumlah', 'Jumlah', 'money', true),
          ],
          baru,
          'Tidak Ada Titipan Baru',
        ),
      ],
      notes: [],
    };
  },
});

registerEodSection({
  key: 'pembayaran',
  title: 'Pembayaran',
  order: 40,
  build: async (tx, { kode_toko, tanggal }) => {
    const lines = await rowsOf<Record<string, Num>>(
      tx,
      sql`
      SELECT jenis, no_rekening, nama_rekening, sum(jumlah_in)::bigint AS masuk, sum(jumlah_out)::bigint AS keluar,
             sum(fee)::bigint AS fee, sum(jumlah_in - jumlah_out)::bigint AS bersih
        FROM (SELECT ${kasJenisBayar('k')} AS jenis, k.no_rekening, COALESCE(r.nama_rekening, '') AS nama_rekening,
                     k.jumlah_in, k.jumlah_out, k.fee
                FROM kas k LEFT JOIN master_rekening r ON r.kode_toko = k.kode_toko AND r.no_rekening = k.no_rekening
               WHERE k.kode_toko = ${kode_toko} AND k.tanggal = ${tanggal}) x
       GROUP BY jenis, no_rekening, nama_rekening
       ORDER BY no_rekening <> '', jenis, no_rekening`,
    );
    const perJenis = new Map<string, { jenis: string; masuk: number; keluar: number; fee: number; bersih: number }>();
    let tunaiIn = 0;
    let tunaiOut = 0;
    let nonIn = 0;
    let nonOut = 0;
    let fee = 0;
    for (const l of lines) {
      const j = String(l.jenis);
      const p = perJenis.get(j) ?? { jenis: j, masuk: 0, keluar: 0, fee: 0, bersih: 0 };
      p.masuk += Number(l.masuk);
      p.keluar += Number(l.keluar);
      p.fee += Number(l.fee);
      p.bersih += Number(l.bersih);
      perJenis.set(j, p);
      if (j === 'CASH') {
        tunaiIn += Number(l.masuk);
        tunaiOut += Number(l.keluar);
      } else if (l.no_rekening !== '') {
        nonIn += Number(l.masuk);
        nonOut += Number(l.keluar);
      }
      fee += Number(l.fee);
    }
    const money = [
      col('masuk', 'Masuk', 'money', true),
      col('keluar', 'Keluar', 'money', true),
      col('fee', 'Fee', 'money', true),
      col('bersih', 'Bersih', 'money', true),
    ];
    return {
      figures: [
        fig('tunai_masuk', 'Tunai Masuk', 'money', tunaiIn),
        fig('tunai_keluar', 'Tunai Keluar', 'money', tunaiOut),
        fig('non_tunai_masuk', 'Non Tunai Masuk', 'money', nonIn),
        fig('non_tunai_keluar', 'Non Tunai Keluar', 'money', nonOut),
        fig('fee', 'Total Fee', 'money', fee),
      ],
      tables: [
        table('per_jenis', 'Per Jenis Pembayaran', [col('jenis', 'Jenis'), ...money], [...perJenis.values()]),
        table(
          'per_rekening',
          'Per Jenis Dan Rekening',
          [col('jenis', 'Jenis'), col('no_rekening', 'No Rekening'), col('nama_rekening', 'Rekening'), ...money],
          lines.map((l) => ({ ...l, no_rekening: l.no_rekening || 'KAS' })),
        ),
      ],
      notes: [],
    };
  },
});

registerEodSection({
  key: 'kas',
  title: 'Buku Kas',
  order: 50,
  build: async (tx, { kode_toko, tanggal }) => {
    const [h] = await rowsOf<Record<string, Num>>(
      tx,
      sql`
      SELECT ${saldoKasSebelum(kode_toko, tanggal)} AS saldo_awal,
             COALESCE(sum(jumlah_in), 0)::bigint AS masuk, COALESCE(sum(jumlah_out), 0)::bigint AS keluar
        FROM kas WHERE kode_toko = ${kode_toko} AND no_rekening = '' AND tanggal = ${tanggal}`,
    );
    const awal = Number(h?.saldo_awal ?? 0);
    const masuk = Number(h?.masuk ?? 0);
    const keluar = Number(h?.keluar ?? 0);
    const perKategori = await rowsOf(
      tx,
      sql`
      SELECT kategori, sum(jumlah_in)::bigint AS masuk, sum(jumlah_out)::bigint AS keluar
        FROM kas WHERE kode_toko = ${kode_toko} AND no_rekening = '' AND tanggal = ${tanggal}
       GROUP BY kategori ORDER BY kategori`,
    );
    const rekening = await rowsOf(
      tx,
      sql`
      SELECT k.no_rekening, COALESCE(r.nama_rekening, '') AS nama_rekening,
             COALESCE(sum(k.jumlah_in - k.jumlah_out) FILTER (WHERE k.tanggal < ${tanggal}), 0)::bigint AS saldo_awal,
             COALESCE(sum(k.jumlah_in) FILTER (WHERE k.tanggal = ${tanggal}), 0)::bigint AS masuk,
             COALESCE(sum(k.jumlah_out) FILTER (WHERE k.tanggal = ${tanggal}), 0)::bigint AS keluar,
             COALESCE(sum(k.fee) FILTER (WHERE k.tanggal = ${tanggal}), 0)::bigint AS fee,
             sum(k.jumlah_in - k.jumlah_out)::bigint AS saldo_akhir
        FROM kas k LEFT JOIN master_rekening r ON r.kode_toko = k.kode_toko AND r.no_rekening = k.no_rekening
       WHERE k.kode_toko = ${kode_toko} AND k.no_rekening <> '' AND k.tanggal <= ${tanggal}
       GROUP BY k.no_rekening, r.nama_rekening ORDER BY k.no_rekening`,
    );
    return {
      figures: [
        fig('saldo_awal', 'Saldo Awal', 'money', awal),
        fig('masuk', 'Masuk', 'money', masuk),
        fig('keluar', 'Keluar', 'money', keluar),
        fig('saldo_akhir', 'Saldo Akhir', 'money', awal + masuk - keluar),
      ],
      tables: [
        table(
          'per_kategori',
          'Kas Per Kategori',
          [col('kategori', 'Kategori'), col('masuk', 'Masuk', 'money', true), col('keluar', 'Keluar', 'money', true)],
          perKategori,
          'Tidak Ada Transaksi Kas',
        ),
        table(
          'rekening',
          'Saldo Rekening',
          [
            col('no_rekening', 'No Rekening'),
            col('nama_rekening', 'Rekening'),
            col('saldo_awal', 'Saldo Awal', 'money', true),
            col('masuk', 'Masuk', 'money', true),
            col('keluar', 'Keluar', 'money', true),
            col('fee', 'Fee', 'money', true),
            col('saldo_akhir', 'Saldo Akhir', 'money', true),
          ],
          rekening,
          'Tidak Ada Transaksi Rekening',
        ),
      ],
      notes: [],
    };
  },
});

registerEodSection({
  key: 'hitung_laci',
  title: 'Hitung Laci',
  order: 60,
  build: async (tx, { kode_toko, tanggal }) => {
    const [c] = await rowsOf<{
      pecahan: { jenis?: string; nominal: number; jumlah: number }[];
      total_hitung: number;
      saldo_buku: number;
      selisih: number;
      catatan: string;
      otorisasi_by: string;
      input_by: string;
      input_date: Date;
      saldo_tutup: number;
    }>(
      tx,
      sql`
      SELECT h.pecahan, h.total_hitung, h.saldo_buku, h.selisih, h.catatan, h.otorisasi_by, h.input_by, h.input_date,
             (SELECT COALESCE(sum(jumlah_in - jumlah_out), 0) FROM kas
               WHERE kode_toko = ${kode_toko} AND no_rekening = '' AND tanggal <= ${tanggal})::bigint AS saldo_tutup
        FROM kas_hitung h WHERE h.kode_toko = ${kode_toko} AND h.tanggal = ${tanggal}
       ORDER BY h.input_date DESC, h.id DESC LIMIT 1`,
    );
    if (!c) return { figures: [], tables: [], notes: ['Tidak Ada Hitung Laci Pada Hari Ini'] };
    // as the count stored them (notes, then coins, largest first), the denominations actually counted
    const pecahan = (Array.isArray(c.pecahan) ? c.pecahan : [])
      .map((p) => ({ jenis: String(p.jenis ?? ''), nominal: Number(p.nominal), jumlah: Number(p.jumlah) }))
      .filter((p) => p.jumlah !== 0)
      .map((p) => ({ ...p, subtotal: p.nominal * p.jumlah }));
    return {
      figures: [
        fig('total_hitung', 'Total Hitung', 'money', Number(c.total_hitung)),
        fig('saldo_buku', 'Saldo Buku Saat Hitung', 'money', Number(c.saldo_buku)),
        fig('selisih', 'Selisih', 'money', Number(c.selisih)),
        fig('saldo_tutup', 'Saldo Buku Saat Tutup', 'money', Number(c.saldo_tutup)),
        fig('selisih_tutup', 'Selisih Saat Tutup', 'money', Number(c.total_hitung) - Number(c.saldo_tutup)),
        fig('dihitung_oleh', 'Dihitung Oleh', 'text', c.input_by),
        fig('waktu', 'Waktu Hitung', 'datetime', cell('datetime', c.input_date)),
        fig('catatan', 'Catatan', 'text', c.catatan || '-'),
        fig('otorisasi_by', 'Otorisasi', 'text', c.otorisasi_by || '-'),
      ],
      tables: [
        table(
          'pecahan',
          'Pecahan',
          [
            col('jenis', 'Jenis'),
            col('nominal', 'Pecahan', 'money'),
            col('jumlah', 'Jumlah', 'int', true),
            col('subtotal', 'Subtotal', 'money', true),
          ],
          pecahan,
        ),
      ],
      notes: [],
    };
  },
});

registerEodSection({
  key: 'barang',
  title: 'Ringkasan Barang',
  order: 70,
  // the rows the close's barang summary step (order 50) wrote for the day
  build: async (tx, { kode_toko, tanggal }) => {
    const rows = await rowsOf(
      tx,
      sql`
      SELECT kode_dept, kode_group, kode_gudang, stock_awal, stock_in, stock_out, stock_tambah, stock_hancur, stock_jual,
             stock_beli, stock_akhir, berat_awal::text AS berat_awal, berat_in::text AS berat_in,
             berat_out::text AS berat_out, berat_tambah::text AS berat_tambah, berat_hancur::text AS berat_hancur,
             berat_jual::text AS berat_jual, berat_beli::text AS berat_beli, berat_akhir::text AS berat_akhir
        FROM barang_summary WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal}
       ORDER BY kode_gudang, kode_group, kode_dept`,
    );
    const keys = ['awal', 'in', 'out', 'tambah', 'hancur', 'jual', 'beli', 'akhir'] as const;
    const labels: Record<(typeof keys)[number], string> = {
      awal: 'Awal',
      in: 'Masuk',
      out: 'Keluar',
      tambah: 'Tambah',
      hancur: 'Hancur',
      jual: 'Jual',
      beli: 'Beli',
      akhir: 'Akhir',
    };
    const head = [col('kode_gudang', 'Gudang'), col('kode_group', 'Group'), col('kode_dept', 'Jenis')];
    const jumlah = table(
      'jumlah',
      'Jumlah (Pcs)',
      [...head, ...keys.map((k) => col(`stock_${k}`, labels[k], 'int', true))],
      rows,
      'Tidak Ada Stock',
    );
    const berat = table(
      'berat',
      'Berat (Gram)',
      [...head, ...keys.map((k) => col(`berat_${k}`, labels[k], 'weight', true))],
      rows,
      'Tidak Ada Stock',
    );
    return {
      figures: [
        fig('stock_akhir', 'Stock Akhir (Pcs)', 'int', jumlah.totals.stock_akhir ?? 0),
        fig('berat_akhir', 'Berat Akhir', 'weight', berat.totals.berat_akhir ?? '0.000'),
      ],
      tables: [jumlah, berat],
      notes: [],
    };
  },
});

registerEodSection({
  key: 'otorisasi',
  title: 'Otorisasi',
  order: 80,
  build: async (tx, { kode_toko, tanggal }) => {
    const rows = await rowsOf(
      tx,
      sql`
      SELECT at, jenis, no_ref, user_id, otorisasi_by, alasan FROM otorisasi
       WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal} ORDER BY at, id`,
    );
    return {
      figures: [fig('jumlah', 'Jumlah Otorisasi', 'int', rows.length)],
      tables: [
        table(
          'daftar',
          'Daftar Otorisasi',
          [
            col('at', 'Waktu', 'datetime'),
            col('jenis', 'Jenis'),
            col('no_ref', 'No Reff'),
            col('user_id', 'User'),
            col('otorisasi_by', 'Otorisasi Oleh'),
            col('alasan', 'Alasan'),
          ],
          rows,
          'Tidak Ada Otorisasi',
        ),
      ],
      notes: [],
    };
  },
});
