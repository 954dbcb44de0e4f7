import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Logger } from 'pino';

/** A feed as it was last written whole, gzipped, and what it was written for. */
interface KeptFeed {
  key: string;
  file: string;
  bytes: number;
}

/** A kept feed opened for one answer: the file stays readable even if a newer one replaces it. */
export interface OpenedFeed {
  handle: fs.promises.FileHandle;
  bytes: number;
}

/** Copies a feed into its file as it is sent. */
export interface FeedWriter {
  write(chunk: string): Promise<void>;
  /** The feed is whole: keep it for its key, or drop it when `keep` is false. */
  finish(keep: boolean): Promise<void>;
  /** The feed stopped short (the caller left, a read failed): nothing is kept. */
  discard(): Promise<void>;
}

/** `google-1234-7.xml.gz`: its feed, the process that wrote it, and a number of its own. */
const FILE_NAME = /^[a-z-]+?-(\d+)-\d+\./;

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Feeds left by processes that are gone (a crash leaves its files behind). */
function removeLeftovers(dir: string) {
  for (const name of fs.readdirSync(dir)) {
    const pid = Number(FILE_NAME.exec(name)?.[1]);
    if (!Number.isInteger(pid) || !isRunning(pid)) fs.rmSync(path.join(dir, name), { force: true });
  }
}

/**
 * The rendered feeds, kept as gzipped files in `dir` (DATA_DIR/feeds), one a feed: the last
 * one rendered whole for the catalogue as it still is. Files, not memory, so a catalogue of
 * 100,000 prints costs the server no more memory than a small one.
 */
export function createFeedFiles(dir: string, logger: Logger) {
  fs.mkdirSync(dir, { recursive: true });
  removeLeftovers(dir);
  const kept = new Map<string, KeptFeed>();
  let written = 0;

  async function replace(feed: string, next: KeptFeed) {
    const old = kept.get(feed);
    kept.set(feed, next);
    // An answer still reading the old file keeps it open until it is done.
    if (old) await fs.promises.rm(old.file, { force: true });
  }

  return {
    /** The kept copy of `feed` for `key`, opened, or null when there is none. */
    async open(feed: string, key: string): Promise<OpenedFeed | null> {
      const entry = kept.get(feed);
      if (entry?.key !== key) return null;
      try {
        return { handle: await fs.promises.open(entry.file, 'r'), bytes: entry.bytes };
      } catch {
        // Removed under it (a newer copy took its place): the caller renders the feed.
        return null;
      }
    },

    /**
     * A writer for a copy of `feed` at `key`. Fetches arriving together each write their own;
     * the first to finish is kept, so one that is left half way holds up no other.
     */
    start(feed: string, key: string): FeedWriter {
      written += 1;
      const file = path.join(dir, `${feed}-${process.pid}-${written}.gz`);
      const gzip = zlib.createGzip();
      let failed = false;
      const done = pipeline(gzip, fs.createWriteStream(file)).catch((err: unknown) => {
        failed = true;
        logger.warn({ err, feed }, 'could not keep a copy of the product feed');
      });
      const stop = async () => {
        gzip.destroy();
        await done;
        await fs.promises.rm(file, { force: true });
      };
      return {
        async write(chunk) {
          if (failed || gzip.write(chunk)) return;
          await once(gzip, 'drain').catch(() => undefined);
        },
        async finish(keep) {
          gzip.end();
          await done;
          if (!keep || failed || kept.get(feed)?.key === key) return stop();
          const { size } = await fs.promises.stat(file);
          await replace(feed, { key, file, bytes: size });
        },
        discard: stop,
      };
    },
  };
}

export type FeedFiles = ReturnType<typeof createFeedFiles>;
