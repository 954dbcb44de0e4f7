/**
 * `npm run bench:feeds`: the product feeds of a large catalogue. Fills a throw-away database
 * with the bench catalogue, every print in three sizes (100,000 prints, 300,000 items;
 * `-- --products N` for another size; BENCH_DATABASES as for `npm run bench`), starts the
 * built server as its own process, and fetches each feed as a catalogue's fetcher does (gzip
 * accepted): rendered from the database, then from the kept copy, then from the kept copy with
 * every item read back and checked, then once more holding its ETag (304). Prints each fetch's
 * time and the server's memory (resident before, peak during, resident after, from /proc)
 * around the first.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import {
  problemsOf,
  readGoogleFeed,
  readMetaFeed,
} from '../api/src/modules/feeds/testing/feed-readers';
import { heapOf, MB, memoryOf, resetPeak } from './server-memory';
import { DATABASES, SIZES } from './settings';
import { prepareShop } from './shops';

interface Fetched {
  status: number;
  seconds: number;
  wireBytes: number;
  bytes: number;
  kept: boolean;
  etag: string;
}

/** One fetch, its body unpacked and handed to `read` as it arrives. */
function fetchFeed(
  url: string,
  read: (body: AsyncIterable<Buffer>) => Promise<unknown> = async (body) => {
    for await (const _ of body);
  },
  headers: Record<string, string> = {},
): Promise<Fetched> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip', ...headers } }, (res) => {
        let wireBytes = 0;
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (wireBytes += chunk.length));
        const body =
          res.headers['content-encoding'] === 'gzip' ? res.pipe(zlib.createGunzip()) : res;
        body.on('data', (chunk: Buffer) => (bytes += chunk.length));
        read(body).then(
          () =>
            resolve({
              status: res.statusCode ?? 0,
              seconds: (performance.now() - started) / 1000,
              wireBytes,
              bytes,
              kept: res.headers['content-length'] !== undefined,
              etag: String(res.headers.etag ?? ''),
            }),
          reject,
        );
      })
      .on('error', reject);
  });
}

async function benchFeed(base: string, pid: number, path: string) {
  const url = `${base}${path}`;
  const before = { ...memoryOf(pid), heap: await heapOf(base) };
  const peakReset = resetPeak(pid);
  let heapPeak = before.heap;
  const sampling = setInterval(() => {
    heapOf(base).then(
      (heap) => (heapPeak = Math.max(heapPeak, heap)),
      () => undefined,
    );
  }, 250);
  const rendered = await fetchFeed(url);
  clearInterval(sampling);
  const during = { ...memoryOf(pid), heap: await heapOf(base) };
  const kept = await fetchFeed(url);
  let items = 0;
  let problems = 0;
  const check = (item: Parameters<typeof problemsOf>[0]) => {
    items += 1;
    if (problemsOf(item).length > 0) problems += 1;
  };
  const read = path.endsWith('.xml')
    ? (body: AsyncIterable<Buffer>) => readGoogleFeed(body, check)
    : (body: AsyncIterable<Buffer>) => readMetaFeed(body, check);
  const checked = await fetchFeed(url, read);
  const unchanged = await fetchFeed(url, undefined, { 'If-None-Match': rendered.etag });
  console.log(`  ${path}: ${items.toLocaleString('en-US')} items, ${problems} with problems`);
  console.log(
    `    rendered: ${rendered.seconds.toFixed(1)} s, ${(rendered.bytes / MB).toFixed(1)} MB (${(rendered.wireBytes / MB).toFixed(1)} MB gzipped)`,
  );
  console.log(
    `    server resident memory: ${before.rss.toFixed(0)} MB before, peak ${during.peak.toFixed(0)} MB${peakReset ? '' : ' (since start)'}, ${during.rss.toFixed(0)} MB after`,
  );
  console.log(
    `    server heap in use: ${before.heap.toFixed(0)} MB before, peak ${heapPeak.toFixed(0)} MB (sampled), ${during.heap.toFixed(0)} MB after`,
  );
  console.log(
    `    kept copy: ${kept.seconds.toFixed(2)} s${kept.kept ? '' : ' (not kept!)'}; read back and checked: ${checked.seconds.toFixed(1)} s; unchanged: ${unchanged.status}`,
  );
  return problems === 0 && items > 0 && kept.kept && unchanged.status === 304;
}

const size = SIZES.length === 1 ? (SIZES[0] ?? 100_000) : 100_000;
let ok = true;
for (const database of DATABASES) {
  console.log(`feeds, ${database}, ${size.toLocaleString('en-US')} products`);
  const shop = await prepareShop(database, size, 3);
  try {
    const pid = shop.server.process.pid ?? 0;
    for (const path of ['/feeds/google.xml', '/feeds/meta.csv']) {
      ok = (await benchFeed(shop.server.url, pid, path)) && ok;
    }
  } finally {
    await shop.close();
  }
}
process.exit(ok ? 0 : 1);
