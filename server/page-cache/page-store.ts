/**
 * The page cache's memory: entries by key, bounded in bytes, least recently used dropped first,
 * each kept for a time to live. Every page it drops is reported, so counters (metrics) need no
 * second bookkeeping.
 */

export type EvictionReason = "expired" | "memory" | "replaced";

export interface StoreEntry {
  key: string;
  /** What the entry costs in memory, as counted against maxBytes. */
  size: number;
  expiresAt: number;
}

export interface PageStoreOptions {
  ttlMs: number;
  maxBytes: number;
  now: () => number;
  onEvict?: (entry: { key: string; size: number; reason: EvictionReason }) => void;
}

export function createPageStore<Entry extends StoreEntry>({ ttlMs, maxBytes, now, onEvict }: PageStoreOptions) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (entry: Entry, reason: EvictionReason) => {
    if (entries.get(entry.key) !== entry) return;
    entries.delete(entry.key);
    bytes -= entry.size;
    onEvict?.({ key: entry.key, size: entry.size, reason });
  };

  return {
    /** The entry, if kept and still fresh; it becomes the most recently used. */
    get(key: string): Entry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        remove(entry, "expired");
        return undefined;
      }
      // Most recently used last: eviction takes the Map's first keys.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },

    /** Keeps an entry unless it would take over a quarter of the bound; older ones make room. */
    set(entry: Entry) {
      if (ttlMs <= 0 || entry.size > maxBytes / 4) return;
      const old = entries.get(entry.key);
      if (old) remove(old, "replaced");
      entries.set(entry.key, entry);
      bytes += entry.size;
      for (const oldest of entries.values()) {
        if (bytes <= maxBytes) break;
        remove(oldest, "memory");
      }
    },

    /** Forgets every entry; what it held is returned instead of reported entry by entry. */
    clear() {
      const held = { entries: entries.size, bytes };
      entries.clear();
      bytes = 0;
      return held;
    },

    stats: () => ({ bytes, entries: entries.size }),
  };
}
