import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountDeleteInput,
  LoginResponse,
  PasswordUpdateInput,
  ProfileUpdateInput,
  RegisterInput,
} from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { queryRoots } from '../../lib/query-keys';
import { clearToken, setToken } from '../../lib/session';
import { sharedKeys, sharedQueries, useCurrentUser, useShopConfig } from '../../lib/shared-queries';

export const accountKeys = {
  user: queryRoots.user,
  current: sharedKeys.currentUser,
  security: () => [...accountKeys.user, 'security'] as const,
  config: sharedKeys.config,
};

export const accountQueries = {
  current: sharedQueries.currentUser,
  security: () =>
    queryOptions({
      queryKey: accountKeys.security(),
      queryFn: () => api.account.security(),
      retry: false,
    }),
  config: sharedQueries.config,
};

export { useCurrentUser, useShopConfig };

/** A new session: keep the token and forget whatever belonged to the previous one. */
function useStartSession() {
  const queryClient = useQueryClient();
  return (answer: LoginResponse) => {
    setToken(answer.token);
    queryClient.setQueryData(accountKeys.current(), answer.user);
    queryClient.removeQueries({ queryKey: queryRoots.orders });
  };
}

export function useLogin() {
  const start = useStartSession();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) => api.user.login(input),
    onSuccess: start,
  });
}

export function useGoogleSignIn() {
  const start = useStartSession();
  return useMutation({
    mutationFn: (accessToken: string) => api.user.google(accessToken),
    onSuccess: start,
  });
}

/* Registration, the reset mail and the new password change nothing the storefront caches. */
/** Registering signs the new shopper in, as logging in does. */
export function useRegister() {
  const start = useStartSession();
  return useMutation({
    mutationFn: (input: RegisterInput) => api.user.register(input),
    onSuccess: start,
  });
}

export const useSendResetMail = () =>
  useMutation({ mutationFn: (email: string) => api.user.sendMail(email) });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: { email: string; otp: string; password: string }) =>
      api.user.changePassword(input),
  });

export const useAccountSecurity = (enabled = true) =>
  useQuery({ ...accountQueries.security(), enabled });

/* The account's own changes on /profile. */

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => api.account.updateProfile(input),
    onSuccess: (user) => queryClient.setQueryData(accountKeys.current(), user),
  });
}

/** The answer's fresh token replaces this session's: the change ends every other one. */
export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordUpdateInput) => api.account.changePassword(input),
    onSuccess: (answer) => {
      setToken(answer.token);
      queryClient.setQueryData(accountKeys.current(), answer.user);
      return queryClient.invalidateQueries({ queryKey: accountKeys.security() });
    },
  });
}

export const useSendAccountCode = () => useMutation({ mutationFn: () => api.account.sendCode() });

/** Proving the address with the code mailed at registration; the answer is the account now. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.account.verifyEmail({ code }),
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.current(), answer.user);
      // Guest orders with the address are the account's now (PRODUCT §11), and counted there.
      if (answer.claimedOrders) {
        void queryClient.invalidateQueries({ queryKey: queryRoots.orders });
        void queryClient.invalidateQueries({ queryKey: accountKeys.security() });
      }
    },
  });
}

export const useSendVerificationCode = () =>
  useMutation({ mutationFn: () => api.account.sendVerificationCode() });

export const useExportAccount = () => useMutation({ mutationFn: () => api.account.exportData() });

export const useDeleteAccount = () =>
  useMutation({ mutationFn: (input: AccountDeleteInput) => api.account.remove(input) });

/**
 * Ends the session of an account just deleted, with everything cached for it. Called once the
 * screen has moved on: dropping the user first would unmount the screen mid-way.
 */
export function useForgetDeletedAccount() {
  const queryClient = useQueryClient();
  return () => {
    clearToken();
    queryClient.removeQueries({ queryKey: queryRoots.user });
    queryClient.removeQueries({ queryKey: queryRoots.orders });
  };
}
