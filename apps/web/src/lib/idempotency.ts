/**
 * Idempotency keys for writes (DESIGN.md): the key rule every write of the web follows (through lib/use-write.ts).
 * `crypto.randomUUID` exists only in secure contexts; shops often open the app over plain http on the LAN.
 */
type Rand = (buf: Uint8Array<ArrayBuffer>) => Uint8Array;

export function newIdempotencyKey(rand: Rand = (b) => crypto.getRandomValues(b)): string {
  const b = rand(new Uint8Array(16));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** One request as the server keys it: the same key with another method, URL or body is refused (422). */
export type WriteRequest = { method: string; path: string; body?: unknown };

/** The key held for the request in progress; a screen may keep it where it outlives a reload (the counter). */
export type HeldKey = { request: string; key: string };
export type HeldKeyStore = { get: () => HeldKey | undefined; set: (h: HeldKey | undefined) => void };

/**
 * The key rule: a retry of the same request reuses its key, so the server replays the first answer instead of
 * writing twice; a changed request (an edited cart, another row) gets a new key, since the server refuses a key
 * reused for another body; after a success (`done`) even the same body is a new write with a new key.
 */
export function createWriteKeys(o: { newKey?: () => string; store?: HeldKeyStore } = {}) {
  let mem: HeldKey | undefined;
  const store: HeldKeyStore = o.store ?? {
    get: () => mem,
    set: (h) => {
      mem = h;
    },
  };
  const newKey = o.newKey ?? (() => newIdempotencyKey());
  return {
    keyFor(r: WriteRequest): string {
      const request = JSON.stringify([r.method.toUpperCase(), r.path, r.body ?? null]);
      const held = store.get();
      if (held?.request === request) return held.key;
      const key = newKey();
      store.set({ request, key });
      return key;
    },
    done(): void {
      store.set(undefined);
    },
  };
}
