CREATE TABLE "hutang" (
	"kode_toko" text NOT NULL,
	"no_hutang" text NOT NULL,
	"tanggal" date NOT NULL,
	"lama_hari" integer NOT NULL,
	"tgl_jatuh_tempo" date NOT NULL,
	"kode_sales" text NOT NULL,
	"kode_member" text DEFAULT 'NONMEMBER' NOT NULL,
	"nama_customer" text NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"no_hutang_lama" text DEFAULT '' NOT NULL,
	"kode_pinjaman" text DEFAULT '' NOT NULL,
	"bunga_persen" numeric(6, 3) DEFAULT '0' NOT NULL,
	"harga_emas_gram" bigint DEFAULT 0 NOT NULL,
	"persen_max" numeric(6, 3) DEFAULT '0' NOT NULL,
	"pembulatan" integer DEFAULT 0 NOT NULL,
	"jumlah_barang" integer NOT NULL,
	"total_berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"total_berat_murni" numeric(12, 3) DEFAULT '0' NOT NULL,
	"nilai_jaminan" bigint DEFAULT 0 NOT NULL,
	"pokok" bigint DEFAULT 0 NOT NULL,
	"cara_bayar" text DEFAULT 'CASH' NOT NULL,
	"no_rekening" text DEFAULT '' NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"status_valid" text DEFAULT 'OPEN' NOT NULL,
	"valid_by" text,
	"valid_at" timestamp with time zone,
	"tgl_selesai" date,
	"tgl_lelang" date,
	"lelang_by" text,
	"lelang_otorisasi" text,
	"lelang_alasan" text,
	"input_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hutang_kode_toko_no_hutang_pk" PRIMARY KEY("kode_toko","no_hutang"),
	CONSTRAINT "hutang_status_ck" CHECK ("hutang"."status" IN ('AKTIF', 'LUNAS', 'DIPERBARUI', 'LELANG') AND "hutang"."status_valid" IN ('OPEN', 'DONE')
          AND "hutang"."cara_bayar" IN ('CASH', 'TRANSFER', 'PEREMAJAAN')),
	CONSTRAINT "hutang_jumlah_ck" CHECK ("hutang"."jumlah_barang" > 0 AND "hutang"."lama_hari" > 0 AND "hutang"."pokok" > 0),
	CONSTRAINT "hutang_amounts_ck" CHECK ("hutang"."bunga_persen" >= 0 AND "hutang"."harga_emas_gram" >= 0 AND "hutang"."persen_max" >= 0 AND "hutang"."total_berat" >= 0 AND "hutang"."total_berat_murni" >= 0 AND "hutang"."nilai_jaminan" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hutang_bayar" (
	"kode_toko" text NOT NULL,
	"no_lunas" text NOT NULL,
	"seq" integer NOT NULL,
	"jenis" text NOT NULL,
	"jumlah" bigint DEFAULT 0 NOT NULL,
	"no_rekening" text DEFAULT '' NOT NULL,
	"no_kartu" text DEFAULT '' NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "hutang_bayar_kode_toko_no_lunas_seq_pk" PRIMARY KEY("kode_toko","no_lunas","seq"),
	CONSTRAINT "hutang_bayar_jenis_ck" CHECK ("hutang_bayar"."jenis" IN ('CASH', 'TRANSFER', 'DEBIT', 'KREDIT')),
	CONSTRAINT "hutang_bayar_jumlah_ck" CHECK ("hutang_bayar"."jumlah" > 0 AND "hutang_bayar"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hutang_jaminan" (
	"kode_toko" text NOT NULL,
	"no_hutang" text NOT NULL,
	"seq" integer NOT NULL,
	"nama_barang" text NOT NULL,
	"kadar" numeric(6, 3) DEFAULT '0' NOT NULL,
	"berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"jumlah" integer NOT NULL,
	"berat_murni" numeric(12, 3) DEFAULT '0' NOT NULL,
	"nilai" bigint DEFAULT 0 NOT NULL,
	"foto" text DEFAULT '' NOT NULL,
	"barang_id" uuid,
	"kode_barcode" text,
	CONSTRAINT "hutang_jaminan_kode_toko_no_hutang_seq_pk" PRIMARY KEY("kode_toko","no_hutang","seq"),
	CONSTRAINT "hutang_jaminan_ck" CHECK ("hutang_jaminan"."jumlah" > 0 AND "hutang_jaminan"."berat" > 0 AND "hutang_jaminan"."kadar" <= 100),
	CONSTRAINT "hutang_jaminan_amounts_ck" CHECK ("hutang_jaminan"."kadar" >= 0 AND "hutang_jaminan"."berat_murni" >= 0 AND "hutang_jaminan"."nilai" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hutang_lunas" (
	"kode_toko" text NOT NULL,
	"no_lunas" text NOT NULL,
	"no_hutang" text NOT NULL,
	"jenis" text NOT NULL,
	"tanggal" date NOT NULL,
	"hari" integer NOT NULL,
	"pokok" bigint DEFAULT 0 NOT NULL,
	"bunga" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"kembalian" bigint DEFAULT 0 NOT NULL,
	"no_hutang_baru" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"tgl_batal" date,
	"batal_alasan" text,
	"batal_by" text,
	"batal_otorisasi" text,
	"input_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hutang_lunas_kode_toko_no_lunas_pk" PRIMARY KEY("kode_toko","no_lunas"),
	CONSTRAINT "hutang_lunas_ck" CHECK ("hutang_lunas"."jenis" IN ('PELUNASAN', 'PEREMAJAAN') AND "hutang_lunas"."status" IN ('AKTIF', 'BATAL')
          AND "hutang_lunas"."hari" >= 0 AND "hutang_lunas"."total" = "hutang_lunas"."pokok" + "hutang_lunas"."bunga"),
	CONSTRAINT "hutang_lunas_amounts_ck" CHECK ("hutang_lunas"."pokok" >= 0 AND "hutang_lunas"."bunga" >= 0 AND "hutang_lunas"."total" >= 0 AND "hutang_lunas"."fee" >= 0 AND "hutang_lunas"."kembalian" >= 0)
);
--> statement-breakpoint
ALTER TABLE "hutang_bayar" ADD CONSTRAINT "hutang_bayar_lunas_fk" FOREIGN KEY ("kode_toko","no_lunas") REFERENCES "public"."hutang_lunas"("kode_toko","no_lunas") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hutang_jaminan" ADD CONSTRAINT "hutang_jaminan_hutang_fk" FOREIGN KEY ("kode_toko","no_hutang") REFERENCES "public"."hutang"("kode_toko","no_hutang") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hutang_lunas" ADD CONSTRAINT "hutang_lunas_hutang_fk" FOREIGN KEY ("kode_toko","no_hutang") REFERENCES "public"."hutang"("kode_toko","no_hutang") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hutang_day_idx" ON "hutang" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE INDEX "hutang_due_idx" ON "hutang" USING btree ("kode_toko","tgl_jatuh_tempo");--> statement-breakpoint
CREATE INDEX "hutang_status_idx" ON "hutang" USING btree ("kode_toko","status");--> statement-breakpoint
CREATE INDEX "hutang_lunas_hutang_idx" ON "hutang_lunas" USING btree ("kode_toko","no_hutang");--> statement-breakpoint
CREATE INDEX "hutang_lunas_day_idx" ON "hutang_lunas" USING btree ("kode_toko","tanggal");