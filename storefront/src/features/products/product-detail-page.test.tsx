import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductSize } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { readCart } from '../../lib/cart-store';
import type { ProductReviewPage } from '@wallart/domain/rules';
import { aProduct, aReview, aShopConfig, serverError } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { ProductDetailPage } from './product-detail-page';

const size = (label: string, price: number, labeledPrice: number, stock = 5): ProductSize => {
  const [width = 12, height = 18] = label.split(/[x ]/).map(Number);
  return { size: label, price, labeledPrice, stock, width, height, unit: 'in' };
};

const open = (productId = 'WA-LR-001') =>
  renderScreen(<ProductDetailPage />, {
    route: `/overview/${productId}`,
    path: '/overview/:productId',
  });

const NO_REVIEWS: ProductReviewPage = { items: [], total: 0, rating: null };

function stub(
  product = aProduct(),
  recommended = [aProduct({ productId: 'WA-LR-002', name: 'Tea Terraces' })],
  reviews: ProductReviewPage = NO_REVIEWS,
) {
  vi.spyOn(api.review, 'ofProduct').mockResolvedValue(reviews);
  vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
  vi.spyOn(api.product, 'get').mockResolvedValue(product);
  return vi.spyOn(api.product, 'recommended').mockResolvedValue(recommended);
}

describe('product detail', () => {
  it('shows a loading state first', async () => {
    vi.spyOn(api.product, 'get').mockReturnValue(new Promise(() => {}));
    open();
    expect(await screen.findByRole('status', { name: 'Loading product' })).toBeVisible();
  });

  it('shows the product: name, rounded discount, struck labeled price, rating and promises', async () => {
    stub(aProduct({ price: 18500, labeledPrice: 22000 }), undefined, {
      ...NO_REVIEWS,
      rating: { average: 4.8, count: 4, of: 'shop' },
    });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Misty Ella Ridge at Dawn' }),
    ).toBeVisible();
    expect(screen.getByText('16% OFF')).toBeVisible();
    expect(screen.getByText('LKR 22,000.00').tagName).toBe('DEL');
    // With no review of its own, the shop's rating, linking to the shop's reviews.
    expect(
      await screen.findByRole('link', { name: '4.8 out of 5 · 4 reviews of the shop' }),
    ).toHaveAttribute('href', '/reviews');
    expect(await screen.findByText('Free shipping on orders over LKR 5,000')).toBeVisible();
    expect(screen.getByText('30-day return policy')).toBeVisible();
    expect(document.title).toBe('Misty Ella Ridge at Dawn | Wall Art Shop');
  });

  it('quotes the free-shipping threshold and the return window from the shop’s settings', async () => {
    stub();
    vi.spyOn(api.system, 'config').mockResolvedValue(
      aShopConfig({ freeShippingThreshold: 7500.5, returnDays: 14 }),
    );
    open();
    expect(await screen.findByText('Free shipping on orders over LKR 7,500.50')).toBeVisible();
    expect(screen.getByText('14-day return policy')).toBeVisible();
    expect(screen.queryByText(/LKR 5,000|30-day/)).toBeNull();
  });

  it("shows the print's own rating and its buyers' reviews, and no rating without any", async () => {
    stub(aProduct(), undefined, {
      items: [{ ...aReview({ title: 'Better than the photo' }), verifiedBuyer: true }],
      total: 1,
      rating: { average: 5, count: 1, of: 'product' },
    });
    const shown = open();
    expect(await screen.findByRole('link', { name: '5.0 out of 5 · 1 review' })).toHaveAttribute(
      'href',
      '/overview/WA-LR-001#reviews',
    );
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    // The reviews load after the first paint, as their own chunk: on a busy machine, a while.
    expect(
      await within(reviews).findByText('Better than the photo', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(within(reviews).getByText('Verified buyer')).toBeVisible();
    shown.unmount();
    stub(aProduct());
    open();
    await screen.findByRole('heading', { level: 1, name: 'Misty Ella Ridge at Dawn' });
    expect(
      await screen.findByText('No one has reviewed this print yet.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
  });

  it('shows no discount and no struck price when the labeled price is not higher', async () => {
    stub(aProduct({ price: 24000, labeledPrice: 24000 }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Misty Ella Ridge at Dawn' });
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(screen.getAllByText('LKR 24,000.00')).toHaveLength(1);
  });

  it('shows "Product Not Found" with Browse Products when the product is missing', async () => {
    vi.spyOn(api.product, 'get').mockRejectedValue(serverError(404, 'Product not found'));
    open('NOPE');
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('lists recommended products of the same product', async () => {
    const recommended = stub();
    open();
    const section = within(await screen.findByRole('region', { name: 'You may also like' }));
    expect(await section.findByRole('link', { name: 'Tea Terraces' })).toBeVisible();
    expect(recommended).toHaveBeenCalledWith('WA-LR-001', 'en');
  });

  it('says "No recommended products found." when there are none', async () => {
    stub(aProduct(), []);
    open();
    expect(await screen.findByText('No recommended products found.')).toBeVisible();
  });

  it('adds the chosen size and quantity at that size\'s price and says "3 items added to cart"', async () => {
    stub(aProduct({ sizes: [size('12x18 in', 12000, 15000), size('24x36 in', 18500, 22000)] }));
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Misty Ella Ridge at Dawn' });
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('1');
    await user.click(screen.getByRole('radio', { name: '24x36 in — LKR 18,500.00' }));
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('3 items added to cart')).toBeVisible();
    expect(readCart()).toEqual([
      expect.objectContaining({
        productId: 'WA-LR-001',
        selectedSize: '24x36 in',
        quantity: 3,
        price: 18500,
        labeledPrice: 22000,
        image: '/uploads/misty.jpg',
      }),
    ]);
  });

  it('shows each size with its own price; the price, labeled price and most to order follow the size', async () => {
    stub(
      aProduct({
        price: 6500,
        labeledPrice: 6500,
        sizes: [
          size('12x18 in', 6500, 6500, 4),
          size('18x24 in', 9500, 12000, 2),
          size('24x36 in', 14500, 16000, 0),
        ],
      }),
    );
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Misty Ella Ridge at Dawn' });
    const small = screen.getByRole('radio', { name: '12x18 in — LKR 6,500.00' });
    expect(small).toBeChecked();
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
    const sold = screen.getByRole('radio', { name: '24x36 in — LKR 14,500.00 — Sold out' });
    expect(sold).toBeDisabled();
    expect(screen.getByText('Sold out')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: '18x24 in — LKR 9,500.00' }));
    expect(screen.getByText('LKR 12,000.00').tagName).toBe('DEL');
    expect(screen.getByText('21% OFF')).toBeVisible();
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.tab();
    expect(quantity).toHaveValue('2'); // only two left in 18x24 in
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(readCart()).toEqual([
      expect.objectContaining({ selectedSize: '18x24 in', price: 9500, quantity: 2 }),
    ]);
  });

  it('shows a print sold out in every size as sold out, with Add to Cart disabled and the back-in-stock form', async () => {
    stub(
      aProduct({
        stock: 0,
        sizes: [size('12x18 in', 6500, 6500, 0), size('24x36 in', 14500, 16000, 0)],
      }),
    );
    open();
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByText('Sold out', { selector: 'p' })).toBeVisible();
    expect(await screen.findByText(/^Every size is sold out\. Leave your e-mail/)).toBeVisible();
    expect(readCart()).toEqual([]);
  });

  it('keeps Add to Cart for a print with a size in stock, and names the one sold out', async () => {
    stub(aProduct({ sizes: [size('12x18 in', 6500, 6500, 0), size('24x36 in', 14500, 16000, 3)] }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Misty Ella Ridge at Dawn' });
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.getByText('In stock')).toBeVisible();
    expect(await screen.findByText(/^12x18 in is sold out\./)).toBeVisible();
    expect(screen.queryByText(/^Every size is sold out/)).not.toBeInTheDocument();
  });

  it('opens "View on a wall" on the size chosen on the page, drawn at that size', async () => {
    stub(aProduct({ sizes: [size('12x18 in', 6500, 6500), size('24x36 in', 14500, 16000)] }));
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: /^24x36 in/ }));
    await user.click(screen.getByRole('button', { name: 'View on a wall' }));
    // The preview's code is fetched on the first click: on a busy machine that takes a while.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Misty Ella Ridge at Dawn on a wall' },
      { timeout: 15_000 },
    );
    expect(within(dialog).getByRole('radio', { name: '24x36 in' })).toBeChecked();
    expect(within(dialog).getByText('24 × 36 in on a wall above an 84 in sofa')).toBeVisible();
    // 150 in of wall drawn 1000 px wide: 24 in is 160 px.
    expect(dialog.querySelector('[data-wall-print]')).toHaveAttribute('width', '160');
  });
});

describe('digital artwork on its page', () => {
  it('says it is an instant download after payment and shows the chosen tier in pixels', async () => {
    const tier = (label: string, width: number, height: number, price: number): ProductSize => ({
      size: label,
      price,
      labeledPrice: price,
      stock: null,
      width,
      height,
      unit: 'px',
      hasFile: true,
    });
    stub(
      aProduct({
        kind: 'digital',
        stock: null,
        sizes: [tier('4000x6000 px', 4000, 6000, 4500), tier('2000x3000 px', 2000, 3000, 2500)],
      }),
    );
    const { user } = open();
    expect(await screen.findByText('Instant download after payment')).toBeVisible();
    expect(screen.getByText('4000 × 6000 pixels')).toBeVisible();
    expect(screen.queryByText('In stock')).not.toBeInTheDocument();
    // The parcel's promises (shipping, returns) are not shown for a file.
    const parcelBox = screen.getByTestId('parcel-promises');
    expect(parcelBox).not.toBeVisible();
    await user.click(screen.getByRole('radio', { name: /2000x3000 px/ }));
    expect(screen.getByText('2000 × 3000 pixels')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(readCart()).toEqual([
      expect.objectContaining({ selectedSize: '2000x3000 px', digital: true }),
    ]);
  });
});
