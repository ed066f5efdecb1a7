/**
 * The server's source folder (apps/server/src/) as a file URL, for what is read from the sources at run time (the
 * migrations, the web build next to them). From the TypeScript sources it is this file's folder; from the bundle
 * built by scripts/build-server.mjs (which defines KILAU_BUNDLE) the bundle's folder is apps/server/dist/<build id>/.
 */
declare const KILAU_BUNDLE: boolean | undefined;

export const SERVER_SRC = new URL(
  typeof KILAU_BUNDLE !== 'undefined' && KILAU_BUNDLE ? '../../src/' : './',
  import.meta.url,
);
