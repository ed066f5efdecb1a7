CREATE TABLE "arsip_batch" (
	"kode_toko" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sumber" text NOT NULL,
	"tipe" text NOT NULL,
	"tgl_from" date,
	"tgl_to" date,
	"documents" integer DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"total_rupiah" bigint DEFAULT 0 NOT NULL,
	"total_berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"otorisasi" text,
	"restored_at" timestamp with time zone,
	"restored_by" text,
	"restore_otorisasi" text,
	CONSTRAINT "arsip_batch_kode_toko_id_pk" PRIMARY KEY("kode_toko","id"),
	CONSTRAINT "arsip_batch_sumber_ck" CHECK ("arsip_batch"."sumber" IN ('IMPORT', 'DELETE')),
	CONSTRAINT "arsip_batch_counts_ck" CHECK ("arsip_batch"."documents" >= 0 AND "arsip_batch"."rows" >= 0)
);
--> statement-breakpoint
CREATE TABLE "arsip_row" (
	"kode_toko" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"tabel" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "arsip_row_kode_toko_batch_id_seq_pk" PRIMARY KEY("kode_toko","batch_id","seq")
);
--> statement-breakpoint
ALTER TABLE "arsip_row" ADD CONSTRAINT "arsip_row_batch_fk" FOREIGN KEY ("kode_toko","batch_id") REFERENCES "public"."arsip_batch"("kode_toko","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arsip_batch_log_idx" ON "arsip_batch" USING btree ("kode_toko","created_at");