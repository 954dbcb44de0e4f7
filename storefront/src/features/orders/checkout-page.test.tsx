import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem, ProductSize, ShippingQuoteRequestInput } from '@wallart/domain/rules';
import { ApiError, type ShopConfig } from '@wallart/domain/api-client';
import { api } from '../../lib/api';
import { readCart } from '../../lib/cart-store';
import { aProduct, anOrder, aShopConfig, networkError, serverError } from '../../test/fixtures';
import { renderScreen } from '../../test/render';
import { CheckoutPage } from './checkout-page';

const line = (overrides: Partial<CartItem> = {}): CartItem => ({
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

const size = (overrides: Partial<ProductSize> = {}): ProductSize => ({
  size: '18x24 in',
  price: 18500,
  labeledPrice: 22000,
  stock: 5,
  width: 18,
  height: 24,
  unit: 'in',
  ...overrides,
});

const days = (min: number, max: number) => ({ min, max });

/** The shop as the checkout reads it: the print's sizes today, the config and the quote. */
function stubShop(
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

const open = (state?: unknown) => renderScreen(<CheckoutPage />, { route: '/checkout', state });
type User = ReturnType<typeof open>['user'];

/** Into an empty field, as a shopper pastes or autofills it: one input event, not one a letter. */
async function enter(user: User, name: string, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

async function fillAddress(user: User, phone = '0771234567') {
  await enter(user, 'Name', 'Nimali Perera');
  await enter(user, 'Address', '12 Temple Road, Kandy');
  if (phone) await enter(user, 'Phone', phone);
  await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
}

async function chooseCountry(user: User, name: string) {
  const field = screen.getByRole('combobox', { name: 'Country' });
  await user.clear(field);
  await user.type(field, name);
  await user.click(await screen.findByRole('option', { name }));
}

/** Address → shipping → payment → review, taking the defaults unless told otherwise. */
async function goToReview(user: User, choose: { shipping?: RegExp; payment?: RegExp } = {}) {
  await fillAddress(user);
  const shipping = within(screen.getByRole('region', { name: 'Shipping' }));
  if (choose.shipping)
    await user.click(await shipping.findByRole('radio', { name: choose.shipping }));
  await user.click(await shipping.findByRole('button', { name: 'Continue to payment' }));
  const payment = within(screen.getByRole('region', { name: 'Payment' }));
  if (choose.payment) await user.click(await payment.findByRole('radio', { name: choose.payment }));
  await user.click(await payment.findByRole('button', { name: 'Continue to review' }));
}

async function placeOrder(user: User, choose?: Parameters<typeof goToReview>[1]) {
  await goToReview(user, choose);
  const button = screen.getByRole('button', { name: 'Place Order' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { exact: true }).nextElementSibling?.textContent;

describe('checkout', () => {
  it('sends an empty checkout to /products', () => {
    open();
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });

  it('takes the items handed over by the cart, else the stored cart', () => {
    stubShop();
    localStorage.setItem('cart', JSON.stringify([line({ name: 'Stored print' })]));
    open({ items: [line({ name: 'Handed over print' })] });
    expect(screen.getByText('Handed over print')).toBeVisible();
    expect(screen.queryByText('Stored print')).not.toBeInTheDocument();
  });

  it('says "Please fill all details" and goes no further when a field is blank', async () => {
    stubShop();
    const place = vi.spyOn(api.order, 'place');
    const { user } = open({ items: [line()] });
    await fillAddress(user, '');
    expect(await screen.findByText('Please fill all details')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Address' })).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
    expect(place).not.toHaveBeenCalled();
  });

  it('keeps quantities at 1 or more', async () => {
    stubShop();
    const { user } = open({ items: [line({ quantity: 2 })] });
    const minus = screen.getByRole('button', {
      name: 'Decrease quantity of Misty Ella Ridge at Dawn',
    });
    await user.click(minus);
    expect(minus).toBeDisabled();
  });

  it('places a home order by cash on delivery with standard shipping, empties the cart and goes home', async () => {
    localStorage.setItem('token', 'jwt');
    localStorage.setItem('cart', JSON.stringify([line()]));
    stubShop();
    const place = vi
      .spyOn(api.order, 'place')
      .mockResolvedValue({ message: 'Order placed', order: anOrder() });
    const { user } = open();
    await placeOrder(user);
    expect(await screen.findByText('Order placed successfully')).toBeVisible();
    expect(place).toHaveBeenCalledWith({
      name: 'Nimali Perera',
      address: '12 Temple Road, Kandy',
      phoneNumber: '0771234567',
      billItems: [{ productId: 'WA-LR-001', quantity: 2, size: '18x24 in' }],
      country: 'LK',
      shippingMethod: 'standard',
      paymentMethod: 'cod',
    });
    expect(readCart()).toEqual([]);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the fee and delivery days of each method and totals subtotal + the quoted fee', async () => {
    stubShop();
    const { user } = open({ items: [line()] });
    await fillAddress(user);
    const shipping = within(screen.getByRole('region', { name: 'Shipping' }));
    const standard = await shipping.findByRole('radio', { name: 'Standard delivery — LKR 450.00' });
    expect(standard).toHaveAttribute('aria-checked', 'true');
    expect(shipping.getByText('3–7 business days')).toBeVisible();
    await user.click(shipping.getByRole('radio', { name: 'Express delivery — LKR 1,200.00' }));
    expect(shipping.getByText('1–3 business days')).toBeVisible();
    await user.click(shipping.getByRole('button', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to review' }));
    const review = screen.getByRole('region', { name: 'Review' });
    expect(figure(review, 'Shipping')).toBe('LKR 1,200.00');
    expect(figure(review, 'Total')).toBe('LKR 38,200.00'); // 2 × 18,500 + 1,200
  });

  it('re-quotes when the country changes, and offers no cash on delivery abroad', async () => {
    const quote = stubShop();
    const place = vi.spyOn(api.order, 'place').mockResolvedValue({
      message: 'Order placed',
      order: anOrder({ paymentMethod: 'bank-transfer' }),
    });
    const { user } = open({ items: [line()] });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Anna Schmidt');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Hauptstr. 1, Berlin');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+49301234567');
    await chooseCountry(user, 'Germany');
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    const shipping = within(screen.getByRole('region', { name: 'Shipping' }));
    expect(
      await shipping.findByRole('radio', {
        name: 'International shipping (Europe) — LKR 9,500.00',
      }),
    ).toHaveAttribute('aria-checked', 'true');
    expect(shipping.queryByRole('radio', { name: /Standard delivery/ })).not.toBeInTheDocument();
    expect(quote).toHaveBeenLastCalledWith(expect.objectContaining({ country: 'DE' }));
    await user.click(shipping.getByRole('button', { name: 'Continue to payment' }));
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(await payment.findByRole('radio', { name: /Bank transfer/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(payment.queryByRole('radio', { name: /Cash on delivery/ })).not.toBeInTheDocument();
    await user.click(payment.getByRole('button', { name: 'Continue to review' }));
    const review = screen.getByRole('region', { name: 'Review' });
    expect(figure(review, 'Total')).toBe('LKR 46,500.00'); // 37,000 + 9,500
    const button = within(review).getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() =>
      expect(place).toHaveBeenCalledWith(
        expect.objectContaining({
          country: 'DE',
          shippingMethod: 'international',
          paymentMethod: 'bank-transfer',
        }),
      ),
    );
  });

  it('offers card only when the shop takes cards', async () => {
    stubShop();
    const { user } = open({ items: [line()] });
    await fillAddress(user);
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(await payment.findByRole('radio', { name: /Cash on delivery/ })).toBeVisible();
    expect(payment.getByRole('radio', { name: /Bank transfer/ })).toBeVisible();
    expect(payment.queryByRole('radio', { name: /Card/ })).not.toBeInTheDocument();
  });

  it('sends a bank-transfer order to that order in My Orders', async () => {
    localStorage.setItem('token', 'jwt');
    stubShop();
    vi.spyOn(api.order, 'place').mockResolvedValue({
      message: 'Order placed',
      order: anOrder({ orderID: 'WA-BANK0001', paymentMethod: 'bank-transfer' }),
    });
    const { user } = open({ items: [line()] });
    await placeOrder(user, { payment: /Bank transfer/ });
    expect(await screen.findByText('Order placed successfully')).toBeVisible();
    expect(await screen.findByTestId('location')).toHaveTextContent('/orders?order=WA-BANK0001');
  });

  it('sends a card order to the gateway by posting the signed form', async () => {
    localStorage.setItem('token', 'jwt');
    stubShop({ config: aShopConfig({ paymentMethods: ['cod', 'bank-transfer', 'card'] }) });
    const place = vi.spyOn(api.order, 'place').mockResolvedValue({
      message: 'Order placed',
      order: anOrder({ orderID: 'WA-CARD0001', paymentMethod: 'card' }),
    });
    const checkout = vi.spyOn(api.payment, 'cardCheckout').mockResolvedValue({
      action: 'https://sandbox.payhere.lk/pay/checkout',
      fields: { merchant_id: '1211149', order_id: 'WA-CARD0001', amount: '37450.00' },
    });
    const posted: { action: string; fields: Record<string, string> }[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      const fields = Object.fromEntries(
        [...this.querySelectorAll('input')].map((input) => [input.name, input.value]),
      );
      posted.push({ action: this.action, fields });
    });
    const { user } = open({ items: [line()] });
    await placeOrder(user, { payment: /Card/ });
    expect(await screen.findByText('Order placed successfully')).toBeVisible();
    expect(place).toHaveBeenCalledWith(expect.objectContaining({ paymentMethod: 'card' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(checkout).toHaveBeenCalledWith('WA-CARD0001');
    expect(posted[0]).toEqual({
      action: 'https://sandbox.payhere.lk/pay/checkout',
      fields: { merchant_id: '1211149', order_id: 'WA-CARD0001', amount: '37450.00' },
    });
  });

  it("shows a changed price on the line and totals at the server's price", async () => {
    stubShop({ sizes: [size({ price: 19500 })] });
    open({ items: [line()] });
    expect(
      await screen.findByText('Price changed: was LKR 18,500.00, now LKR 19,500.00'),
    ).toBeVisible();
    const summary = screen.getByRole('heading', { name: 'Your order' }).parentElement!;
    expect(figure(summary, 'Total')).toBe('LKR 39,450.00'); // 2 × 19,500 + 450
  });

  it('blocks placing while a size is sold out, until that line is removed', async () => {
    stubShop({ sizes: [size({ size: '12x18 in', price: 12000 }), size({ stock: 0 })] });
    const place = vi.spyOn(api.order, 'place');
    const { user } = open({ items: [line(), line({ selectedSize: '12x18 in', quantity: 1 })] });
    expect(await screen.findByText('18x24 in is sold out: remove it to continue')).toBeVisible();
    await goToReview(user);
    const button = screen.getByRole('button', { name: 'Place Order' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove 18x24 in' }));
    await waitFor(() => expect(button).toBeEnabled());
    expect(place).not.toHaveBeenCalled();
  });

  it('shows a size the print no longer comes in, and blocks placing until it is removed', async () => {
    stubShop();
    localStorage.setItem('cart', JSON.stringify([line({ selectedSize: '30x40 in' }), line()]));
    const { user } = open();
    expect(
      await screen.findByText('This print no longer comes in 30x40 in: remove it to continue'),
    ).toBeVisible();
    await goToReview(user);
    const button = screen.getByRole('button', { name: 'Place Order' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove 30x40 in' }));
    await waitFor(() => expect(button).toBeEnabled());
    expect(readCart().map((l) => l.selectedSize)).toEqual(['18x24 in']);
  });

  it("shows the server's message, such as a stock conflict", async () => {
    stubShop();
    vi.spyOn(api.order, 'place').mockRejectedValue(
      serverError(409, 'Not enough stock for Misty Ella Ridge at Dawn'),
    );
    const { user } = open({ items: [line()] });
    await placeOrder(user);
    expect(await screen.findByText('Not enough stock for Misty Ella Ridge at Dawn')).toBeVisible();
  });

  it('says "Order place failed" when the server cannot be reached', async () => {
    stubShop();
    vi.spyOn(api.order, 'place').mockRejectedValue(networkError());
    const { user } = open({ items: [line()] });
    await placeOrder(user);
    expect(await screen.findByText('Order place failed')).toBeVisible();
  });

  it('asks a visitor without a token to sign in', () => {
    stubShop();
    open({ items: [line()] });
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('checkout with a discount code', () => {
  /** The server's check: WELCOME10 takes 10% off and keeps standard at LKR 450. */
  function stubCheck() {
    return vi.spyOn(api.discount, 'check').mockImplementation(async (input) => {
      if (input.code !== 'WELCOME10') throw new ApiError(400, 'expired', [], 'invalid');
      return {
        code: 'WELCOME10',
        discount: 3_700,
        subtotal: 37_000,
        methods: [
          { method: 'standard', label: 'Standard delivery', fee: 450, days: days(3, 7) },
          { method: 'express', label: 'Express delivery', fee: 1200, days: days(1, 3) },
        ],
      };
    });
  }

  it("applies a code in the review step: the server's answer inline, the total less it, and the code sent with the order", async () => {
    localStorage.setItem('token', 'jwt');
    stubShop();
    const check = stubCheck();
    const place = vi
      .spyOn(api.order, 'place')
      .mockResolvedValue({ message: 'Order placed', order: anOrder() });
    const { user } = open({ items: [line()] });
    await goToReview(user);
    const review = screen.getByRole('region', { name: 'Review' });
    await user.type(within(review).getByRole('textbox', { name: 'Discount code' }), 'welcome10');
    await user.click(within(review).getByRole('button', { name: 'Apply' }));
    expect(await within(review).findByText('WELCOME10 applied: LKR 3,700.00 off')).toBeVisible();
    expect(check).toHaveBeenLastCalledWith({
      code: 'WELCOME10',
      country: 'LK',
      billItems: [{ productId: 'WA-LR-001', quantity: 2, size: '18x24 in' }],
    });
    expect(figure(review, 'Code WELCOME10')).toBe('- LKR 3,700.00');
    expect(figure(review, 'Total')).toBe('LKR 33,750.00'); // 37,000 − 3,700 + 450
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(place).toHaveBeenCalledWith(expect.objectContaining({ discountCode: 'WELCOME10' })),
    );
  });

  it('shows the plain reason when a code does not apply, and orders without it', async () => {
    localStorage.setItem('token', 'jwt');
    stubShop();
    stubCheck();
    const place = vi
      .spyOn(api.order, 'place')
      .mockResolvedValue({ message: 'Order placed', order: anOrder() });
    const { user } = open({ items: [line()] });
    await goToReview(user);
    const review = screen.getByRole('region', { name: 'Review' });
    await user.type(within(review).getByRole('textbox', { name: 'Discount code' }), 'OLDSALE');
    await user.click(within(review).getByRole('button', { name: 'Apply' }));
    expect(await within(review).findByText('Code not applied: expired')).toBeVisible();
    expect(figure(review, 'Total')).toBe('LKR 37,450.00');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(place).toHaveBeenCalled());
    expect(place.mock.calls[0]?.[0]).not.toHaveProperty('discountCode');
  });

  it('says why when the order is refused for its code, placing nothing', async () => {
    localStorage.setItem('token', 'jwt');
    localStorage.setItem('cart', JSON.stringify([line()]));
    stubShop();
    const check = stubCheck();
    vi.spyOn(api.order, 'place').mockRejectedValue(
      new ApiError(409, 'already used', [], 'discount_refused'),
    );
    const { user } = open();
    await goToReview(user);
    const review = screen.getByRole('region', { name: 'Review' });
    await user.type(within(review).getByRole('textbox', { name: 'Discount code' }), 'WELCOME10');
    await user.click(within(review).getByRole('button', { name: 'Apply' }));
    await within(review).findByText('WELCOME10 applied: LKR 3,700.00 off');
    check.mockRejectedValue(new ApiError(400, 'already used', [], 'invalid'));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Discount code not applied: already used')).toBeVisible();
    expect(await within(review).findByText('Code not applied: already used')).toBeVisible();
    expect(readCart()).toHaveLength(1);
  });
});
