import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@wallart/domain';
import { ApiError } from '@wallart/domain/api-client';
import { anOrder, aPage } from '../../test/fixtures';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { OrdersPage } from './orders-page';

const cod = anOrder();
const transfer = anOrder({
  _id: '5',
  orderID: 'WA-BANK5555',
  name: 'Ruwani Fernando',
  paymentMethod: 'bank-transfer',
  paymentStatus: 'awaiting-verification',
  hasPaymentSlip: true,
  subtotal: 9000,
  shippingFee: 450,
  total: 9450,
});

function setup(detail: Order = transfer, route = '/admin/orders') {
  const api = createMockApi();
  api.order.list.mockResolvedValue(aPage([cod, transfer], 2, 1, 50));
  api.order.get.mockResolvedValue(detail);
  return renderAdmin(<OrdersPage />, { api, route, path: '/admin/orders' });
}

const rowOf = async (orderID: string) =>
  (await screen.findByText(orderID)).closest('tr') as HTMLTableRowElement;

async function openDrawer(user: ReturnType<typeof setup>['user'], orderID: string) {
  await rowOf(orderID);
  await user.click(screen.getByRole('button', { name: `View order ${orderID}` }));
  return screen.findByRole('dialog', { name: `Order ${orderID}` });
}

beforeEach(() => {
  vi.mocked(URL.createObjectURL).mockClear();
  vi.mocked(URL.revokeObjectURL).mockClear();
});

describe('orders table: payment', () => {
  it('shows each order’s payment method and payment status as a coloured badge', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Orders' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(4, 6)).toEqual(['Status', 'Payment']);
    const row = await rowOf('WA-BANK5555');
    const cells = within(row).getAllByRole('cell');
    expect(cells[5]).toHaveTextContent('Bank transfer');
    expect(within(cells[5]!).getByText('Awaiting verification')).toHaveClass('mantine-Badge-label');
    const cash = within(await rowOf('WA-ABCD2345')).getAllByRole('cell')[5];
    expect(cash).toHaveTextContent('Cash on delivery');
    expect(cash).toHaveTextContent('Unpaid');
  });

  it('filters by payment status beside the order status, on the server and in the address', async () => {
    const { api, user, search } = setup();
    await rowOf('WA-BANK5555');
    const payment = screen.getByRole('radiogroup', { name: 'Filter by payment' });
    for (const name of ['All', 'Unpaid', 'Awaiting verification', 'Paid', 'Failed', 'Refunded']) {
      expect(within(payment).getByRole('radio', { name })).toBeInTheDocument();
    }
    await user.click(within(payment).getByRole('radio', { name: 'Awaiting verification' }));
    await waitFor(() =>
      expect(api.order.list).toHaveBeenLastCalledWith({
        status: undefined,
        paymentStatus: 'awaiting-verification',
        page: 1,
        limit: 50,
      }),
    );
    expect(search()).toBe('?paymentStatus=awaiting-verification');
    const status = screen.getByRole('radiogroup', { name: 'Filter by status' });
    await user.click(within(status).getByRole('radio', { name: 'Pending' }));
    await waitFor(() =>
      expect(api.order.list).toHaveBeenLastCalledWith({
        status: 'Pending',
        paymentStatus: 'awaiting-verification',
        page: 1,
        limit: 50,
      }),
    );
    await user.click(within(payment).getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(search()).toBe('?status=Pending'));
  });

  it('starts from the filters in the address', async () => {
    const { api } = setup(transfer, '/admin/orders?paymentStatus=paid&status=Shipped');
    await rowOf('WA-BANK5555');
    expect(api.order.list).toHaveBeenCalledWith({
      status: 'Shipped',
      paymentStatus: 'paid',
      page: 1,
      limit: 50,
    });
    expect(
      within(screen.getByRole('radiogroup', { name: 'Filter by payment' })).getByRole('radio', {
        name: 'Paid',
      }),
    ).toBeChecked();
  });
});

describe('order drawer: payment', () => {
  it("shows a code's discount between subtotal and shipping, so the totals add up", async () => {
    const coded = { ...transfer, discountCode: 'WELCOME10', discount: 900, total: 8550 };
    const { user } = setup(coded);
    const drawer = await openDrawer(user, 'WA-BANK5555');
    const foot = within(drawer).getByRole('table', { name: 'Order totals' });
    const rows = within(foot)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'SubtotalLKR 9,000.00',
      'Discount (WELCOME10)- LKR 900.00',
      'ShippingLKR 450.00',
      'TotalLKR 8,550.00',
    ]);
  });

  it('shows method, status, shipping and totals, with an image slip inline to download', async () => {
    const { api, user } = setup();
    api.payment.slip.mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
    const drawer = await openDrawer(user, 'WA-BANK5555');
    const payment = await within(drawer).findByRole('region', { name: 'Payment' });
    const summary = within(payment).getByRole('table', { name: 'Payment and shipping' });
    expect(within(summary).getByRole('row', { name: /Method/ })).toHaveTextContent('Bank transfer');
    expect(within(summary).getByRole('row', { name: /^Shipping Standard/ })).toHaveTextContent(
      'Standard delivery',
    );
    expect(within(summary).getByRole('row', { name: /Country/ })).toHaveTextContent('Sri Lanka');
    expect(within(summary).getByRole('row', { name: /Amount due/ })).toHaveTextContent(
      'LKR 9,450.00',
    );
    // Under the lines: their subtotal, the shipping fee and the total.
    const foot = within(drawer).getByRole('table', { name: 'Order totals' });
    expect(within(foot).getByRole('row', { name: /Subtotal/ })).toHaveTextContent('LKR 9,000.00');
    expect(within(foot).getByRole('row', { name: /Shipping/ })).toHaveTextContent('LKR 450.00');
    expect(within(foot).getByRole('row', { name: /^Total/ })).toHaveTextContent('LKR 9,450.00');
    expect(within(payment).getByText('Awaiting verification')).toBeInTheDocument();

    const slip = await within(payment).findByRole('img', {
      name: 'Payment slip for order WA-BANK5555',
    });
    expect(api.payment.slip).toHaveBeenCalledWith('WA-BANK5555');
    expect(slip).toHaveAttribute('src', 'blob:preview');
    expect(within(payment).getByRole('link', { name: 'Download the slip' })).toHaveAttribute(
      'download',
      'payment-slip-WA-BANK5555.png',
    );
  });

  it('shows a PDF slip in a frame, and lets its address go when the drawer closes', async () => {
    const { api, user } = setup();
    api.payment.slip.mockResolvedValue(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    const drawer = await openDrawer(user, 'WA-BANK5555');
    const frame = await within(drawer).findByLabelText('Payment slip for order WA-BANK5555');
    expect(frame.tagName).toBe('OBJECT');
    expect(frame).toHaveAttribute('data', 'blob:preview');
    expect(frame).toHaveAttribute('type', 'application/pdf');
    expect(within(drawer).getByRole('link', { name: 'Download the slip' })).toHaveAttribute(
      'download',
      'payment-slip-WA-BANK5555.pdf',
    );
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('verifies after a confirmation, says so and refreshes the order', async () => {
    const { api, user } = setup();
    api.payment.slip.mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
    api.payment.review.mockResolvedValue({
      message: 'ok',
      order: { ...transfer, paymentStatus: 'paid' },
    });
    const drawer = await openDrawer(user, 'WA-BANK5555');
    await user.click(await within(drawer).findByRole('button', { name: 'Verify payment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Verify payment' });
    expect(confirm).toHaveTextContent('Mark order WA-BANK5555 as paid?');
    expect(api.payment.review).not.toHaveBeenCalled();
    api.order.get.mockResolvedValue({ ...transfer, paymentStatus: 'paid' });
    await user.click(within(confirm).getByRole('button', { name: 'Verify payment' }));

    expect(await screen.findByText('Payment verified')).toBeInTheDocument();
    expect(api.payment.review).toHaveBeenCalledWith('WA-BANK5555', { action: 'verify' });
    await waitFor(() => expect(api.order.get).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(api.order.list).toHaveBeenCalledTimes(2));
    expect(await within(drawer).findByText('Paid')).toBeInTheDocument();
    // Paid: nothing left to verify or reject.
    expect(within(drawer).queryByRole('button', { name: 'Verify payment' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Reject…' })).toBeNull();
  });

  it('rejects only with a note, after a confirmation, and says so', async () => {
    const { api, user } = setup();
    api.payment.slip.mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
    api.payment.review.mockResolvedValue({
      message: 'ok',
      order: { ...transfer, paymentStatus: 'unpaid' },
    });
    const drawer = await openDrawer(user, 'WA-BANK5555');
    await user.click(await within(drawer).findByRole('button', { name: 'Reject…' }));
    await user.click(within(drawer).getByRole('button', { name: 'Reject payment' }));
    const note = within(drawer).getByRole('textbox', { name: 'Why is the payment rejected?' });
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining('Say why the payment is rejected; the shopper is mailed this note'),
    );
    expect(screen.queryByRole('dialog', { name: 'Reject payment' })).toBeNull();

    await user.type(note, 'The amount on the slip is LKR 900, not LKR 9,450.');
    api.order.get.mockResolvedValue({
      ...transfer,
      paymentStatus: 'unpaid',
      hasPaymentSlip: false,
      paymentNote: 'The amount on the slip is LKR 900, not LKR 9,450.',
    });
    await user.click(within(drawer).getByRole('button', { name: 'Reject payment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject payment' });
    await user.click(within(confirm).getByRole('button', { name: 'Reject payment' }));

    expect(await screen.findByText('Payment rejected')).toBeInTheDocument();
    expect(api.payment.review).toHaveBeenCalledWith('WA-BANK5555', {
      action: 'reject',
      note: 'The amount on the slip is LKR 900, not LKR 9,450.',
    });
    expect(
      await within(drawer).findByText('The amount on the slip is LKR 900, not LKR 9,450.'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('No payment slip uploaded yet.')).toBeInTheDocument();
  });

  it('says the server’s refusal when a verdict fails', async () => {
    const { api, user } = setup();
    api.payment.slip.mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
    api.payment.review.mockRejectedValue(new ApiError(409, 'The payment is already paid'));
    const drawer = await openDrawer(user, 'WA-BANK5555');
    await user.click(await within(drawer).findByRole('button', { name: 'Verify payment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Verify payment' });
    await user.click(within(confirm).getByRole('button', { name: 'Verify payment' }));
    expect(await screen.findByText('Payment update failed')).toBeInTheDocument();
    expect(screen.getByText('The payment is already paid')).toBeInTheDocument();
  });

  it('raises a flagged payment as an alert; cash on delivery has no slip and no verdict', async () => {
    const { user } = setup({
      ...cod,
      status: 'Cancelled',
      paymentMethod: 'card',
      paymentStatus: 'paid',
      paymentFlag: 'paid-after-expiry',
      country: 'DE',
      shippingMethod: 'international',
      shippingFee: 9500,
      total: 12500,
    });
    const drawer = await openDrawer(user, 'WA-ABCD2345');
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent('Needs a look');
    expect(alert).toHaveTextContent('Paid after the order was cancelled');
    const summary = within(drawer).getByRole('table', { name: 'Payment and shipping' });
    expect(summary).toHaveTextContent('International shipping (Europe)');
    expect(summary).toHaveTextContent('Germany');
    expect(summary).toHaveTextContent('LKR 12,500.00');
    expect(within(drawer).queryByRole('button', { name: 'Verify payment' })).toBeNull();
    expect(within(drawer).queryByText(/payment slip/i)).toBeNull();
  });

  it('tells staff a card payment reported again after a refund stays refunded', async () => {
    const { user } = setup({
      ...cod,
      paymentMethod: 'card',
      paymentStatus: 'refunded',
      paymentFlag: 'paid-again',
    });
    const drawer = await openDrawer(user, 'WA-ABCD2345');
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent('Paid again after a refund or chargeback');
    expect(alert).toHaveTextContent('The order stays refunded');
  });
});
