import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@wallart/domain/api-client';
import type { QuoteView } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { readCart } from '../../lib/cart-store';
import { aUser } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { QuotePage } from './quote-page';

const TOKEN = 'Xq3v9Lw2Rk7Tn4Pz8Yb6Hc1Jd5Mf0Gs2Ka7Ue3Wi9Qo';

function aQuote(overrides: Partial<QuoteView> = {}): QuoteView {
  return {
    name: 'Nimali Perera',
    email: 'nimali@example.com',
    price: 38500,
    size: '24x36 in',
    description: 'Our tea estate at sunrise in watercolour, framed in teak.',
    deliveryDays: 21,
    status: 'quoted',
    sentAt: '2026-11-26T09:00:00.000Z',
    ordered: false,
    product: null,
    ...overrides,
  };
}

const PRODUCT = {
  productId: 'CUSTOM-ABCDEFGHJKLM',
  name: 'Custom artwork',
  size: '24x36 in',
  price: 38500,
};

function open(quote: QuoteView | Error, who?: { isEmailVerified?: boolean; email?: string }) {
  if (quote instanceof Error) vi.spyOn(api.quote, 'get').mockRejectedValue(quote);
  else vi.spyOn(api.quote, 'get').mockResolvedValue(quote);
  if (who) {
    localStorage.setItem('token', 'jwt-1');
    vi.spyOn(api.user, 'current').mockResolvedValue(aUser({ email: 'nimali@example.com', ...who }));
  }
  return renderScreen(<QuotePage />, { route: `/quote/${TOKEN}`, path: '/quote/:token' });
}

describe('the custom art quote page', () => {
  it('shows the quote: price, size, description and delivery days', async () => {
    open(aQuote());
    expect(await screen.findByRole('heading', { name: 'LKR 38,500.00' })).toBeVisible();
    expect(api.quote.get).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByText('24x36 in')).toBeVisible();
    expect(screen.getByText('21 days after payment')).toBeVisible();
    expect(screen.getByText(/Our tea estate at sunrise/)).toBeVisible();
    expect(screen.getByText('Quoted')).toBeVisible();
  });

  it('asks a visitor to sign in or register with the quote’s address, and to come back', async () => {
    const { user } = open(aQuote());
    expect(await screen.findByText('nimali@example.com')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept and pay' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/register?next=${encodeURIComponent(`/quote/${TOKEN}`)}`,
    );
    await user.click(screen.getByRole('link', { name: 'Sign in to accept' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/login?next=${encodeURIComponent(`/quote/${TOKEN}`)}`,
    );
  });

  it('accepts for the signed-in requester, puts the artwork in the cart and opens checkout', async () => {
    localStorage.removeItem('cart');
    const accept = vi
      .spyOn(api.quote, 'accept')
      .mockResolvedValue(aQuote({ status: 'accepted', product: PRODUCT }));
    const { user } = open(aQuote(), { email: 'Nimali@Example.com' });
    await user.click(await screen.findByRole('button', { name: 'Accept and pay' }));
    expect(accept).toHaveBeenCalledWith(TOKEN);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/checkout$/);
    expect(readCart()).toEqual([
      expect.objectContaining({
        productId: PRODUCT.productId,
        price: 38500,
        selectedSize: '24x36 in',
        quantity: 1,
      }),
    ]);
  });

  it('tells someone signed in with another address to use the quote’s, and offers no accept', async () => {
    open(aQuote(), { email: 'someone.else@example.com' });
    expect(await screen.findByText('This quote is for another e-mail address')).toBeVisible();
    expect(screen.getByText(/You are signed in as someone.else@example.com/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept and pay' })).toBeNull();
  });

  it('asks an unconfirmed account for its mailed code before accepting', async () => {
    open(aQuote(), { isEmailVerified: false });
    expect(await screen.findByRole('form', { name: 'Confirm your e-mail' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept and pay' })).toBeNull();
  });

  it('shows an ordered quote as ordered, with no accept', async () => {
    open(aQuote({ status: 'accepted', ordered: true, product: PRODUCT }), {});
    expect(await screen.findByText('You have ordered this artwork')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Accept|checkout/ })).toBeNull();
  });

  it('shows a paid quote as paid', async () => {
    open(aQuote({ status: 'paid', ordered: true, product: PRODUCT }), {});
    expect(await screen.findByText('Paid: thank you!')).toBeVisible();
    expect(screen.getByText('Paid')).toBeVisible();
  });

  it('answers a wrong link with the not-found page', async () => {
    open(new ApiError(404, 'Quote not found', [], 'not_found'));
    expect(await screen.findByRole('heading', { name: /not found|404/i })).toBeVisible();
    await waitFor(() => expect(api.quote.get).toHaveBeenCalledTimes(1));
  });
});
