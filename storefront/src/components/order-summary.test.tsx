import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@wallart/domain/rules';
import { renderScreen } from '../test/render';
import { OrderSummary } from './order-summary';

const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  productId: 'WA-LR-001',
  name: 'Misty Ella Ridge at Dawn',
  altNames: [],
  price: 1234,
  labeledPrice: 1500,
  image: '',
  selectedSize: '18x24 in',
  quantity: 2,
  ...overrides,
});

const figure = (label: string) =>
  screen.getByText(label, { exact: true }).nextElementSibling?.textContent;

describe('OrderSummary', () => {
  it('shows the subtotal at sale prices, what the sale saves and the total in LKR', () => {
    renderScreen(
      <OrderSummary
        title="Order Summary"
        items={[
          line(),
          line({ productId: 'WA-KI-001', price: 500.5, labeledPrice: 500.5, quantity: 1 }),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
    expect(figure('Subtotal')).toBe('LKR 2,968.50'); // 2 × 1,234 + 500.50
    expect(figure('You save')).toBe('LKR 532.00'); // 2 × (1,500 − 1,234)
    expect(figure('Total')).toBe('LKR 2,968.50');
    expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument();
    expect(screen.queryByText('Misty Ella Ridge at Dawn')).not.toBeInTheDocument();
  });

  it('shows no "You save" without a markdown, and "Discount (CODE)" only for a code that takes something off', () => {
    const plain = line({ labeledPrice: 1234 });
    const none = renderScreen(<OrderSummary title="Review" items={[plain]} code={null} />);
    expect(screen.queryByText('You save')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument();
    none.unmount();
    const zero = renderScreen(
      <OrderSummary title="Review" items={[plain]} code={{ code: 'NOTHING', discount: 0 }} />,
    );
    expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument();
    zero.unmount();
    renderScreen(
      <OrderSummary title="Review" items={[plain]} code={{ code: 'WELCOME10', discount: 246.8 }} />,
    );
    expect(figure('Discount (WELCOME10)')).toBe('- LKR 246.80');
    expect(figure('Total')).toBe('LKR 2,221.20');
  });

  it('lists each line with its size, price and quantity', () => {
    renderScreen(<OrderSummary title="Your order" items={[line()]} withLines />);
    const item = within(screen.getByRole('listitem'));
    expect(item.getByText('Misty Ella Ridge at Dawn')).toBeInTheDocument();
    expect(item.getByText('18x24 in · LKR 1,234.00 · Qty: 2')).toBeInTheDocument();
  });

  it('gives each line a quantity stepper when quantities can change', async () => {
    const onQuantityChange = vi.fn();
    const { user } = renderScreen(
      <OrderSummary
        title="Your order"
        items={[line()]}
        withLines
        onQuantityChange={onQuantityChange}
      />,
    );
    expect(screen.getByText('18x24 in · LKR 1,234.00')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Increase quantity of Misty Ella Ridge at Dawn' }),
    );
    expect(onQuantityChange).toHaveBeenCalledWith(line(), 3);
  });

  it('gives a quoted artwork no stepper: it is ordered once', () => {
    const quoted = line({ productId: 'CUSTOM-7F3K2', name: 'Custom artwork', quantity: 1 });
    renderScreen(
      <OrderSummary title="Your order" items={[quoted]} withLines onQuantityChange={vi.fn()} />,
    );
    expect(screen.getByText('18x24 in · LKR 1,234.00 · Qty: 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /quantity of Custom artwork/ })).toBeNull();
  });

  it('adds the quoted shipping fee to the total, says Free at 0, and waits while unknown', () => {
    const quoted = renderScreen(<OrderSummary title="Review" items={[line()]} shippingFee={450} />);
    expect(figure('Shipping')).toBe('LKR 450.00');
    expect(figure('Total')).toBe('LKR 2,918.00'); // 2 × 1,234 + 450
    quoted.unmount();
    const free = renderScreen(<OrderSummary title="Review" items={[line()]} shippingFee={0} />);
    expect(figure('Shipping')).toBe('Free');
    expect(figure('Total')).toBe('LKR 2,468.00');
    free.unmount();
    renderScreen(<OrderSummary title="Review" items={[line()]} shippingFee={null} />);
    expect(figure('Shipping')).toBe('Calculated at checkout');
    expect(figure('Total')).toBe('LKR 2,468.00');
  });
});
