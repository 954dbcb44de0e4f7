import { XMLBuilder } from 'fast-xml-parser';
import { ITEMS_A_CHUNK, type FeedItem, type FeedShop } from './feed-items';

/** Google's namespace for the product attributes of an RSS 2.0 feed. */
export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

// Escapes every text it writes (&, <, >, quotes); feed-items.ts has already dropped what XML
// cannot carry at all.
const builder = new XMLBuilder({ processEntities: true });

function itemElement(item: FeedItem) {
  return {
    'g:id': item.id,
    'g:item_group_id': item.itemGroupId,
    title: item.title,
    description: item.description,
    link: item.link,
    'g:image_link': item.imageLink,
    'g:availability': item.availability,
    'g:price': item.price,
    ...(item.salePrice && { 'g:sale_price': item.salePrice }),
    'g:brand': item.brand,
    'g:condition': item.condition,
    'g:identifier_exists': item.identifierExists,
    'g:size': item.size,
    'g:shipping': item.shipping.map((entry) => ({
      'g:country': entry.country,
      'g:service': entry.service,
      'g:price': entry.price,
      'g:min_transit_time': entry.minDays,
      'g:max_transit_time': entry.maxDays,
    })),
  };
}

/**
 * `/feeds/google.xml`: an RSS 2.0 channel with one `<item>` a size, written batch by batch as
 * the catalogue is read.
 */
export async function* googleFeed(
  batches: AsyncIterable<FeedItem[]>,
  shop: Pick<FeedShop, 'base' | 'brand'>,
): AsyncGenerator<string> {
  const channel = builder.build({
    title: shop.brand,
    link: `${shop.base}/`,
    description: `Every print of ${shop.brand}, one item a size`,
  }) as string;
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">\n<channel>${channel}\n`;
  for await (const items of batches) {
    for (let i = 0; i < items.length; i += ITEMS_A_CHUNK) {
      const slice = items.slice(i, i + ITEMS_A_CHUNK);
      yield slice
        .map((item) => `${builder.build({ item: itemElement(item) }) as string}\n`)
        .join('');
    }
  }
  yield '</channel>\n</rss>\n';
}
