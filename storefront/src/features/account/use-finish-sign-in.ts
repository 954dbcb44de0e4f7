import { useNavigate } from 'react-router-dom';
import { LOGIN_SUCCESS_TOAST, type LoginResponse } from '@wallart/domain/rules';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';

/** After any sign-in: the toast, then admins to the admin area and everyone else home. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  return {
    onSuccess: (answer: LoginResponse) => {
      toast.success(LOGIN_SUCCESS_TOAST);
      navigate(answer.user.role === 'admin' ? '/admin' : '/');
    },
    onError: (error: unknown) => toast.error(messageOf(error, 'Login failed')),
  };
}
