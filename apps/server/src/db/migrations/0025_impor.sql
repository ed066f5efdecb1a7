ALTER TABLE "pembelian" ADD COLUMN "impor_id" uuid;--> statement-breakpoint
ALTER TABLE "kas" ADD COLUMN "impor_id" uuid;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "impor_id" uuid;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD COLUMN "status_kembali" text;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD COLUMN "status_tukar" boolean;