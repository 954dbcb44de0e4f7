import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Download } from '@wallart/domain/rules';
import { anOrder, aShopConfig } from '@wallart/admin-ui/testing/fixtures';
import { api } from '../../lib/api';
import { renderScreen } from '../../test/render';
import { GuestOrderPage } from './guest-order-page';
import { MyOrdersPage } from './my-orders-page';

const TIER = '4000x6000 px';
const paidDigital = anOrder({
  orderID: 'WA-DIGI0001',
  paymentStatus: 'paid',
  paymentMethod: 'bank-transfer',
  shippingMethod: null,
  shippingFee: 0,
  billItems: [
    {
      productId: 'WA-DG-001',
      productName: 'Sigiriya at Golden Hour',
      name: 'Sigiriya at Golden Hour',
      image: '',
      quantity: 1,
      price: 4500,
      labeledPrice: 4500,
      size: TIER,
      digital: true,
    },
  ],
});
const download = (remaining: number): Download => ({
  id: 41,
  productId: 'WA-DG-001',
  size: TIER,
  remaining,
  expiresAt: '2027-12-02T10:00:00.000Z',
});

/** The address each click on a download button handed to the browser. */
function followedLinks() {
  const followed: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    followed.push(this.href);
  });
  return followed;
}

describe("a paid order's downloads", () => {
  it('My Orders lists each file with what is left, and the button fetches a link then downloads', async () => {
    localStorage.setItem('token', 'jwt');
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
    vi.spyOn(api.order, 'list').mockResolvedValue({
      items: [paidDigital],
      total: 1,
      page: 1,
      limit: 100,
    });
    const forOrder = vi.spyOn(api.downloads, 'forOrder').mockResolvedValue([download(5)]);
    const link = vi
      .spyOn(api.downloads, 'link')
      .mockResolvedValue({ url: 'http://localhost:3000/api/downloads/file/41.1.sig' });
    const followed = followedLinks();
    const { user } = renderScreen(<MyOrdersPage />, { route: '/orders', path: '/orders' });

    const card = await screen.findByRole('article', { name: 'Order WA-DIGI0001' });
    const files = within(await within(card).findByRole('group', { name: 'Downloads' }));
    expect(files.getByText(`Sigiriya at Golden Hour · ${TIER}`)).toBeVisible();
    expect(files.getByText('5 downloads left · until 2027-12-02')).toBeVisible();
    expect(forOrder).toHaveBeenCalledWith('WA-DIGI0001');
    await user.click(
      files.getByRole('button', { name: `Download: Sigiriya at Golden Hour ${TIER}` }),
    );
    await waitFor(() =>
      expect(followed).toEqual(['http://localhost:3000/api/downloads/file/41.1.sig']),
    );
    expect(link).toHaveBeenCalledWith(41);
  });

  it('the guest page asks with the order key, and a used-up file has no button to press', async () => {
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
    vi.spyOn(api.order, 'byToken').mockResolvedValue(paidDigital);
    const forOrder = vi.spyOn(api.downloads, 'forOrder').mockResolvedValue([download(0)]);
    renderScreen(<GuestOrderPage />, { route: '/order/key_abc', path: '/order/:token' });
    const files = within(await screen.findByRole('group', { name: 'Downloads' }));
    expect(files.getByText('No downloads left')).toBeVisible();
    expect(
      files.getByRole('button', { name: `Download: Sigiriya at Golden Hour ${TIER}` }),
    ).toBeDisabled();
    expect(forOrder).toHaveBeenCalledWith('WA-DIGI0001', 'key_abc');
  });

  it('shows nothing before payment', async () => {
    localStorage.setItem('token', 'jwt');
    vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
    const unpaid = { ...paidDigital, paymentStatus: 'unpaid' as const };
    vi.spyOn(api.order, 'list').mockResolvedValue({
      items: [unpaid],
      total: 1,
      page: 1,
      limit: 100,
    });
    const forOrder = vi.spyOn(api.downloads, 'forOrder');
    renderScreen(<MyOrdersPage />, { route: '/orders', path: '/orders' });
    expect(await screen.findByRole('article', { name: 'Order WA-DIGI0001' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Downloads' })).not.toBeInTheDocument();
    expect(forOrder).not.toHaveBeenCalled();
  });
});
