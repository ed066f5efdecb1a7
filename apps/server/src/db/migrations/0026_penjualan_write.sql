-- Issue 16: a sale's writes in one function. The statement (the sale's header, lines, payments, cash rows, stock
-- ledger, pieces, points, its answer stored in the Idempotency-Key row, and the invoice number) was sent as one big
-- text with its values inlined, so PostgreSQL parsed and planned it on every sale (0.6–1.1 ms of ~4 ms CPU per sale).
-- Inside a PL/pgSQL function it is prepared once per connection with a generic plan (left to choose, PL/pgSQL planned
-- it again on every call). The server sends `SELECT kilau_penjualan_write(...); COMMIT` in one message, so the invoice
-- number is given up the moment the write is done. Parameters: penjualan.service.ts `values`, in order.
-- Cashiers waiting for the invoice number queue in arrival order. Waiting on the counter row itself (INSERT … ON
-- CONFLICT DO UPDATE), a waiter woken by a COMMIT found the row changed, let go and started over behind later
-- arrivals: under 20 cashiers a few sales waited far longer than the rest (p95 ≈ 3 × p50). An advisory lock per store
-- and day (lib/doc-number.ts takes the same key for every other counter), taken first, is granted strictly in order;
-- the counter row then never makes anyone wait.
CREATE OR REPLACE FUNCTION kilau_penjualan_write(text, text, text, text, text, text, text, text, text, numeric, integer, numeric, bigint, bigint, bigint, integer, text, bigint, jsonb, jsonb, jsonb, uuid[], text, text)
RETURNS text LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $fn$
DECLARE result_json text;
BEGIN
  -- the store's invoice numbers of the day are taken one sale at a time, first come first served
  PERFORM pg_advisory_xact_lock(hashtextextended('FJ|' || $1 || '|' || $2, 0));
  WITH n AS (
    INSERT INTO doc_counters (kode_toko, kind, period, last) VALUES ($1, 'FJ', $2, 1)
    ON CONFLICT (kode_toko, kind, period) DO UPDATE SET last = doc_counters.last + 1
    RETURNING last),
  no AS (SELECT $3 || CASE WHEN last < 10000 THEN lpad(last::text, 4, '0') ELSE last::text END AS no FROM n),
  h AS (
    INSERT INTO penjualan (kode_toko, no_faktur_group, tanggal, kode_sales, kode_member, nama_customer, no_hp, alamat_customer,
                           kode_marketplace, marketplace_fee_persen, jumlah_barang, total_berat, total_harga, total_bayar,
                           kembalian, poin, input_by)
    SELECT $1, no.no, $2::date, $4, $5, $6, $7, $8, $9, $10::numeric, $11::int, $12::numeric, $13::bigint, $14::bigint,
           $15::bigint, $16::int, $17 FROM no
    RETURNING *),
  d AS (
    INSERT INTO penjualan_detail (kode_toko, no_faktur_jual, no_faktur_group, tanggal, barang_id, kode_barcode, nama_barang,
           kode_group, kode_dept, kode_gudang, kode_baki, berat, kadar, kadar_cetak, nama_atribut, berat_atribut, harga_gram,
           harga_gram_24k, ongkos, harga_atribut, harga_hitung, harga_total, harga_modal, perolehan)
    SELECT $1, no.no || '-' || d.sfx, no.no, $2::date, d.barang_id, d.kode_barcode, d.nama_barang, d.kode_group,
           d.kode_dept, d.kode_gudang, d.kode_baki, d.berat, d.kadar, d.kadar_cetak, d.nama_atribut, d.berat_atribut, d.harga_gram,
           $18::bigint, d.ongkos, d.harga_atribut, d.harga_hitung, d.harga_total, d.harga_modal, d.perolehan
      FROM no, jsonb_to_recordset($19::jsonb) AS d(sfx text, barang_id uuid, kode_barcode text,
           nama_barang text, kode_group text, kode_dept text, kode_gudang text, kode_baki text, berat numeric, kadar numeric,
           kadar_cetak text, nama_atribut text, berat_atribut numeric, harga_gram bigint, ongkos bigint, harga_atribut bigint,
           harga_hitung bigint, harga_total bigint, harga_modal bigint, perolehan text)
    RETURNING *),
  b AS (
    INSERT INTO penjualan_bayar (kode_toko, no_faktur_group, seq, tanggal, jenis, jumlah, no_rekening, no_kartu, fee, usd, kurs,
                                 no_titip, no_ref)
    SELECT $1, no.no, b.seq, $2::date, b.jenis, b.jumlah, b.no_rekening, b.no_kartu, b.fee, b.usd, b.kurs, b.no_titip, b.no_ref
      FROM no, jsonb_to_recordset($20::jsonb) AS b(seq int, jenis text, jumlah bigint, no_rekening text,
           no_kartu text, fee bigint, usd numeric, kurs bigint, no_titip text, no_ref text)
    RETURNING *),
  k AS (
    INSERT INTO kas (kode_toko, tanggal, jenis, kategori, deskripsi, keterangan, no_rekening, jumlah_in, jumlah_out, fee, no_reff,
                     alasan, batal_of, input_by)
    SELECT $1, $2::date, k.jenis, k.kategori, k.deskripsi, k.keterangan, k.no_rekening, k.jumlah_in, k.jumlah_out, k.fee, no.no,
           k.alasan, k.batal_of, $17
      FROM no, jsonb_to_recordset($21::jsonb) AS k(jenis text, kategori text, deskripsi text, keterangan text,
           no_rekening text, jumlah_in bigint, jumlah_out bigint, fee bigint, alasan text, batal_of bigint)),
  l AS (
    INSERT INTO barang_ledger (kode_toko, barang_id, kode_barcode, tanggal, user_id, jenis, kode_group, kode_dept,
                               dari_gudang, dari_baki, ke_gudang, ke_baki, status_dari, status_ke, berat, no_ref, keterangan)
    SELECT p.kode_toko, p.id, p.kode_barcode, $2::date, $17, 'JUAL', p.kode_group, p.kode_dept,
           CASE WHEN p.status IN ('STOCK', 'SORTIR') THEN p.kode_gudang END,
           CASE WHEN p.status IN ('STOCK', 'SORTIR') THEN p.kode_baki END,
           NULL::text, NULL::text, p.status, 'TERJUAL', p.berat, no.no, 'PENJUALAN ' || no.no
      FROM no CROSS JOIN unnest($22::uuid[]) WITH ORDINALITY AS s(id, n)
      JOIN barang p ON p.kode_toko = $1 AND p.id = s.id
     ORDER BY s.n),
  u AS (
    UPDATE barang SET status = 'TERJUAL', no_ref = no.no, updated_at = now()
      FROM no WHERE barang.kode_toko = $1 AND barang.id = ANY($22::uuid[])),
  pl AS (
    INSERT INTO poin_ledger (kode_toko, kode_member, tanggal, jenis, poin, no_ref)
    SELECT $1, $5, $2::date, 'JUAL', $16::int, no.no FROM no WHERE $16::int > 0),
  rec AS (
    SELECT json_build_object('no_faktur_group', h.no_faktur_group, 'tanggal', h.tanggal, 'created_at', h.created_at::text,
           'kode_sales', h.kode_sales, 'kode_member', h.kode_member, 'nama_customer', h.nama_customer, 'no_hp', h.no_hp,
           'kode_marketplace', h.kode_marketplace, 'jumlah_barang', h.jumlah_barang, 'total_berat', h.total_berat::float8,
           'total_harga', h.total_harga, 'total_bayar', h.total_bayar, 'kembalian', h.kembalian, 'status', h.status,
           'status_valid', h.status_valid, 'valid_by', h.valid_by, 'input_by', h.input_by, 'batal_alasan', h.batal_alasan,
           'alamat_customer', h.alamat_customer, 'nama_sales', s.nama_sales, 'nama_marketplace', m.nama_marketplace,
           'poin', h.poin, 'batal_by', h.batal_by, 'batal_otorisasi', h.batal_otorisasi, 'batal_at', h.batal_at::text,
           'items', coalesce((SELECT json_agg(json_build_object('no_faktur_jual', d.no_faktur_jual,
                 'kode_barcode', d.kode_barcode, 'nama_barang', d.nama_barang, 'kode_group', d.kode_group,
                 'kode_dept', d.kode_dept, 'kode_gudang', d.kode_gudang, 'kode_baki', d.kode_baki, 'berat', d.berat::float8,
                 'kadar', d.kadar::float8, 'kadar_cetak', d.kadar_cetak, 'nama_atribut', d.nama_atribut,
                 'berat_atribut', d.berat_atribut::float8, 'harga_gram', d.harga_gram, 'ongkos', d.ongkos,
                 'harga_atribut', d.harga_atribut, 'harga_hitung', d.harga_hitung, 'harga_total', d.harga_total,
                 'status', d.status) ORDER BY d.no_faktur_jual) FROM d), '[]'::json),
           'payments', coalesce((SELECT json_agg(json_build_object('seq', b.seq, 'jenis', b.jenis, 'jumlah', b.jumlah,
                 'no_rekening', b.no_rekening, 'nama_rekening', r.nama_rekening, 'kode_bank', r.kode_bank,
                 'no_kartu', b.no_kartu, 'fee', b.fee, 'usd', b.usd::float8, 'kurs', b.kurs, 'no_titip', b.no_titip,
                 'no_ref', b.no_ref) ORDER BY b.seq)
              FROM b LEFT JOIN master_rekening r ON r.kode_toko = b.kode_toko AND r.no_rekening = b.no_rekening), '[]'::json)
           ) AS j
      FROM h
      LEFT JOIN master_sales s ON s.kode_toko = h.kode_toko AND s.kode_sales = h.kode_sales
      LEFT JOIN master_marketplace m ON m.kode_toko = h.kode_toko AND m.kode_marketplace = h.kode_marketplace),
  ik AS (
    UPDATE idempotency_keys SET status_code = 200, response = json_build_object('message', $24::text, 'data', rec.j)::text
      FROM rec WHERE idempotency_keys.kode_toko = $1 AND idempotency_keys.key = $23)
  SELECT rec.j::text INTO result_json FROM rec;
  RETURN result_json;
END
$fn$;
