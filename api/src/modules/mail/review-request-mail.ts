import { BRAND, REVIEW_REQUEST_AFTER_DAYS, type Language } from '@wallart/domain';
import {
  layout,
  linkParagraph,
  oneLine,
  paragraph,
  textFooter,
  type RenderedMail,
} from './mail-layout';
import { orderText } from './order-texts';

/**
 * The one mail a delivered order gets asking for reviews (PRODUCT §16, decision 0155), in the
 * order's language: each print it held with a link to that print's review form, and the stop
 * link of §9.
 */
export function reviewRequestMail(input: {
  lang: Language;
  name: string;
  orderID: string;
  prints: { name: string; reviewUrl: string }[];
  stopUrl: string;
}): RenderedMail {
  const { lang, orderID } = input;
  const several = input.prints.length > 1;
  const greeting = orderText(lang, 'greeting', { name: input.name });
  const days = String(REVIEW_REQUEST_AFTER_DAYS);
  const lead = orderText(lang, several ? 'reviewAsk.leadMany' : 'reviewAsk.leadOne', {
    orderID,
    days,
  });
  const ask = orderText(lang, several ? 'reviewAsk.askMany' : 'reviewAsk.askOne');
  const once = orderText(lang, 'reviewAsk.once');
  const stop = orderText(lang, 'reviewAsk.stop', { shop: BRAND.name });
  const lines = input.prints.map((print) => `${print.name}: ${print.reviewUrl}`).join('\n');
  return {
    subject: oneLine(orderText(lang, 'reviewAsk.subject', { orderID })),
    text: `${greeting}\n\n${lead}\n\n${ask}\n\n${lines}\n\n${once}\n${stop}\n${input.stopUrl}\n${textFooter()}`,
    html: layout(
      orderText(lang, 'reviewAsk.heading'),
      paragraph(greeting) +
        paragraph(lead) +
        paragraph(ask) +
        input.prints
          .map((print) =>
            linkParagraph(
              print.reviewUrl,
              orderText(lang, 'reviewAsk.review', { name: print.name }),
            ),
          )
          .join('') +
        paragraph(once) +
        paragraph(stop) +
        linkParagraph(input.stopUrl, orderText(lang, 'reviewAsk.stopLink')),
    ),
  };
}
