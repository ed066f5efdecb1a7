/** Types of the sales screens not (yet) declared in `@kilau/domain`; the sales answers' types live there. */

export type Member = { _id: string; kode_member: string; nama_member: string; no_hp: string; alamat: string };

/** A master row as the pickers read it (`rekenings`, `sales/get/all`, `marketplace`). */
export type ResourceRowLike = Record<string, unknown>;
