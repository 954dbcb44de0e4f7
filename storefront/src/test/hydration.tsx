import { hydrateRoot, type Root } from 'react-dom/client';
import {
  BrowserRouter,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
} from 'react-router-dom';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import {
  languageBase,
  SERVER_RENDERED_ATTRIBUTE,
  splitLanguagePath,
  type FirstData,
} from '@wallart/domain/rules';
import { createQueryClient } from '../app/providers';
import { AppRoutes } from '../app/router';
import { preloadRoute } from '../app/routes';
import { ShopApp } from '../app/shop-app';
import { loadSections, startBrowserLanguage } from '../i18n/catalogues';
import { LanguageContext } from '../i18n/i18n';
import { CurrencyContext } from '../lib/display-currency';
import { seedFirstData } from '../lib/seed-first-data';

/** The server's markup, parsed as the browser parses the page it arrives in. */
export function arrive(html: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/**
 * React's server renderer leaves the last value a provider gave on the context object, and
 * its mark as the context's renderer. A browser never ran a server render, so its router
 * starts outside any other, and screens drawn alone speak English: as here, before and after
 * every test.
 */
const serverLeftContexts = [
  LocationContext,
  NavigationContext,
  RouteContext,
  LanguageContext,
  CurrencyContext,
] as unknown as {
  _currentValue: unknown;
}[];
const outsideAnyProvider = serverLeftContexts.map((context) => context._currentValue);
export function leaveServerRender() {
  serverLeftContexts.forEach((context, i) => (context._currentValue = outsideAnyProvider[i]));
}

/** React's warning about two renderers in one JavaScript realm: only a test has them. */
const TWO_RENDERERS = 'Detected multiple renderers concurrently rendering the same context';

/**
 * Takes the drawn page at `url` (already arrived in the document) over as the browser does:
 * its language's shell texts, then the screen's code and texts, then `hydrateRoot`. Answers
 * the root and every error React reported meanwhile (a mismatch among them).
 */
export async function hydrateDrawnPage(url: string, data: FirstData, root: HTMLElement) {
  window.history.replaceState(null, '', url);
  const client = createQueryClient();
  const { lang, path } = splitLanguagePath(window.location.pathname);
  await seedFirstData(client, data, path, lang);
  const language = startBrowserLanguage(lang);
  await loadSections(['shell']);
  await preloadRoute(path);
  const problems: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith(TWO_RENDERERS)) problems.push(args);
  });
  let mounted: Root | null = null;
  await act(async () => {
    mounted = hydrateRoot(
      root,
      <ShopApp
        client={client}
        render={{ fromServer: true }}
        language={language}
        currency={data.currencies?.chosen ?? 'LKR'}
      >
        <BrowserRouter basename={languageBase(lang)}>
          <AppRoutes />
        </BrowserRouter>
      </ShopApp>,
      { onRecoverableError: (error) => problems.push(error) },
    );
  });
  return { problems, unmount: () => act(() => mounted?.unmount()) };
}
