import { BRAND } from '@wallart/domain';
import { codeMail } from '../mail/code-mail';
import type { RenderedMail } from '../mail/mail-layout';

/** The code an account without a password proves itself with on /profile. */
export function accountCodeMail(input: {
  firstName: string;
  code: string;
  minutes: number;
}): RenderedMail {
  return codeMail({
    subject: `Your ${BRAND.name} account code`,
    title: 'Confirm it is you',
    firstName: input.firstName,
    lead: 'Here is the code to confirm a change to your account (a first password, or deleting the account):',
    code: input.code,
    validity: `It works once and expires in ${input.minutes} minutes.`,
    ignore:
      'If you did not ask for this, you can ignore this e-mail: nothing changes without the code.',
  });
}

/** The code that proves a new account's address, mailed at registration and on asking. */
export function emailVerifyMail(input: {
  firstName: string;
  code: string;
  minutes: number;
  profileUrl: string;
}): RenderedMail {
  return codeMail({
    subject: `Confirm your e-mail for ${BRAND.name}`,
    title: 'Confirm your e-mail',
    firstName: input.firstName,
    lead: `Welcome to ${BRAND.name}. To confirm this e-mail address is yours, enter this code on your profile:`,
    code: input.code,
    validity: `It works once and expires in ${input.minutes} minutes. Your profile can send a new one: ${input.profileUrl}`,
    ignore:
      'If you did not open an account with us, ignore this e-mail; if you sign in with Google under this address, the account becomes yours and its password stops working.',
  });
}
