/**
 * End-of-day sections for the money of the day: per payment type and account, the drawer's book and the drawer count.
 * Registered in eod-sections.ts; read inside the close transaction.
 */
import { sql } from 'drizzle-orm';
import { cell, col, fig, registerEodSection, rowsOf, table } from './eod-sections.ts';
import { kasJenisBayar, saldoKasSebelum } from './keuangan.sql.ts';

type Num = number | string;

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
