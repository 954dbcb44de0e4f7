import fs from 'node:fs';

/** A bench server's memory, from Linux's /proc and the server's own /metrics. */

export const MB = 1024 * 1024;

/** The server's resident memory now and at its peak, in MB. */
export function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** The server's V8 heap in use, in MB, from its /metrics (open to loopback). */
export async function heapOf(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Number(/^nodejs_heap_size_used_bytes (\S+)/m.exec(text)?.[1] ?? 0) / MB;
}

/** Starts the peak over from the resident memory now; false where the kernel refuses. */
export function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
