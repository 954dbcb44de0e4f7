import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PageMetrics {
  path: string;
  throttled: boolean;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * JavaScript the home page loads on first visit, gzipped, as the browser fetched it; and
 * whether any of it is admin code.
 */
export async function firstLoadJs(browser: Browser, baseUrl: string, distDir: string) {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
  });
  await page.goto(baseUrl + '/', { waitUntil: 'networkidle' });
  await page.close();
  let gzipBytes = 0;
  const files: { file: string; gzipKb: number }[] = [];
  for (const script of scripts) {
    const file = path.join(distDir, script);
    if (!fs.existsSync(file)) continue;
    const size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipBytes += size;
    files.push({ file: script, gzipKb: Math.round(size / 102.4) / 10 });
  }
  return { gzipKb: Math.round(gzipBytes / 102.4) / 10, files };
}

const OBSERVERS = () => {
  const w = window as unknown as {
    __metrics: { lcp: number; cls: number; longTasks: number[]; fcp: number };
  };
  w.__metrics = { lcp: 0, cls: 0, longTasks: [], fcp: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__metrics.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!e.hadRecentInput) w.__metrics.cls += e.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name === 'first-contentful-paint') w.__metrics.fcp = e.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__metrics.longTasks.push(e.startTime, e.duration);
  }).observe({ type: 'longtask', buffered: true });
};

/**
 * Lighthouse's mobile throttling as DevTools applies it: 562.5 ms a request, 1,474.56 kbit/s
 * down, 675 kbit/s up (Lighthouse's slow 4G), and a 4× slower CPU.
 */
const SLOW_4G = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/**
 * FCP, LCP, TBT and CLS of a cold load (a new browser context: empty cache) on a phone, with
 * Lighthouse's mobile throttling, or without any when `throttled` is false.
 */
export async function mobileMetrics(
  browser: Browser,
  baseUrl: string,
  pagePath: string,
  throttled = true,
): Promise<PageMetrics> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  }
  await page.addInitScript(OBSERVERS);
  await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForTimeout(1500);
  const m = await page.evaluate(
    () =>
      (
        window as unknown as {
          __metrics: { lcp: number; cls: number; longTasks: number[]; fcp: number };
        }
      ).__metrics,
  );
  let tbt = 0;
  for (let i = 0; i < m.longTasks.length; i += 2) {
    const start = m.longTasks[i] ?? 0;
    const duration = m.longTasks[i + 1] ?? 0;
    if (start + duration > m.fcp) tbt += Math.max(0, duration - 50);
  }
  await context.close();
  return {
    path: pagePath,
    throttled,
    fcpMs: Math.round(m.fcp),
    lcpMs: Math.round(m.lcp),
    tbtMs: Math.round(tbt),
    cls: Math.round(m.cls * 1000) / 1000,
  };
}
