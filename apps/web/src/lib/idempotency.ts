/**
 * Idempotency keys for writes (DESIGN.md): one per form submission, reused on retry until it succeeds.
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

/** Holds the key of the submission in progress: the same key until `done()`. */
export function createSubmissionKey() {
  let key: string | undefined;
  return {
    key: (): string => {
      key ??= newIdempotencyKey();
      return key;
    },
    done: (): void => {
      key = undefined;
    },
  };
}
