CREATE TABLE "menu_templates" (
	"kode_toko" text NOT NULL,
	"level" text NOT NULL,
	"menu" jsonb NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_templates_kode_toko_level_pk" PRIMARY KEY("kode_toko","level")
);
