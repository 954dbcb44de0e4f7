import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENCY_COOKIE, type CartItem, type DisplayCurrency } from '@wallart/domain/rules';
import { CurrencyProvider, seedCurrencies } from '../../lib/display-currency';
import { sharedKeys } from '../../lib/shared-queries';
import { renderScreen } from '../../test/render';
import { OrderSummary } from '../order-summary';
import { Price } from '../price';
import { CurrencyPicker } from './currency-picker';

const LKR: DisplayCurrency = { code: 'LKR', rate: 1, decimals: 2 };
const LISTED: DisplayCurrency[] = [
  LKR,
  { code: 'USD', rate: 300, decimals: 2 },
  { code: 'JPY', rate: 2.05, decimals: 0 },
];

const line: CartItem = {
  productId: 'WA-LR-001',
  name: 'Misty Ella Ridge at Dawn',
  altNames: [],
  price: 24500,
  labeledPrice: 24500,
  image: '',
  selectedSize: '18x24 in',
  quantity: 2,
};

function client(list: DisplayCurrency[] | null = LISTED) {
  const seeded = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (list) seedCurrencies(seeded, { currencies: { chosen: 'LKR', list } });
  return seeded;
}

function renderWith(ui: ReactElement, initial = 'LKR', queries = client()) {
  return renderScreen(
    <CurrencyProvider initial={initial}>
      <CurrencyPicker place="header" />
      {ui}
    </CurrencyProvider>,
    { client: queries },
  );
}

const picker = () => screen.getByRole('combobox', { name: 'Currency' });

afterEach(() => {
  document.cookie = `${CURRENCY_COOKIE}=; path=/; max-age=0`;
  vi.mocked(fetch).mockReset();
});

describe('the header currency picker and the ≈ beside prices', () => {
  it('offers each listed currency; in LKR a price shows no ≈ figure', () => {
    renderWith(<Price price={24500} labeledPrice={24500} />);
    expect(picker()).toHaveValue('LKR');
    expect(
      within(picker())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['LKR', 'USD', 'JPY']);
    expect(screen.getByText('LKR 24,500.00')).toBeInTheDocument();
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
  });

  it('a choice shows "≈ USD 81.67" beside the LKR price at once, and is kept in the cookie', async () => {
    const { user } = renderWith(<Price price={24500} labeledPrice={30000} />);
    await user.selectOptions(picker(), 'USD');
    expect(screen.getByText('LKR 24,500.00')).toBeInTheDocument();
    expect(screen.getByText('≈ USD 81.67')).toBeInTheDocument();
    expect(document.cookie).toContain(`${CURRENCY_COOKIE}=USD`);
    await user.selectOptions(picker(), 'JPY');
    expect(screen.getByText('≈ JPY 11,951')).toBeInTheDocument();
    await user.selectOptions(picker(), 'LKR');
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
  });

  it('starts from the currency the page was drawn in, LKR when it is no longer listed', () => {
    const { unmount } = renderWith(<Price price={3000} labeledPrice={3000} />, 'USD');
    expect(picker()).toHaveValue('USD');
    expect(screen.getByText('≈ USD 10.00')).toBeInTheDocument();
    unmount();
    renderWith(<Price price={3000} labeledPrice={3000} />, 'CHF');
    expect(picker()).toHaveValue('LKR');
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
  });

  it('is not shown while LKR is the only currency listed', () => {
    renderWith(<Price price={3000} labeledPrice={3000} />, 'USD', client([LKR]));
    expect(screen.queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
  });

  it('on a page the browser draws alone, reads the currencies from the server', async () => {
    vi.mocked(fetch).mockImplementation(
      async () =>
        new Response(JSON.stringify(LISTED), { headers: { 'Content-Type': 'application/json' } }),
    );
    const queries = client(null);
    renderWith(<Price price={24500} labeledPrice={24500} />, 'USD', queries);
    expect(await screen.findByText('≈ USD 81.67')).toBeInTheDocument();
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toContain('/api/currencies');
    expect(queries.getQueryData(sharedKeys.currencies())).toEqual(LISTED);
  });

  it('the checkout summary gives each figure its ≈ and says the charge is in LKR', async () => {
    const { user } = renderWith(
      <OrderSummary title="Your order" items={[line]} withLines shippingFee={1500} chargedInLkr />,
    );
    expect(screen.getByText('You will be charged in Sri Lankan rupees (LKR).')).toBeInTheDocument();
    await user.selectOptions(picker(), 'USD');
    expect(screen.getByText('≈ USD 81.67')).toBeInTheDocument(); // the line's price
    expect(screen.getByText('≈ USD 163.33')).toBeInTheDocument(); // subtotal, 49,000
    expect(screen.getByText('≈ USD 5.00')).toBeInTheDocument(); // shipping, 1,500
    expect(screen.getByText('≈ USD 168.33')).toBeInTheDocument(); // total, 50,500
    expect(
      screen.getByText(
        'You will be charged in Sri Lankan rupees (LKR). Amounts in USD are approximate.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('LKR 50,500.00')).toBeInTheDocument();
  });
});
