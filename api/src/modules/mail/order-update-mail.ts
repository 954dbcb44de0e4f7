import {
  BRAND,
  formatLKR,
  pathInLanguage,
  STOREFRONT_PATHS,
  type Language,
  type Order,
} from '@wallart/domain';
import {
  escapeHtml,
  layout,
  multiline,
  paragraph,
  textFooter,
  type RenderedMail,
} from './mail-layout';
import { amountsText, linesHtml, linesText, type AmountLine } from './order-mail-parts';
import { languageOf } from '../../lib/catalogue';
import { orderWord } from '../orders/order-words/order-words';
import { orderText } from './order-texts';

/** Where the shop's pages are, for the links in a mail (PRODUCT §6: from `PUBLIC_URL`). */
export interface MailLinks {
  publicUrl: string;
}

/** The order's own card in My Orders, opened. */
export function orderPageUrl(links: MailLinks, orderID: string): string {
  return `${links.publicUrl.replace(/\/+$/, '')}/orders?order=${encodeURIComponent(orderID)}`;
}

/** "Find my order", in the order's language: where a guest gets to their order again. */
export function orderLookupUrl(links: MailLinks, lang: Language): string {
  return `${links.publicUrl.replace(/\/+$/, '')}${pathInLanguage(lang, STOREFRONT_PATHS.orderLookup)}`;
}

/** A labelled value shown under the lead, e.g. the carrier; with `href`, a link in the HTML. */
export interface MailFact {
  label: string;
  value: string;
  href?: string | undefined;
}

/** What one update about an order says; the frame, lines and link are the same for all. */
export interface OrderUpdate {
  subject: string;
  heading: string;
  /** What happened, after the greeting. */
  lead: string;
  facts?: MailFact[];
  /** Staff's own words (a rejected slip's reason), shown as they wrote them. */
  note?: string | undefined;
  /** The one thing the shopper does (or need not do) now. */
  nextStep: string;
}

const accent = BRAND.accent[7];

function factsText(facts: MailFact[]): string {
  return facts
    .map((f) => `${f.label}: ${f.value}${f.href && f.href !== f.value ? ` (${f.href})` : ''}`)
    .join('\n');
}

function factsHtml(facts: MailFact[]): string {
  const rows = facts
    .map((f) => {
      const value = f.href
        ? `<a href="${escapeHtml(f.href)}" style="color:${accent}">${escapeHtml(f.value)}</a>`
        : escapeHtml(f.value);
      return `${escapeHtml(f.label)}: <strong>${value}</strong>`;
    })
    .join('<br>');
  return `<p style="margin:0 0 12px;line-height:1.6;padding:10px 12px;background:${BRAND.paper};border-radius:6px">${rows}</p>`;
}

/**
 * A mail to the shopper about their order (its status or payment), in the order's language
 * (PRODUCT §12; the update's own texts come in it too): greeting, what happened,
 * any facts (carrier, tracking), staff's note, the lines with sizes and the total, the next
 * step, and a link to the order in My Orders. Plain text and HTML say the same.
 */
export function orderUpdateMail(order: Order, update: OrderUpdate, links: MailLinks): RenderedMail {
  const lang = languageOf(order);
  const greeting = orderText(lang, 'greeting', { name: order.name });
  const facts = update.facts ?? [];
  const amounts: AmountLine[] = [[orderWord(lang, 'total'), formatLKR(order.total)]];
  const nextLabel = orderText(lang, 'update.next');
  const next = `${nextLabel} ${update.nextStep}`;
  // A guest has no My Orders: the mail sends them to "Find my order" (PRODUCT §11).
  const [url, linkLine, linkText] = order.isGuest
    ? ([orderLookupUrl(links, lang), 'update.guestOrder', 'update.guestOrderLink'] as const)
    : ([orderPageUrl(links, order.orderID), 'update.myOrders', 'update.myOrdersLink'] as const);
  const text = [
    greeting,
    update.lead,
    ...(facts.length > 0 ? [factsText(facts)] : []),
    ...(update.note ? [`    ${update.note.replace(/\n/g, '\n    ')}`] : []),
    `${orderText(lang, 'update.lines', { orderID: order.orderID })}\n${linesText(order)}\n${amountsText(amounts)}`,
    next,
    orderText(lang, linkLine, { url }),
  ].join('\n\n');
  const html = layout(
    update.heading,
    paragraph(greeting) +
      paragraph(update.lead) +
      (facts.length > 0 ? factsHtml(facts) : '') +
      (update.note ? multiline(update.note) : '') +
      linesHtml(lang, order, amounts) +
      `<p style="margin:0 0 12px;line-height:1.5"><strong>${escapeHtml(nextLabel)}</strong> ${escapeHtml(update.nextStep)}</p>` +
      `<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="color:${accent}">${escapeHtml(orderText(lang, linkText))}</a></p>`,
  );
  return { subject: update.subject, text: `${text}\n${textFooter()}`, html };
}
