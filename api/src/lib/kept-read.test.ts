import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptRead } from './kept-read';

afterEach(() => vi.restoreAllMocks());

describe('keptRead', () => {
  it('shares one read for the time given, then reads again', async () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    let reads = 0;
    const kept = keptRead(1000, async () => ++reads);
    expect(await Promise.all([kept.get(), kept.get()])).toEqual([1, 1]);
    clock.mockReturnValue(10_999);
    expect(await kept.get()).toBe(1);
    clock.mockReturnValue(11_000);
    expect(await kept.get()).toBe(2);
  });

  it('reads anew once asked to forget', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(10_000);
    let reads = 0;
    const kept = keptRead(1000, async () => ++reads);
    await kept.get();
    kept.forget();
    expect(await kept.get()).toBe(2);
  });

  it('never keeps a failed read', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(10_000);
    let reads = 0;
    const kept = keptRead(1000, async () => {
      reads += 1;
      if (reads === 1) throw new Error('database away');
      return reads;
    });
    await expect(kept.get()).rejects.toThrow('database away');
    expect(await kept.get()).toBe(2);
  });
});
