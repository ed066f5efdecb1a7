CREATE TABLE "pembelian" (
	"kode_toko" text NOT NULL,
	"no_faktur_group" text NOT NULL,
	"tanggal" date NOT NULL,
	"kode_sales" text NOT NULL,
	"kode_member" text DEFAULT '' NOT NULL,
	"nama_customer" text DEFAULT 'REGULER' NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text NOT NULL,
	"jumlah_barang" integer NOT NULL,
	"total_berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"total_harga" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"status_valid" text DEFAULT 'OPEN' NOT NULL,
	"valid_by" text,
	"valid_at" timestamp with time zone,
	"batal_alasan" text,
	"batal_by" text,
	"batal_otorisasi" text,
	"batal_at" timestamp with time zone,
	"no_penjualan" text,
	"input_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pembelian_kode_toko_no_faktur_group_pk" PRIMARY KEY("kode_toko","no_faktur_group"),
	CONSTRAINT "pembelian_status_ck" CHECK ("pembelian"."status" IN ('AKTIF', 'BATAL') AND "pembelian"."status_valid" IN ('OPEN', 'DONE')),
	CONSTRAINT "pembelian_jumlah_ck" CHECK ("pembelian"."jumlah_barang" > 0),
	CONSTRAINT "pembelian_amounts_ck" CHECK ("pembelian"."total_berat" >= 0 AND "pembelian"."total_harga" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pembelian_bayar" (
	"kode_toko" text NOT NULL,
	"no_faktur_group" text NOT NULL,
	"seq" integer NOT NULL,
	"tanggal" date NOT NULL,
	"jenis" text NOT NULL,
	"jumlah" bigint DEFAULT 0 NOT NULL,
	"no_rekening" text DEFAULT '' NOT NULL,
	"no_rekening_customer" text DEFAULT '' NOT NULL,
	"nama_bank_customer" text DEFAULT '' NOT NULL,
	CONSTRAINT "pembelian_bayar_kode_toko_no_faktur_group_seq_pk" PRIMARY KEY("kode_toko","no_faktur_group","seq"),
	CONSTRAINT "pembelian_bayar_jenis_ck" CHECK ("pembelian_bayar"."jenis" IN ('CASH', 'TRANSFER')),
	CONSTRAINT "pembelian_bayar_jumlah_ck" CHECK ("pembelian_bayar"."jumlah" > 0)
);
--> statement-breakpoint
CREATE TABLE "pembelian_detail" (
	"kode_toko" text NOT NULL,
	"no_faktur_beli" text NOT NULL,
	"no_faktur_group" text NOT NULL,
	"tanggal" date NOT NULL,
	"barang_id" uuid NOT NULL,
	"kode_barcode" text NOT NULL,
	"no_faktur_ext" text DEFAULT '' NOT NULL,
	"kode_group" text NOT NULL,
	"kode_dept" text NOT NULL,
	"nama_barang" text NOT NULL,
	"kadar" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_nota" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"kode_kondisi" text NOT NULL,
	"type_kondisi" text NOT NULL,
	"ada_nota" boolean DEFAULT false NOT NULL,
	"harga_nota" bigint DEFAULT 0 NOT NULL,
	"harga_beli_gram" bigint DEFAULT 0 NOT NULL,
	"harga_rata" bigint DEFAULT 0 NOT NULL,
	"harga_policy" bigint DEFAULT 0 NOT NULL,
	"harga" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "pembelian_detail_kode_toko_no_faktur_beli_pk" PRIMARY KEY("kode_toko","no_faktur_beli"),
	CONSTRAINT "pembelian_detail_amounts_ck" CHECK ("pembelian_detail"."kadar" >= 0 AND "pembelian_detail"."berat_nota" >= 0 AND "pembelian_detail"."berat" >= 0 AND "pembelian_detail"."harga_nota" >= 0 AND "pembelian_detail"."harga_beli_gram" >= 0 AND "pembelian_detail"."harga_rata" >= 0 AND "pembelian_detail"."harga_policy" >= 0 AND "pembelian_detail"."harga" >= 0),
	CONSTRAINT "pembelian_detail_harga_ck" CHECK ("pembelian_detail"."harga" > 0 AND "pembelian_detail"."berat" > 0)
);
--> statement-breakpoint
ALTER TABLE "pembelian_bayar" ADD CONSTRAINT "pembelian_bayar_pembelian_fk" FOREIGN KEY ("kode_toko","no_faktur_group") REFERENCES "public"."pembelian"("kode_toko","no_faktur_group") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelian_detail" ADD CONSTRAINT "pembelian_detail_pembelian_fk" FOREIGN KEY ("kode_toko","no_faktur_group") REFERENCES "public"."pembelian"("kode_toko","no_faktur_group") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pembelian_day_idx" ON "pembelian" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE INDEX "pembelian_detail_group_idx" ON "pembelian_detail" USING btree ("kode_toko","no_faktur_group");--> statement-breakpoint
CREATE INDEX "pembelian_detail_barcode_idx" ON "pembelian_detail" USING btree ("kode_toko","kode_barcode");