/**
 * The rules of a repair (service, DOMAIN.md "service", issue 13), pure so the counter and the server agree:
 * - total = Σ (quantity × fee per item) + the service surcharge % (system parameter PERSEN_SERVICE, default 0) of that
 *   sum, the surcharge its own line, rounded half up to the whole rupiah;
 * - the state machine MASUK → SELESAI → DIAMBIL, or BATAL from MASUK or SELESAI;
 * - the money's book: a down payment (0 up to the whole) taken once at intake, the rest taken once at pick-up; a
 *   cancel reverses what was taken, once — never more taken than the total, never taken twice.
 */
import { canTransition, defineTransitions, transitionRefusal } from '../document/transitions.ts';
import { persenMilli } from '../rules/persen.rules.ts';

export const SERVICE_STATUS = ['MASUK', 'SELESAI', 'DIAMBIL', 'BATAL'] as const;
export type ServiceStatus = (typeof SERVICE_STATUS)[number];
export const SERVICE_STATUS_LABEL: Record<ServiceStatus, string> = {
  MASUK: 'Masuk',
  SELESAI: 'Selesai',
  DIAMBIL: 'Diambil',
  BATAL: 'Batal',
};

export const SERVICE_AKSI = ['SELESAI', 'AMBIL', 'BATAL'] as const;
export type ServiceAksi = (typeof SERVICE_AKSI)[number];

/** The system parameter holding the surcharge percentage (packages/domain settings.ts, /settingsystem). */
export const PERSEN_SERVICE_KEY = 'PERSEN_SERVICE';

export const MSG_SERVICE = {
  sudahDiambil: (no: string) => `Service ${no} Sudah Diambil`,
  sudahBatal: (no: string) => `Service ${no} Sudah Dibatalkan`,
  belumSelesai: (no: string) => `Service ${no} Belum Selesai, Tidak Dapat Diambil`,
  sudahSelesai: (no: string) => `Service ${no} Sudah Selesai`,
  dpLebih: 'DP Tidak Boleh Melebihi Total Service',
  perluOtorisasi: 'Batal Service Memerlukan Otorisasi Supervisor',
} as const;

/** MASUK → SELESAI → DIAMBIL, or BATAL from MASUK or SELESAI; each refusal in the cashier's words. */
export const SERVICE_TRANSITIONS = defineTransitions({
  states: SERVICE_STATUS,
  initial: 'MASUK',
  on: {
    SELESAI: { from: ['MASUK'], to: 'SELESAI' },
    AMBIL: { from: ['SELESAI'], to: 'DIAMBIL' },
    BATAL: { from: ['MASUK', 'SELESAI'], to: 'BATAL' },
  },
  refusals: [
    { state: 'DIAMBIL', pesan: MSG_SERVICE.sudahDiambil },
    { state: 'BATAL', pesan: MSG_SERVICE.sudahBatal },
    { action: 'AMBIL', pesan: MSG_SERVICE.belumSelesai },
    { pesan: MSG_SERVICE.sudahSelesai },
  ],
});

/** Why an action cannot be done in a state (undefined when it can): the words the cashier reads. */
export const serviceAksiRefusal = (no: string, status: ServiceStatus, aksi: ServiceAksi): string | undefined =>
  transitionRefusal(SERVICE_TRANSITIONS, no, status, aksi);

export const bolehAksiService = (status: ServiceStatus, aksi: ServiceAksi): boolean =>
  canTransition(SERVICE_TRANSITIONS, status, aksi);

export type ServiceLine = { jumlah: number; ongkos: number };
export type ServiceTotal = { subtotal: number; persen: string; tambahan: number; total: number };

/** Σ quantity × fee, the surcharge % of it rounded half up to the rupiah (exact: integers only), and the total. */
export function totalService(lines: readonly ServiceLine[], persen: string | number): ServiceTotal {
  const subtotal = lines.reduce((s, l) => s + l.jumlah * l.ongkos, 0);
  const milli = persenMilli(persen) ?? 0;
  // subtotal × milli / 100 000, half up, in BigInt so large fees never lose a rupiah to floating point
  const num = BigInt(subtotal) * BigInt(milli);
  const tambahan = Number((num * 2n + 100_000n) / 200_000n);
  return { subtotal, persen: String(persen), tambahan, total: subtotal + tambahan };
}

/** What the customer still owes: the total less the down payment, never below 0. */
export const sisaService = (total: number, dp: number): number => Math.max(0, total - dp);

/** A repair's state and its money: what was taken at intake and at pick-up, and what a cancel gave back. */
export type ServiceBuku = {
  status: ServiceStatus;
  riwayat: readonly ServiceStatus[];
  total: number;
  dp: number;
  /** Taken at pick-up (the rest). */
  pelunasan: number;
  /** Given back on a cancel. */
  kembali: number;
  /** How many times money was taken (intake counts once). */
  diterima: number;
};

export const serviceBaru = (total: number, dp: number): ServiceBuku => ({
  status: 'MASUK',
  riwayat: ['MASUK'],
  total,
  dp,
  pelunasan: 0,
  kembali: 0,
  diterima: dp > 0 ? 1 : 0,
});

/** One action on a repair: the new book, or the refusal. AMBIL takes the rest once; BATAL gives back what was taken. */
export function jalankanService(
  no: string,
  b: ServiceBuku,
  aksi: ServiceAksi,
): { ok: ServiceBuku } | { refusal: string } {
  const refusal = serviceAksiRefusal(no, b.status, aksi);
  if (refusal) return { refusal };
  const status = SERVICE_TRANSITIONS.on[aksi].to;
  const next: ServiceBuku = { ...b, status, riwayat: [...b.riwayat, status] };
  if (aksi === 'AMBIL') {
    next.pelunasan = sisaService(b.total, b.dp);
    if (next.pelunasan > 0) next.diterima += 1;
  }
  if (aksi === 'BATAL') next.kembali = b.dp + b.pelunasan;
  return { ok: next };
}
