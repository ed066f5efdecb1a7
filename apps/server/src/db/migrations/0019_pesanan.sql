CREATE TABLE "pesanan" (
	"kode_toko" text NOT NULL,
	"no_pesanan" text NOT NULL,
	"tanggal" date NOT NULL,
	"kode_sales" text NOT NULL,
	"kode_member" text DEFAULT '' NOT NULL,
	"nama_customer" text NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"kode_tukang" text DEFAULT '' NOT NULL,
	"tgl_estimasi" date NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"jumlah_barang" integer NOT NULL,
	"total_berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"total_harga" bigint DEFAULT 0 NOT NULL,
	"total_akhir" bigint DEFAULT 0 NOT NULL,
	"dp" bigint DEFAULT 0 NOT NULL,
	"total_bayar" bigint DEFAULT 0 NOT NULL,
	"kembalian" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'DIPESAN' NOT NULL,
	"status_valid" text DEFAULT 'OPEN' NOT NULL,
	"valid_by" text,
	"valid_at" timestamp with time zone,
	"tgl_kerjakan" date,
	"tgl_selesai" date,
	"tgl_ambil" date,
	"no_penjualan" text,
	"batal_alasan" text,
	"batal_by" text,
	"batal_otorisasi" text,
	"batal_at" timestamp with time zone,
	"batal_dp" text,
	"dp_kembali" bigint DEFAULT 0 NOT NULL,
	"input_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pesanan_kode_toko_no_pesanan_pk" PRIMARY KEY("kode_toko","no_pesanan"),
	CONSTRAINT "pesanan_status_ck" CHECK ("pesanan"."status" IN ('DIPESAN', 'DIKERJAKAN', 'SELESAI', 'DIAMBIL', 'BATAL') AND "pesanan"."status_valid" IN ('OPEN', 'DONE')
          AND ("pesanan"."batal_dp" IS NULL OR "pesanan"."batal_dp" IN ('KEMBALI', 'HANGUS'))),
	CONSTRAINT "pesanan_jumlah_ck" CHECK ("pesanan"."jumlah_barang" > 0),
	CONSTRAINT "pesanan_amounts_ck" CHECK ("pesanan"."total_berat" >= 0 AND "pesanan"."total_harga" >= 0 AND "pesanan"."total_akhir" >= 0 AND "pesanan"."dp" >= 0 AND "pesanan"."total_bayar" >= 0 AND "pesanan"."kembalian" >= 0 AND "pesanan"."dp_kembali" >= 0),
	CONSTRAINT "pesanan_dp_ck" CHECK ("pesanan"."dp_kembali" <= "pesanan"."dp" AND "pesanan"."total_bayar" = "pesanan"."dp" + "pesanan"."kembalian")
);
--> statement-breakpoint
CREATE TABLE "pesanan_bayar" (
	"kode_toko" text NOT NULL,
	"no_pesanan" text NOT NULL,
	"seq" integer NOT NULL,
	"tanggal" date NOT NULL,
	"jenis" text NOT NULL,
	"jumlah" bigint DEFAULT 0 NOT NULL,
	"no_rekening" text DEFAULT '' NOT NULL,
	"no_kartu" text DEFAULT '' NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "pesanan_bayar_kode_toko_no_pesanan_seq_pk" PRIMARY KEY("kode_toko","no_pesanan","seq"),
	CONSTRAINT "pesanan_bayar_jenis_ck" CHECK ("pesanan_bayar"."jenis" IN ('CASH', 'TRANSFER', 'DEBIT', 'KREDIT')),
	CONSTRAINT "pesanan_bayar_jumlah_ck" CHECK ("pesanan_bayar"."jumlah" > 0 AND "pesanan_bayar"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pesanan_contoh" (
	"kode_toko" text NOT NULL,
	"no_pesanan" text NOT NULL,
	"barang_id" uuid NOT NULL,
	"kode_barcode" text NOT NULL,
	"nama_barang" text NOT NULL,
	"berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text NOT NULL,
	"status" text DEFAULT 'DIPINJAM' NOT NULL,
	"kembali_by" text,
	"kembali_at" timestamp with time zone,
	CONSTRAINT "pesanan_contoh_kode_toko_no_pesanan_kode_barcode_pk" PRIMARY KEY("kode_toko","no_pesanan","kode_barcode"),
	CONSTRAINT "pesanan_contoh_status_ck" CHECK ("pesanan_contoh"."status" IN ('DIPINJAM', 'KEMBALI'))
);
--> statement-breakpoint
CREATE TABLE "pesanan_detail" (
	"kode_toko" text NOT NULL,
	"no_pesanan" text NOT NULL,
	"seq" integer NOT NULL,
	"kode_group" text NOT NULL,
	"nama_barang" text NOT NULL,
	"deskripsi" text DEFAULT '' NOT NULL,
	"berat_estimasi" numeric(12, 3) DEFAULT '0' NOT NULL,
	"harga_gram" bigint DEFAULT 0 NOT NULL,
	"harga" bigint DEFAULT 0 NOT NULL,
	"berat_asli" numeric(12, 3) DEFAULT '0' NOT NULL,
	"harga_akhir" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "pesanan_detail_kode_toko_no_pesanan_seq_pk" PRIMARY KEY("kode_toko","no_pesanan","seq"),
	CONSTRAINT "pesanan_detail_amounts_ck" CHECK ("pesanan_detail"."berat_estimasi" >= 0 AND "pesanan_detail"."harga_gram" >= 0 AND "pesanan_detail"."harga" >= 0 AND "pesanan_detail"."berat_asli" >= 0 AND "pesanan_detail"."harga_akhir" >= 0),
	CONSTRAINT "pesanan_detail_berat_ck" CHECK ("pesanan_detail"."berat_estimasi" > 0)
);
--> statement-breakpoint
ALTER TABLE "barang" DROP CONSTRAINT "barang_status_ck";--> statement-breakpoint
ALTER TABLE "barang_ledger" DROP CONSTRAINT "barang_ledger_status_ck";--> statement-breakpoint
ALTER TABLE "pesanan_bayar" ADD CONSTRAINT "pesanan_bayar_pesanan_fk" FOREIGN KEY ("kode_toko","no_pesanan") REFERENCES "public"."pesanan"("kode_toko","no_pesanan") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesanan_contoh" ADD CONSTRAINT "pesanan_contoh_pesanan_fk" FOREIGN KEY ("kode_toko","no_pesanan") REFERENCES "public"."pesanan"("kode_toko","no_pesanan") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesanan_detail" ADD CONSTRAINT "pesanan_detail_pesanan_fk" FOREIGN KEY ("kode_toko","no_pesanan") REFERENCES "public"."pesanan"("kode_toko","no_pesanan") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pesanan_day_idx" ON "pesanan" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE INDEX "pesanan_status_idx" ON "pesanan" USING btree ("kode_toko","status");--> statement-breakpoint
CREATE INDEX "pesanan_contoh_barcode_idx" ON "pesanan_contoh" USING btree ("kode_toko","kode_barcode");--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_status_ck" CHECK ("barang"."status" IN ('STOCK', 'TERJUAL', 'HANCUR', 'TRANSIT', 'TERKIRIM', 'CUCI', 'SERVICE', 'HUTANG', 'SORTIR', 'CONTOH'));--> statement-breakpoint
ALTER TABLE "barang_ledger" ADD CONSTRAINT "barang_ledger_status_ck" CHECK ("barang_ledger"."status_ke" IN ('STOCK', 'TERJUAL', 'HANCUR', 'TRANSIT', 'TERKIRIM', 'CUCI', 'SERVICE', 'HUTANG', 'SORTIR', 'CONTOH') AND ("barang_ledger"."status_dari" IS NULL OR "barang_ledger"."status_dari" IN ('STOCK', 'TERJUAL', 'HANCUR', 'TRANSIT', 'TERKIRIM', 'CUCI', 'SERVICE', 'HUTANG', 'SORTIR', 'CONTOH')));