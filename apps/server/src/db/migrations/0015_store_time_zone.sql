ALTER TABLE "stores" ALTER COLUMN "time_zone" SET DEFAULT 'WIB';--> statement-breakpoint
UPDATE "stores" SET "time_zone" = CASE lower("time_zone") WHEN 'asia/makassar' THEN 'WITA' WHEN 'asia/ujung_pandang' THEN 'WITA' WHEN 'asia/jayapura' THEN 'WIT' WHEN 'wita' THEN 'WITA' WHEN 'wit' THEN 'WIT' ELSE 'WIB' END;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_time_zone_ck" CHECK ("stores"."time_zone" IN ('WIB', 'WITA', 'WIT'));
