import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser';
import { STOREFRONT_DIR } from '../e2e/support/paths';
import { startShop } from '../e2e/support/shop-server';
import { firstLoadJs, mobileMetrics, type PageMetrics } from './frontend';
import { ROUNDS } from './settings';
import { BENCH_SHOP_ENV } from './shops';

/** First-load JS and the page metrics, cold, throttled as Lighthouse's mobile run and not. */
export async function storefrontFigures() {
  const { server } = await prepareStorefront();
  const browser = await launchBrowser();
  const js = await firstLoadJs(browser, server.url, STOREFRONT_DIR);
  console.log(`\nhome page first-load JS: ${js.gzipKb} KB gzipped`);
  const pages = [];
  for (const throttled of [true, false]) {
    console.log(
      throttled ? '  Lighthouse mobile throttling, cold cache:' : '  unthrottled, cold cache:',
    );
    for (const p of ['/', '/products', '/products/Kitchen', '/overview/WA-LR-001']) {
      const rounds = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        rounds.push(await mobileMetrics(browser, server.url, p, throttled));
      }
      const m = medianMetrics(rounds);
      pages.push(m);
      console.log(
        `    ${p.padEnd(22)} FCP ${m.fcpMs} ms  LCP ${m.lcpMs} ms  TBT ${m.tbtMs} ms  CLS ${m.cls}`,
      );
    }
  }
  await browser.close();
  await server.stop();
  return { firstLoadJs: js, mobile: pages };
}

/** Each figure's median over the rounds (each a cold load of its own). */
function medianMetrics(rounds: PageMetrics[]): PageMetrics {
  const median = (pick: (m: PageMetrics) => number) => {
    const sorted = rounds.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  const [first] = rounds;
  if (!first) throw new Error('no rounds measured');
  return {
    ...first,
    fcpMs: median((m) => m.fcpMs),
    lcpMs: median((m) => m.lcpMs),
    tbtMs: median((m) => m.tbtMs),
    cls: median((m) => m.cls),
  };
}

/** The demo shop (real artwork) for the storefront measurements. */
async function prepareStorefront() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-bench-web-'));
  return { server: await startShop({ dataDir, env: { ...BENCH_SHOP_ENV } }) };
}
