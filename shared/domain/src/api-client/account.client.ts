import { paths } from '../api-contract/paths';
import type {
  AccountDeleteInput,
  AccountSecurity,
  EmailVerifyInput,
  EmailVerifyResponse,
  PasswordUpdateInput,
  PasswordUpdateResponse,
  ProfileUpdateInput,
} from '../user/account.schemas';
import type { MessageResponse, User } from '../user/user.schemas';
import type { Http } from './http';

const FALLBACK_EXPORT_NAME = 'my-account.json';

/** The file name a download's Content-Disposition gives, or a plain default. */
function attachmentName(headers: Headers): string {
  const disposition = headers.get('Content-Disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : FALLBACK_EXPORT_NAME;
}

export function accountClient(http: Http) {
  return {
    security: async () => (await http<AccountSecurity>(paths.account.security)).data,
    updateProfile: async (input: ProfileUpdateInput) =>
      (await http<{ user: User }>(paths.account.profile, { method: 'PUT', body: input })).data.user,
    /** Answers a fresh token: the password change ends every other session of the account. */
    changePassword: async (input: PasswordUpdateInput) =>
      (
        await http<PasswordUpdateResponse>(paths.account.password, {
          method: 'POST',
          body: input,
        })
      ).data,
    /** Mails a 6-digit code to an account without a password. */
    sendCode: async () =>
      (await http<MessageResponse>(paths.account.code, { method: 'POST' })).data,
    /** Mails a fresh 6-digit code that proves the account's address. */
    sendVerificationCode: async () =>
      (await http<MessageResponse>(paths.account.verifyEmailCode, { method: 'POST' })).data,
    /** Proves the address with the mailed code; answers the account, now verified. */
    verifyEmail: async (input: EmailVerifyInput) =>
      (
        await http<EmailVerifyResponse>(paths.account.verifyEmail, {
          method: 'POST',
          body: input,
        })
      ).data,
    /** Everything the shop keeps about the account, as a JSON file to save. */
    exportData: async () => {
      const res = await http<Blob>(paths.account.export, { as: 'blob' });
      return { blob: res.data, fileName: attachmentName(res.headers) };
    },
    remove: async (input: AccountDeleteInput) =>
      (await http<MessageResponse>(paths.account.delete, { method: 'POST', body: input })).data,
  };
}
