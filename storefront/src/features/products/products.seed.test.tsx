import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FirstData, Product } from '@wallart/domain/rules';
import { createQueryClient } from '../../app/providers';
import { api } from '../../lib/api';
import { aProduct } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { ProductDetailPage } from './product-detail-page';
import { ProductListPage } from './product-list-page';
import { productKeys, seedProductQueries } from './products.queries';

/** The app's own client, seeded as the app seeds it on start. */
function seeded(data: FirstData) {
  const client = createQueryClient();
  seedProductQueries(client, data);
  return client;
}

/** Spies on every catalogue call, so a test can say none was made. */
function watchCatalogueCalls() {
  return [
    vi.spyOn(api.product, 'byCategory'),
    vi.spyOn(api.product, 'search'),
    vi.spyOn(api.product, 'get'),
    vi.spyOn(api.product, 'recommended'),
    vi.spyOn(api.product, 'trending'),
    vi.spyOn(api.product, 'newArrivals'),
  ];
}

const prints = (count: number, prefix = 'WA-LR'): Product[] =>
  Array.from({ length: count }, (_, i) =>
    aProduct({
      _id: String(i + 1),
      productId: `${prefix}-${String(i + 1).padStart(3, '0')}`,
      name: `Print ${i + 1}`,
    }),
  );

describe('screens drawn from the data written into the page', () => {
  it('the product page shows the product at once, and its recommendations, without asking the API', async () => {
    const calls = watchCatalogueCalls();
    const client = seeded({
      product: {
        productId: 'WA-LR-001',
        product: aProduct(),
        recommended: [aProduct({ productId: 'WA-LR-002', name: 'Tea Terraces' })],
      },
    });
    renderScreen(<ProductDetailPage />, {
      route: '/overview/WA-LR-001',
      path: '/overview/:productId',
      client,
    });
    // No loading state first: the heading is there on the first render.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Misty Ella Ridge at Dawn' }),
    ).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading product' })).not.toBeInTheDocument();
    const also = await screen.findByRole('region', { name: 'You may also like' });
    expect(within(also).getByRole('link', { name: 'Tea Terraces' })).toBeVisible();
    for (const call of calls) expect(call).not.toHaveBeenCalled();
  });

  it('the product list shows the first cards at once and the rest just after, without asking the API', async () => {
    const calls = watchCatalogueCalls();
    const items = prints(12);
    const client = seeded({
      list: {
        category: 'Kitchen',
        search: '',
        page: 2,
        view: {},
        result: { items, total: 30, page: 2, limit: 12 },
      },
    });
    renderScreen(<ProductListPage />, {
      route: '/products/Kitchen?page=2',
      path: '/products/:categoryName',
      client,
    });
    // Asked first, before the slower queries below give the next frame time to come.
    expect(screen.queryByText('Print 12')).not.toBeInTheDocument();
    expect(screen.getByText('30 prints')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print 1' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Print 4' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Print 12' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const call of calls) expect(call).not.toHaveBeenCalled();
  });

  it('a filtered list the server wrote shows at once when the address asks for the same filters', async () => {
    const calls = watchCatalogueCalls();
    const client = seeded({
      list: {
        category: 'Kitchen',
        search: '',
        page: 1,
        view: { sort: 'price-asc', maxPrice: 9000, size: '24x36 in', inStock: true },
        result: { items: prints(3), total: 3, page: 1, limit: 12 },
      },
    });
    renderScreen(<ProductListPage />, {
      route: '/products/Kitchen?sort=price-asc&maxPrice=9000&size=24x36%20in&inStock=true',
      path: '/products/:categoryName',
      client,
    });
    expect(screen.getByText('3 prints')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print 1' })).toBeVisible();
    for (const call of calls) expect(call).not.toHaveBeenCalled();
  });

  it('the product list asks the API when the page holds a different list', async () => {
    const client = seeded({
      list: {
        category: 'Kitchen',
        search: '',
        page: 1,
        view: {},
        result: { items: prints(1), total: 1, page: 1, limit: 12 },
      },
    });
    const byCategory = vi.spyOn(api.product, 'byCategory').mockResolvedValue({
      items: [aProduct({ name: 'Sacred Lotus' })],
      total: 1,
      page: 1,
      limit: 12,
    });
    renderScreen(<ProductListPage />, {
      route: '/products/Religious',
      path: '/products/:categoryName',
      client,
    });
    expect(await screen.findByRole('link', { name: 'Sacred Lotus' })).toBeVisible();
    expect(byCategory).toHaveBeenCalledWith('Religious', { page: 1, limit: 12 });
  });

  it('puts each answer under the key its screen asks with, fresh as of now', () => {
    const client = seeded({
      feeds: { trending: prints(2), newArrivals: prints(1, 'WA-KI') },
      product: { productId: 'WA-LR-001', product: aProduct(), recommended: [] },
    });
    expect(client.getQueryData(productKeys.feed('trending'))).toHaveLength(2);
    expect(client.getQueryData(productKeys.feed('new-arrivals'))).toHaveLength(1);
    expect(client.getQueryData(productKeys.detail('WA-LR-001'))).toEqual(aProduct());
    expect(client.getQueryData(productKeys.recommended('WA-LR-001'))).toEqual([]);
    expect(client.getQueryState(productKeys.detail('WA-LR-001'))?.isInvalidated).toBe(false);
    expect(
      client
        .getQueryCache()
        .find({ queryKey: productKeys.detail('WA-LR-001') })
        ?.isStale(),
    ).toBe(false);
  });
});
