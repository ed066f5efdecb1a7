CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE SEQUENCE "public"."barcode_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 99999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "barang" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_barcode" text NOT NULL,
	"nama_barang" text NOT NULL,
	"kode_group" text NOT NULL,
	"kode_dept" text NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text NOT NULL,
	"berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_asli" numeric(12, 3) DEFAULT '0' NOT NULL,
	"kadar" numeric(6, 3) DEFAULT '0' NOT NULL,
	"kadar_cetak" text DEFAULT '' NOT NULL,
	"nama_atribut" text DEFAULT '' NOT NULL,
	"berat_atribut" numeric(12, 3) DEFAULT '0' NOT NULL,
	"harga_atribut" bigint DEFAULT 0 NOT NULL,
	"ongkos" bigint DEFAULT 0 NOT NULL,
	"harga_jual" bigint DEFAULT 0 NOT NULL,
	"harga_modal" bigint DEFAULT 0 NOT NULL,
	"supplier" text DEFAULT '' NOT NULL,
	"perolehan" text DEFAULT 'FAKTUR' NOT NULL,
	"no_sertifikat" text DEFAULT '' NOT NULL,
	"jenis_batu" text DEFAULT '' NOT NULL,
	"kode_shape" text DEFAULT '' NOT NULL,
	"kode_color" text DEFAULT '' NOT NULL,
	"kode_clarity" text DEFAULT '' NOT NULL,
	"kode_cutgrade" text DEFAULT '' NOT NULL,
	"foto" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'STOCK' NOT NULL,
	"no_ref" text DEFAULT '' NOT NULL,
	"tgl_masuk" date NOT NULL,
	"input_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barang_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "barang_ledger" (
	"id" bigserial NOT NULL,
	"kode_toko" text NOT NULL,
	"barang_id" uuid NOT NULL,
	"kode_barcode" text NOT NULL,
	"tanggal" date NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text NOT NULL,
	"jenis" text NOT NULL,
	"kode_group" text NOT NULL,
	"kode_dept" text NOT NULL,
	"dari_gudang" text,
	"dari_baki" text,
	"ke_gudang" text,
	"ke_baki" text,
	"status_dari" text,
	"status_ke" text NOT NULL,
	"berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"no_ref" text DEFAULT '' NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	CONSTRAINT "barang_ledger_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "barang_summary" (
	"kode_toko" text NOT NULL,
	"tanggal" date NOT NULL,
	"kode_dept" text NOT NULL,
	"kode_group" text NOT NULL,
	"kode_gudang" text NOT NULL,
	"stock_awal" bigint DEFAULT 0 NOT NULL,
	"berat_awal" numeric(12, 3) DEFAULT '0' NOT NULL,
	"stock_in" bigint DEFAULT 0 NOT NULL,
	"berat_in" numeric(12, 3) DEFAULT '0' NOT NULL,
	"stock_out" bigint DEFAULT 0 NOT NULL,
	"berat_out" numeric(12, 3) DEFAULT '0' NOT NULL,
	"stock_tambah" bigint DEFAULT 0 NOT NULL,
	"berat_tambah" numeric(12, 3) DEFAULT '0' NOT NULL,
	"stock_hancur" bigint DEFAULT 0 NOT NULL,
	"berat_hancur" numeric(12, 3) DEFAULT '0' NOT NULL,
	"stock_jual" bigint DEFAULT 0 NOT NULL,
	"berat_jual" numeric(12, 3) DEFAULT '0' NOT NULL,
	"stock_beli" bigint DEFAULT 0 NOT NULL,
	"berat_beli" numeric(12, 3) DEFAULT '0' NOT NULL,
	"stock_akhir" bigint DEFAULT 0 NOT NULL,
	"berat_akhir" numeric(12, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "barang_summary_kode_toko_tanggal_kode_dept_kode_group_kode_gudang_pk" PRIMARY KEY("kode_toko","tanggal","kode_dept","kode_group","kode_gudang")
);
--> statement-breakpoint
CREATE TABLE "barcodes" (
	"kode_barcode" text PRIMARY KEY NOT NULL,
	"kode_toko" text NOT NULL,
	"barang_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "barang_barcode_uq" ON "barang" USING btree ("kode_toko","kode_barcode");--> statement-breakpoint
CREATE INDEX "barang_status_baki_idx" ON "barang" USING btree ("kode_toko","status","kode_gudang","kode_baki");--> statement-breakpoint
CREATE INDEX "barang_group_idx" ON "barang" USING btree ("kode_toko","kode_group","kode_dept");--> statement-breakpoint
CREATE INDEX "barang_nama_trgm_idx" ON "barang" USING gin ("nama_barang" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "barang_created_idx" ON "barang" USING btree ("kode_toko","created_at");--> statement-breakpoint
CREATE INDEX "barang_ledger_day_idx" ON "barang_ledger" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE INDEX "barang_ledger_barang_idx" ON "barang_ledger" USING btree ("kode_toko","barang_id","id");