/** The runtime configuration the server's /config.js sets (spec §7: the base host comes from a global). */
export function apiBase(): string {
  const base = window.__KILAU_CONFIG__?.apiBase ?? '/api';
  return base.replace(/\/+$/, '');
}

export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

/** The version the running server reports, from the /config.js loaded with this page. */
export const loadedVersion = (): string | undefined => window.__KILAU_CONFIG__?.version;
