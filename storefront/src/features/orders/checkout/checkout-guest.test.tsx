import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anOrder } from '@wallart/admin-ui/testing/fixtures';
import { api } from '../../../lib/api';
import { line, open, placeOrder, stubShop } from './test/checkout-shop';

describe('checking out as a guest (PRODUCT §11)', () => {
  it('asks for an e-mail at the address step and sends it with the order', async () => {
    stubShop();
    const place = vi.spyOn(api.order, 'place').mockResolvedValue({
      message: 'Order placed',
      order: anOrder({ orderID: 'WA-GUEST001' }),
      orderToken: 'key_abc',
    });
    const { user } = open({ items: [line()] });
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await placeOrder(user);
    expect(place).toHaveBeenCalledWith(expect.objectContaining({ email: 'nimali@example.test' }));
    expect(await screen.findByText('Order placed successfully')).toBeVisible();
    // Cash on delivery too: a guest lands on the order's own page, not home.
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/order\/key_abc$/);
  });

  it('lands a guest paying by bank transfer on the order page as well', async () => {
    stubShop();
    vi.spyOn(api.order, 'place').mockResolvedValue({
      message: 'Order placed',
      order: anOrder({ orderID: 'WA-GUEST002', paymentMethod: 'bank-transfer' }),
      orderToken: 'key_bank',
    });
    const { user } = open({ items: [line()] });
    await placeOrder(user, { payment: /Bank transfer/ });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/order\/key_bank$/);
  });

  it('holds the address step until the e-mail is given', async () => {
    stubShop();
    const { user } = open({ items: [line()] });
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('Nimali Perera');
    await user.click(screen.getByRole('textbox', { name: 'Address' }));
    await user.paste('12 Temple Road, Kandy');
    await user.click(screen.getByRole('textbox', { name: 'Phone' }));
    await user.paste('0771234567');
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(await screen.findByText('Please fill all details')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      /valid email/i,
    );
  });
});
