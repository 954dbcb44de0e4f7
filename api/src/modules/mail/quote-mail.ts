import { BRAND, formatLKR } from '@wallart/domain';
import {
  escapeHtml,
  layout,
  multiline,
  oneLine,
  paragraph,
  textFooter,
  type RenderedMail,
} from './mail-layout';

export interface QuoteMailInput {
  name: string;
  price: number;
  size: string;
  description: string;
  deliveryDays: number;
  /** The private link, on the shop's PUBLIC_URL: `/quote/{token}`. */
  link: string;
}

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * To the requester of custom art: the shop's quote and the private link to accept it and pay
 * (decision 0044). The link is the only way to the quote, so it stays out of the subject.
 */
export function customArtQuoteMail(input: QuoteMailInput): RenderedMail {
  const greeting = `Hello ${input.name || 'there'},`;
  const lead = 'Thank you for your custom art request. Here is our quote:';
  const details = [
    `Price: ${formatLKR(input.price)}`,
    `Size: ${input.size}`,
    `Delivery: ${daysText(input.deliveryDays)} after payment`,
  ].join('\n');
  const next =
    'To accept it and pay, open your private link below and sign in (or register) with this e-mail address:';
  const keep = 'The link is yours alone: please do not share it.';
  return {
    subject: oneLine(`Your custom art quote from ${BRAND.name}`),
    text:
      `${greeting}\n\n${lead}\n\n${details}\n\n${input.description}\n\n${next}\n${input.link}\n\n` +
      `${keep}\n${textFooter()}`,
    html: layout(
      'Your custom art quote',
      paragraph(greeting) +
        paragraph(lead) +
        multiline(details) +
        multiline(input.description) +
        paragraph(next) +
        `<p style="margin:0 0 12px"><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>` +
        paragraph(keep),
    ),
  };
}
