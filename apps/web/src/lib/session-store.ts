/**
 * The signed-in session kept in obfuscated localStorage (spec §3, §4): user, token, menu and modules, plus the
 * login flag — the date of the login, compared with today so a session never outlives its day. "Today" is taken in
 * the session's store time zone (WIB, WITA or WIT).
 */
import { DEFAULT_PEMBULATAN, DEFAULT_ZONE, isZoneName, type SessionAnswer, type ZoneName } from '@kilau/domain';
import { deobfuscate, obfuscate } from './obfuscate.ts';

/** What `users/login` answers, kept as it came. */
export type StoredSession = SessionAnswer & { token: string };

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export const STORAGE_KEYS = { session: 'kilau.sesi', flag: 'kilau.masuk', pembulatan: 'kilau.pembulatan' } as const;

function isSession(v: unknown): v is StoredSession {
  const s = v as StoredSession | null;
  return (
    !!s &&
    typeof s.token === 'string' &&
    !!s.token &&
    typeof s.user?.user_id === 'string' &&
    Array.isArray(s.menu) &&
    Array.isArray(s.modules)
  );
}

/** `todayIn`: today's date in a zone (the store passes the session's zone). */
export function createSessionStore(storage: KeyValueStorage, todayIn: (zone: ZoneName) => string) {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; value: StoredSession | null } = { raw: null, value: null };

  const readRaw = (key: string): string | undefined => {
    const raw = storage.getItem(key);
    return raw === null ? undefined : deobfuscate(raw);
  };
  const emit = () => {
    for (const l of listeners) l();
  };

  function get(): StoredSession | null {
    const raw = storage.getItem(STORAGE_KEYS.session);
    if (raw === cache.raw) return cache.value;
    let value: StoredSession | null = null;
    const text = raw === null ? undefined : deobfuscate(raw);
    if (text !== undefined) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (isSession(parsed)) value = parsed;
      } catch {
        value = null;
      }
    }
    cache = { raw, value };
    return value;
  }

  /** The signed-in store's zone; WIB when signed out or when an older stored session does not carry one. */
  function zone(): ZoneName {
    const z = get()?.user.time_zone;
    return isZoneName(z) ? z : DEFAULT_ZONE;
  }

  const today = () => todayIn(zone());

  function save(s: StoredSession): void {
    storage.setItem(STORAGE_KEYS.session, obfuscate(JSON.stringify(s)));
    storage.setItem(STORAGE_KEYS.flag, obfuscate(today()));
    emit();
  }

  function update(patch: Partial<StoredSession>): void {
    const cur = get();
    if (!cur) return;
    storage.setItem(STORAGE_KEYS.session, obfuscate(JSON.stringify({ ...cur, ...patch })));
    emit();
  }

  /** Spec §4: storage is cleared and the flag set to false. */
  function clear(): void {
    storage.clear();
    storage.setItem(STORAGE_KEYS.flag, obfuscate('false'));
    cache = { raw: null, value: null };
    emit();
  }

  /** True when a session exists and it was opened today. */
  function valid(): boolean {
    return get() !== null && readRaw(STORAGE_KEYS.flag) === today();
  }

  function pembulatan(): number {
    const n = Number(storage.getItem(STORAGE_KEYS.pembulatan));
    return Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_PEMBULATAN;
  }

  function setPembulatan(value: unknown): void {
    const n = Number(value);
    storage.setItem(STORAGE_KEYS.pembulatan, String(Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_PEMBULATAN));
  }

  function subscribe(fn: () => void): () => void {
    listeners.add(fn);
    return () => listeners.delete(fn);
  }

  return { get, zone, today, save, update, clear, valid, pembulatan, setPembulatan, subscribe };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
