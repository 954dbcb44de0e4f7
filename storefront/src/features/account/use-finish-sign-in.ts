import { useNavigate } from 'react-router-dom';
import type { LoginResponse } from '@wallart/domain/rules';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';

/** After any sign-in: the toast, then admins to the admin area and everyone else home. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  return {
    onSuccess: (answer: LoginResponse) => {
      toast.success('Login successfull');
      navigate(answer.user.role === 'admin' ? '/admin' : '/');
    },
    onError: (error: unknown) => toast.error(messageOf(error, 'Login failed')),
  };
}
