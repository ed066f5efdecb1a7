/**
 * The close-store pipeline: named steps run in order inside the close transaction. Later domains (stock summary,
 * sales validation, end-of-day report) register theirs here; a step refuses the close by throwing an AppError.
 */
import type { Tx } from '../../db/client.ts';

export type CloseContext = { kode_toko: string; tanggal: string; user_id: string };

export type CloseStep = {
  name: string;
  /** Progress text shown to the user while the step runs. */
  message: string;
  run: (tx: Tx, ctx: CloseContext) => Promise<void>;
  /** Run order: checks that can refuse the close first (10), then summaries (50), then reports (90). */
  order?: number;
};

const steps: CloseStep[] = [];

export function registerCloseStep(step: CloseStep): void {
  if (steps.some((s) => s.name === step.name)) return;
  steps.push(step);
  steps.sort((a, b) => (a.order ?? 50) - (b.order ?? 50));
}

export const closeSteps = (): readonly CloseStep[] => steps;
