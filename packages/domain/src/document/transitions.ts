/**
 * A document's states and the actions that move it, declared as data (Vendure's default-order-process shape): each
 * action names the states it may start from, the state it leads to and an optional guard on the document; each refused
 * (state, action) pair has the words the cashier reads. One shape for the order, the repair, the loan, the sale, the
 * buy-back and the deposit instead of a FROM/TO table per module.
 */

export type TransitionSpec<S extends string, D> = {
  from: readonly S[];
  to: S;
  /** A further condition on the document itself: the refusal, or undefined when the action may go. */
  guard?: (doc: D, no: string) => string | undefined;
};

/** The refusal for a state and/or an action; the first rule that matches a refused pair speaks. */
export type RefusalRule<S extends string, A extends string> = {
  state?: S;
  action?: A;
  pesan: (no: string) => string;
};

export type Transitions<S extends string, A extends string, D = undefined> = {
  states: readonly S[];
  initial: S;
  on: Readonly<Record<A, TransitionSpec<S, D>>>;
  refusals: readonly RefusalRule<NoInfer<S>, NoInfer<A>>[];
};

/** The document a guard reads: required when the machine has one (D), absent when it has none (undefined). */
type DocArg<D> = [D] extends [undefined] ? [] : [doc: D];

/** An action refused in the document's state, or by its guard: a 422 with the refusal as the message. */
export class TransitionRefused extends Error {
  readonly statusCode = 422;
}

/** Checks the declaration (every state an action names exists) and returns it typed. */
export function defineTransitions<const S extends string, const A extends string, D = undefined>(
  t: Transitions<S, A, D>,
): Transitions<S, A, D> {
  const known = new Set<string>(t.states);
  for (const [action, spec] of Object.entries(t.on) as [A, TransitionSpec<S, D>][]) {
    for (const s of [...spec.from, spec.to])
      if (!known.has(s)) throw new Error(`transition ${action}: unknown state ${s}`);
  }
  if (!known.has(t.initial)) throw new Error(`unknown initial state ${t.initial}`);
  return t;
}

export const transitionActions = <S extends string, A extends string, D>(t: Transitions<S, A, D>): A[] =>
  Object.keys(t.on) as A[];

/** Whether the action may start from the state (its guard apart): what the screens ask before showing a button. */
export const canTransition = <S extends string, A extends string, D>(
  t: Transitions<S, A, D>,
  status: S,
  action: A,
): boolean => t.on[action].from.includes(status);

/** The actions a document in `status` offers. */
export const actionsFrom = <S extends string, A extends string, D>(t: Transitions<S, A, D>, status: S): A[] =>
  transitionActions(t).filter((a) => canTransition(t, status, a));

/** A check's arguments: the machine, the document's number and state, the action, and the guard's document if any. */
type CheckArgs<S extends string, A extends string, D> = [
  t: Transitions<S, A, D>,
  no: string,
  status: S,
  action: A,
  ...doc: DocArg<D>,
];

/** Why the action cannot be done (undefined when it can): the state's refusal first, then the action's guard. */
export function transitionRefusal<S extends string, A extends string, D>(
  ...[t, no, status, action, ...doc]: CheckArgs<S, A, D>
): string | undefined {
  const spec = t.on[action];
  if (!spec.from.includes(status)) {
    const rule = t.refusals.find((r) => (r.state ?? status) === status && (r.action ?? action) === action);
    if (!rule) throw new Error(`no refusal declared for ${action} from ${status}`);
    return rule.pesan(no);
  }
  return spec.guard?.(doc[0] as D, no);
}

/** The state the action leads to, or a TransitionRefused with the cashier's words. */
export function assertTransition<S extends string, A extends string, D>(...args: CheckArgs<S, A, D>): S {
  const refusal = transitionRefusal(...args);
  if (refusal !== undefined) throw new TransitionRefused(refusal);
  return args[0].on[args[3]].to;
}
