CREATE SEQUENCE "public"."master_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "master_versions" (
	"kode_toko" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);--> statement-breakpoint
-- Every statement that changes a store's master rows gives that store a fresh master version, in the writer's own
-- transaction (schema/masters.schema.ts master_versions): whoever writes — the master routes, a hook, the import, a
-- restore, plain SQL. The value is taken after the row lock (ON CONFLICT … DO UPDATE), so it only grows and is never
-- reused; stores are locked in code order, so two statements over several stores cannot deadlock.
CREATE FUNCTION master_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO master_versions (kode_toko, version)
    SELECT k, nextval('master_version_seq') FROM (SELECT DISTINCT kode_toko AS k FROM changed) c ORDER BY k
    ON CONFLICT (kode_toko) DO UPDATE SET version = nextval('master_version_seq');
  RETURN NULL;
END $$;--> statement-breakpoint
-- TRUNCATE names no rows: every store gets a fresh version.
CREATE FUNCTION master_version_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO master_versions (kode_toko, version)
    SELECT kode_toko, nextval('master_version_seq') FROM stores ORDER BY kode_toko
    ON CONFLICT (kode_toko) DO UPDATE SET version = nextval('master_version_seq');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "parameter_berlian_mv_ins" AFTER INSERT ON "parameter_berlian" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "parameter_berlian_mv_upd" AFTER UPDATE ON "parameter_berlian" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "parameter_berlian_mv_del" AFTER DELETE ON "parameter_berlian" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "parameter_berlian_mv_tru" AFTER TRUNCATE ON "parameter_berlian" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "batu_shape_mv_ins" AFTER INSERT ON "batu_shape" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_shape_mv_upd" AFTER UPDATE ON "batu_shape" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_shape_mv_del" AFTER DELETE ON "batu_shape" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_shape_mv_tru" AFTER TRUNCATE ON "batu_shape" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "batu_color_mv_ins" AFTER INSERT ON "batu_color" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_color_mv_upd" AFTER UPDATE ON "batu_color" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_color_mv_del" AFTER DELETE ON "batu_color" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_color_mv_tru" AFTER TRUNCATE ON "batu_color" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "batu_clarity_mv_ins" AFTER INSERT ON "batu_clarity" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_clarity_mv_upd" AFTER UPDATE ON "batu_clarity" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_clarity_mv_del" AFTER DELETE ON "batu_clarity" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_clarity_mv_tru" AFTER TRUNCATE ON "batu_clarity" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "batu_fluorescence_mv_ins" AFTER INSERT ON "batu_fluorescence" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_fluorescence_mv_upd" AFTER UPDATE ON "batu_fluorescence" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_fluorescence_mv_del" AFTER DELETE ON "batu_fluorescence" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_fluorescence_mv_tru" AFTER TRUNCATE ON "batu_fluorescence" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "batu_symmetry_mv_ins" AFTER INSERT ON "batu_symmetry" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_symmetry_mv_upd" AFTER UPDATE ON "batu_symmetry" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_symmetry_mv_del" AFTER DELETE ON "batu_symmetry" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_symmetry_mv_tru" AFTER TRUNCATE ON "batu_symmetry" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "batu_polish_mv_ins" AFTER INSERT ON "batu_polish" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_polish_mv_upd" AFTER UPDATE ON "batu_polish" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_polish_mv_del" AFTER DELETE ON "batu_polish" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_polish_mv_tru" AFTER TRUNCATE ON "batu_polish" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "batu_cutgrade_mv_ins" AFTER INSERT ON "batu_cutgrade" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_cutgrade_mv_upd" AFTER UPDATE ON "batu_cutgrade" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_cutgrade_mv_del" AFTER DELETE ON "batu_cutgrade" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_cutgrade_mv_tru" AFTER TRUNCATE ON "batu_cutgrade" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "batu_berlian_mv_ins" AFTER INSERT ON "batu_berlian" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_berlian_mv_upd" AFTER UPDATE ON "batu_berlian" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_berlian_mv_del" AFTER DELETE ON "batu_berlian" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "batu_berlian_mv_tru" AFTER TRUNCATE ON "batu_berlian" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_group_mv_ins" AFTER INSERT ON "master_group" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_group_mv_upd" AFTER UPDATE ON "master_group" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_group_mv_del" AFTER DELETE ON "master_group" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_group_mv_tru" AFTER TRUNCATE ON "master_group" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_jenis_mv_ins" AFTER INSERT ON "master_jenis" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_jenis_mv_upd" AFTER UPDATE ON "master_jenis" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_jenis_mv_del" AFTER DELETE ON "master_jenis" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_jenis_mv_tru" AFTER TRUNCATE ON "master_jenis" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_kadar_mv_ins" AFTER INSERT ON "master_kadar" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_kadar_mv_upd" AFTER UPDATE ON "master_kadar" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_kadar_mv_del" AFTER DELETE ON "master_kadar" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_kadar_mv_tru" AFTER TRUNCATE ON "master_kadar" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_gudang_mv_ins" AFTER INSERT ON "master_gudang" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_gudang_mv_upd" AFTER UPDATE ON "master_gudang" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_gudang_mv_del" AFTER DELETE ON "master_gudang" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_gudang_mv_tru" AFTER TRUNCATE ON "master_gudang" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_baki_mv_ins" AFTER INSERT ON "master_baki" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_baki_mv_upd" AFTER UPDATE ON "master_baki" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_baki_mv_del" AFTER DELETE ON "master_baki" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_baki_mv_tru" AFTER TRUNCATE ON "master_baki" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_bank_mv_ins" AFTER INSERT ON "master_bank" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_bank_mv_upd" AFTER UPDATE ON "master_bank" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_bank_mv_del" AFTER DELETE ON "master_bank" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_bank_mv_tru" AFTER TRUNCATE ON "master_bank" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_rekening_mv_ins" AFTER INSERT ON "master_rekening" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_rekening_mv_upd" AFTER UPDATE ON "master_rekening" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_rekening_mv_del" AFTER DELETE ON "master_rekening" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_rekening_mv_tru" AFTER TRUNCATE ON "master_rekening" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_kategori_mv_ins" AFTER INSERT ON "master_kategori" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_kategori_mv_upd" AFTER UPDATE ON "master_kategori" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_kategori_mv_del" AFTER DELETE ON "master_kategori" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_kategori_mv_tru" AFTER TRUNCATE ON "master_kategori" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_bandrol_mv_ins" AFTER INSERT ON "master_bandrol" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_bandrol_mv_upd" AFTER UPDATE ON "master_bandrol" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_bandrol_mv_del" AFTER DELETE ON "master_bandrol" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_bandrol_mv_tru" AFTER TRUNCATE ON "master_bandrol" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_kode_transaksi_mv_ins" AFTER INSERT ON "master_kode_transaksi" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_kode_transaksi_mv_upd" AFTER UPDATE ON "master_kode_transaksi" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_kode_transaksi_mv_del" AFTER DELETE ON "master_kode_transaksi" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_kode_transaksi_mv_tru" AFTER TRUNCATE ON "master_kode_transaksi" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_sales_mv_ins" AFTER INSERT ON "master_sales" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_sales_mv_upd" AFTER UPDATE ON "master_sales" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_sales_mv_del" AFTER DELETE ON "master_sales" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_sales_mv_tru" AFTER TRUNCATE ON "master_sales" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_tukang_mv_ins" AFTER INSERT ON "master_tukang" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_tukang_mv_upd" AFTER UPDATE ON "master_tukang" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_tukang_mv_del" AFTER DELETE ON "master_tukang" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_tukang_mv_tru" AFTER TRUNCATE ON "master_tukang" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_kondisi_barang_mv_ins" AFTER INSERT ON "master_kondisi_barang" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_kondisi_barang_mv_upd" AFTER UPDATE ON "master_kondisi_barang" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_kondisi_barang_mv_del" AFTER DELETE ON "master_kondisi_barang" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_kondisi_barang_mv_tru" AFTER TRUNCATE ON "master_kondisi_barang" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_kondisi_pembelian_mv_ins" AFTER INSERT ON "master_kondisi_pembelian" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_kondisi_pembelian_mv_upd" AFTER UPDATE ON "master_kondisi_pembelian" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_kondisi_pembelian_mv_del" AFTER DELETE ON "master_kondisi_pembelian" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_kondisi_pembelian_mv_tru" AFTER TRUNCATE ON "master_kondisi_pembelian" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_kondisi_pinjaman_mv_ins" AFTER INSERT ON "master_kondisi_pinjaman" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_kondisi_pinjaman_mv_upd" AFTER UPDATE ON "master_kondisi_pinjaman" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_kondisi_pinjaman_mv_del" AFTER DELETE ON "master_kondisi_pinjaman" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_kondisi_pinjaman_mv_tru" AFTER TRUNCATE ON "master_kondisi_pinjaman" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_hadiah_mv_ins" AFTER INSERT ON "master_hadiah" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_hadiah_mv_upd" AFTER UPDATE ON "master_hadiah" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_hadiah_mv_del" AFTER DELETE ON "master_hadiah" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_hadiah_mv_tru" AFTER TRUNCATE ON "master_hadiah" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_rugi_nota_mv_ins" AFTER INSERT ON "master_rugi_nota" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_rugi_nota_mv_upd" AFTER UPDATE ON "master_rugi_nota" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_rugi_nota_mv_del" AFTER DELETE ON "master_rugi_nota" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_rugi_nota_mv_tru" AFTER TRUNCATE ON "master_rugi_nota" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_parameter_point_mv_ins" AFTER INSERT ON "master_parameter_point" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_parameter_point_mv_upd" AFTER UPDATE ON "master_parameter_point" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_parameter_point_mv_del" AFTER DELETE ON "master_parameter_point" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_parameter_point_mv_tru" AFTER TRUNCATE ON "master_parameter_point" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_marketplace_mv_ins" AFTER INSERT ON "master_marketplace" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_marketplace_mv_upd" AFTER UPDATE ON "master_marketplace" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_marketplace_mv_del" AFTER DELETE ON "master_marketplace" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_marketplace_mv_tru" AFTER TRUNCATE ON "master_marketplace" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_harga_emas_mv_ins" AFTER INSERT ON "master_harga_emas" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_harga_emas_mv_upd" AFTER UPDATE ON "master_harga_emas" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_harga_emas_mv_del" AFTER DELETE ON "master_harga_emas" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_harga_emas_mv_tru" AFTER TRUNCATE ON "master_harga_emas" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "master_member_mv_ins" AFTER INSERT ON "master_member" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_member_mv_upd" AFTER UPDATE ON "master_member" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_member_mv_del" AFTER DELETE ON "master_member" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump();--> statement-breakpoint
CREATE TRIGGER "master_member_mv_tru" AFTER TRUNCATE ON "master_member" FOR EACH STATEMENT EXECUTE FUNCTION master_version_bump_all();
