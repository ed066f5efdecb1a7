/** Test-id slug of a code (TESTIDS.md): lower-case, every run of non-alphanumerics a dash. */
export const slug = (v: unknown): string =>
  String(v ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
