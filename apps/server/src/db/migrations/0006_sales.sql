CREATE TABLE "master_member" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_member" text DEFAULT '' NOT NULL,
	"nama_member" text DEFAULT '' NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"alamat" text DEFAULT '' NOT NULL,
	"tgl_lahir" date,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_member_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "kas" (
	"id" bigserial NOT NULL,
	"kode_toko" text NOT NULL,
	"tanggal" date NOT NULL,
	"jenis" text NOT NULL,
	"kategori" text NOT NULL,
	"deskripsi" text DEFAULT '' NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"no_rekening" text DEFAULT '' NOT NULL,
	"jumlah_in" bigint DEFAULT 0 NOT NULL,
	"jumlah_out" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"no_reff" text DEFAULT '' NOT NULL,
	"input_by" text NOT NULL,
	"input_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kas_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "otorisasi" (
	"id" bigserial NOT NULL,
	"kode_toko" text NOT NULL,
	"tanggal" date NOT NULL,
	"jenis" text NOT NULL,
	"no_ref" text NOT NULL,
	"user_id" text NOT NULL,
	"otorisasi_by" text NOT NULL,
	"alasan" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otorisasi_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "penjualan" (
	"kode_toko" text NOT NULL,
	"no_faktur_group" text NOT NULL,
	"tanggal" date NOT NULL,
	"kode_sales" text NOT NULL,
	"kode_member" text DEFAULT '' NOT NULL,
	"nama_customer" text DEFAULT '' NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"kode_marketplace" text DEFAULT '' NOT NULL,
	"jumlah_barang" integer NOT NULL,
	"total_berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"total_harga" bigint DEFAULT 0 NOT NULL,
	"total_bayar" bigint DEFAULT 0 NOT NULL,
	"kembalian" bigint DEFAULT 0 NOT NULL,
	"poin" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"status_valid" text DEFAULT 'OPEN' NOT NULL,
	"valid_by" text,
	"valid_at" timestamp with time zone,
	"batal_alasan" text,
	"batal_by" text,
	"batal_otorisasi" text,
	"batal_at" timestamp with time zone,
	"idempotency_key" text,
	"input_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "penjualan_kode_toko_no_faktur_group_pk" PRIMARY KEY("kode_toko","no_faktur_group")
);
--> statement-breakpoint
CREATE TABLE "penjualan_bayar" (
	"kode_toko" text NOT NULL,
	"no_faktur_group" text NOT NULL,
	"seq" integer NOT NULL,
	"tanggal" date NOT NULL,
	"jenis" text NOT NULL,
	"jumlah" bigint DEFAULT 0 NOT NULL,
	"no_rekening" text DEFAULT '' NOT NULL,
	"no_kartu" text DEFAULT '' NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"usd" numeric(14, 2) DEFAULT '0' NOT NULL,
	"kurs" bigint DEFAULT 0 NOT NULL,
	"no_titip" text DEFAULT '' NOT NULL,
	"no_ref" text DEFAULT '' NOT NULL,
	CONSTRAINT "penjualan_bayar_kode_toko_no_faktur_group_seq_pk" PRIMARY KEY("kode_toko","no_faktur_group","seq")
);
--> statement-breakpoint
CREATE TABLE "penjualan_detail" (
	"kode_toko" text NOT NULL,
	"no_faktur_jual" text NOT NULL,
	"no_faktur_group" text NOT NULL,
	"tanggal" date NOT NULL,
	"barang_id" uuid NOT NULL,
	"kode_barcode" text NOT NULL,
	"nama_barang" text NOT NULL,
	"kode_group" text NOT NULL,
	"kode_dept" text NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text NOT NULL,
	"berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"kadar" numeric(6, 3) DEFAULT '0' NOT NULL,
	"kadar_cetak" text DEFAULT '' NOT NULL,
	"nama_atribut" text DEFAULT '' NOT NULL,
	"berat_atribut" numeric(12, 3) DEFAULT '0' NOT NULL,
	"harga_gram" bigint DEFAULT 0 NOT NULL,
	"harga_gram_24k" bigint DEFAULT 0 NOT NULL,
	"ongkos" bigint DEFAULT 0 NOT NULL,
	"harga_atribut" bigint DEFAULT 0 NOT NULL,
	"harga_hitung" bigint DEFAULT 0 NOT NULL,
	"harga_total" bigint DEFAULT 0 NOT NULL,
	"harga_modal" bigint DEFAULT 0 NOT NULL,
	"perolehan" text DEFAULT 'FAKTUR' NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	CONSTRAINT "penjualan_detail_kode_toko_no_faktur_jual_pk" PRIMARY KEY("kode_toko","no_faktur_jual")
);
--> statement-breakpoint
CREATE TABLE "poin_ledger" (
	"id" bigserial NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_member" text NOT NULL,
	"tanggal" date NOT NULL,
	"jenis" text NOT NULL,
	"poin" integer NOT NULL,
	"no_ref" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poin_ledger_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "titipan" (
	"kode_toko" text NOT NULL,
	"no_titip" text NOT NULL,
	"tanggal" date NOT NULL,
	"kode_member" text DEFAULT '' NOT NULL,
	"nama_customer" text NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"jumlah" bigint DEFAULT 0 NOT NULL,
	"terpakai" bigint DEFAULT 0 NOT NULL,
	"jenis" text DEFAULT 'CASH' NOT NULL,
	"no_rekening" text DEFAULT '' NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"status_valid" text DEFAULT 'OPEN' NOT NULL,
	"valid_by" text,
	"valid_at" timestamp with time zone,
	"input_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "titipan_kode_toko_no_titip_pk" PRIMARY KEY("kode_toko","no_titip")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "master_member_code_uq" ON "master_member" USING btree ("kode_toko","kode_member");--> statement-breakpoint
CREATE INDEX "kas_day_idx" ON "kas" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE INDEX "kas_reff_idx" ON "kas" USING btree ("kode_toko","no_reff");--> statement-breakpoint
CREATE INDEX "otorisasi_day_idx" ON "otorisasi" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE INDEX "penjualan_day_idx" ON "penjualan" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE UNIQUE INDEX "penjualan_idem_uq" ON "penjualan" USING btree ("kode_toko","idempotency_key") WHERE idempotency_key IS NOT NULL;--> statement-breakpoint
CREATE INDEX "penjualan_bayar_day_idx" ON "penjualan_bayar" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE INDEX "penjualan_detail_group_idx" ON "penjualan_detail" USING btree ("kode_toko","no_faktur_group");--> statement-breakpoint
CREATE INDEX "penjualan_detail_day_idx" ON "penjualan_detail" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE INDEX "poin_member_idx" ON "poin_ledger" USING btree ("kode_toko","kode_member");--> statement-breakpoint
CREATE INDEX "titipan_day_idx" ON "titipan" USING btree ("kode_toko","tanggal");