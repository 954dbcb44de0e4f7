import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse as parseCsv } from 'csv-parse';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { GOOGLE_NAMESPACE } from '../google-feed';
import { META_COLUMNS } from '../meta-feed';

/**
 * The product feeds read back as a catalogue would read them, for the tests and the bench: the
 * XML by a strict, namespace-aware parser (saxes), the CSV by csv-parse, both as streams, so a
 * feed of 100,000 prints is checked item by item without holding it whole.
 */

/** An item as either feed gives it; shipping as `COUNTRY::SERVICE:PRICE`, one entry a method. */
export type FeedRecord = Partial<
  Record<Exclude<(typeof META_COLUMNS)[number], 'shipping'>, string>
> & {
  shipping: string[];
};

/** The attributes every item must carry (PRODUCT §14); `sale_price` only when on sale. */
export const REQUIRED_ATTRIBUTES = [
  'id',
  'item_group_id',
  'title',
  'description',
  'link',
  'image_link',
  'availability',
  'price',
  'brand',
  'condition',
  'identifier_exists',
  'size',
] as const;

/** What is wrong with an item: missing attributes, an id too long, a malformed price. */
export function problemsOf(item: FeedRecord): string[] {
  const problems: string[] = REQUIRED_ATTRIBUTES.filter((name) => !item[name]).map(
    (name) => `no ${name}`,
  );
  if (item.shipping.length === 0) problems.push('no shipping');
  if ((item.id ?? '').length > 50) problems.push('id over 50 characters');
  for (const price of [item.price, item.sale_price]) {
    if (price !== undefined && !/^\d+\.\d\d LKR$/.test(price)) problems.push(`price ${price}`);
  }
  return problems;
}

export interface GoogleChannel {
  title: string;
  link: string;
  description: string;
}

/** Google's RSS 2.0 feed, item by item; throws at the first thing that is not well-formed. */
export async function readGoogleFeed(
  chunks: AsyncIterable<string | Buffer> | string,
  onItem: (item: FeedRecord) => void,
): Promise<GoogleChannel> {
  const parser = new SaxesParser({ xmlns: true });
  const channel: GoogleChannel = { title: '', link: '', description: '' };
  const open: SaxesTagNS[] = [];
  let item: FeedRecord | null = null;
  let shipping: Record<string, string> | null = null;
  let text = '';
  parser.on('opentag', (tag) => {
    open.push(tag);
    text = '';
    if (tag.uri === '' && tag.local === 'rss' && tag.attributes.version?.value !== '2.0') {
      throw new Error('not RSS 2.0');
    }
    if (tag.uri === '' && tag.local === 'item') item = { shipping: [] };
    if (item && tag.uri === GOOGLE_NAMESPACE && tag.local === 'shipping') shipping = {};
  });
  parser.on('text', (value) => (text += value));
  parser.on('closetag', (tag) => {
    open.pop();
    const parent = open.at(-1)?.local;
    const own = tag.uri === GOOGLE_NAMESPACE || (tag.uri === '' && parent === 'item');
    if (shipping && tag.local === 'shipping') {
      const { country = '', service = '', price = '' } = shipping;
      item?.shipping.push(`${country}::${service}:${price}`);
      shipping = null;
    } else if (shipping && tag.uri === GOOGLE_NAMESPACE) {
      shipping[tag.local] = text;
    } else if (item && tag.local === 'item') {
      onItem(item);
      item = null;
    } else if (item && own) {
      (item as Record<string, unknown>)[tag.local] = text;
    } else if (!item && parent === 'channel' && tag.local in channel) {
      channel[tag.local as keyof GoogleChannel] = text;
    }
    text = '';
  });
  // A character may be split between two chunks: the decoder holds its first bytes back.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for await (const chunk of typeof chunks === 'string' ? [chunks] : chunks) {
    parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
  }
  parser.write(decoder.decode());
  parser.close();
  return channel;
}

/** Meta's CSV, row by row; throws when its header is not Meta's columns. */
export async function readMetaFeed(
  chunks: AsyncIterable<string | Buffer> | string,
  onItem: (item: FeedRecord) => void,
): Promise<void> {
  const parser = parseCsv({
    columns: (header: string[]) => {
      if (header.join(',') !== META_COLUMNS.join(',')) throw new Error('not the feed header');
      return header;
    },
  });
  await pipeline(
    Readable.from(typeof chunks === 'string' ? [chunks] : chunks),
    parser,
    async (rows: AsyncIterable<Record<string, string>>) => {
      for await (const row of rows) {
        const { shipping = '', sale_price: salePrice, ...rest } = row;
        onItem({
          ...rest,
          ...(salePrice && { sale_price: salePrice }),
          shipping: shipping ? [shipping] : [],
        });
      }
    },
  );
}
