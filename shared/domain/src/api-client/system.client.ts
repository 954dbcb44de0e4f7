import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import type { DisplayCurrency } from '../currency/currency.rules';
import type { PaymentMethod } from '../payment/payment-options.rules';
import type { BankDetails, ShopIdentity } from '../settings/shop-settings.schemas';
import type { Http } from './http';

export interface ShopConfig {
  googleClientId: string | null;
  /** The payment methods this shop offers (card only when its gateway is set up). */
  paymentMethods: PaymentMethod[];
  /** Where bank-transfer payments go; shown after ordering and on My Orders. */
  bankDetails: BankDetails;
  /** The shop's name and contact, as on its documents. */
  shop: ShopIdentity;
  /** Days after delivery a return may be asked for (PRODUCT §13). */
  returnDays: number;
  /** A home order's subtotal (LKR) from which standard delivery is free. */
  freeShippingThreshold: number;
}

export interface Health {
  status: 'ok' | 'degraded';
  database: 'ok' | 'down';
}

/**
 * The server itself: whether it is up, and the settings a client reads before signing in
 * (among them the display currencies).
 */
export function systemClient(http: Http) {
  return {
    health: async () => (await http<Health>(callOf(apiRoutes.shop.health), { auth: false })).data,
    config: async () =>
      (await http<ShopConfig>(callOf(apiRoutes.shop.config), { auth: false })).data,
    currencies: async () =>
      (await http<DisplayCurrency[]>(callOf(apiRoutes.shop.currencies), { auth: false })).data,
  };
}
