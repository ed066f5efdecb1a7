DROP INDEX "barang_created_idx";--> statement-breakpoint
CREATE INDEX "barang_baki_idx" ON "barang" USING btree ("kode_toko","kode_baki","status");--> statement-breakpoint
CREATE INDEX "barang_created_idx" ON "barang" USING btree ("kode_toko","created_at" DESC NULLS LAST,"kode_barcode" DESC NULLS LAST);