/**
 * The item ledger's arithmetic (DOMAIN.md "tutup toko"): every movement of a piece is an event with where it came
 * from (a gudang, or nowhere when it was not in stock) and where it went. The day's barang summary per
 * (dept, group, gudang) follows from the events alone:
 *   akhir = awal + in + tambah + beli − out − hancur − jual   (count and weight)
 */
export const LEDGER_KINDS = [
  'TAMBAH', // created in stock (tambah data barang)
  'TERIMA', // received into stock (supplier, head-office shipment)
  'PINDAH', // moved between trays / warehouses
  'KIRIM', // sent to a branch: leaves stock, in transit
  'HANCUR', // melted / destroyed
  'JUAL', // sold
  'BATAL_JUAL', // sale cancelled: back in its tray
  'BELI', // bought back from a customer into stock
  'CUCI', // sent to washing / repair: leaves stock
  'KEMBALI', // back from washing / repair
  'KOREKSI', // stock-opname correction
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export type LedgerEvent = {
  kind: LedgerKind;
  kode_dept: string;
  kode_group: string;
  /** Gudang the piece was in stock at before the event; null when it was not in stock. */
  dari_gudang: string | null;
  /** Gudang the piece is in stock at after the event; null when it left stock. */
  ke_gudang: string | null;
  /** Weight in milligrams. */
  mg: number;
};

export type Bucket = 'in' | 'out' | 'tambah' | 'hancur' | 'jual' | 'beli';
export const BUCKETS: readonly Bucket[] = ['in', 'out', 'tambah', 'hancur', 'jual', 'beli'];

/** Which buckets an event adds to: a leaving side and an arriving side (a move within one gudang adds none). */
export function bucketsOf(e: Pick<LedgerEvent, 'kind' | 'dari_gudang' | 'ke_gudang'>): {
  leave?: Bucket;
  arrive?: Bucket;
} {
  if (e.dari_gudang !== null && e.dari_gudang === e.ke_gudang) return {};
  const out: { leave?: Bucket; arrive?: Bucket } = {};
  if (e.dari_gudang !== null) out.leave = e.kind === 'JUAL' ? 'jual' : e.kind === 'HANCUR' ? 'hancur' : 'out';
  if (e.ke_gudang !== null) out.arrive = e.kind === 'TAMBAH' ? 'tambah' : e.kind === 'BELI' ? 'beli' : 'in';
  return out;
}

export type SummaryRow = {
  kode_dept: string;
  kode_group: string;
  kode_gudang: string;
  stock_awal: number;
  berat_awal: number;
  stock_akhir: number;
  berat_akhir: number;
} & { [K in Bucket as `stock_${K}`]: number } & { [K in Bucket as `berat_${K}`]: number };

export const summaryKey = (d: string, g: string, w: string) => `${d}\u0000${g}\u0000${w}`;

function emptyRow(kode_dept: string, kode_group: string, kode_gudang: string): SummaryRow {
  return {
    kode_dept,
    kode_group,
    kode_gudang,
    stock_awal: 0,
    berat_awal: 0,
    stock_in: 0,
    berat_in: 0,
    stock_out: 0,
    berat_out: 0,
    stock_tambah: 0,
    berat_tambah: 0,
    stock_hancur: 0,
    berat_hancur: 0,
    stock_jual: 0,
    berat_jual: 0,
    stock_beli: 0,
    berat_beli: 0,
    stock_akhir: 0,
    berat_akhir: 0,
  };
}

/**
 * The day's summary from the previous day's closing rows (`awal`, weights in mg) and the day's events.
 * Weights in the result are milligrams.
 */
export function summarizeDay(awal: readonly SummaryRow[], events: readonly LedgerEvent[]): SummaryRow[] {
  const rows = new Map<string, SummaryRow>();
  const get = (d: string, g: string, w: string) => {
    const k = summaryKey(d, g, w);
    let r = rows.get(k);
    if (!r) {
      r = emptyRow(d, g, w);
      rows.set(k, r);
    }
    return r;
  };
  for (const a of awal) {
    const r = get(a.kode_dept, a.kode_group, a.kode_gudang);
    r.stock_awal += a.stock_akhir;
    r.berat_awal += a.berat_akhir;
  }
  for (const e of events) {
    const { leave, arrive } = bucketsOf(e);
    if (leave && e.dari_gudang !== null) {
      const r = get(e.kode_dept, e.kode_group, e.dari_gudang);
      r[`stock_${leave}`] += 1;
      r[`berat_${leave}`] += e.mg;
    }
    if (arrive && e.ke_gudang !== null) {
      const r = get(e.kode_dept, e.kode_group, e.ke_gudang);
      r[`stock_${arrive}`] += 1;
      r[`berat_${arrive}`] += e.mg;
    }
  }
  for (const r of rows.values()) {
    r.stock_akhir =
      r.stock_awal + r.stock_in + r.stock_tambah + r.stock_beli - r.stock_out - r.stock_hancur - r.stock_jual;
    r.berat_akhir =
      r.berat_awal + r.berat_in + r.berat_tambah + r.berat_beli - r.berat_out - r.berat_hancur - r.berat_jual;
  }
  return [...rows.values()].sort((a, b) =>
    summaryKey(a.kode_dept, a.kode_group, a.kode_gudang).localeCompare(
      summaryKey(b.kode_dept, b.kode_group, b.kode_gudang),
    ),
  );
}
