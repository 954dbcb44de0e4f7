import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server draws the page and while the browser takes that drawing over, true
 * after: what lives only in the browser (the cart, the session) is drawn once this is true,
 * so the first browser drawing matches the server's.
 */
export const useInBrowser = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
