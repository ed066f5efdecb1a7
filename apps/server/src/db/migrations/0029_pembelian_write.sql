-- Issue 16: a buy-back's writes in one function, as the sale's (0026_penjualan_write.sql). The purchase number (FB)
-- was taken in the middle of the buy-back and held across eight more statements, each a round trip through Node, and
-- the answer's three reads: under 20 counters every purchase waited for the number (p50 136 ms, p95 172–199 ms).
-- Now the number is taken first thing in the one statement that writes the purchase (header, manual pieces with
-- their new barcodes and ledger rows, the pieces sold here coming back into sorting with their ledger rows, lines,
-- payments, cash rows), answers the record `get` reads and stores it in the Idempotency-Key row; the server sends
-- `SELECT kilau_pembelian_write(...); COMMIT` in one message, so the number is given up the moment the write is done.
-- Parameters: pembelian.service.ts `values`, in order. The ledger row of a piece coming back reads the piece as it
-- was (sold) and writes its new weight; the piece's one UPDATE sets weight, acquisition, status, tray and reference,
-- as the separate weight update and recordMoves did.

-- A document counter's next value (lib/doc-number.ts takes every counter through it, the buy-back's write below too).
-- Writers of one counter queue in arrival order: an advisory lock per counter (kind|store|period, the key the sale's
-- write function takes for FJ) is taken first and granted strictly in order; waiting on the counter row itself, a
-- waiter woken by a COMMIT found the row changed, let go and started over behind later arrivals (issue 16: p95 ≈ 3 ×
-- p50 under 20 cashiers). Held to the end of the caller's transaction: a rolled-back document gives its number back.
CREATE OR REPLACE FUNCTION kilau_take_counter(p_kind text, p_toko text, p_period text)
RETURNS integer LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE next_value integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_kind || '|' || p_toko || '|' || p_period, 0));
  INSERT INTO doc_counters AS c (kode_toko, kind, period, last) VALUES (p_toko, p_kind, p_period, 1)
  ON CONFLICT (kode_toko, kind, period) DO UPDATE SET last = c.last + 1
  RETURNING c.last INTO next_value;
  RETURN next_value;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kilau_pembelian_write(text, text, text, text, text, text, text, text, text, text, integer, numeric, bigint, boolean, text, jsonb, jsonb, jsonb, jsonb, jsonb, text, text)
RETURNS text LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $fn$
DECLARE result_json text;
BEGIN
  -- the store's purchase numbers of the day are taken one purchase at a time, first come first served
  WITH n AS (SELECT kilau_take_counter('FB', $1, $2) AS last),
  no AS (SELECT $3 || CASE WHEN last < 10000 THEN lpad(last::text, 4, '0') ELSE last::text END AS no FROM n),
  h AS (
    INSERT INTO pembelian (kode_toko, no_faktur_group, tanggal, kode_sales, kode_member, nama_customer, no_hp,
                           alamat_customer, kode_gudang, kode_baki, jumlah_barang, total_berat, total_harga, tukar, input_by)
    SELECT $1, no.no, $2::date, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15 FROM no
    RETURNING *),
  -- manual pieces: new barcodes in line order
  m AS (
    SELECT m.n, m.nama_barang, m.kode_group, m.kode_dept, m.berat, m.kadar,
           lpad(nextval('barcode_seq')::text, 8, '0') AS kode_barcode
      FROM jsonb_to_recordset($16) AS m(n int, nama_barang text, kode_group text, kode_dept text, berat numeric, kadar numeric)
     ORDER BY m.n),
  mi AS (
    INSERT INTO barang (kode_toko, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, berat,
                        berat_asli, kadar, perolehan, status, tgl_masuk, input_by, no_ref)
    SELECT $1, m.kode_barcode, m.nama_barang, m.kode_group, m.kode_dept, $9, $10, m.berat, m.berat, m.kadar,
           'BELI_KEMBALI', 'SORTIR', $2::date, $15, no.no
      FROM m, no
    RETURNING id, kode_barcode, kode_group, kode_dept, berat),
  mm AS (SELECT m.n, mi.id, mi.kode_barcode, mi.kode_group, mi.kode_dept, mi.berat FROM mi JOIN m USING (kode_barcode)),
  mb AS (INSERT INTO barcodes (kode_barcode, kode_toko, barang_id) SELECT mm.kode_barcode, $1, mm.id FROM mm ORDER BY mm.n),
  ml AS (
    INSERT INTO barang_ledger (kode_toko, barang_id, kode_barcode, tanggal, user_id, jenis, kode_group, kode_dept,
                               ke_gudang, ke_baki, status_ke, berat, no_ref, keterangan)
    SELECT $1, mm.id, mm.kode_barcode, $2::date, $15, 'BELI', mm.kode_group, mm.kode_dept, $9, $10, 'SORTIR', mm.berat,
           no.no, 'PEMBELIAN ' || no.no
      FROM mm, no
     ORDER BY mm.n),
  -- pieces this store sold come back (locked by the caller, in barcode order): weighed now, into sorting at the tray
  r AS (SELECT * FROM jsonb_to_recordset($17) AS r(n int, id uuid, berat numeric)),
  rl AS (
    INSERT INTO barang_ledger (kode_toko, barang_id, kode_barcode, tanggal, user_id, jenis, kode_group, kode_dept,
                               dari_gudang, dari_baki, ke_gudang, ke_baki, status_dari, status_ke, berat, no_ref, keterangan)
    SELECT b.kode_toko, b.id, b.kode_barcode, $2::date, $15, 'BELI', b.kode_group, b.kode_dept,
           CASE WHEN b.status IN ('STOCK', 'SORTIR') THEN b.kode_gudang END,
           CASE WHEN b.status IN ('STOCK', 'SORTIR') THEN b.kode_baki END,
           $9, $10, b.status, 'SORTIR', r.berat, no.no, 'PEMBELIAN ' || no.no
      FROM r JOIN barang b ON b.kode_toko = $1 AND b.id = r.id CROSS JOIN no
     ORDER BY r.n),
  ru AS (
    UPDATE barang b SET berat = r.berat, perolehan = 'BELI_KEMBALI', status = 'SORTIR', kode_gudang = $9, kode_baki = $10,
           no_ref = no.no, updated_at = now()
      FROM r, no WHERE b.kode_toko = $1 AND b.id = r.id),
  d AS (
    INSERT INTO pembelian_detail (kode_toko, no_faktur_beli, no_faktur_group, tanggal, barang_id, kode_barcode, no_faktur_ext,
                                  kode_group, kode_dept, nama_barang, kadar, berat_nota, berat, kode_kondisi, type_kondisi,
                                  ada_nota, harga_nota, harga_beli_gram, harga_rata, harga_policy, harga)
    SELECT $1, no.no || '-' || d.sfx, no.no, $2::date, coalesce(d.barang_id, mm.id), coalesce(d.kode_barcode, mm.kode_barcode),
           d.no_faktur_ext, d.kode_group, d.kode_dept, d.nama_barang, d.kadar, d.berat_nota, d.berat, d.kode_kondisi,
           d.type_kondisi, d.ada_nota, d.harga_nota, d.harga_beli_gram, d.harga_rata, d.harga_policy, d.harga
      FROM no CROSS JOIN jsonb_to_recordset($18) AS d(n int, sfx text, barang_id uuid, kode_barcode text, no_faktur_ext text,
           kode_group text, kode_dept text, nama_barang text, kadar numeric, berat_nota numeric, berat numeric,
           kode_kondisi text, type_kondisi text, ada_nota boolean, harga_nota bigint, harga_beli_gram bigint,
           harga_rata bigint, harga_policy bigint, harga bigint)
      LEFT JOIN mm ON d.barang_id IS NULL AND mm.n = d.n
    RETURNING *),
  b AS (
    INSERT INTO pembelian_bayar (kode_toko, no_faktur_group, seq, tanggal, jenis, jumlah, no_rekening,
                                 no_rekening_customer, nama_bank_customer)
    SELECT $1, no.no, b.seq, $2::date, b.jenis, b.jumlah, b.no_rekening, b.no_rekening_customer, b.nama_bank_customer
      FROM no, jsonb_to_recordset($19) AS b(seq int, jenis text, jumlah bigint, no_rekening text,
           no_rekening_customer text, nama_bank_customer text)
    RETURNING *),
  k AS (
    INSERT INTO kas (kode_toko, tanggal, jenis, kategori, deskripsi, keterangan, no_rekening, jumlah_in, jumlah_out, fee, no_reff,
                     alasan, batal_of, input_by)
    SELECT $1, $2::date, k.jenis, k.kategori, k.deskripsi, k.keterangan, k.no_rekening, k.jumlah_in, k.jumlah_out, k.fee, no.no,
           k.alasan, k.batal_of, $15
      FROM no, jsonb_to_recordset($20) AS k(jenis text, kategori text, deskripsi text, keterangan text,
           no_rekening text, jumlah_in bigint, jumlah_out bigint, fee bigint, alasan text, batal_of bigint)),
  -- the record pembelian.service.ts `get` reads
  rec AS (
    SELECT json_build_object('no_faktur_group', h.no_faktur_group, 'tanggal', h.tanggal::text, 'kode_sales', h.kode_sales,
           'nama_sales', s.nama_sales, 'kode_member', h.kode_member, 'nama_customer', h.nama_customer, 'no_hp', h.no_hp,
           'alamat_customer', h.alamat_customer, 'kode_gudang', h.kode_gudang, 'kode_baki', h.kode_baki,
           'jumlah_barang', h.jumlah_barang, 'total_berat', h.total_berat::text, 'total_harga', h.total_harga,
           'status', h.status, 'status_valid', h.status_valid, 'batal_alasan', h.batal_alasan, 'batal_by', h.batal_by,
           'no_penjualan', h.no_penjualan, 'tukar', h.tukar, 'input_by', h.input_by,
           'created_at', to_char(h.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'items', coalesce((SELECT json_agg(json_build_object('no_faktur_beli', d.no_faktur_beli,
                 'kode_barcode', d.kode_barcode, 'no_faktur_ext', d.no_faktur_ext, 'kode_group', d.kode_group,
                 'kode_dept', d.kode_dept, 'nama_barang', d.nama_barang, 'kadar', d.kadar::text,
                 'berat_nota', d.berat_nota::text, 'berat', d.berat::text, 'kode_kondisi', d.kode_kondisi,
                 'type_kondisi', d.type_kondisi, 'ada_nota', d.ada_nota, 'harga_nota', d.harga_nota,
                 'harga_beli_gram', d.harga_beli_gram, 'harga_rata', d.harga_rata, 'harga_policy', d.harga_policy,
                 'harga', d.harga) ORDER BY d.no_faktur_beli) FROM d), '[]'::json),
           'payments', coalesce((SELECT json_agg(json_build_object('seq', b.seq, 'jenis', b.jenis, 'jumlah', b.jumlah,
                 'no_rekening', b.no_rekening, 'nama_rekening', rk.nama_rekening,
                 'no_rekening_customer', b.no_rekening_customer, 'nama_bank_customer', b.nama_bank_customer)
                 ORDER BY b.seq)
              FROM b LEFT JOIN master_rekening rk ON rk.kode_toko = b.kode_toko AND rk.no_rekening = b.no_rekening), '[]'::json)
           ) AS j
      FROM h LEFT JOIN master_sales s ON s.kode_toko = h.kode_toko AND s.kode_sales = h.kode_sales),
  ik AS (
    UPDATE idempotency_keys SET status_code = 200, response = json_build_object('message', $22::text, 'data', rec.j)::text
      FROM rec WHERE idempotency_keys.kode_toko = $1 AND idempotency_keys.key = $21)
  SELECT rec.j::text INTO result_json FROM rec;
  RETURN result_json;
END
$fn$;
