import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MailKindSummary } from '@wallart/domain';
import { ApiError } from '@wallart/domain/api-client';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { MailPreviewsPage } from './mail-previews-page';

const KINDS: MailKindSummary[] = [
  { kind: 'order-processing', label: 'Order being prepared (Processing)', audience: 'shopper' },
  { kind: 'order-shipped', label: 'Order shipped, with tracking', audience: 'shopper' },
  { kind: 'new-order-notice', label: 'New order (to the shop)', audience: 'shop' },
];

const previewOf = (kind: string) => ({
  subject: `Subject of ${kind}`,
  html: `<!doctype html><html><body><h1>${kind}</h1><script>parent.alert(1)</script></body></html>`,
  text: `Hello Amaya,\n\nThe ${kind} mail in plain text.`,
});

function setup(route = '/admin/mail-previews') {
  const api = createMockApi();
  api.mailPreview.list.mockResolvedValue(KINDS);
  api.mailPreview.get.mockImplementation(async (kind) => previewOf(kind));
  return renderAdmin(<MailPreviewsPage />, { api, route, path: '/admin/mail-previews' });
}

const frame = () => screen.findByTitle(/the mail as HTML$/);

describe('MailPreviewsPage', () => {
  it('lists every kind of mail with who receives it, and shows the first one', async () => {
    const { api } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mail previews' })).toBeVisible();
    const nav = await screen.findByRole('navigation', { name: 'Mails' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Order being prepared (Processing)To the shopper',
      'Order shipped, with trackingTo the shopper',
      'New order (to the shop)To the shop',
    ]);
    expect(within(nav).getByRole('button', { name: /Processing/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await screen.findByText('Subject of order-processing')).toBeVisible();
    expect(api.mailPreview.get).toHaveBeenCalledWith('order-processing');
  });

  it('shows the HTML in a sandboxed frame that may run nothing, and the plain text beneath', async () => {
    setup();
    const html = (await frame()) as HTMLIFrameElement;
    expect(html.tagName).toBe('IFRAME');
    expect(html).toHaveAttribute('sandbox', '');
    expect(html.getAttribute('srcdoc')).toContain('<h1>order-processing</h1>');
    expect(html).not.toHaveAttribute('src');
    const text = screen.getByLabelText(/the mail as plain text$/);
    expect(text).toHaveTextContent('The order-processing mail in plain text.');
  });

  it('shows the kind chosen, and keeps it in the address', async () => {
    const { api, user, search } = setup();
    await screen.findByText('Subject of order-processing');
    const nav = screen.getByRole('navigation', { name: 'Mails' });
    await user.click(within(nav).getByRole('button', { name: /Order shipped/ }));
    expect(await screen.findByText('Subject of order-shipped')).toBeVisible();
    expect(api.mailPreview.get).toHaveBeenLastCalledWith('order-shipped');
    expect(search()).toBe('?kind=order-shipped');
    expect((await frame()).getAttribute('srcdoc')).toContain('<h1>order-shipped</h1>');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Order shipped, with tracking' }),
    ).toBeVisible();
  });

  it('opens on the kind named in the address', async () => {
    const { api } = setup('/admin/mail-previews?kind=new-order-notice');
    expect(await screen.findByText('Subject of new-order-notice')).toBeVisible();
    expect(api.mailPreview.get).toHaveBeenCalledWith('new-order-notice');
    expect(api.mailPreview.get).not.toHaveBeenCalledWith('order-processing');
    expect(screen.getByText('To the shop', { selector: '.mantine-Badge-label' })).toBeVisible();
  });

  it('says so when the list cannot be loaded', async () => {
    const api = createMockApi();
    api.mailPreview.list.mockRejectedValue(new ApiError(500, 'boom'));
    renderAdmin(<MailPreviewsPage />, { api, route: '/admin/mail-previews' });
    expect(await screen.findByText('Failed to fetch the mail previews')).toBeInTheDocument();
    await waitFor(() => expect(api.mailPreview.get).not.toHaveBeenCalled());
  });
});
