import { useNavigate } from 'react-router-dom';
import { isApiError } from '@wallart/domain/api-client';
import type { PlaceOrderInput } from '@wallart/domain/rules';
import { postToGateway } from '../../../lib/card-gateway';
import { cart } from '../../../lib/cart-store';
import { messageOf } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useCardCheckout, usePlaceOrder } from '../orders.queries';
import { forgetProgress } from './checkout-progress';

/**
 * Placing the order, then where the shopper lands (PRODUCT §7): cash on delivery → home, bank
 * transfer → that order in My Orders, card → the gateway (back on My Orders if it cannot be
 * started). One plain sequence: the card checkout is asked for once the order is placed.
 */
export function usePlaceAndPay(options: { onCodeRefused: () => void }) {
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const cardCheckout = useCardCheckout();

  async function payByCard(orderID: string, mine: string) {
    try {
      postToGateway(await cardCheckout.mutateAsync(orderID));
    } catch (error) {
      toast.error(messageOf(error, 'Card payment could not be started; try again from My Orders'));
      navigate(mine);
    }
  }

  async function place(input: PlaceOrderInput) {
    let placed;
    try {
      placed = await placeOrder.mutateAsync(input);
    } catch (error) {
      if (isApiError(error) && error.code === 'discount_refused') {
        // Used up or expired since it was applied: the field says why, nothing was placed.
        options.onCodeRefused();
        toast.error(`Your discount code can't be used: ${error.message}.`);
      } else toast.error(messageOf(error, 'Order place failed'));
      return;
    }
    const { orderID, paymentMethod } = placed.order;
    toast.success('Order placed successfully');
    cart.clear();
    forgetProgress();
    const mine = `/orders?order=${encodeURIComponent(orderID)}`;
    if (paymentMethod === 'bank-transfer') navigate(mine);
    else if (paymentMethod === 'card') await payByCard(orderID, mine);
    else navigate('/');
  }

  return { place, busy: placeOrder.isPending || cardCheckout.isPending };
}
