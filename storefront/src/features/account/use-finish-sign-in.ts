import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  landingAfterSignIn,
  LOGIN_SUCCESS_TOAST,
  NEXT_PARAM,
  type LoginResponse,
} from '@wallart/domain/rules';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';

/**
 * After any sign-in: the toast, then admins to the admin area (or the admin screen they were
 * on) and everyone else to `next`, a same-site path only, or home.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return {
    onSuccess: (answer: LoginResponse) => {
      toast.success(LOGIN_SUCCESS_TOAST);
      navigate(landingAfterSignIn(answer.user.role, params.get(NEXT_PARAM)), { replace: true });
    },
    onError: (error: unknown) => toast.error(messageOf(error, 'Login failed')),
  };
}
