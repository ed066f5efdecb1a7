/** Names and URLs of the databases a test run creates (shared by the global setup and the helpers). */
export const DB_PREFIX = 'kilau_t_';

/** The same server, another database. */
export function dbUrl(serverUrl: string, database: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

export function quoteIdent(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
}
