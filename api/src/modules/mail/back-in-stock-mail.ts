import { BRAND } from '@wallart/domain';
import {
  layout,
  linkParagraph,
  oneLine,
  paragraph,
  textFooter,
  type RenderedMail,
} from './mail-layout';

/**
 * The one mail a back-in-stock request gets when staff restock its size (decision 0043): the
 * print, the size, a link to order it, and the link that stops every such mail to the address.
 */
export function backInStockMail(input: {
  productName: string;
  size: string;
  productUrl: string;
  stopUrl: string;
}): RenderedMail {
  const lead = `Good news: ${input.productName} in ${input.size} is back in stock at ${BRAND.name}.`;
  const hurry = 'Prints in this size may sell out again, so order soon if you would like one.';
  const once = 'You asked us to tell you once, so this is the only mail you get for this request.';
  const stop = 'To get no more back-in-stock mail at this address, open this link:';
  return {
    subject: oneLine(`Back in stock: ${input.productName} (${input.size})`),
    text: `Hello,\n\n${lead}\n\n${input.productUrl}\n\n${hurry}\n\n${once}\n${stop}\n${input.stopUrl}\n${textFooter()}`,
    html: layout(
      'Back in stock',
      paragraph('Hello,') +
        paragraph(lead) +
        linkParagraph(input.productUrl, `See ${input.productName}`) +
        paragraph(hurry) +
        paragraph(once) +
        paragraph(stop) +
        linkParagraph(input.stopUrl, 'Stop back-in-stock mail'),
    ),
  };
}
