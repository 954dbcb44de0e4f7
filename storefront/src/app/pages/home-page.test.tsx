import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, DEMO_CONTENT } from '@wallart/domain';
import { api } from '../../lib/api';
import { readCart } from '../../lib/cart-store';
import { aProduct, networkError, serverError } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { seedProductQueries } from '../../features/products/products.queries';
import { createQueryClient } from '../providers';
import { HomePage } from './home-page';

function stubFeeds(
  trending: Parameters<typeof Promise.resolve>[0] | Error,
  arrivals: unknown = [],
) {
  const answer = (value: unknown) =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  vi.spyOn(api.product, 'trending').mockImplementation(() => answer(trending) as never);
  vi.spyOn(api.product, 'newArrivals').mockImplementation(() => answer(arrivals) as never);
}

const section = (name: string) => screen.getByRole('region', { name });
// The sections below the hero and the categories are drawn just after the first paint.
const laterSection = (name: string) => screen.findByRole('region', { name });

describe('home page', () => {
  it('shows three hero slides, each with Shop Now to /products', async () => {
    stubFeeds([]);
    renderScreen(<HomePage />);
    const links = await screen.findAllByRole('link', { name: 'Shop Now' });
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('href', '/products');
  });

  it('links a tile to each category page', async () => {
    stubFeeds([]);
    renderScreen(<HomePage />);
    const tiles = within(await screen.findByRole('region', { name: 'Shop by Category' }));
    expect(tiles.getByRole('link', { name: /Living Room/ })).toHaveAttribute(
      'href',
      '/products/Living%20Room',
    );
    expect(tiles.getByRole('link', { name: /Resturant/ })).toHaveAttribute(
      'href',
      '/products/Resturant',
    );
  });

  it('shows skeletons while the grids load', async () => {
    vi.spyOn(api.product, 'trending').mockReturnValue(new Promise(() => {}));
    vi.spyOn(api.product, 'newArrivals').mockReturnValue(new Promise(() => {}));
    renderScreen(<HomePage />);
    expect(await screen.findByRole('status', { name: 'Loading trending wall arts' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading new arrivals' })).toBeVisible();
  });

  it('shows each card with its first image (grid copy), name and price, no product code', async () => {
    stubFeeds([aProduct()], [aProduct({ productId: 'WA-KI-001', name: 'Ceylon Spice Market' })]);
    const { container } = renderScreen(<HomePage />);
    const trending = within(await screen.findByRole('region', { name: 'Trending Wall Arts' }));
    expect(await trending.findByRole('link', { name: 'Misty Ella Ridge at Dawn' })).toHaveAttribute(
      'href',
      '/overview/WA-LR-001',
    );
    expect(trending.queryByText('WA-LR-001')).not.toBeInTheDocument();
    expect(trending.getByText('LKR 18,500.00')).toBeInTheDocument();
    expect(trending.getByText('LKR 22,000.00').tagName).toBe('DEL');
    expect(container.querySelector('img[src="/uploads/misty-grid.webp"]')).not.toBeNull();
    expect(
      within(section('New Arrivals')).getByRole('link', { name: 'Ceylon Spice Market' }),
    ).toBeInTheDocument();
  });

  it('falls back to the original image when the grid copy is missing', async () => {
    stubFeeds([aProduct()]);
    const { container } = renderScreen(<HomePage />);
    const trending = within(await laterSection('Trending Wall Arts'));
    await trending.findByRole('link', { name: 'Misty Ella Ridge at Dawn' });
    const img = container.querySelector('img[src="/uploads/misty-grid.webp"]');
    img?.dispatchEvent(new Event('error'));
    expect(await trending.findByRole('link', { name: 'Misty Ella Ridge at Dawn' })).toBeVisible();
    expect(container.querySelector('img[src="/uploads/misty.jpg"]')).not.toBeNull();
  });

  it('adds one print to the cart from a card and says "Item added to cart"', async () => {
    stubFeeds([aProduct()]);
    const { user } = renderScreen(<HomePage />);
    const trending = within(await laterSection('Trending Wall Arts'));
    await user.click(
      await trending.findByRole('button', { name: 'Add Misty Ella Ridge at Dawn to cart' }),
    );
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    expect(readCart()).toEqual([
      expect.objectContaining({ productId: 'WA-LR-001', quantity: 1, selectedSize: '12x18 in' }),
    ]);
  });

  it('shows a sold-out print as "Sold out", its cart button disabled', async () => {
    stubFeeds([aProduct({ stock: 0 })]);
    renderScreen(<HomePage />);
    const trending = within(await laterSection('Trending Wall Arts'));
    expect(
      await trending.findByRole('button', { name: 'Add Misty Ella Ridge at Dawn to cart' }),
    ).toBeDisabled();
    expect(trending.getByText('Sold out')).toBeVisible();
    expect(readCart()).toEqual([]);
  });

  it('shows the error message in red in place of a grid that failed', async () => {
    stubFeeds(serverError(503, 'The shop is resting'), networkError());
    renderScreen(<HomePage />);
    const alert = await within(await laterSection('Trending Wall Arts')).findByRole('alert');
    expect(alert).toHaveTextContent('The shop is resting');
    expect(alert).toHaveStyle({ color: 'var(--mantine-color-red-9)' });
    expect(
      await within(section('New Arrivals')).findByText('Cannot reach the shop server'),
    ).toBeInTheDocument();
  });

  it('says "Something went wrong" when a failure has no message', async () => {
    stubFeeds(new Error(''));
    renderScreen(<HomePage />);
    expect(
      await within(await laterSection('Trending Wall Arts')).findByText('Something went wrong'),
    ).toBeInTheDocument();
  });

  it('has the Why Choose Us cards and the 10,000+ customers line', async () => {
    stubFeeds([]);
    const { shop } = DEFAULT_SHOP_SETTINGS;
    vi.spyOn(api.content, 'read').mockResolvedValue({
      key: 'why-choose-us',
      language: 'en',
      body: DEMO_CONTENT['why-choose-us'].en,
      saved: false,
      settings: {
        freeShippingThreshold: 5000,
        returnDays: 30,
        shopName: shop.name,
        shopEmail: shop.email,
        shopPhone: shop.phone,
        shopAddress: shop.address,
      },
    });
    renderScreen(<HomePage />);
    const why = within(await screen.findByRole('region', { name: 'Why Choose Us' }));
    expect(await why.findByRole('heading', { name: 'Free Shipping & Returns' })).toBeVisible();
    for (const title of ['Secure Payments', 'Quality Guarantee']) {
      expect(why.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(why.getByText('10,000+ customers')).toBeInTheDocument();
  });
});

describe('home page from the data written into the page', () => {
  it('shows both grids without asking the API', async () => {
    const trending = vi.spyOn(api.product, 'trending');
    const arrivals = vi.spyOn(api.product, 'newArrivals');
    const client = createQueryClient();
    seedProductQueries(client, {
      feeds: {
        trending: [aProduct()],
        newArrivals: [aProduct({ productId: 'WA-KI-001', name: 'Ceylon Spice Market' })],
      },
    });
    renderScreen(<HomePage />, { client });
    const grid = within(await laterSection('Trending Wall Arts'));
    expect(grid.getByRole('link', { name: 'Misty Ella Ridge at Dawn' })).toBeVisible();
    expect(
      within(section('New Arrivals')).getByRole('link', { name: 'Ceylon Spice Market' }),
    ).toBeVisible();
    expect(screen.queryByRole('status', { name: /^Loading/ })).not.toBeInTheDocument();
    expect(trending).not.toHaveBeenCalled();
    expect(arrivals).not.toHaveBeenCalled();
  });
});

describe('home page: custom art form', () => {
  async function fill(user: ReturnType<typeof renderScreen>['user'], style = '') {
    const form = within(await screen.findByRole('form', { name: 'Custom art request' }));
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Nimali');
    await user.type(form.getByRole('textbox', { name: /^Email/ }), 'nimali@example.com');
    if (style) await user.type(form.getByRole('textbox', { name: /^Style/ }), style);
    await user.type(form.getByRole('textbox', { name: /^Message/ }), 'A lotus for our hall');
    await user.click(form.getByRole('button', { name: 'Send Request' }));
    return form;
  }

  it('requires name, an email-type email and a message, but not a style', async () => {
    stubFeeds([]);
    renderScreen(<HomePage />);
    const form = within(await screen.findByRole('form', { name: 'Custom art request' }));
    expect(form.getByRole('textbox', { name: /^Name/ })).toBeRequired();
    expect(form.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('type', 'email');
    expect(form.getByRole('textbox', { name: /^Email/ })).toBeRequired();
    expect(form.getByRole('textbox', { name: /^Message/ })).toBeRequired();
    expect(form.getByRole('textbox', { name: /^Style/ })).not.toBeRequired();
  });

  it('sends the request and confirms it, clearing the form', async () => {
    stubFeeds([]);
    const send = vi
      .spyOn(api.inbox, 'sendCustomArt')
      .mockResolvedValue({ success: true, message: 'Stored' });
    const { user } = renderScreen(<HomePage />);
    const form = await fill(user, 'Minimal');
    expect(
      await screen.findByText('Your Custom Art Request has been sent successfully'),
    ).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({
      name: 'Nimali',
      email: 'nimali@example.com',
      style: 'Minimal',
      message: 'A lotus for our hall',
    });
    expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  });

  it("shows the service's own message when it says no", async () => {
    stubFeeds([]);
    vi.spyOn(api.inbox, 'sendCustomArt').mockResolvedValue({
      success: false,
      message: 'Too many requests, try again in a minute',
    });
    const { user } = renderScreen(<HomePage />);
    await fill(user);
    expect(await screen.findByText('Too many requests, try again in a minute')).toBeInTheDocument();
  });

  it('shows the server message when the request fails', async () => {
    stubFeeds([]);
    vi.spyOn(api.inbox, 'sendCustomArt').mockRejectedValue(serverError(429, 'Slow down please'));
    const { user } = renderScreen(<HomePage />);
    await fill(user);
    expect(await screen.findByText('Slow down please')).toBeInTheDocument();
  });
});
