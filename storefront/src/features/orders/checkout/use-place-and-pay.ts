import { useNavigate } from 'react-router-dom';
import { isApiError } from '@wallart/domain/api-client';
import { orderPagePath, type PlaceOrderInput } from '@wallart/domain/rules';
import { useT } from '../../../i18n/i18n';
import { postToGateway } from '../../../lib/card-gateway';
import { cart } from '../../../lib/cart-store';
import { messageOf } from '../../../lib/errors';
import { useShopLanguage } from '../../../i18n/i18n';
import { toast } from '../../../lib/toast';
import { useCardCheckout, usePlaceOrder } from '../orders.queries';
import { forgetProgress } from './checkout-progress';
import { codeRefusal } from './discount-code-field';

/**
 * Placing the order, then where the shopper lands (PRODUCT §7): cash on delivery → home, bank
 * transfer → that order in My Orders, card → the gateway (back on My Orders if it cannot be
 * started). A guest lands on the order's page instead (§11), or goes to the gateway. One plain sequence: the card checkout is asked for once the order is placed.
 */
export function usePlaceAndPay(options: { onCodeRefused: () => void }) {
  const navigate = useNavigate();
  const t = useT();
  const { lang } = useShopLanguage();
  const placeOrder = usePlaceOrder();
  const cardCheckout = useCardCheckout();

  async function payByCard(orderID: string, mine: string, key?: string) {
    try {
      postToGateway(await cardCheckout.mutateAsync({ orderID, key }));
    } catch (error) {
      toast.error(messageOf(error, t('checkout.cardNotStarted')));
      navigate(mine);
    }
  }

  async function place(input: PlaceOrderInput) {
    let placed;
    try {
      // The order keeps the page's language: its mails and documents come in it (PRODUCT §12).
      placed = await placeOrder.mutateAsync({ ...input, lang });
    } catch (error) {
      if (isApiError(error) && error.code === 'discount_refused') {
        // Used up or expired since it was applied: the field says why, nothing was placed.
        options.onCodeRefused();
        toast.error(t('checkout.codeRefused', { reason: codeRefusal(error.message) }));
      } else toast.error(messageOf(error, t('checkout.placeFailed')));
      return;
    }
    const { orderID, paymentMethod } = placed.order;
    toast.success(t('checkout.placed'));
    cart.clear();
    forgetProgress();
    // A guest lands on the order's own page whatever the method (PRODUCT §11).
    const guestPage = placed.orderToken && orderPagePath(placed.orderToken);
    if (guestPage && paymentMethod !== 'card') return navigate(guestPage);
    const mine = guestPage || `/orders?order=${encodeURIComponent(orderID)}`;
    if (paymentMethod === 'bank-transfer') navigate(mine);
    else if (paymentMethod === 'card') await payByCard(orderID, mine, placed.orderToken);
    else navigate('/');
  }

  return { place, busy: placeOrder.isPending || cardCheckout.isPending };
}
