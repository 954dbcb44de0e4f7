import { orderPagePath, type Language, type Order } from '@wallart/domain';
import { languageOf } from '../../lib/catalogue';
import { layout, linkParagraph, paragraph, textFooter, type RenderedMail } from './mail-layout';
import { orderText } from './order-texts';

/** A guest order's page, built from PUBLIC_URL and the key, never from a request (§11). */
export const orderPageUrl = (publicUrl: string, orderToken: string) =>
  `${publicUrl}${orderPagePath(orderToken)}`;

/** What a guest's confirmation adds: where to see, pay for and cancel the order. */
export function guestOrderLink(lang: Language, url: string): { text: string; html: string } {
  const lead = orderText(lang, 'guest.lead');
  return {
    text: `${lead}\n${url}`,
    html: paragraph(lead) + linkParagraph(url, orderText(lang, 'guest.open')),
  };
}

/** The mail a lookup sends ("Find my order"): the order's fresh link; older ones stop working. */
export function orderLinkMail(order: Order, url: string): RenderedMail {
  const lang = languageOf(order);
  const orderID = order.orderID;
  const greeting = orderText(lang, 'greeting', { name: order.name });
  const lead = orderText(lang, 'link.lead', { orderID });
  const notYou = orderText(lang, 'link.notYou');
  return {
    subject: orderText(lang, 'link.subject', { orderID }),
    text: `${greeting}\n\n${lead}\n\n${url}\n\n${notYou}\n${textFooter()}`,
    html: layout(
      orderText(lang, 'link.heading'),
      paragraph(greeting) +
        paragraph(lead) +
        linkParagraph(url, orderText(lang, 'guest.open')) +
        paragraph(notYou),
    ),
  };
}
