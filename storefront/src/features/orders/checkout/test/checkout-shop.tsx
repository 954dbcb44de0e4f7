import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { CartItem, ProductSize, ShippingQuoteRequestInput } from '@wallart/domain/rules';
import type { ShopConfig } from '@wallart/domain/api-client';
import { api } from '../../../../lib/api';
import { aProduct, aShopConfig } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../../../test/render';
import { CheckoutPage } from '../checkout-page';

export const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  productId: 'WA-LR-001',
  name: 'Misty Ella Ridge at Dawn',
  altNames: [],
  price: 18500,
  labeledPrice: 22000,
  image: '',
  selectedSize: '18x24 in',
  quantity: 2,
  ...overrides,
});

export const size = (overrides: Partial<ProductSize> = {}): ProductSize => ({
  size: '18x24 in',
  price: 18500,
  labeledPrice: 22000,
  stock: 5,
  width: 18,
  height: 24,
  unit: 'in',
  ...overrides,
});

export const days = (min: number, max: number) => ({ min, max });

/** The shop as the checkout reads it: the print's sizes today, the config and the quote. */
export function stubShop(
  options: { sizes?: ProductSize[]; config?: ShopConfig; fee?: (country: string) => number } = {},
) {
  const sizes = options.sizes ?? [size({ size: '12x18 in', price: 12000 }), size()];
  vi.spyOn(api.product, 'get').mockResolvedValue(aProduct({ sizes }));
  vi.spyOn(api.system, 'config').mockResolvedValue(options.config ?? aShopConfig());
  const fee = options.fee ?? ((country: string) => (country === 'LK' ? 450 : 9500));
  return vi.spyOn(api.shipping, 'quote').mockImplementation(async (input) => {
    const country = input.country ?? 'LK';
    const subtotal = priceOf(input, sizes);
    return {
      subtotal,
      methods:
        country === 'LK'
          ? [
              {
                method: 'standard',
                label: 'Standard delivery',
                fee: fee(country),
                days: days(3, 7),
              },
              { method: 'express', label: 'Express delivery', fee: 1200, days: days(1, 3) },
            ]
          : [
              {
                method: 'international',
                label: 'International shipping (Europe)',
                fee: fee(country),
                days: days(7, 21),
              },
            ],
    };
  });
}

function priceOf(input: ShippingQuoteRequestInput, sizes: ProductSize[]) {
  return input.billItems.reduce(
    (sum, item) => sum + (sizes.find((s) => s.size === item.size)?.price ?? 0) * item.quantity,
    0,
  );
}

export const open = (state?: unknown) =>
  renderScreen(<CheckoutPage />, { route: '/checkout', state });
export type User = ReturnType<typeof open>['user'];

/** Into an empty field, as a shopper pastes or autofills it: one input event, not one a letter. */
export async function enter(user: User, name: string, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

export async function fillAddress(user: User, phone = '0771234567') {
  await enter(user, 'Name', 'Nimali Perera');
  await enter(user, 'Address', '12 Temple Road, Kandy');
  if (phone) await enter(user, 'Phone', phone);
  // Signed out, the shopper checks out as a guest and gives an e-mail (PRODUCT §11).
  if (screen.queryByRole('textbox', { name: 'E-mail' })) {
    await enter(user, 'E-mail', 'nimali@example.test');
  }
  await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
}

export async function chooseCountry(user: User, name: string) {
  const field = screen.getByRole('combobox', { name: 'Country' });
  await user.clear(field);
  await user.type(field, name);
  await user.click(await screen.findByRole('option', { name }));
}

/** Address → shipping → payment → review, taking the defaults unless told otherwise. */
export async function goToReview(user: User, choose: { shipping?: RegExp; payment?: RegExp } = {}) {
  await fillAddress(user);
  const shipping = within(screen.getByRole('region', { name: 'Shipping' }));
  if (choose.shipping)
    await user.click(await shipping.findByRole('radio', { name: choose.shipping }));
  await user.click(await shipping.findByRole('button', { name: 'Continue to payment' }));
  const payment = within(screen.getByRole('region', { name: 'Payment' }));
  if (choose.payment) await user.click(await payment.findByRole('radio', { name: choose.payment }));
  await user.click(await payment.findByRole('button', { name: 'Continue to review' }));
}

export async function placeOrder(user: User, choose?: Parameters<typeof goToReview>[1]) {
  await goToReview(user, choose);
  const button = screen.getByRole('button', { name: 'Place Order' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

export const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { exact: true }).nextElementSibling?.textContent;
