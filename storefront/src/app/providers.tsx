import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOAST_LIMIT, TOAST_POSITION, useToastLayerWanted } from '../lib/toast';
import { shopCssVariablesResolver, shopTheme } from '@wallart/admin-ui/theme';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/** The toast layer (top-right, at most 20), mounted once the first toast is asked for. */
export function ToastLayer() {
  const wanted = useToastLayerWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position={TOAST_POSITION} limit={TOAST_LIMIT} zIndex={1000} />
    </Suspense>
  );
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * Theme, data cache and the toast layer every shopper screen sits in. The theme's CSS
 * variables and Mantine's global classes come with the stylesheet (`virtual:mantine-shop.css`,
 * built from this theme), not as `<style>` elements in the page's body.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={shopTheme}
      cssVariablesResolver={shopCssVariablesResolver}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <QueryClientProvider client={client}>
        <ToastLayer />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
