import { BRAND } from '@wallart/domain';
import { escapeHtml, layout, paragraph, textFooter, type RenderedMail } from './mail-layout';

/**
 * To an account just made an admin (PRODUCT §8): who did it, where the admin area is, and what
 * to do if it was not expected.
 */
export function adminRoleGrantedMail(input: {
  firstName: string;
  grantedBy: string;
  adminUrl: string;
}): RenderedMail {
  const greeting = `Hello ${input.firstName || 'there'},`;
  const lead = `${input.grantedBy} has made you an admin of ${BRAND.name}. You can now manage the shop's products, orders, users and settings.`;
  const next =
    'Sign in as you usually do and you are taken to the admin area, on the website or in the desktop app:';
  const unexpected = `If you did not expect this, reply to this e-mail or call us on ${BRAND.contact.phone}.`;
  return {
    subject: `You are now an admin of ${BRAND.name}`,
    text: `${greeting}\n\n${lead}\n\n${next}\n${input.adminUrl}\n\n${unexpected}\n${textFooter()}`,
    html: layout(
      'You are now an admin',
      paragraph(greeting) +
        paragraph(lead) +
        paragraph(next) +
        `<p style="margin:0 0 12px"><a href="${escapeHtml(input.adminUrl)}">${escapeHtml(input.adminUrl)}</a></p>` +
        paragraph(unexpected),
    ),
  };
}
