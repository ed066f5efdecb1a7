/** Small text helpers of the shell. */

/**
 * First letter upper-cased, the rest as is (spec §2.2: the dashboard greets with the capitalised user id; the
 * spec says "upper-cased" where it means all capitals). User ids are stored upper-case, so `ADMIN` stays `ADMIN`.
 */
export function capitalize(s: string | null | undefined): string {
  const t = (s ?? '').trim();
  return t ? t.charAt(0).toUpperCase() + t.slice(1) : '';
}

/** Up to two initials for the avatar: `ADMINISTRATOR` → `A`, `SITI AMINAH` → `SA`. */
export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return (
    parts
      .slice(0, 2)
      .map((p) => p.charAt(0).toUpperCase())
      .join('') || '?'
  );
}
