import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { anOrder, aShopConfig } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { MyOrdersPage } from './my-orders-page';

const listOf = (orders: Order[]) => ({ items: orders, total: orders.length, page: 1, limit: 100 });

const open = (route = '/orders') => renderScreen(<MyOrdersPage />, { route, path: '/orders' });

describe('my orders: payment', () => {
  const bankOrder = (overrides: Partial<Order> = {}) =>
    anOrder({
      orderID: 'WA-BANK0001',
      paymentMethod: 'bank-transfer',
      total: 18950,
      ...overrides,
    });

  function stubOrders(...orders: Order[]) {
    localStorage.setItem('token', 'jwt');
    vi.spyOn(api.order, 'list').mockResolvedValue(listOf(orders));
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
  }

  it("shows each order's payment method, status and next step", async () => {
    stubOrders(
      anOrder({ orderID: 'WA-COD', paymentMethod: 'cod', total: 18950 }),
      bankOrder({
        orderID: 'WA-WAIT',
        paymentStatus: 'awaiting-verification',
        hasPaymentSlip: true,
      }),
      bankOrder({ orderID: 'WA-PAID', paymentStatus: 'paid' }),
    );
    open();
    const cod = within(await screen.findByRole('article', { name: 'Order WA-COD' }));
    expect(cod.getByText('Cash on delivery')).toBeVisible();
    expect(cod.getByText('Unpaid')).toBeVisible();
    expect(
      cod.getByText('Pay on delivery: have LKR 18,950.00 ready for the courier.'),
    ).toBeVisible();
    const waiting = within(screen.getByRole('article', { name: 'Order WA-WAIT' }));
    expect(waiting.getByText('Awaiting verification')).toBeVisible();
    expect(waiting.getByText(/we are checking your slip/)).toBeVisible();
    expect(waiting.getByLabelText('Replace payment slip')).toBeInTheDocument();
    const paid = within(screen.getByRole('article', { name: 'Order WA-PAID' }));
    expect(paid.getByText('Paid').closest('[data-tone]')).toHaveAttribute('data-tone', 'paid');
    expect(paid.queryByLabelText(/payment slip/)).not.toBeInTheDocument();
  });

  it('opens the order named in ?order= with the bank details and the slip upload', async () => {
    stubOrders(anOrder({ orderID: 'WA-OTHER' }), bankOrder());
    open('/orders?order=WA-BANK0001');
    const card = within(await screen.findByRole('article', { name: 'Order WA-BANK0001' }));
    expect(card.getByRole('button', { name: 'Hide Details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await card.findByText('Account number: 1000 2000 3000')).toBeVisible();
    expect(card.getByText('Bank: Commercial Bank')).toBeVisible();
    expect(card.getByText('Transfer LKR 18,950.00 to:')).toBeVisible();
    expect(card.getByText('Bank transfer')).toBeVisible();
    expect(card.getByLabelText('Upload payment slip')).toBeInTheDocument();
    const other = within(screen.getByRole('article', { name: 'Order WA-OTHER' }));
    expect(other.getByRole('button', { name: 'View Details' })).toBeVisible();
  });

  it('uploads a slip, says so, and shows the order awaiting verification', async () => {
    stubOrders(bankOrder());
    const awaiting = bankOrder({ paymentStatus: 'awaiting-verification', hasPaymentSlip: true });
    const upload = vi.spyOn(api.payment, 'uploadSlip').mockImplementation(async () => {
      vi.mocked(api.order.list).mockResolvedValue(listOf([awaiting]));
      return { message: 'Slip received', order: awaiting };
    });
    const { user } = open();
    const card = within(await screen.findByRole('article', { name: 'Order WA-BANK0001' }));
    const slip = new File(['%PDF-1.7'], 'slip.pdf', { type: 'application/pdf' });
    await user.upload(card.getByLabelText('Upload payment slip'), slip);
    expect(await screen.findByText('Payment slip uploaded')).toBeVisible();
    expect(upload).toHaveBeenCalledWith('WA-BANK0001', slip, 'slip.pdf');
    expect(await card.findByText('Awaiting verification')).toBeVisible();
  });

  it('refuses a file that is not an image or PDF, or is over 10 MB, without sending it', async () => {
    stubOrders(bankOrder());
    const upload = vi.spyOn(api.payment, 'uploadSlip');
    const { user } = open();
    const card = within(await screen.findByRole('article', { name: 'Order WA-BANK0001' }));
    const input = card.getByLabelText('Upload payment slip');
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(input, new File(['<html>'], 'slip.html', { type: 'text/html' }));
    expect(
      await screen.findByText('A payment slip must be an image (JPG, PNG or WebP) or a PDF'),
    ).toBeVisible();
    const big = new File(['x'], 'slip.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await screen.findByText('A payment slip must be 10 MB or smaller')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows staff's note on a rejected slip, with the upload to send another", async () => {
    stubOrders(bankOrder({ paymentNote: 'The amount on the slip is LKR 1,895.00' }));
    open();
    const card = within(await screen.findByRole('article', { name: 'Order WA-BANK0001' }));
    expect(
      card.getByText('Your slip was not accepted: The amount on the slip is LKR 1,895.00'),
    ).toBeVisible();
    expect(card.getByLabelText('Upload payment slip')).toBeInTheDocument();
  });

  it('offers "Pay by card" on an unpaid or failed card order and posts the gateway form', async () => {
    stubOrders(anOrder({ orderID: 'WA-CARD0001', paymentMethod: 'card', paymentStatus: 'failed' }));
    vi.spyOn(api.payment, 'cardCheckout').mockResolvedValue({
      action: 'https://sandbox.payhere.lk/pay/checkout',
      fields: { order_id: 'WA-CARD0001', amount: '18500.00' },
    });
    const actions: string[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      actions.push(`${this.method} ${this.action} ${new FormData(this).get('order_id') as string}`);
    });
    const { user } = open();
    const card = within(await screen.findByRole('article', { name: 'Order WA-CARD0001' }));
    expect(card.getByText('Failed')).toBeVisible();
    expect(card.getByText(/did not go through/)).toBeVisible();
    await user.click(card.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() =>
      expect(actions).toEqual(['post https://sandbox.payhere.lk/pay/checkout WA-CARD0001']),
    );
  });

  it('back from the card gateway, waits for the payment to be confirmed rather than offer it again', async () => {
    stubOrders(anOrder({ orderID: 'WA-CARD0001', paymentMethod: 'card' }));
    open('/orders?order=WA-CARD0001');
    const card = within(await screen.findByRole('article', { name: 'Order WA-CARD0001' }));
    expect(card.getByText(/Confirming your card payment/)).toBeVisible();
    expect(card.queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
  });
});
