/**
 * One lockout for every password typed into the system (login, supervisor authorization, change-password): each
 * failed check is a `login_failures` row for the user id typed, the client address and its kind, and a user+address
 * or an address over its limit in the last 15 minutes is refused with 429 before the password is looked at.
 * A supervisor's password typed for a grant ('otorisasi') counts for the grant throttle only: it sees every kind
 * (a supervisor whose logins are being guessed gives no grants either), while a login ('login') sees logins only,
 * so a cashier guessing at the counter never locks the supervisor's own login (issue 25 item 11).
 */
import { MSG } from '@kilau/domain';
import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outsideRequest } from '../db/request-tx.ts';
import { loginFailures } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

export const MAX_USER_FAILURES = 10;
export const MAX_IP_FAILURES = 50;

// A hash to verify against when the user does not exist, so both paths take the same time.
let dummy: Promise<string> | undefined;

/** Verifies a password against a user's hash; an unknown user costs the same time and is always wrong. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash) return verify(passwordHash, password);
  dummy ??= hash('kilau-dummy-password');
  await verify(await dummy, password);
  return false;
}

/**
 * Runs `check` (true = the password was right) under the shared lockout. The attempt is recorded before the
 * counts are read, so a burst of concurrent guesses is counted as it arrives: the k-th sees at least k-1 others,
 * and at most the limit get to try a password. The row stays only if the check fails.
 */
export async function guardPassword(
  db: Db,
  userIdRaw: string,
  ip: string,
  check: () => Promise<boolean>,
  lockedMessage: string = MSG.tooManyLogins,
  kind: 'login' | 'otorisasi' = 'login',
): Promise<boolean> {
  // The counts hold whatever the request's outcome and are seen at once by concurrent guesses: never inside a
  // request's transaction (db/request-tx.ts), where a rolled-back or not yet committed failure would not count.
  db = outsideRequest(db);
  const userKey = userIdRaw.trim().toUpperCase();
  const [slot] = await db
    .insert(loginFailures)
    .values({ user_key: userKey, ip, kind })
    .returning({ id: loginFailures.id });
  if (!slot) throw new Error('login attempt insert failed');
  const release = () => db.delete(loginFailures).where(eq(loginFailures.id, slot.id));
  const { rows } = await db.execute<{ per_user: number; per_ip: number }>(
    sql`SELECT count(*) FILTER (WHERE user_key = ${userKey})::int AS per_user, count(*)::int AS per_ip
          FROM login_failures WHERE ip = ${ip} AND at > now() - interval '15 minutes' AND id <> ${slot.id}
           AND (${kind} = 'otorisasi' OR kind = 'login')`,
  );
  const counts = rows[0] as { per_user: number; per_ip: number };
  if (counts.per_user >= MAX_USER_FAILURES || counts.per_ip >= MAX_IP_FAILURES) {
    await release();
    throw new AppError(429, lockedMessage);
  }
  let ok = true; // a check that throws is no wrong password: its slot goes too
  try {
    ok = await check();
  } finally {
    if (ok) await release();
  }
  return ok;
}
