ALTER TABLE "pesanan_detail" ADD COLUMN "barang_id" uuid;--> statement-breakpoint
ALTER TABLE "pesanan_detail" ADD COLUMN "kode_barcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pesanan_detail" ADD COLUMN "kode_dept" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pesanan_detail" ADD CONSTRAINT "pesanan_detail_barang_fk" FOREIGN KEY ("kode_toko","barang_id") REFERENCES "public"."barang"("kode_toko","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pesanan_detail_barang_idx" ON "pesanan_detail" USING btree ("kode_toko","barang_id");