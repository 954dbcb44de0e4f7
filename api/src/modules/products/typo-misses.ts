/** Misspelt searches remembered as finding nothing, so a repeat skips the costly typo query. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 2000;
/** Keys longer than this are not worth the memory (eight words of any length are possible). */
const MAX_KEY_LENGTH = 200;

export interface TypoMissesOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * A bounded memory of query words whose typo search found nothing. Every product write in this
 * process forgets it all (a write that raced a search keeps that search from being
 * remembered); entries also expire after a minute, for writes made by another server on the
 * same PostgreSQL. Only the typo search is skipped: exact matches are always looked up.
 */
export function createTypoMisses(options: TypoMissesOptions = {}) {
  const ttlMs = options.ttlMs ?? TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const expiries = new Map<string, number>();
  let generation = 0;

  return {
    /** Taken before the search; hand it back to `remember`. */
    generation: () => generation,
    has(key: string): boolean {
      const expiry = expiries.get(key);
      if (expiry === undefined) return false;
      if (expiry > now()) return true;
      expiries.delete(key);
      return false;
    },
    remember(key: string, startedAt: number): void {
      if (startedAt !== generation || key.length > MAX_KEY_LENGTH) return;
      expiries.delete(key);
      if (expiries.size >= maxEntries) expiries.delete(expiries.keys().next().value as string);
      expiries.set(key, now() + ttlMs);
    },
    clear(): void {
      generation += 1;
      expiries.clear();
    },
    size: () => expiries.size,
  };
}

export type TypoMisses = ReturnType<typeof createTypoMisses>;
