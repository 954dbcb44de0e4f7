import { cheapestSize, type Product } from '@wallart/domain/rules';
import { usePageRender } from '../../lib/page-render';

const availability = (inStock: boolean) =>
  inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

/** One Offer where every size costs the same, an AggregateOffer (low–high) where they differ. */
function offersOf(product: Product, url: string) {
  const prices = product.sizes.map((size) => size.price);
  const low = cheapestSize(product.sizes)?.price ?? product.price;
  const high = prices.length > 0 ? Math.max(...prices) : product.price;
  const inStock =
    product.sizes.length > 0 ? product.sizes.some((s) => s.stock > 0) : product.stock > 0;
  if (low === high) {
    return {
      '@type': 'Offer',
      price: low.toFixed(2),
      priceCurrency: 'LKR',
      availability: availability(inStock),
      url,
    };
  }
  return {
    '@type': 'AggregateOffer',
    lowPrice: low.toFixed(2),
    highPrice: high.toFixed(2),
    offerCount: product.sizes.length,
    priceCurrency: 'LKR',
    availability: availability(inStock),
    url,
  };
}

/** schema.org Product data, so search engines can show the price and availability. */
export function ProductJsonLd({ product }: { product: Product }) {
  const { origin } = usePageRender();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.productId,
    category: product.category,
    description: product.description || undefined,
    image: product.images.map((url) => (url.startsWith('/') ? origin + url : url)),
    offers: offersOf(product, `${origin}/overview/${encodeURIComponent(product.productId)}`),
  };
  // "<" is escaped so a product text can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
