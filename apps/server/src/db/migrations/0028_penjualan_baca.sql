-- Issue 16: what a sale reads before it writes, in one round trip with plans kept per connection: the store's day and
-- settings (the store row held FOR SHARE, as openStockDay does: a close waits for the sale) and the scanned pieces,
-- locked FOR UPDATE in barcode order (as lockPieces: two sales never deadlock), with their group's price and the
-- orders naming them. As one prepared statement its piece lookup was planned again on every sale (0.25 ms); here the
-- plans are generic. Answers NULL without the store, else {"pre": {...}, "pieces": [...]} (penjualan.service.ts).
CREATE OR REPLACE FUNCTION kilau_penjualan_baca(p_toko text, p_sales text, p_member text, p_marketplace text,
                                                p_barcodes text[])
RETURNS text LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $fn$
DECLARE
  pre json;
  pieces json;
BEGIN
  SELECT json_build_object(
           'tgl_system', st.tgl_system,
           'sales_aktif', (SELECT status_aktif FROM master_sales WHERE kode_toko = p_toko AND kode_sales = p_sales),
           'member', (SELECT json_build_object('nama_member', nama_member, 'no_hp', no_hp, 'alamat', alamat)
                        FROM master_member WHERE kode_toko = p_toko AND kode_member = p_member AND status_aktif),
           'fee_persen', (SELECT fee_persen::text FROM master_marketplace
                            WHERE kode_toko = p_toko AND kode_marketplace = p_marketplace AND status_aktif),
           'pembulatan', (SELECT value FROM para_system WHERE kode_toko = p_toko AND key = 'PEMBULATAN'),
           'kurs_usd', (SELECT value FROM para_system WHERE kode_toko = p_toko AND key = 'KURS_USD'),
           'harga_24k', (SELECT harga FROM master_group WHERE kode_toko = p_toko AND jenis_group = 'EMAS' AND status_aktif
                           ORDER BY persentase DESC, harga DESC LIMIT 1),
           'poin', (SELECT json_build_object('nominal', nominal, 'nilai_poin', nilai_poin) FROM master_parameter_point
                      WHERE kode_toko = p_toko AND status_aktif ORDER BY nominal LIMIT 1))
    INTO pre
    FROM stores st WHERE st.kode_toko = p_toko FOR SHARE OF st;
  IF pre IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(json_agg(row_to_json(x) ORDER BY x.kode_barcode), '[]'::json) INTO pieces
    FROM (SELECT b.id, b.kode_barcode, b.nama_barang, b.kode_group, b.kode_dept, b.kode_gudang, b.kode_baki,
                 b.berat::text AS berat, b.status, b.kadar::text AS kadar, b.kadar_cetak, b.nama_atribut,
                 b.berat_atribut::text AS berat_atribut, b.ongkos, b.harga_atribut, b.harga_jual, b.harga_modal,
                 b.perolehan, g.harga AS harga_gram, g.harga_modal AS modal_gram, g.jenis_group,
                 g.kode_group IS NOT NULL AS ada_group,
                 (SELECT array_agg(DISTINCT pd.no_pesanan) FROM pesanan_detail pd
                   WHERE pd.kode_toko = b.kode_toko AND pd.barang_id = b.id) AS pesanan
            FROM barang b LEFT JOIN master_group g ON g.kode_toko = b.kode_toko AND g.kode_group = b.kode_group
           WHERE b.kode_toko = p_toko AND b.kode_barcode = ANY(p_barcodes)
           ORDER BY b.kode_barcode FOR UPDATE OF b) x;
  RETURN json_build_object('pre', pre, 'pieces', pieces)::text;
END
$fn$;
