/**
 * The one way a new piece enters a store (DOMAIN.md "barang"): each row gets the next chain-wide barcode (8 digits,
 * barcode_seq) in row order, its `barang` row, its entry in the chain's barcode table and its first stock-ledger row
 * — the origin (TAMBAH, TERIMA, BELI …) with the document that brought it — in the caller's transaction.
 * (The buy-back's manual pieces are made the same way inside its one-statement PL/pgSQL write, 0029.)
 */
import type { BarangInput, LedgerKind } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

type Given = 'nama_barang' | 'kode_group' | 'kode_dept' | 'kode_gudang' | 'kode_baki' | 'berat' | 'kadar';

/**
 * A new piece: what it is and where it lies (the fields of Tambah Data Barang); what is left out takes the column's
 * default. `berat_asli` is the weight when it came in (default: `berat`); `perolehan` any way the shop acquires one.
 */
export type NewPiece = Pick<BarangInput, Given> &
  Partial<Omit<BarangInput, Given | 'jumlah' | 'perolehan'>> & { berat_asli?: string; perolehan?: string };

/** Where the pieces come from: the store's day and user, the ledger kind, the state they enter, the document. */
export type PieceOrigin = {
  kode_toko: string;
  tanggal: string;
  user_id: string;
  jenis: LedgerKind;
  status: 'STOCK' | 'SORTIR';
  no_ref: string;
  keterangan: string;
};

const record = (p: NewPiece, n: number) => ({
  n,
  nama_barang: p.nama_barang,
  kode_group: p.kode_group,
  kode_dept: p.kode_dept,
  kode_gudang: p.kode_gudang,
  kode_baki: p.kode_baki,
  berat: String(p.berat),
  berat_asli: String(p.berat_asli ?? p.berat),
  kadar: String(p.kadar),
  kadar_cetak: p.kadar_cetak ?? '',
  nama_atribut: p.nama_atribut ?? '',
  berat_atribut: String(p.berat_atribut ?? 0),
  harga_atribut: p.harga_atribut ?? 0,
  ongkos: p.ongkos ?? 0,
  harga_jual: p.harga_jual ?? 0,
  harga_modal: p.harga_modal ?? 0,
  supplier: p.supplier ?? '',
  perolehan: p.perolehan ?? 'FAKTUR',
  no_sertifikat: p.no_sertifikat ?? '',
  jenis_batu: p.jenis_batu ?? '',
  kode_shape: p.kode_shape ?? '',
  kode_color: p.kode_color ?? '',
  kode_clarity: p.kode_clarity ?? '',
  kode_cutgrade: p.kode_cutgrade ?? '',
});

/**
 * Creates the pieces, barcodes taken in row order, and answers each one's id and barcode in row order. Three
 * statements: the pieces, their barcode-table rows, their ledger rows (in row order, so a report ordered by the
 * ledger's id lists them as given).
 */
export async function createPieces(
  tx: Tx,
  rows: readonly NewPiece[],
  origin: PieceOrigin,
): Promise<{ id: string; kode_barcode: string }[]> {
  if (!rows.length) return [];
  const o = origin;
  const made = (
    await tx.execute(sql`
      WITH src AS (
        SELECT r.*, lpad(nextval('barcode_seq')::text, 8, '0') AS kode_barcode
          FROM jsonb_to_recordset(${JSON.stringify(rows.map(record))}::jsonb) AS r(n int, nama_barang text,
               kode_group text, kode_dept text, kode_gudang text, kode_baki text, berat numeric, berat_asli numeric,
               kadar numeric, kadar_cetak text, nama_atribut text, berat_atribut numeric, harga_atribut bigint,
               ongkos bigint, harga_jual bigint, harga_modal bigint, supplier text, perolehan text, no_sertifikat text,
               jenis_batu text, kode_shape text, kode_color text, kode_clarity text, kode_cutgrade text)
         ORDER BY r.n
      ), ins AS (
        INSERT INTO barang (kode_toko, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, berat,
                            berat_asli, kadar, kadar_cetak, nama_atribut, berat_atribut, harga_atribut, ongkos, harga_jual,
                            harga_modal, supplier, perolehan, no_sertifikat, jenis_batu, kode_shape, kode_color,
                            kode_clarity, kode_cutgrade, status, tgl_masuk, input_by, no_ref)
        SELECT ${o.kode_toko}, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, berat,
               berat_asli, kadar, kadar_cetak, nama_atribut, berat_atribut, harga_atribut, ongkos, harga_jual,
               harga_modal, supplier, perolehan, no_sertifikat, jenis_batu, kode_shape, kode_color, kode_clarity,
               kode_cutgrade, ${o.status}, ${o.tanggal}, ${o.user_id}, ${o.no_ref}
          FROM src
        RETURNING id, kode_barcode
      )
      SELECT ins.id, ins.kode_barcode FROM ins JOIN src USING (kode_barcode) ORDER BY src.n`)
  ).rows as { id: string; kode_barcode: string }[];
  const ids = made.map((m) => m.id);
  await tx.execute(sql`
    INSERT INTO barcodes (kode_barcode, kode_toko, barang_id)
    SELECT unnest(${sql.param(made.map((m) => m.kode_barcode))}::text[]), ${o.kode_toko}, unnest(${sql.param(ids)}::uuid[])`);
  await tx.execute(sql`
    INSERT INTO barang_ledger (kode_toko, barang_id, kode_barcode, tanggal, user_id, jenis, kode_group, kode_dept,
                               ke_gudang, ke_baki, status_ke, berat, no_ref, keterangan)
    SELECT b.kode_toko, b.id, b.kode_barcode, ${o.tanggal}, ${o.user_id}, ${o.jenis}, b.kode_group, b.kode_dept,
           b.kode_gudang, b.kode_baki, ${o.status}, b.berat, ${o.no_ref}, ${o.keterangan}
      FROM unnest(${sql.param(ids)}::uuid[]) WITH ORDINALITY AS s(id, n)
      JOIN barang b ON b.kode_toko = ${o.kode_toko} AND b.id = s.id
     ORDER BY s.n`);
  return made;
}
