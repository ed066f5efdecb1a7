ALTER TABLE "titipan" ADD COLUMN "dikembalikan" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- a deposit refunded before this column existed paid back what was left at the refund
UPDATE "titipan" SET "dikembalikan" = GREATEST("jumlah" - "terpakai", 0) WHERE "status" = 'KEMBALI';--> statement-breakpoint
ALTER TABLE "titipan" ADD CONSTRAINT "titipan_amounts_ck" CHECK ("titipan"."jumlah" > 0 AND "titipan"."terpakai" >= 0 AND "titipan"."dikembalikan" >= 0 AND "titipan"."terpakai" + "titipan"."dikembalikan" <= "titipan"."jumlah");
