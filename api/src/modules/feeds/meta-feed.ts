import { stringify } from 'csv-stringify/sync';
import { ITEMS_A_CHUNK, type FeedItem, type FeedShipping } from './feed-items';

/** Meta's column names, in the order the file gives them. */
export const META_COLUMNS = [
  'id',
  'item_group_id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'link',
  'image_link',
  'brand',
  'identifier_exists',
  'size',
  'shipping',
] as const;

/**
 * `COUNTRY:REGION:SERVICE:PRICE` (Meta's shipping column), the region left empty: the fee is
 * the same across the country. Meta shows one shipping detail a country, so it is the default
 * method's.
 */
const shippingCell = ([first]: readonly FeedShipping[]) =>
  first ? `${first.country}::${first.service}:${first.price}` : '';

const rowOf = (item: FeedItem): string[] => [
  item.id,
  item.itemGroupId,
  item.title,
  item.description,
  item.availability,
  item.condition,
  item.price,
  item.salePrice ?? '',
  item.link,
  item.imageLink,
  item.brand,
  item.identifierExists,
  item.size,
  shippingCell(item.shipping),
];

/**
 * `/feeds/meta.csv`: a header, then one row a size, written batch by batch as the catalogue is
 * read. Cells are quoted by csv-stringify where they need it; nothing is prefixed against
 * spreadsheet formulas, as the product CSV export does, since Meta would show the prefix.
 */
export async function* metaFeed(batches: AsyncIterable<FeedItem[]>): AsyncGenerator<string> {
  yield stringify([[...META_COLUMNS]]);
  for await (const items of batches) {
    for (let i = 0; i < items.length; i += ITEMS_A_CHUNK) {
      yield stringify(items.slice(i, i + ITEMS_A_CHUNK).map(rowOf));
    }
  }
}
