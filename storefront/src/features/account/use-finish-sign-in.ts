import { useNavigate, useSearchParams } from 'react-router-dom';
import { landingAfterSignIn, NEXT_PARAM, type LoginResponse } from '@wallart/domain/rules';
import { useT } from '../../i18n/i18n';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';

/**
 * After any sign-in: the toast, then admins to the admin area (or the admin screen they were
 * on) and everyone else to `next`, a same-site path only, or home.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const t = useT();
  return {
    onSuccess: (answer: LoginResponse) => {
      toast.success(t('auth.loggedIn'));
      navigate(landingAfterSignIn(answer.user.role, params.get(NEXT_PARAM)), { replace: true });
    },
    onError: (error: unknown) => toast.error(messageOf(error, t('auth.loginFailed'))),
  };
}
