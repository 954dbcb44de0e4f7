import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';

/** Debian's Chromium, as the browser journeys use it. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  app = await startTestApp();
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the API reference page in Chromium', () => {
  it('renders every operation under the shop’s CSP, loading nothing from elsewhere', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    const elsewhere: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('request', (request) => {
      if (!request.url().startsWith(app.baseUrl) && !request.url().startsWith('data:'))
        elsewhere.push(request.url());
    });
    await page.goto(`${app.baseUrl}/api/docs`);
    await page.locator('.opblock').first().waitFor();
    const operations = await page.locator('.opblock').count();
    const doc = (await app.call<{ paths: Record<string, object> }>('GET', '/api/openapi.json'))
      .body;
    const documented = Object.values(doc.paths).flatMap((item) => Object.keys(item)).length;
    expect(operations).toBe(documented);
    // Open one operation: its answers and their error codes are shown.
    await page.locator('#operations-Orders-postOrder .opblock-summary').click();
    await page.locator('#operations-Orders-postOrder').getByText('out_of_stock').first().waitFor();
    expect(errors).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
});
