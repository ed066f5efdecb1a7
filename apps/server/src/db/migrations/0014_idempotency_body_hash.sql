DROP INDEX "penjualan_idem_uq";--> statement-breakpoint
-- Keys the old mechanism left without an answer (a write interrupted before its answer was stored); under the new one
-- a key row is committed only with its answer.
DELETE FROM "idempotency_keys" WHERE "status_code" IS NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "body_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" DROP COLUMN "idempotency_key";