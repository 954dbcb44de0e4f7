import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
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
    security: async () => (await http<AccountSecurity>(callOf(apiRoutes.account.security))).data,
    updateProfile: async (input: ProfileUpdateInput) =>
      (await http<{ user: User }>(callOf(apiRoutes.account.profile), { body: input })).data.user,
    /** Answers a fresh token: the password change ends every other session of the account. */
    changePassword: async (input: PasswordUpdateInput) =>
      (
        await http<PasswordUpdateResponse>(callOf(apiRoutes.account.password), {
          body: input,
        })
      ).data,
    /** Mails a 6-digit code to an account without a password. */
    sendCode: async () => (await http<MessageResponse>(callOf(apiRoutes.account.code))).data,
    /** Mails a fresh 6-digit code that proves the account's address. */
    sendVerificationCode: async () =>
      (await http<MessageResponse>(callOf(apiRoutes.account.verifyEmailCode))).data,
    /** Proves the address with the mailed code; answers the account, now verified. */
    verifyEmail: async (input: EmailVerifyInput) =>
      (
        await http<EmailVerifyResponse>(callOf(apiRoutes.account.verifyEmail), {
          body: input,
        })
      ).data,
    /** Everything the shop keeps about the account, as a JSON file to save. */
    exportData: async () => {
      const res = await http<Blob>(callOf(apiRoutes.account.export), { as: 'blob' });
      return { blob: res.data, fileName: attachmentName(res.headers) };
    },
    remove: async (input: AccountDeleteInput) =>
      (await http<MessageResponse>(callOf(apiRoutes.account.delete), { body: input })).data,
  };
}
