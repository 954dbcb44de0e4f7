import { paths } from '../api-contract/paths';
import type {
  LoginInput,
  LoginResponse,
  MessageResponse,
  RegisterInput,
  Role,
  User,
} from '../user/user.schemas';
import type { Http } from './http';

export function userClient(http: Http) {
  return {
    /** `sessionCheck`: the app's check of a stored token, whose 401 signs out quietly. */
    current: async (options: { sessionCheck?: boolean } = {}) =>
      (await http<{ user: User }>(paths.user.current, { sessionCheck: options.sessionCheck })).data
        .user,
    login: async (input: LoginInput) =>
      (await http<LoginResponse>(paths.user.login, { method: 'POST', body: input, auth: false }))
        .data,
    google: async (accessToken: string) =>
      (
        await http<LoginResponse>(paths.user.google, {
          method: 'POST',
          body: { accessToken },
          auth: false,
        })
      ).data,
    register: async (input: RegisterInput) =>
      (
        await http<{ message: string; user: User }>(paths.user.register, {
          method: 'POST',
          body: input,
          auth: false,
        })
      ).data,
    sendMail: async (email: string) =>
      (
        await http<MessageResponse>(paths.user.sendMail, {
          method: 'POST',
          body: { email },
          auth: false,
        })
      ).data,
    changePassword: async (input: { email: string; otp: string; password: string }) =>
      (
        await http<MessageResponse>(paths.user.changePassword, {
          method: 'POST',
          body: input,
          auth: false,
        })
      ).data,
    listAll: async () => (await http<User[]>(paths.user.adminAll)).data,
    remove: async (id: string) =>
      (await http<MessageResponse>(paths.user.byId(id), { method: 'DELETE' })).data,
    setDisabled: async (id: string, isDisabled: boolean) =>
      (await http<{ user: User }>(paths.user.byId(id), { method: 'PATCH', body: { isDisabled } }))
        .data.user,
    /** Makes the account an admin or takes it back; answers the account as it now is. */
    setRole: async (id: string, role: Role) =>
      (await http<{ user: User }>(paths.user.role(id), { method: 'PUT', body: { role } })).data
        .user,
  };
}
