CREATE TABLE "otorisasi_grant" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"jenis" text NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"sidik" text NOT NULL,
	"requested_by" text NOT NULL,
	"approved_by" text NOT NULL,
	"alasan" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"no_ref" text
);
--> statement-breakpoint
ALTER TABLE "otorisasi" ADD COLUMN "grant_id" uuid;--> statement-breakpoint
ALTER TABLE "otorisasi" ADD COLUMN "detail" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "otorisasi_grant_toko_idx" ON "otorisasi_grant" USING btree ("kode_toko","created_at");--> statement-breakpoint
ALTER TABLE "otorisasi" ADD CONSTRAINT "otorisasi_grant_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."otorisasi_grant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "otorisasi_grant_uq" ON "otorisasi" USING btree ("grant_id");