/** A read whose answer is shared for a while (see `keptRead`). */
export interface KeptRead<T> {
  /** The answer read at most `ms` ago, or a new read's; callers meanwhile share it. */
  get(): Promise<T>;
  /** The next `get` reads anew. */
  forget(): void;
}

/**
 * `read`'s answer kept for `ms`, for values that change rarely and are asked for on every
 * request (the catalogue's size for plans, checkout's settings). A read that fails is not kept:
 * the next `get` tries again.
 */
export function keptRead<T>(ms: number, read: () => Promise<T>): KeptRead<T> {
  let kept: { readAt: number; answer: Promise<T> } | null = null;
  return {
    get() {
      const now = Date.now();
      if (kept && now - kept.readAt < ms) return kept.answer;
      const reading = { readAt: now, answer: read() };
      kept = reading;
      reading.answer.catch(() => {
        if (kept === reading) kept = null;
      });
      return reading.answer;
    },
    forget() {
      kept = null;
    },
  };
}
