import { createContext, useContext } from 'react';

/**
 * A guest order's key (PRODUCT §11), for the order page's actions: cancel, slip, card and
 * invoice send it as `X-Order-Token` in place of a sign-in. Undefined in My Orders.
 */
export const OrderKeyContext = createContext<string | undefined>(undefined);

export const useOrderKey = () => useContext(OrderKeyContext);
