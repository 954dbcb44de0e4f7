import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '@wallart/admin-ui/testing/fixtures';
import { api } from '../../../lib/api';
import { clearToken, setToken } from '../../../lib/session';
import { enter, fillAddress, line, open, stubShop } from './test/checkout-shop';

afterEach(() => {
  clearToken();
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
});

describe('the checkout guiding the shopper', () => {
  it('shows the chosen shipping card as chosen, with a check, and moves the mark on a click', async () => {
    stubShop();
    const { user } = open({ items: [line()] });
    await fillAddress(user);
    const shipping = within(screen.getByRole('region', { name: 'Shipping' }));
    const standard = await shipping.findByRole('radio', { name: /Standard delivery/ });
    const express = shipping.getByRole('radio', { name: /Express delivery/ });
    expect(standard).toHaveAttribute('aria-checked', 'true');
    expect(within(standard).getByTestId('selected-check')).toBeInTheDocument();
    expect(within(express).queryByTestId('selected-check')).not.toBeInTheDocument();
    await user.click(express);
    expect(express).toHaveAttribute('aria-checked', 'true');
    expect(standard).toHaveAttribute('aria-checked', 'false');
    expect(within(express).getByTestId('selected-check')).toBeInTheDocument();
    expect(within(standard).queryByTestId('selected-check')).not.toBeInTheDocument();
  });

  it('takes the focus to the next step’s heading after each Continue', async () => {
    stubShop();
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    const { user } = open({ items: [line()] });
    await fillAddress(user);
    const shippingHeading = screen.getByRole('heading', { name: 'Shipping' });
    await waitFor(() => expect(shippingHeading).toHaveFocus());
    expect(shippingHeading).toHaveAttribute('tabindex', '-1');
    expect(shippingHeading.style.scrollMarginTop).toContain('--shop-header-height');
    expect(scrolled).toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus());
  });

  it('takes the focus to the first field left wrong when the address step is refused', async () => {
    stubShop();
    const { user } = open({ items: [line()] });
    await enter(user, 'Name', 'Nimali Perera');
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    // The guest's e-mail shows first, then name, address and phone: the e-mail is first empty.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus());
    await enter(user, 'E-mail', 'nimali@example.test');
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address' })).toHaveFocus());
  });

  it('fills a signed-in shopper’s name and phone from the account', async () => {
    stubShop();
    setToken('jwt');
    vi.spyOn(api.user, 'current').mockResolvedValue(
      aUser({ name: 'Nimal Perera', phone: '+94 77 123 4567' }),
    );
    open({ items: [line()] });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Nimal Perera'),
    );
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+94 77 123 4567');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('');
  });
});
