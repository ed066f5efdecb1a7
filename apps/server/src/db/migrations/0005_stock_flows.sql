CREATE TABLE "doc_counters" (
	"kode_toko" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "doc_counters_kode_toko_kind_period_pk" PRIMARY KEY("kode_toko","kind","period")
);
--> statement-breakpoint
CREATE TABLE "kirim_barang" (
	"kode_toko" text NOT NULL,
	"no_kirim" text NOT NULL,
	"tanggal" date NOT NULL,
	"kode_toko_tujuan" text NOT NULL,
	"status" text DEFAULT 'DIKIRIM' NOT NULL,
	"jumlah" bigint NOT NULL,
	"berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"input_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"diterima_by" text,
	"diterima_at" timestamp with time zone,
	CONSTRAINT "kirim_barang_kode_toko_no_kirim_pk" PRIMARY KEY("kode_toko","no_kirim")
);
--> statement-breakpoint
CREATE TABLE "kirim_barang_detail" (
	"kode_toko" text NOT NULL,
	"no_kirim" text NOT NULL,
	"kode_barcode" text NOT NULL,
	"barang_id" uuid NOT NULL,
	"berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'DIKIRIM' NOT NULL,
	CONSTRAINT "kirim_barang_detail_kode_toko_no_kirim_kode_barcode_pk" PRIMARY KEY("kode_toko","no_kirim","kode_barcode")
);
--> statement-breakpoint
CREATE TABLE "penerimaan_supplier" (
	"kode_toko" text NOT NULL,
	"no_penerimaan" text NOT NULL,
	"tanggal" date NOT NULL,
	"supplier" text NOT NULL,
	"no_faktur" text DEFAULT '' NOT NULL,
	"kode_group" text NOT NULL,
	"berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"kadar" numeric(6, 3) NOT NULL,
	"harga_gram" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"input_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "penerimaan_supplier_kode_toko_no_penerimaan_pk" PRIMARY KEY("kode_toko","no_penerimaan")
);
--> statement-breakpoint
CREATE TABLE "stock_opname" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"tanggal" date NOT NULL,
	"jenis" text NOT NULL,
	"kode_gudang" text DEFAULT '' NOT NULL,
	"kode_baki" text DEFAULT '' NOT NULL,
	"no_ref" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PROSES' NOT NULL,
	"jumlah_seharusnya" bigint DEFAULT 0 NOT NULL,
	"jumlah_ditemukan" bigint DEFAULT 0 NOT NULL,
	"jumlah_hilang" bigint DEFAULT 0 NOT NULL,
	"jumlah_lebih" bigint DEFAULT 0 NOT NULL,
	"hasil" text DEFAULT '' NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_by" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "stock_opname_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "stock_opname_scan" (
	"kode_toko" text NOT NULL,
	"opname_id" uuid NOT NULL,
	"kode_barcode" text NOT NULL,
	"user_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_opname_scan_kode_toko_opname_id_kode_barcode_pk" PRIMARY KEY("kode_toko","opname_id","kode_barcode")
);
--> statement-breakpoint
CREATE TABLE "timbang_baki" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"tanggal" date NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text NOT NULL,
	"jumlah_barang" bigint NOT NULL,
	"berat_barang" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_baki" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_bandrol" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_seharusnya" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_timbang" numeric(12, 3) DEFAULT '0' NOT NULL,
	"selisih" numeric(12, 3) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"input_by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timbang_baki_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE INDEX "kirim_barang_tujuan_idx" ON "kirim_barang" USING btree ("kode_toko_tujuan","status");--> statement-breakpoint
CREATE INDEX "penerimaan_supplier_day_idx" ON "penerimaan_supplier" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_opname_open_uq" ON "stock_opname" USING btree ("kode_toko","jenis","kode_baki","no_ref") WHERE status = 'PROSES';--> statement-breakpoint
CREATE INDEX "timbang_baki_day_idx" ON "timbang_baki" USING btree ("kode_toko","tanggal","kode_baki");