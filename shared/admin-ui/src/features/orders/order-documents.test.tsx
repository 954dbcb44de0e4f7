import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@wallart/domain/api-client';
import { anOrder, aPage } from '../../test/fixtures';
import { createMockApi } from '../../test/mock-api';
import { createFakeHost, renderAdmin } from '../../test/render';
import { OrderDocuments } from './order-documents';
import { OrdersPage } from './orders-page';

const ORDER_ID = 'WA-ABCD2345';
const pdf = (text: string) => new Blob([`%PDF-1.7 ${text}`], { type: 'application/pdf' });

function setup(options: { canPrint?: boolean } = {}) {
  const api = createMockApi();
  const host = createFakeHost();
  if (options.canPrint) host.printPdf = vi.fn(async () => {});
  const view = renderAdmin(<OrderDocuments orderID={ORDER_ID} />, { api, host });
  return { ...view, api, host };
}

describe('order documents', () => {
  it("fetches the order's invoice and saves it as invoice-<order>.pdf", async () => {
    const { api, host, user } = setup();
    const invoice = pdf('invoice');
    api.documents.invoice.mockResolvedValue(invoice);
    await user.click(screen.getByRole('button', { name: 'Invoice' }));
    await waitFor(() =>
      expect(host.saveFile).toHaveBeenCalledWith(
        `invoice-${ORDER_ID}.pdf`,
        invoice,
        'application/pdf',
      ),
    );
    expect(api.documents.invoice).toHaveBeenCalledWith(ORDER_ID);
    expect(api.documents.packingSlip).not.toHaveBeenCalled();
  });

  it('saves the packing slip as packing-slip-<order>.pdf', async () => {
    const { api, host, user } = setup();
    const slip = pdf('slip');
    api.documents.packingSlip.mockResolvedValue(slip);
    await user.click(screen.getByRole('button', { name: 'Packing slip' }));
    await waitFor(() =>
      expect(host.saveFile).toHaveBeenCalledWith(
        `packing-slip-${ORDER_ID}.pdf`,
        slip,
        'application/pdf',
      ),
    );
  });

  it('offers no print button where the host has no print dialog (the web admin)', () => {
    setup();
    expect(screen.queryByRole('button', { name: /print/i })).not.toBeInTheDocument();
  });

  it('prints the packing slip through the host where it can (the desktop app)', async () => {
    const { api, host, user } = setup({ canPrint: true });
    const slip = pdf('slip');
    api.documents.packingSlip.mockResolvedValue(slip);
    await user.click(screen.getByRole('button', { name: 'Print packing slip' }));
    await waitFor(() => expect(host.printPdf).toHaveBeenCalledWith(slip));
    expect(host.saveFile).not.toHaveBeenCalled();
  });

  it('says so when a document cannot be fetched, and saves nothing', async () => {
    const { api, host, user } = setup({ canPrint: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.documents.invoice.mockRejectedValue(new ApiError(404, 'Order not found'));
    api.documents.packingSlip.mockRejectedValue(new ApiError(0, 'Cannot reach the shop server'));
    await user.click(screen.getByRole('button', { name: 'Invoice' }));
    expect(await screen.findByText('Invoice download failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print packing slip' }));
    expect(await screen.findByText('Printing the packing slip failed')).toBeInTheDocument();
    expect(host.saveFile).not.toHaveBeenCalled();
    expect(host.printPdf).not.toHaveBeenCalled();
  });

  it('sit in the order drawer, for the order it shows', async () => {
    const api = createMockApi();
    api.order.list.mockResolvedValue(aPage([anOrder()], 1, 1, 50));
    api.order.get.mockResolvedValue(anOrder());
    api.documents.invoice.mockResolvedValue(pdf('invoice'));
    const { user, host } = renderAdmin(<OrdersPage />, {
      api,
      route: '/admin/orders',
      path: '/admin/orders',
    });
    await screen.findByText(ORDER_ID);
    await user.click(screen.getByRole('button', { name: `View order ${ORDER_ID}` }));
    const drawer = await screen.findByRole('dialog', { name: `Order ${ORDER_ID}` });
    const documents = await within(drawer).findByRole('group', { name: 'Documents' });
    await user.click(within(documents).getByRole('button', { name: 'Invoice' }));
    await waitFor(() => expect(api.documents.invoice).toHaveBeenCalledWith(ORDER_ID));
    await waitFor(() => expect(host.saveFile).toHaveBeenCalledTimes(1));
  });
});
