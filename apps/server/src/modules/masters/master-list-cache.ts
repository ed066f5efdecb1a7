/**
 * Each store's master lists as ready JSON bytes, valid for one master version of the store only
 * (schema master_versions: a fresh value after every statement that changes any master row of the store, whoever
 * writes it). The version comes with the request's session lookup (auth.service), so a write committed on any
 * instance is seen by the next request on every instance: its session lookup reads the new version, the entry built
 * at the old one no longer answers.
 *
 * An entry holds the list as built from a snapshot taken after its version was read, so it holds at least every
 * change that version stands for. One entry per (store, list, parameters), a newer version replacing an older one; bounded in count and bytes, the least recently used going first.
 */
export const LIST_CACHE_ENTRIES = 2000;
export const LIST_CACHE_BYTES = 64 * 1024 * 1024;

type Entry = { version: number; body: Buffer };

export type ListCache = {
  /** The list's bytes at `version`, or undefined. */
  get(key: string, version: number): Buffer | undefined;
  set(key: string, version: number, body: Buffer): void;
  readonly size: number;
  readonly bytes: number;
};

export function createListCache(maxEntries = LIST_CACHE_ENTRIES, maxBytes = LIST_CACHE_BYTES): ListCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string, e: Entry) => {
    entries.delete(key);
    bytes -= e.body.length;
  };
  return {
    get(key, version) {
      const e = entries.get(key);
      if (!e || e.version !== version) return undefined;
      // most recently used last (Map keeps insertion order)
      entries.delete(key);
      entries.set(key, e);
      return e.body;
    },
    set(key, version, body) {
      const old = entries.get(key);
      // a slower request that read an older version does not push out the newer list (versions only grow)
      if (old && old.version > version) return;
      if (old) drop(key, old);
      if (body.length > maxBytes) return;
      entries.set(key, { version, body });
      bytes += body.length;
      for (const [k, e] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(k, e);
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
