/**
 * The close-store pipeline: named steps run in order inside the close transaction. Later domains (stock summary,
 * sales validation, end-of-day report) register theirs here; a step refuses the close by throwing an AppError.
 * A validation check (registerCloseCheck) does not throw: the close gathers the open documents of every check and
 * refuses once, listing every kind at once (issue 25 item 36), before any later step runs.
 */
import { type BelumValid, type BelumValidGroup, belumValidMessage } from '@kilau/domain';
import type { Tx } from '../../db/client.ts';
import { unprocessable } from '../../lib/errors.ts';

export type CloseContext = { kode_toko: string; tanggal: string; user_id: string };

/** A check that lists the documents still waiting for validation; what they are called and where they are validated. */
export type CloseCheck = {
  label: string;
  menu: string;
  open: (tx: Tx, ctx: CloseContext) => Promise<BelumValid[]>;
};

export type CloseStep = {
  name: string;
  /** Progress text shown to the user while the step runs. */
  message: string;
  run: (tx: Tx, ctx: CloseContext) => Promise<void>;
  /** Run order: checks that can refuse the close first (10), then summaries (50), then reports (90). */
  order?: number;
  /** Set for a validation check: its open documents join the one refusal instead of refusing alone. */
  check?: CloseCheck;
};

const steps: CloseStep[] = [];

export function registerCloseStep(step: CloseStep): void {
  if (steps.some((s) => s.name === step.name)) return;
  steps.push(step);
  steps.sort((a, b) => (a.order ?? 50) - (b.order ?? 50));
}

/** A validation check of the close: its open documents are gathered with every other check's. */
export function registerCloseCheck(step: Omit<CloseStep, 'run' | 'check'> & CloseCheck): void {
  const { label, menu, open, ...rest } = step;
  registerCloseStep({ ...rest, run: async () => {}, check: { label, menu, open } });
}

export const closeSteps = (): readonly CloseStep[] => steps;

/** Throws the one 422 that lists every open document of every check (`belum_valid`), if there is any. */
export function refuseBelumValid(groups: readonly BelumValidGroup[]): void {
  const open = groups.filter((g) => g.rows.length);
  if (!open.length) return;
  throw unprocessable(belumValidMessage(open), { belum_valid: open.flatMap((g) => g.rows) });
}
