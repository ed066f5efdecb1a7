CREATE TABLE "eod_report" (
	"kode_toko" text NOT NULL,
	"tanggal" date NOT NULL,
	"data" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eod_report_kode_toko_tanggal_pk" PRIMARY KEY("kode_toko","tanggal")
);
--> statement-breakpoint
CREATE TABLE "kas_hitung" (
	"id" bigserial NOT NULL,
	"kode_toko" text NOT NULL,
	"tanggal" date NOT NULL,
	"pecahan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_hitung" bigint DEFAULT 0 NOT NULL,
	"saldo_buku" bigint NOT NULL,
	"selisih" bigint NOT NULL,
	"catatan" text DEFAULT '' NOT NULL,
	"otorisasi_by" text DEFAULT '' NOT NULL,
	"input_by" text NOT NULL,
	"input_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kas_hitung_kode_toko_id_pk" PRIMARY KEY("kode_toko","id"),
	CONSTRAINT "kas_hitung_ck" CHECK ("kas_hitung"."total_hitung" >= 0 AND "kas_hitung"."selisih" = "kas_hitung"."total_hitung" - "kas_hitung"."saldo_buku")
);
--> statement-breakpoint
CREATE TABLE "tukar_poin" (
	"kode_toko" text NOT NULL,
	"no_tukar" text NOT NULL,
	"tanggal" date NOT NULL,
	"kode_member" text NOT NULL,
	"nama_member" text DEFAULT '' NOT NULL,
	"kode_hadiah" text NOT NULL,
	"nama_hadiah" text NOT NULL,
	"qty" integer NOT NULL,
	"poin_satuan" integer NOT NULL,
	"total_poin" integer NOT NULL,
	"sisa_poin" integer NOT NULL,
	"input_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tukar_poin_kode_toko_no_tukar_pk" PRIMARY KEY("kode_toko","no_tukar"),
	CONSTRAINT "tukar_poin_ck" CHECK ("tukar_poin"."qty" > 0 AND "tukar_poin"."poin_satuan" >= 0 AND "tukar_poin"."total_poin" = "tukar_poin"."qty" * "tukar_poin"."poin_satuan" AND "tukar_poin"."sisa_poin" >= 0)
);
--> statement-breakpoint
ALTER TABLE "kas" ADD COLUMN "alasan" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kas" ADD COLUMN "batal_of" bigint;--> statement-breakpoint
CREATE INDEX "kas_hitung_day_idx" ON "kas_hitung" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE INDEX "tukar_poin_member_idx" ON "tukar_poin" USING btree ("kode_toko","kode_member");--> statement-breakpoint
CREATE UNIQUE INDEX "kas_batal_of_uq" ON "kas" USING btree ("kode_toko","batal_of");