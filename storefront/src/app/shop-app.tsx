import { StrictMode, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { LanguageProvider, type PageLanguage } from '../i18n/i18n';
import { CurrencyProvider } from '../lib/display-currency';
import { PageRenderContext, type PageRender } from '../lib/page-render';
import { AppProviders } from './providers';

/**
 * The whole shop around a router: the browser's own or, on the server, one fixed at the
 * request's address. The browser and the server draw exactly this tree.
 */
export function ShopApp({
  client,
  render,
  language,
  currency,
  children,
}: {
  client: QueryClient;
  render: PageRender;
  language: PageLanguage;
  /** The display currency the page is drawn in (the shopper's cookie). */
  currency: string;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <PageRenderContext value={render}>
        <LanguageProvider page={language}>
          <CurrencyProvider initial={currency}>
            <AppProviders client={client}>{children}</AppProviders>
          </CurrencyProvider>
        </LanguageProvider>
      </PageRenderContext>
    </StrictMode>
  );
}
