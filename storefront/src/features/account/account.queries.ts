import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse, RegisterInput } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { queryRoots } from '../../lib/query-keys';
import { setToken } from '../../lib/session';
import { sharedKeys, sharedQueries, useShopConfig } from '../../lib/shared-queries';

export const accountKeys = {
  user: queryRoots.user,
  current: () => [...accountKeys.user, 'current'] as const,
  config: sharedKeys.config,
};

export const accountQueries = {
  current: () =>
    queryOptions({
      queryKey: accountKeys.current(),
      queryFn: () => api.user.current(),
      retry: false,
    }),
  config: sharedQueries.config,
};

export const useCurrentUser = (enabled = true) =>
  useQuery({ ...accountQueries.current(), enabled });
export { useShopConfig };

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
export const useRegister = () =>
  useMutation({ mutationFn: (input: RegisterInput) => api.user.register(input) });

export const useSendResetMail = () =>
  useMutation({ mutationFn: (email: string) => api.user.sendMail(email) });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: { email: string; otp: string; password: string }) =>
      api.user.changePassword(input),
  });
