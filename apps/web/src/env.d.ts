/// <reference types="vite/client" />

/** Injected by vite.config.ts from KILAU_BUILD_ID (the hash in dist/build-id.txt). */
declare const __BUILD_ID__: string;

interface Window {
  /** Set by the server's /config.js before the bundle loads. */
  __KILAU_CONFIG__?: { apiBase?: string; version?: string };
}
