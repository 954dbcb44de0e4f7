import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_SETTINGS, type Product } from '@wallart/domain';
import {
  feedAmount,
  feedItemId,
  feedItemsOf,
  feedPrices,
  feedTitle,
  homeShipping,
  MAX_ID,
  MAX_TITLE,
  plainText,
  type FeedShop,
} from './feed-items';

const SHOP: FeedShop = {
  base: 'https://shop.example.lk',
  lang: 'en',
  brand: 'Wall Art',
  shipping: DEFAULT_SHIPPING_SETTINGS,
};

const size = (over: Partial<Product['sizes'][number]> = {}): Product['sizes'][number] => ({
  size: '12x18 in',
  price: 18500,
  labeledPrice: 22000,
  stock: 3,
  width: 12,
  height: 18,
  unit: 'in',
  ...over,
});

const product = (over: Partial<Product> = {}): Product => ({
  _id: '1',
  productId: 'WA-LR-001',
  name: 'Misty Ella Ridge at Dawn',
  altNames: [],
  price: 18500,
  labeledPrice: 22000,
  category: 'Living Room',
  description: 'Blue-grey ridges.',
  kind: 'print',
  stock: 3,
  sizes: [size(), size({ size: '18x24 in', price: 26800, labeledPrice: 26800, stock: 0 })],
  images: ['/uploads/ella-1.jpg', '/uploads/ella-2.jpg'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('feed prices', () => {
  it('writes whole cents with two decimals and the currency', () => {
    expect(feedAmount(2_850_000)).toBe('28500.00 LKR');
    expect(feedAmount(5)).toBe('0.05 LKR');
    expect(feedAmount(0)).toBe('0.00 LKR');
  });

  it('takes a higher labeled price as the regular price and the price as the sale price', () => {
    expect(feedPrices({ price: 18500, labeledPrice: 22000 })).toEqual({
      price: '22000.00 LKR',
      salePrice: '18500.00 LKR',
    });
  });

  it('has no sale price when the labeled price is the price, or below it', () => {
    for (const labeledPrice of [24000, 20000]) {
      expect(feedPrices({ price: 24000, labeledPrice })).toEqual({
        price: '24000.00 LKR',
        salePrice: undefined,
      });
    }
  });
});

describe('feed item ids and titles', () => {
  it('joins the product id and the size', () => {
    expect(feedItemId('WA-LR-001', '12x18 in')).toBe('WA-LR-001-12x18-in');
    expect(feedItemId('WA-LR-001', ' A3 ')).toBe('WA-LR-001-a3');
  });

  it('gives the same id to labels the shop takes for the same size', () => {
    expect(feedItemId('P', 'Framed 24x36 in')).toBe(feedItemId('P', ' framed 24X36 IN '));
  });

  it('keeps a long id within 50 characters, the same each time and apart from its neighbours', () => {
    const productId = 'A'.repeat(40);
    const one = feedItemId(productId, 'Framed 24x36 in gallery wrap');
    const two = feedItemId(productId, 'Framed 24x36 in gallery wrap, black');
    expect(one.length).toBeLessThanOrEqual(MAX_ID);
    expect(two.length).toBeLessThanOrEqual(MAX_ID);
    expect(one).not.toBe(two);
    expect(feedItemId(productId, 'Framed 24x36 in gallery wrap')).toBe(one);
    expect(one.startsWith(productId)).toBe(true);
  });

  it('names the size in the title, cutting a long name rather than the size', () => {
    expect(feedTitle('Misty Ella Ridge', '12x18 in')).toBe('Misty Ella Ridge – 12x18 in');
    const title = feedTitle('N'.repeat(120), 'Framed 24x36 in gallery wrap, black');
    expect(title.length).toBeLessThanOrEqual(MAX_TITLE);
    expect(title.endsWith('… – Framed 24x36 in gallery wrap, black')).toBe(true);
  });

  it('drops characters no feed can carry from the texts', () => {
    expect(plainText(' a\u0000b\u000bc\r\nd\uFFFE ')).toBe('abc\nd');
    expect(plainText('Lotus \u{1F338} pond')).toBe('Lotus \u{1F338} pond');
  });
});

describe('home shipping in the feeds', () => {
  it('quotes standard then express delivery with their fees and business days', () => {
    expect(homeShipping(1_000_00, DEFAULT_SHIPPING_SETTINGS)).toEqual([
      { country: 'LK', service: 'Standard delivery', price: '450.00 LKR', minDays: 3, maxDays: 7 },
      { country: 'LK', service: 'Express delivery', price: '1200.00 LKR', minDays: 1, maxDays: 3 },
    ]);
  });

  it('makes standard delivery free from the free-shipping threshold, express never', () => {
    const [standard, express] = homeShipping(5000_00, DEFAULT_SHIPPING_SETTINGS);
    expect(standard?.price).toBe('0.00 LKR');
    expect(express?.price).toBe('1200.00 LKR');
  });
});

describe('a product as feed items', () => {
  it('gives one item a size, grouped by the product, with absolute addresses', () => {
    const items = feedItemsOf(product(), SHOP);
    expect(items.map((item) => item.id)).toEqual(['WA-LR-001-12x18-in', 'WA-LR-001-18x24-in']);
    expect(items[0]).toMatchObject({
      itemGroupId: 'WA-LR-001',
      title: 'Misty Ella Ridge at Dawn – 12x18 in',
      description: 'Blue-grey ridges.',
      link: 'https://shop.example.lk/overview/WA-LR-001',
      imageLink: 'https://shop.example.lk/uploads/ella-1.jpg',
      availability: 'in stock',
      price: '22000.00 LKR',
      salePrice: '18500.00 LKR',
      brand: 'Wall Art',
      condition: 'new',
      identifierExists: 'no',
      size: '12x18 in',
    });
    expect(items[1]).toMatchObject({ availability: 'out of stock', salePrice: undefined });
  });

  it("links each item to the print's page in the feed's language", () => {
    const [sinhala] = feedItemsOf(product(), { ...SHOP, lang: 'si' });
    const [tamil] = feedItemsOf(product(), { ...SHOP, lang: 'ta' });
    expect(sinhala?.link).toBe('https://shop.example.lk/si/overview/WA-LR-001');
    expect(tamil?.link).toBe('https://shop.example.lk/ta/overview/WA-LR-001');
    expect(sinhala?.imageLink).toBe('https://shop.example.lk/uploads/ella-1.jpg');
  });

  it('keeps an image stored elsewhere at its own address', () => {
    const [item] = feedItemsOf(product({ images: ['https://cdn.example.lk/a.jpg'] }), SHOP);
    expect(item?.imageLink).toBe('https://cdn.example.lk/a.jpg');
  });

  it('describes a print that has no description by its name and category', () => {
    const [item] = feedItemsOf(product({ description: '  ' }), SHOP);
    expect(item?.description).toBe('Misty Ella Ridge at Dawn — Living Room canvas print.');
  });

  it('leaves out a print without a picture, which the catalogues would refuse', () => {
    expect(feedItemsOf(product({ images: [] }), SHOP)).toEqual([]);
  });
});
