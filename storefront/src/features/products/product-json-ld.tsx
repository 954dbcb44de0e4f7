import type { Product } from '@wallart/domain/rules';

/** schema.org Product data, so search engines can show the price and availability. */
export function ProductJsonLd({ product }: { product: Product }) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.productId,
    category: product.category,
    description: product.description || undefined,
    image: product.images.map((url) => (url.startsWith('/') ? origin + url : url)),
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'LKR',
      availability:
        product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: `${origin}/overview/${encodeURIComponent(product.productId)}`,
    },
  };
  // "<" is escaped so a product text can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
