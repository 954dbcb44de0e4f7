import { BRAND } from '@wallart/domain';
import { escapeHtml, layout, paragraph, textFooter, type RenderedMail } from '../mail/mail-layout';

/** The code an account without a password proves itself with on /profile. */
export function accountCodeMail(input: {
  firstName: string;
  code: string;
  minutes: number;
}): RenderedMail {
  const greeting = `Hello ${input.firstName || 'there'},`;
  const lead =
    'Here is the code to confirm a change to your account (a first password, or deleting the account):';
  const validity = `It works once and expires in ${input.minutes} minutes.`;
  const ignore =
    'If you did not ask for this, you can ignore this e-mail: nothing changes without the code.';
  return {
    // The code stays out of the subject: subjects end up in logs and notifications.
    subject: `Your ${BRAND.name} account code`,
    text: `${greeting}\n\n${lead}\n\n    ${input.code}\n\n${validity}\n${ignore}\n${textFooter()}`,
    html: layout(
      'Confirm it is you',
      paragraph(greeting) +
        paragraph(lead) +
        `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:8px 0 16px">${escapeHtml(input.code)}</p>` +
        paragraph(validity) +
        paragraph(ignore),
    ),
  };
}

/** The code that proves a new account's address, mailed at registration and on asking. */
export function emailVerifyMail(input: {
  firstName: string;
  code: string;
  minutes: number;
  profileUrl: string;
}): RenderedMail {
  const greeting = `Hello ${input.firstName || 'there'},`;
  const lead = `Welcome to ${BRAND.name}. To confirm this e-mail address is yours, enter this code on your profile:`;
  const validity = `It works once and expires in ${input.minutes} minutes. Your profile can send a new one: ${input.profileUrl}`;
  const ignore =
    'If you did not open an account with us, ignore this e-mail; if you sign in with Google under this address, the account becomes yours and its password stops working.';
  return {
    // The code stays out of the subject: subjects end up in logs and notifications.
    subject: `Confirm your e-mail for ${BRAND.name}`,
    text: `${greeting}\n\n${lead}\n\n    ${input.code}\n\n${validity}\n${ignore}\n${textFooter()}`,
    html: layout(
      'Confirm your e-mail',
      paragraph(greeting) +
        paragraph(lead) +
        `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:8px 0 16px">${escapeHtml(input.code)}</p>` +
        paragraph(validity) +
        paragraph(ignore),
    ),
  };
}
