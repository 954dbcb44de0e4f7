import type { ProductSizeInput } from '@wallart/domain';
import type { DemoProduct } from './demo-catalogue';

/** A demo piece of digital artwork: a file tier's pixels, price and the file's own size. */
export interface DemoDigital extends Omit<DemoProduct, 'stock'> {
  tiers: (Omit<ProductSizeInput, 'stock'> & { width: number; height: number })[];
}

/** A file tier named by its pixel size, as the shop names tiers ("1800x2400 px"). */
const tier = (width: number, height: number, price: number, labeledPrice: number) => ({
  size: `${width}x${height} px`,
  price,
  labeledPrice,
  width,
  height,
});

/** Two pieces of digital artwork, each sold as files in two tiers (PRODUCT §13). */
export const DEMO_DIGITAL_PRODUCTS: DemoDigital[] = [
  {
    productId: 'WA-DG-001',
    name: 'Sigiriya at Golden Hour (digital)',
    altNames: ['Lion Rock', 'digital download', 'printable art'],
    price: 3500,
    labeledPrice: 4500,
    category: 'Living Room',
    description:
      'The Lion Rock glows amber above the jungle as the sun goes down. A high-resolution file to print at home or at your local lab, in the size your wall needs. Delivered as a download the moment your payment is confirmed.',
    createdDaysAgo: 2,
    art: {
      style: 'landscape',
      palette: ['#f6c16b', '#e58a45', '#a8552f', '#5b3a29', '#2b211c'],
      seed: 4101,
    },
    tiers: [tier(1800, 2400, 3500, 4500), tier(900, 1200, 2000, 2500)],
  },
  {
    productId: 'WA-DG-002',
    name: 'Lotus Pond Pattern (digital)',
    altNames: ['lotus', 'digital download', 'printable pattern'],
    price: 2800,
    labeledPrice: 2800,
    category: 'Religious',
    description:
      'Pink lotus flowers and round leaves drift across still water in a calm, repeating pattern. A high-resolution file for prints, cards or a screen. Delivered as a download the moment your payment is confirmed.',
    createdDaysAgo: 5,
    art: {
      style: 'lotus',
      palette: ['#f7d6df', '#e98aa5', '#7fae8f', '#3f6f5c', '#1f3a33'],
      seed: 4202,
    },
    tiers: [tier(1800, 2400, 2800, 2800), tier(900, 1200, 1500, 1500)],
  },
];
