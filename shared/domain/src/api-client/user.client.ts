import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
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
      (
        await http<{ user: User }>(callOf(apiRoutes.users.current), {
          sessionCheck: options.sessionCheck,
        })
      ).data.user,
    login: async (input: LoginInput) =>
      (await http<LoginResponse>(callOf(apiRoutes.users.login), { body: input, auth: false })).data,
    google: async (accessToken: string) =>
      (
        await http<LoginResponse>(callOf(apiRoutes.google.signIn), {
          body: { accessToken },
          auth: false,
        })
      ).data,
    register: async (input: RegisterInput) =>
      (
        await http<LoginResponse>(callOf(apiRoutes.users.register), {
          body: input,
          auth: false,
        })
      ).data,
    sendMail: async (email: string) =>
      (
        await http<MessageResponse>(callOf(apiRoutes.passwordReset.sendMail), {
          body: { email },
          auth: false,
        })
      ).data,
    changePassword: async (input: { email: string; otp: string; password: string }) =>
      (
        await http<MessageResponse>(callOf(apiRoutes.passwordReset.changePassword), {
          body: input,
          auth: false,
        })
      ).data,
    listAll: async () => (await http<User[]>(callOf(apiRoutes.users.listAll))).data,
    remove: async (id: string) =>
      (await http<MessageResponse>(callOf(apiRoutes.users.remove, { id }))).data,
    setDisabled: async (id: string, isDisabled: boolean) =>
      (
        await http<{ user: User }>(callOf(apiRoutes.users.setDisabled, { id }), {
          body: { isDisabled },
        })
      ).data.user,
    /** Makes the account an admin or takes it back; answers the account as it now is. */
    setRole: async (id: string, role: Role) =>
      (await http<{ user: User }>(callOf(apiRoutes.users.setRole, { id }), { body: { role } })).data
        .user,
  };
}
