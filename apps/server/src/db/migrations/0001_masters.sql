CREATE TABLE "master_baki" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_baki" text DEFAULT '' NOT NULL,
	"nama_baki" text DEFAULT '' NOT NULL,
	"kode_gudang" text DEFAULT '' NOT NULL,
	"berat_bandrol" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_baki" numeric(12, 3) DEFAULT '0' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_baki_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "master_bandrol" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_bandrol" text DEFAULT '' NOT NULL,
	"nama_bandrol" text DEFAULT '' NOT NULL,
	"berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_bandrol_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "master_bank" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_bank" text DEFAULT '' NOT NULL,
	"nama_bank" text DEFAULT '' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_bank_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "master_group" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_group" text DEFAULT '' NOT NULL,
	"nama_group" text DEFAULT '' NOT NULL,
	"jenis_group" text DEFAULT '' NOT NULL,
	"harga" bigint DEFAULT 0 NOT NULL,
	"harga_modal" bigint DEFAULT 0 NOT NULL,
	"persentase" numeric(12, 3) DEFAULT '0' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_group_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "master_gudang" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_gudang" text DEFAULT '' NOT NULL,
	"nama_gudang" text DEFAULT '' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_gudang_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "master_hadiah" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_hadiah" text DEFAULT '' NOT NULL,
	"nama_hadiah" text DEFAULT '' NOT NULL,
	"poin" bigint DEFAULT 0 NOT NULL,
	"stock" bigint DEFAULT 0 NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_hadiah_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "master_jenis" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_dept" text DEFAULT '' NOT NULL,
	"nama_dept" text DEFAULT '' NOT NULL,
	"kode_group" text DEFAULT '' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_jenis_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "master_kadar" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_kadar" text DEFAULT '' NOT NULL,
	"nama_kadar" text DEFAULT '' NOT NULL,
	"persentase" numeric(12, 3) DEFAULT '0' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_kadar_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "master_kategori" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_kategori" text DEFAULT '' NOT NULL,
	"nama_kategori" text DEFAULT '' NOT NULL,
	"jenis" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_kategori_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "master_kode_transaksi" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_transaksi" text DEFAULT '' NOT NULL,
	"nama_transaksi" text DEFAULT '' NOT NULL,
	"jenis" text DEFAULT '' NOT NULL,
	"kode_kategori" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_kode_transaksi_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "master_kondisi_barang" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_kondisi" text DEFAULT '' NOT NULL,
	"nama_kondisi" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_kondisi_barang_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "master_kondisi_pembelian" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_kondisi" text DEFAULT '' NOT NULL,
	"type_kondisi" text DEFAULT '' NOT NULL,
	"potongan_nota" numeric(12, 3) DEFAULT '0' NOT NULL,
	"potongan_tanpa_nota" numeric(12, 3) DEFAULT '0' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_kondisi_pembelian_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "master_kondisi_pinjaman" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_pinjaman" text DEFAULT '' NOT NULL,
	"nominal_dari" bigint DEFAULT 0 NOT NULL,
	"nominal_sampai" bigint DEFAULT 0 NOT NULL,
	"bunga_persen" numeric(12, 3) DEFAULT '0' NOT NULL,
	"lama_pinjam" bigint DEFAULT 0 NOT NULL,
	"persen_max_pinjaman" numeric(12, 3) DEFAULT '0' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_kondisi_pinjaman_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "master_marketplace" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_marketplace" text DEFAULT '' NOT NULL,
	"nama_marketplace" text DEFAULT '' NOT NULL,
	"fee_persen" numeric(12, 3) DEFAULT '0' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_marketplace_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "master_parameter_point" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_poin" text DEFAULT '' NOT NULL,
	"nominal" bigint DEFAULT 0 NOT NULL,
	"nilai_poin" bigint DEFAULT 0 NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_parameter_point_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "master_rekening" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"no_rekening" text DEFAULT '' NOT NULL,
	"nama_rekening" text DEFAULT '' NOT NULL,
	"kode_bank" text DEFAULT '' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_rekening_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "master_rugi_nota" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_group" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"nilai" numeric(12, 3) DEFAULT '0' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_rugi_nota_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "master_sales" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_sales" text DEFAULT '' NOT NULL,
	"nama_sales" text DEFAULT '' NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"alamat" text DEFAULT '' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_sales_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "master_tukang" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_tukang" text DEFAULT '' NOT NULL,
	"nama_tukang" text DEFAULT '' NOT NULL,
	"keahlian" text DEFAULT '' NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"alamat" text DEFAULT '' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_tukang_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "master_baki_code_uq" ON "master_baki" USING btree ("kode_toko","kode_baki");--> statement-breakpoint
CREATE UNIQUE INDEX "master_bandrol_code_uq" ON "master_bandrol" USING btree ("kode_toko","kode_bandrol");--> statement-breakpoint
CREATE UNIQUE INDEX "master_bank_code_uq" ON "master_bank" USING btree ("kode_toko","kode_bank");--> statement-breakpoint
CREATE UNIQUE INDEX "master_group_code_uq" ON "master_group" USING btree ("kode_toko","kode_group");--> statement-breakpoint
CREATE UNIQUE INDEX "master_gudang_code_uq" ON "master_gudang" USING btree ("kode_toko","kode_gudang");--> statement-breakpoint
CREATE UNIQUE INDEX "master_hadiah_code_uq" ON "master_hadiah" USING btree ("kode_toko","kode_hadiah");--> statement-breakpoint
CREATE UNIQUE INDEX "master_jenis_code_uq" ON "master_jenis" USING btree ("kode_toko","kode_dept");--> statement-breakpoint
CREATE UNIQUE INDEX "master_kadar_code_uq" ON "master_kadar" USING btree ("kode_toko","kode_kadar");--> statement-breakpoint
CREATE UNIQUE INDEX "master_kategori_code_uq" ON "master_kategori" USING btree ("kode_toko","kode_kategori");--> statement-breakpoint
CREATE UNIQUE INDEX "master_kode_transaksi_code_uq" ON "master_kode_transaksi" USING btree ("kode_toko","kode_transaksi");--> statement-breakpoint
CREATE UNIQUE INDEX "master_kondisi_barang_code_uq" ON "master_kondisi_barang" USING btree ("kode_toko","kode_kondisi");--> statement-breakpoint
CREATE UNIQUE INDEX "master_kondisi_pembelian_code_uq" ON "master_kondisi_pembelian" USING btree ("kode_toko","kode_kondisi");--> statement-breakpoint
CREATE UNIQUE INDEX "master_kondisi_pinjaman_code_uq" ON "master_kondisi_pinjaman" USING btree ("kode_toko","kode_pinjaman");--> statement-breakpoint
CREATE UNIQUE INDEX "master_marketplace_code_uq" ON "master_marketplace" USING btree ("kode_toko","kode_marketplace");--> statement-breakpoint
CREATE UNIQUE INDEX "master_parameter_point_code_uq" ON "master_parameter_point" USING btree ("kode_toko","kode_poin");--> statement-breakpoint
CREATE UNIQUE INDEX "master_rekening_code_uq" ON "master_rekening" USING btree ("kode_toko","no_rekening");--> statement-breakpoint
CREATE UNIQUE INDEX "master_rugi_nota_code_uq" ON "master_rugi_nota" USING btree ("kode_toko","kode_group");--> statement-breakpoint
CREATE UNIQUE INDEX "master_sales_code_uq" ON "master_sales" USING btree ("kode_toko","kode_sales");--> statement-breakpoint
CREATE UNIQUE INDEX "master_tukang_code_uq" ON "master_tukang" USING btree ("kode_toko","kode_tukang");