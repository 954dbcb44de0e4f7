import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { openStep, requestedStep, stepSearch } from './checkout-progress';

/**
 * The open step, from the address bar: a reload or the back button keeps it, and a step whose
 * earlier steps are not done yet gives way to the first one left to do (the address bar then
 * says so). Moving to a step is a new history entry, so the back button goes one step back.
 */
export function useCheckoutStep(done: number) {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const requested = requestedStep(search);
  const open = openStep(requested, done);
  const refused = open !== requested || (search.has('step') && stepSearch(open) === '');

  useEffect(() => {
    // The cart's items ride in the navigation state; every step keeps them.
    if (refused) navigate({ search: stepSearch(open) }, { replace: true, state: location.state });
  }, [refused, open, navigate, location.state]);

  const goTo = (index: number) =>
    navigate({ search: stepSearch(index) }, { state: location.state });

  return { open, goTo };
}
