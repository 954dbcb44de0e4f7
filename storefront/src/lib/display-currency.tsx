import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  approximatePrice,
  currencyCookie,
  displayCurrencyOf,
  HOME_CURRENCY,
  type FirstData,
} from '@wallart/domain/rules';
import { sharedKeys, sharedQueries } from './shared-queries';

interface CurrencyChoice {
  /** The code the shopper chose (the cookie's), LKR when none. */
  code: string;
  choose(code: string): void;
}

export const CurrencyContext = createContext<CurrencyChoice>({
  code: HOME_CURRENCY,
  choose: () => {},
});

/**
 * The shopper's display currency (PRODUCT §12), starting from the one the server drew the page
 * in; a new choice is kept in the cookie, so the server draws the next pages in it too.
 */
export function CurrencyProvider({ initial, children }: { initial: string; children: ReactNode }) {
  const [code, setCode] = useState(initial);
  const value = useMemo<CurrencyChoice>(
    () => ({
      code,
      choose(next) {
        document.cookie = currencyCookie(next);
        setCode(next);
      },
    }),
    [code],
  );
  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}

/** The listed currencies and the chosen one (LKR when none, or when it is no longer listed). */
export function useDisplayCurrency() {
  const { code, choose } = use(CurrencyContext);
  const { data: list = [] } = useQuery(sharedQueries.currencies());
  return { list, chosen: displayCurrencyOf(list, code), choose };
}

/** "≈ USD 81.67" beside an LKR price, in the chosen currency; nothing while LKR is chosen. */
export function ApproxPrice({ amount }: { amount: number }) {
  const text = approximatePrice(amount, useDisplayCurrency().chosen);
  if (!text) return null;
  return (
    <Text
      component="span"
      fz="xs"
      c="dimmed"
      className="shop-price"
      style={{ whiteSpace: 'nowrap' }}
    >
      {text}
    </Text>
  );
}

/** The currencies the server drew the page with, as `GET /api/currencies` would answer. */
export function seedCurrencies(client: QueryClient, data: FirstData) {
  if (data.currencies) client.setQueryData(sharedKeys.currencies(), data.currencies.list);
}
