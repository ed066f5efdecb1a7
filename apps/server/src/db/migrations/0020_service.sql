CREATE TABLE "service" (
	"kode_toko" text NOT NULL,
	"no_service" text NOT NULL,
	"tanggal" date NOT NULL,
	"kode_sales" text NOT NULL,
	"kode_member" text DEFAULT '' NOT NULL,
	"nama_customer" text NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"kode_tukang" text DEFAULT '' NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"jumlah_barang" integer NOT NULL,
	"total_berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"persen_tambahan" numeric(6, 3) DEFAULT '0' NOT NULL,
	"biaya_tambahan" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"dp" bigint DEFAULT 0 NOT NULL,
	"kembalian" bigint DEFAULT 0 NOT NULL,
	"pelunasan" bigint DEFAULT 0 NOT NULL,
	"kembalian_ambil" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'MASUK' NOT NULL,
	"status_valid" text DEFAULT 'OPEN' NOT NULL,
	"valid_by" text,
	"valid_at" timestamp with time zone,
	"tgl_selesai" date,
	"selesai_by" text,
	"tgl_ambil" date,
	"ambil_by" text,
	"tgl_batal" date,
	"batal_alasan" text,
	"batal_by" text,
	"batal_otorisasi" text,
	"batal_at" timestamp with time zone,
	"uang_kembali" bigint DEFAULT 0 NOT NULL,
	"input_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_kode_toko_no_service_pk" PRIMARY KEY("kode_toko","no_service"),
	CONSTRAINT "service_status_ck" CHECK ("service"."status" IN ('MASUK', 'SELESAI', 'DIAMBIL', 'BATAL') AND "service"."status_valid" IN ('OPEN', 'DONE')),
	CONSTRAINT "service_jumlah_ck" CHECK ("service"."jumlah_barang" > 0),
	CONSTRAINT "service_amounts_ck" CHECK ("service"."total_berat" >= 0 AND "service"."subtotal" >= 0 AND "service"."persen_tambahan" >= 0 AND "service"."biaya_tambahan" >= 0 AND "service"."total" >= 0 AND "service"."dp" >= 0 AND "service"."kembalian" >= 0 AND "service"."pelunasan" >= 0 AND "service"."kembalian_ambil" >= 0 AND "service"."uang_kembali" >= 0),
	CONSTRAINT "service_uang_ck" CHECK ("service"."total" = "service"."subtotal" + "service"."biaya_tambahan" AND "service"."dp" + "service"."pelunasan" <= "service"."total"
          AND ("service"."status" <> 'DIAMBIL' OR "service"."dp" + "service"."pelunasan" = "service"."total")
          AND "service"."uang_kembali" <= "service"."dp" + "service"."pelunasan")
);
--> statement-breakpoint
CREATE TABLE "service_bayar" (
	"kode_toko" text NOT NULL,
	"no_service" text NOT NULL,
	"seq" integer NOT NULL,
	"tahap" text NOT NULL,
	"tanggal" date NOT NULL,
	"jenis" text NOT NULL,
	"jumlah" bigint DEFAULT 0 NOT NULL,
	"no_rekening" text DEFAULT '' NOT NULL,
	"no_kartu" text DEFAULT '' NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "service_bayar_kode_toko_no_service_seq_pk" PRIMARY KEY("kode_toko","no_service","seq"),
	CONSTRAINT "service_bayar_tahap_ck" CHECK ("service_bayar"."tahap" IN ('MASUK', 'AMBIL')),
	CONSTRAINT "service_bayar_jenis_ck" CHECK ("service_bayar"."jenis" IN ('CASH', 'TRANSFER', 'DEBIT', 'KREDIT')),
	CONSTRAINT "service_bayar_jumlah_ck" CHECK ("service_bayar"."jumlah" > 0 AND "service_bayar"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_detail" (
	"kode_toko" text NOT NULL,
	"no_service" text NOT NULL,
	"seq" integer NOT NULL,
	"nama_barang" text NOT NULL,
	"berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"jumlah" integer NOT NULL,
	"ongkos" bigint DEFAULT 0 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"deskripsi" text DEFAULT '' NOT NULL,
	"foto" text DEFAULT '' NOT NULL,
	CONSTRAINT "service_detail_kode_toko_no_service_seq_pk" PRIMARY KEY("kode_toko","no_service","seq"),
	CONSTRAINT "service_detail_amounts_ck" CHECK ("service_detail"."berat" >= 0 AND "service_detail"."ongkos" >= 0 AND "service_detail"."subtotal" >= 0),
	CONSTRAINT "service_detail_jumlah_ck" CHECK ("service_detail"."jumlah" > 0 AND "service_detail"."subtotal" = "service_detail"."jumlah" * "service_detail"."ongkos")
);
--> statement-breakpoint
ALTER TABLE "service_bayar" ADD CONSTRAINT "service_bayar_service_fk" FOREIGN KEY ("kode_toko","no_service") REFERENCES "public"."service"("kode_toko","no_service") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_detail" ADD CONSTRAINT "service_detail_service_fk" FOREIGN KEY ("kode_toko","no_service") REFERENCES "public"."service"("kode_toko","no_service") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_day_idx" ON "service" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE INDEX "service_status_idx" ON "service" USING btree ("kode_toko","status");