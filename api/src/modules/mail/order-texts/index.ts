import { textsOf, type Catalogue } from '../../../lib/catalogue';
import { en, type OrderText } from './en';
import { si } from './si';
import { ta } from './ta';

/** The shopper's mails about an order, in the order's language (PRODUCT §12). */
export const ORDER_MAIL_TEXTS: Catalogue<OrderText> = { en, si, ta };
export const orderText = textsOf(ORDER_MAIL_TEXTS);
export type { OrderText };

/** The keys whose words differ for a guest, who has an order page where others have My Orders. */
type GuestWorded = { [K in OrderText]: `${K}.guest` extends OrderText ? K : never }[OrderText];

/** The key's words for the order's shopper: a guest's own on an order no account has claimed. */
export const forShopper = (order: { isGuest?: boolean }, key: GuestWorded): OrderText =>
  order.isGuest ? `${key}.guest` : key;
