CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kode_toko" text NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"kode_toko" text NOT NULL,
	"key" text NOT NULL,
	"user_id" text NOT NULL,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"status_code" integer,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_kode_toko_key_pk" PRIMARY KEY("kode_toko","key")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_key" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "para_system" (
	"kode_toko" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "para_system_kode_toko_key_pk" PRIMARY KEY("kode_toko","key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kode_toko" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "store_days" (
	"kode_toko" text NOT NULL,
	"tanggal" date NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" text NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "store_days_kode_toko_tanggal_pk" PRIMARY KEY("kode_toko","tanggal")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"kode_toko" text PRIMARY KEY NOT NULL,
	"nama_toko" text NOT NULL,
	"alamat_toko" text DEFAULT '' NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"tipe_toko" text DEFAULT 'CABANG' NOT NULL,
	"tgl_system" date NOT NULL,
	"time_zone" text DEFAULT 'Asia/Jakarta' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"level" text NOT NULL,
	"kode_toko" text NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"menu" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batu_berlian" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_berlian" text DEFAULT '' NOT NULL,
	"nama_berlian" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batu_berlian_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "batu_clarity" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_clarity" text DEFAULT '' NOT NULL,
	"nama_clarity" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batu_clarity_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "batu_color" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_color" text DEFAULT '' NOT NULL,
	"nama_color" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batu_color_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "batu_cutgrade" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_cutgrade" text DEFAULT '' NOT NULL,
	"nama_cutgrade" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batu_cutgrade_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "batu_fluorescence" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_fluorescence" text DEFAULT '' NOT NULL,
	"nama_fluorescence" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batu_fluorescence_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "batu_polish" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_polish" text DEFAULT '' NOT NULL,
	"nama_polish" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batu_polish_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "batu_shape" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_shape" text DEFAULT '' NOT NULL,
	"nama_shape" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batu_shape_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "batu_symmetry" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"kode_symmetry" text DEFAULT '' NOT NULL,
	"nama_symmetry" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batu_symmetry_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
CREATE TABLE "parameter_berlian" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" text NOT NULL,
	"jenis_batu" text DEFAULT '' NOT NULL,
	"nama_batu" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parameter_berlian_kode_toko_id_pk" PRIMARY KEY("kode_toko","id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_kode_toko_stores_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."stores"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_toko_at_idx" ON "audit_log" USING btree ("kode_toko","at");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_id_toko" ON "audit_log" USING btree ("kode_toko","id");--> statement-breakpoint
CREATE INDEX "login_failures_ip_at_idx" ON "login_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "login_failures_user_at_idx" ON "login_failures" USING btree ("user_key","ip","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_toko_idx" ON "sessions" USING btree ("kode_toko");--> statement-breakpoint
CREATE INDEX "users_kode_toko_idx" ON "users" USING btree ("kode_toko");--> statement-breakpoint
CREATE UNIQUE INDEX "batu_berlian_code_uq" ON "batu_berlian" USING btree ("kode_toko","kode_berlian");--> statement-breakpoint
CREATE UNIQUE INDEX "batu_clarity_code_uq" ON "batu_clarity" USING btree ("kode_toko","kode_clarity");--> statement-breakpoint
CREATE UNIQUE INDEX "batu_color_code_uq" ON "batu_color" USING btree ("kode_toko","kode_color");--> statement-breakpoint
CREATE UNIQUE INDEX "batu_cutgrade_code_uq" ON "batu_cutgrade" USING btree ("kode_toko","kode_cutgrade");--> statement-breakpoint
CREATE UNIQUE INDEX "batu_fluorescence_code_uq" ON "batu_fluorescence" USING btree ("kode_toko","kode_fluorescence");--> statement-breakpoint
CREATE UNIQUE INDEX "batu_polish_code_uq" ON "batu_polish" USING btree ("kode_toko","kode_polish");--> statement-breakpoint
CREATE UNIQUE INDEX "batu_shape_code_uq" ON "batu_shape" USING btree ("kode_toko","kode_shape");--> statement-breakpoint
CREATE UNIQUE INDEX "batu_symmetry_code_uq" ON "batu_symmetry" USING btree ("kode_toko","kode_symmetry");--> statement-breakpoint
CREATE UNIQUE INDEX "parameter_berlian_code_uq" ON "parameter_berlian" USING btree ("kode_toko","jenis_batu");