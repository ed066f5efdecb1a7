CREATE TABLE "master_harga_emas" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"tanggal" date,
	"kode_group" text DEFAULT '' NOT NULL,
	"harga_jual" bigint DEFAULT 0 NOT NULL,
	"harga_beli" bigint DEFAULT 0 NOT NULL,
	"harga_modal" bigint DEFAULT 0 NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_harga_emas_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "master_harga_emas_code_uq" ON "master_harga_emas" USING btree ("kode_toko","tanggal","kode_group");