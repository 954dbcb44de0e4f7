import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import {
  BRAND,
  HOME_CURRENCY,
  languageBase,
  splitLanguagePath,
  type FirstData,
  type RenderedPage,
} from '@wallart/domain/rules';
import { createQueryClient } from './app/providers';
import { AppRoutes } from './app/router';
import { preloadRoute } from './app/routes';
import { ShopApp } from './app/shop-app';
import { loadMessages } from './i18n/catalogues';
import { seedFirstData } from './lib/seed-first-data';
import type { PageHead } from './lib/page-render';

export interface RenderRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  /** The catalogue answers the page shows, also written into the page for the browser. */
  data: FirstData;
  /** Milliseconds the render may take before it is given up. */
  timeoutMs?: number;
}

class Collector extends Writable {
  private chunks: Buffer[] = [];
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void) {
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    done();
  }
  text = () => Buffer.concat(this.chunks).toString('utf8');
}

/**
 * Draws a shopper page to HTML with the browser's own components and the data it will start
 * from, so the browser hydrates exactly this. Waits for the whole page (nothing is left to
 * stream in later: the result is cached whole), and fails on any error in it, so the caller
 * serves the browser-drawn page instead of a half-drawn one.
 */
export async function renderPage({ url, data, timeoutMs = 2000 }: RenderRequest) {
  const client = createQueryClient();
  const { lang, path } = splitLanguagePath(new URL(url, 'http://shop.local').pathname);
  const [messages] = await Promise.all([
    loadMessages(lang),
    preloadRoute(path),
    seedFirstData(client, data, path, lang),
  ]);
  let head: PageHead = { title: BRAND.name, description: '' };
  const render = {
    fromServer: true,
    setHead: (screen: PageHead) => (head = screen),
  };
  return new Promise<RenderedPage>((resolve, reject) => {
    const out = new Collector();
    let failed: unknown = null;
    const stream = renderToPipeableStream(
      <ShopApp
        client={client}
        render={render}
        language={{ lang, messages }}
        currency={data.currencies?.chosen ?? HOME_CURRENCY}
      >
        <StaticRouter basename={languageBase(lang)} location={url}>
          <AppRoutes />
        </StaticRouter>
      </ShopApp>,
      {
        // Never outline a large Suspense boundary behind its fallback: a reader without
        // JavaScript would see only the fallback.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          failed ??= error;
        },
        onShellError: fail,
        onAllReady() {
          if (failed) return fail(failed);
          out.on('finish', () => {
            clearTimeout(timer);
            resolve({ html: out.text(), ...head });
          });
          stream.pipe(out);
        },
      },
    );
    function fail(error: unknown) {
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
    const timer = setTimeout(() => {
      fail(new Error(`The page took over ${timeoutMs} ms to draw`));
      stream.abort();
    }, timeoutMs);
  });
}
