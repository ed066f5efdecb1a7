CREATE TABLE "titipan_barang" (
	"kode_toko" text NOT NULL,
	"no_titip" text NOT NULL,
	"barang_id" uuid NOT NULL,
	"kode_barcode" text NOT NULL,
	"nama_barang" text NOT NULL,
	"berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"harga" bigint DEFAULT 0 NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text NOT NULL,
	"status" text DEFAULT 'DIPESAN' NOT NULL,
	"no_penjualan" text DEFAULT '' NOT NULL,
	CONSTRAINT "titipan_barang_kode_toko_no_titip_barang_id_pk" PRIMARY KEY("kode_toko","no_titip","barang_id"),
	CONSTRAINT "titipan_barang_status_ck" CHECK ("titipan_barang"."status" IN ('DIPESAN', 'TERJUAL', 'DILEPAS'))
);
--> statement-breakpoint
ALTER TABLE "titipan" DROP CONSTRAINT "titipan_amounts_ck";--> statement-breakpoint
ALTER TABLE "titipan" DROP CONSTRAINT "titipan_status_ck";--> statement-breakpoint
ALTER TABLE "barang" DROP CONSTRAINT "barang_status_ck";--> statement-breakpoint
ALTER TABLE "barang_ledger" DROP CONSTRAINT "barang_ledger_status_ck";--> statement-breakpoint
ALTER TABLE "titipan" ADD COLUMN "alamat_customer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "titipan" ADD COLUMN "hangus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "titipan" ADD COLUMN "total_harga" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "titipan_barang_barang_idx" ON "titipan_barang" USING btree ("kode_toko","barang_id");--> statement-breakpoint
ALTER TABLE "titipan" ADD CONSTRAINT "titipan_amounts_ck" CHECK ("titipan"."jumlah" > 0 AND "titipan"."terpakai" >= 0 AND "titipan"."dikembalikan" >= 0 AND "titipan"."hangus" >= 0 AND "titipan"."total_harga" >= 0 AND "titipan"."terpakai" + "titipan"."dikembalikan" + "titipan"."hangus" <= "titipan"."jumlah");--> statement-breakpoint
ALTER TABLE "titipan" ADD CONSTRAINT "titipan_status_ck" CHECK ("titipan"."status" IN ('AKTIF', 'TERPAKAI', 'KEMBALI', 'HANGUS') AND "titipan"."status_valid" IN ('OPEN', 'DONE'));--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_status_ck" CHECK ("barang"."status" IN ('STOCK', 'TERJUAL', 'HANCUR', 'TRANSIT', 'TERKIRIM', 'CUCI', 'SERVICE', 'HUTANG', 'SORTIR', 'CONTOH', 'TITIP'));--> statement-breakpoint
ALTER TABLE "barang_ledger" ADD CONSTRAINT "barang_ledger_status_ck" CHECK ("barang_ledger"."status_ke" IN ('STOCK', 'TERJUAL', 'HANCUR', 'TRANSIT', 'TERKIRIM', 'CUCI', 'SERVICE', 'HUTANG', 'SORTIR', 'CONTOH', 'TITIP') AND ("barang_ledger"."status_dari" IS NULL OR "barang_ledger"."status_dari" IN ('STOCK', 'TERJUAL', 'HANCUR', 'TRANSIT', 'TERKIRIM', 'CUCI', 'SERVICE', 'HUTANG', 'SORTIR', 'CONTOH', 'TITIP')));