-- Issue 25 items 3 and 38: money leaves a book — the drawer (no_rekening '') or a store account — only if the book
-- holds it, checked in the writer's own transaction: every cash payout (a loan, a buy-back, a refund of a deposit,
-- an order or a repair, a sale's change, Kas Keluar, Tambah / Ambil Uang Bank, a reversal) goes through this one
-- check before its rows are written. `p_rows` are the document's cash rows (lib/kas.ts kasRecords: no_rekening,
-- jumlah_in, jumlah_out); each book the document takes more out of than it puts in is locked (the key Kas Keluar
-- always took: 'kas:<store>:<account>', books in name order so two documents never deadlock) and its balance up to
-- the day must cover the net amount. Refused with SQLSTATE KL001 and the figures as JSON in DETAIL (lib/kas.ts turns
-- it into the 422 message). Volatile: after the lock, the balance reads what the previous holder committed.
CREATE OR REPLACE FUNCTION kilau_kas_cukup(p_toko text, p_tanggal text, p_rows jsonb)
RETURNS void LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  b record;
  v_saldo bigint;
BEGIN
  FOR b IN
    SELECT coalesce(k.no_rekening, '') AS no_rekening, sum(coalesce(k.jumlah_out, 0) - coalesce(k.jumlah_in, 0)) AS keluar
      FROM jsonb_to_recordset(coalesce(p_rows, '[]'::jsonb)) AS k(no_rekening text, jumlah_in bigint, jumlah_out bigint)
     GROUP BY 1
    HAVING sum(coalesce(k.jumlah_out, 0) - coalesce(k.jumlah_in, 0)) > 0
     ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(hashtext('kas:' || p_toko || ':' || b.no_rekening));
    SELECT coalesce(sum(k.jumlah_in - k.jumlah_out), 0) INTO v_saldo
      FROM kas k WHERE k.kode_toko = p_toko AND k.no_rekening = b.no_rekening AND k.tanggal <= p_tanggal::date;
    IF v_saldo < b.keluar THEN
      RAISE EXCEPTION 'kas kurang' USING ERRCODE = 'KL001',
        DETAIL = json_build_object('no_rekening', b.no_rekening, 'saldo', v_saldo, 'jumlah', b.keluar)::text;
    END IF;
  END LOOP;
END
$fn$;
