import { BRAND, REVIEW_REQUEST_AFTER_DAYS } from '@wallart/domain';
import {
  escapeHtml,
  layout,
  oneLine,
  paragraph,
  textFooter,
  type RenderedMail,
} from './mail-layout';

const link = (url: string, text: string) =>
  `<p style="margin:0 0 12px"><a href="${escapeHtml(url)}">${escapeHtml(text)}</a></p>`;

/**
 * The one mail a delivered order gets asking for reviews (PRODUCT §16, decision 0155): each
 * print it held with a link to that print's review form, and the stop link of §9.
 */
export function reviewRequestMail(input: {
  name: string;
  orderID: string;
  prints: { name: string; reviewUrl: string }[];
  stopUrl: string;
}): RenderedMail {
  const several = input.prints.length > 1;
  const lead = `Your order ${input.orderID} arrived ${REVIEW_REQUEST_AFTER_DAYS} days ago. We hope ${several ? 'the prints look' : 'the print looks'} right at home on your wall.`;
  const ask = `Would you tell other buyers what you think? A few words and a star rating on ${several ? 'each print’s page' : 'the print’s page'} help them choose, and help us make the next print better.`;
  const once = 'This is the only mail we send about reviewing this order.';
  const stop = `To get no more mail like this from ${BRAND.name}, open this link:`;
  const lines = input.prints.map((print) => `${print.name}: ${print.reviewUrl}`).join('\n');
  return {
    subject: oneLine(`How do you like your prints? Order ${input.orderID}`),
    text: `Hello ${input.name},\n\n${lead}\n\n${ask}\n\n${lines}\n\n${once}\n${stop}\n${input.stopUrl}\n${textFooter()}`,
    html: layout(
      'How do you like your prints?',
      paragraph(`Hello ${input.name},`) +
        paragraph(lead) +
        paragraph(ask) +
        input.prints.map((print) => link(print.reviewUrl, `Review ${print.name}`)).join('') +
        paragraph(once) +
        paragraph(stop) +
        link(input.stopUrl, 'Stop these mails'),
    ),
  };
}
