/**
 * `npm run bench:download`: a 200 MB digital file, downloaded whole and then resumed, with the
 * server's memory read before, during and after (PRODUCT §13: the file is streamed, so the
 * server's memory stays flat). On a small shop of each database in BENCH_DATABASES: staff
 * create a digital print and upload its file, a shopper orders it by bank transfer, staff
 * verify the payment, and the shopper fetches a signed link and downloads the file, at a
 * reader's pace of BENCH_DOWNLOAD_MBPS (default 100) so "during" lasts a couple of seconds.
 * The bytes that arrive are checked against those uploaded.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { MAX_DIGITAL_FILE_BYTES } from '@wallart/domain';
import { createApiClient } from '@wallart/domain/api-client';
import { MB, heapOf, memoryOf, resetPeak } from './server-memory';
import { DATABASES } from './settings';
import { prepareShop, type BenchDatabase } from './shops';

const TIER = '8000x12000 px';
const PACE_BYTES_PER_SECOND = Number(process.env.BENCH_DOWNLOAD_MBPS ?? 100) * MB;

/** A real PNG at the start (the shop judges a file by its content), random bytes after it. */
async function artworkFile(bytes: number): Promise<Buffer> {
  const png = await sharp({
    create: { width: 64, height: 96, channels: 3, background: { r: 120, g: 60, b: 30 } },
  })
    .png()
    .toBuffer();
  return Buffer.concat([png, crypto.randomBytes(bytes - png.length)]);
}

interface Received {
  status: number;
  bytes: number;
  sha256: string;
  seconds: number;
}

/** One GET, read at the bench's pace, hashing what arrives. */
function download(url: string, headers: Record<string, string> = {}): Promise<Received> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const hash = crypto.createHash('sha256');
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          bytes += chunk.length;
          const due = (bytes / PACE_BYTES_PER_SECOND) * 1000 - (performance.now() - started);
          if (due > 5) {
            res.pause();
            setTimeout(() => res.resume(), due);
          }
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            bytes,
            sha256: hash.digest('hex'),
            seconds: (performance.now() - started) / 1000,
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function benchDownload(database: BenchDatabase): Promise<boolean> {
  const shop = await prepareShop(database, 1000);
  try {
    const base = shop.server.url;
    const pid = shop.server.process.pid ?? 0;
    const staff = createApiClient({ baseUrl: base, getToken: () => shop.admin });
    const shopper = createApiClient({ baseUrl: base, getToken: () => shop.shopper });
    await staff.product.create({
      productId: 'BENCH-DIGITAL-1',
      kind: 'digital',
      name: 'Bench Night Sky',
      category: 'Living Room',
      images: ['/uploads/bench.jpg'],
      sizes: [{ size: TIER, price: 4500, labeledPrice: 4500, stock: 0 }],
    });
    const start = memoryOf(pid);
    const file = await artworkFile(MAX_DIGITAL_FILE_BYTES);
    const uploaded = crypto.createHash('sha256').update(file).digest('hex');
    await staff.downloads.uploadFile(
      'BENCH-DIGITAL-1',
      TIER,
      new Blob([new Uint8Array(file)]),
      'night-sky.png',
    );
    const { order } = await shopper.order.place({
      name: 'Bench Shopper',
      address: '1 Bench Road, Colombo',
      phoneNumber: '0771234567',
      paymentMethod: 'bank-transfer',
      billItems: [{ productId: 'BENCH-DIGITAL-1', size: TIER, quantity: 1 }],
    });
    await staff.payment.review(order.orderID, { action: 'verify' });
    const [line] = await shopper.downloads.forOrder(order.orderID);
    if (!line) throw new Error('the paid order has no download');
    const { url } = await shopper.downloads.link(line.id);
    const fileUrl = `${base}${new URL(url).pathname}`;

    // Let whatever the upload used settle before "before".
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const before = { ...memoryOf(pid), heap: await heapOf(base) };
    const peakReset = resetPeak(pid);
    let sampledPeak = before.rss;
    let heapPeak = before.heap;
    const sampling = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, memoryOf(pid).rss);
      heapOf(base).then(
        (heap) => (heapPeak = Math.max(heapPeak, heap)),
        () => undefined,
      );
    }, 100);
    const whole = await download(fileUrl);
    clearInterval(sampling);
    const during = memoryOf(pid);
    const after = { ...memoryOf(pid), heap: await heapOf(base) };
    const from = Math.floor(MAX_DIGITAL_FILE_BYTES / 2);
    const resumed = await download(fileUrl, { Range: `bytes=${from}-` });
    const rest = crypto.createHash('sha256').update(file.subarray(from)).digest('hex');

    const same = whole.status === 200 && whole.sha256 === uploaded;
    const resumedSame = resumed.status === 206 && resumed.sha256 === rest;
    console.log(`download, ${database}: ${(whole.bytes / MB).toFixed(0)} MB file`);
    console.log(
      `  whole: ${whole.status} in ${whole.seconds.toFixed(1)} s, ${same ? 'the bytes uploaded' : 'DIFFERENT BYTES'}`,
    );
    console.log(
      `  resumed from ${(from / MB).toFixed(0)} MB: ${resumed.status}, ${(resumed.bytes / MB).toFixed(0)} MB, ${resumedSame ? 'the rest of the file' : 'WRONG BYTES'}`,
    );
    console.log(
      `  server resident memory at start: ${start.rss.toFixed(0)} MB; the upload, written to disk as it arrives, took it to ${before.peak.toFixed(0)} MB`,
    );
    console.log(
      `  server resident memory while downloading: ${before.rss.toFixed(0)} MB before, ${sampledPeak.toFixed(0)} MB at most while sending (sampled every 100 ms; kernel peak ${during.peak.toFixed(0)} MB${peakReset ? '' : ' since start'}), ${after.rss.toFixed(0)} MB after`,
    );
    console.log(
      `  server heap in use: ${before.heap.toFixed(0)} MB before, ${heapPeak.toFixed(0)} MB at most (sampled), ${after.heap.toFixed(0)} MB after`,
    );
    return same && resumedSame;
  } finally {
    await shop.close();
  }
}

let ok = true;
for (const database of DATABASES) ok = (await benchDownload(database)) && ok;
process.exit(ok ? 0 : 1);
