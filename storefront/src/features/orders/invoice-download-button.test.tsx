import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { anOrder, serverError } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { MyOrdersPage } from './my-orders-page';

const listOf = (orders: Order[]) => ({ items: orders, total: orders.length, page: 1, limit: 100 });

/** Records what the browser is asked to download: file name and the Blob behind the link. */
function watchDownloads() {
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:download-${(next += 1)}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  const downloads: { fileName: string; blob: Blob | undefined }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ fileName: this.download, blob: blobs.get(this.href) });
  });
  return downloads;
}

function openWith(...orders: Order[]) {
  localStorage.setItem('token', 'jwt');
  vi.spyOn(api.order, 'list').mockResolvedValue(listOf(orders));
  return renderScreen(<MyOrdersPage />, { route: '/orders', path: '/orders' });
}

describe('invoice download on My Orders', () => {
  it('downloads the order’s invoice as invoice-<order>.pdf, whatever its status', async () => {
    const downloads = watchDownloads();
    const pdf = new Blob(['%PDF-1.7 invoice'], { type: 'application/pdf' });
    const invoice = vi.spyOn(api.documents, 'invoice').mockResolvedValue(pdf);
    const { user } = openWith(
      anOrder({ orderID: 'WA-PEND1111', status: 'Pending' }),
      anOrder({ _id: '2', orderID: 'WA-SHIP2222', status: 'Shipped' }),
    );
    const shipped = within(await screen.findByRole('article', { name: 'Order WA-SHIP2222' }));
    expect(
      within(screen.getByRole('article', { name: 'Order WA-PEND1111' })).getByRole('button', {
        name: /Invoice \(PDF\)/,
      }),
    ).toBeVisible();
    await user.click(shipped.getByRole('button', { name: 'Invoice (PDF) for order WA-SHIP2222' }));
    await waitFor(() =>
      expect(downloads).toEqual([{ fileName: 'invoice-WA-SHIP2222.pdf', blob: pdf }]),
    );
    expect(invoice).toHaveBeenCalledWith('WA-SHIP2222');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('says why when the invoice cannot be downloaded, and downloads nothing', async () => {
    const downloads = watchDownloads();
    vi.spyOn(api.documents, 'invoice').mockRejectedValue(serverError(404, 'Order not found'));
    const { user } = openWith(anOrder({ orderID: 'WA-GONE3333' }));
    const card = within(await screen.findByRole('article', { name: 'Order WA-GONE3333' }));
    await user.click(card.getByRole('button', { name: /Invoice \(PDF\)/ }));
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });
});
