-- Issue 25 item 1: the counter never hands out a number that exists. A history import may hold numbers of a day the
-- counter has not reached yet (the old system numbered its own way, or a file of yesterday carries today's numbers):
-- the sale that drew such a number failed on the unique key (409 "Data Sudah Ada"), its transaction rolled the
-- counter back with it, and every later sale of the day drew the same number again. Now, whenever a counter of
-- invoices (FJ, penjualan) or purchases (FB, pembelian) is created or advanced, the number it would hand out is looked
-- up (one primary-key probe); when that number exists, the counter jumps past the highest number of its prefix
-- (`<kode_toko>-<KIND>-YYMMDD-`, lib/doc-number.ts formatDocNumber). A BEFORE trigger on doc_counters, so every taker
-- (kilau_take_counter, the sale's and the buy-back's write functions of 0026/0029) gets it without a change to its
-- one-statement shape; the caller already holds the counter's advisory lock. Other kinds are never imported.
CREATE OR REPLACE FUNCTION kilau_doc_counter_skip()
RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  v_prefix text;
  v_no text;
  v_top bigint;
BEGIN
  IF NEW.period !~ '^\d{4}-\d{2}-\d{2}$' THEN
    RETURN NEW;
  END IF;
  v_prefix := NEW.kode_toko || '-' || NEW.kind || '-' || substr(NEW.period, 3, 2) || substr(NEW.period, 6, 2)
              || substr(NEW.period, 9, 2) || '-';
  v_no := v_prefix || CASE WHEN NEW.last < 10000 THEN lpad(NEW.last::text, 4, '0') ELSE NEW.last::text END;
  IF NEW.kind = 'FJ' THEN
    IF NOT EXISTS (SELECT 1 FROM penjualan WHERE kode_toko = NEW.kode_toko AND no_faktur_group = v_no) THEN
      RETURN NEW;
    END IF;
    SELECT max(substr(no_faktur_group, length(v_prefix) + 1)::bigint) INTO v_top
      FROM penjualan
     WHERE kode_toko = NEW.kode_toko AND left(no_faktur_group, length(v_prefix)) = v_prefix
       AND substr(no_faktur_group, length(v_prefix) + 1) ~ '^[0-9]{1,9}$';
  ELSE
    IF NOT EXISTS (SELECT 1 FROM pembelian WHERE kode_toko = NEW.kode_toko AND no_faktur_group = v_no) THEN
      RETURN NEW;
    END IF;
    SELECT max(substr(no_faktur_group, length(v_prefix) + 1)::bigint) INTO v_top
      FROM pembelian
     WHERE kode_toko = NEW.kode_toko AND left(no_faktur_group, length(v_prefix)) = v_prefix
       AND substr(no_faktur_group, length(v_prefix) + 1) ~ '^[0-9]{1,9}$';
  END IF;
  NEW.last := greatest(NEW.last, coalesce(v_top, 0) + 1);
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER doc_counters_skip_taken BEFORE INSERT OR UPDATE OF last ON doc_counters
  FOR EACH ROW WHEN (NEW.kind IN ('FJ', 'FB')) EXECUTE FUNCTION kilau_doc_counter_skip();
