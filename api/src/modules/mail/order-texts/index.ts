import { textsOf, type Catalogue } from '../../../lib/catalogue';
import { en, type OrderText } from './en';
import { si } from './si';
import { ta } from './ta';

/** The shopper's mails about an order, in the order's language (PRODUCT §12). */
export const ORDER_MAIL_TEXTS: Catalogue<OrderText> = { en, si, ta };
export const orderText = textsOf(ORDER_MAIL_TEXTS);
export type { OrderText };
