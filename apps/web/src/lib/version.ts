/** New-version check (spec §2.2): the server's /config.js names the build it serves; the bundle knows its own. */

/** The `version` of a /config.js text, or undefined. */
export function parseConfigVersion(js: string): string | undefined {
  const m = /"version"\s*:\s*"([^"]*)"/.exec(js);
  return m?.[1] || undefined;
}

/** A newer build is served when both ids are known, real, and differ. */
export function isNewVersion(running: string, served: string | undefined): boolean {
  return !!served && running !== 'dev' && served !== 'dev' && served !== running;
}
