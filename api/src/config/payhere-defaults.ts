/** PayHere's sandbox checkout: where card payments go until a live URL is configured. */
export const DEFAULT_PAYHERE_CHECKOUT_URL = 'https://sandbox.payhere.lk/pay/checkout';
