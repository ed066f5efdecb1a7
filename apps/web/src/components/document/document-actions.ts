/**
 * A document's actions declared as data (issue 27): each names its card title, when the document's state allows it
 * (the domain's state machine), the screen whose grant its call needs, and — for a supervisor's approval — the
 * otorisasi it asks. The form of each stays with its document; `DocumentActions` renders the allowed ones.
 */
import type { OtorisasiJenis } from '@kilau/domain';

export type DocumentAction<Doc> = {
  title: string | ((d: Doc) => string);
  when: (d: Doc) => boolean;
  /** The route whose grant the server checks for this call (the list screen the action stands on). */
  permission: string;
  /** A notice rather than a form: rendered as it is, without a card (e.g. where the next step happens). */
  bare?: true;
  /** A supervisor approves it first: the grant's kind and the modal's title. */
  otorisasi?: { jenis: OtorisasiJenis; title: string };
};

export type DocumentActionSpec<Doc, K extends string = string> = Readonly<Record<K, DocumentAction<Doc>>>;

/** Declares a document's actions, keeping their keys as a type for the forms that fill them. */
export const defineActions =
  <Doc>() =>
  <K extends string>(actions: DocumentActionSpec<Doc, K>) =>
    actions;

/** The actions shown for a document: its state allows them and the user's menu grants their screen. */
export function shownActions<Doc, K extends string>(
  spec: DocumentActionSpec<Doc, K>,
  d: Doc,
  can: (route: string) => boolean,
): K[] {
  return (Object.keys(spec) as K[]).filter((k) => spec[k].when(d) && can(spec[k].permission));
}

export const actionTitle = <Doc>(a: DocumentAction<Doc>, d: Doc) =>
  typeof a.title === 'function' ? a.title(d) : a.title;
