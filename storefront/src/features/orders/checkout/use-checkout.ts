import { useEffect, useMemo, useState } from 'react';
import {
  HOME_COUNTRY,
  needsShipping,
  paymentMethodsFor,
  type CartItem,
  type PaymentMethod,
  type ShippingMethod,
} from '@wallart/domain/rules';
import { lineKey, useCartCheck } from '../../../lib/cart-check';
import { cart, parseCart, readCart } from '../../../lib/cart-store';
import { useShopConfig } from '../../../lib/shared-queries';
import { useDiscountCheck, useShippingQuote } from '../orders.queries';
import {
  keepProgress,
  readProgress,
  type CheckoutProgress,
  type DeliveryDetails,
} from './checkout-progress';

/** Items handed over by the cart page, re-checked like a stored cart; else the stored cart. */
function initialItems(state: unknown): CartItem[] {
  const passed = (state as { items?: unknown } | null)?.items;
  if (Array.isArray(passed)) return parseCart(JSON.stringify(passed));
  return readCart();
}

const FRESH: CheckoutProgress = {
  details: null,
  country: HOME_COUNTRY,
  shippingChoice: null,
  paymentChoice: null,
  done: 0,
};

/**
 * Everything the checkout's steps share: the lines (checked against the shop), what the
 * shopper chose so far (kept for the tab), the shipping quote and the discount code's answer,
 * and the shipping and payment that follow from them. The bill's items are built here, once.
 */
export function useCheckout(navigationState: unknown) {
  const [items, setItems] = useState(() => initialItems(navigationState));
  const [progress, setProgress] = useState(() => readProgress() ?? FRESH);
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  const { country } = progress;
  useEffect(() => keepProgress(progress), [progress]);

  const check = useCartCheck(items);
  const billItems = useMemo(
    () =>
      items.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        size: line.selectedSize,
      })),
    [items],
  );
  const quote = useShippingQuote({ country, billItems });
  const codeCheck = useDiscountCheck(
    discountCode === null ? null : { code: discountCode, country, billItems },
  );
  // The code counts only once the server said it applies to these very lines.
  const codeTaken = discountCode !== null && codeCheck.isSuccess ? codeCheck.data : null;
  const config = useShopConfig();

  // The quote answers for the country asked; while another country's answer still shows, wait.
  const quoteReady = quote.isSuccess && !quote.isPlaceholderData;
  // With a code, each fee is counted on the subtotal after it (free shipping may no longer apply).
  const methods = codeTaken?.methods ?? (quoteReady ? quote.data.methods : []);
  // Only digital artwork: nothing ships, so no shipping step, fee or cash on delivery (§13).
  const shipped = needsShipping(items.map((line) => ({ digital: line.digital === true })));
  const shipping = shipped
    ? (methods.find((m) => m.method === progress.shippingChoice) ?? methods[0])
    : undefined;
  const offered = config.data?.paymentMethods ?? ['cod', 'bank-transfer'];
  const payments = paymentMethodsFor(country, { cardAvailable: offered.includes('card') }).filter(
    (method) => offered.includes(method) && (shipped || method !== 'cod'),
  );
  const payment = payments.find((m) => m === progress.paymentChoice) ?? payments[0];

  const change = (patch: Partial<CheckoutProgress>) =>
    setProgress((current) => ({ ...current, ...patch }));
  /** Marks the step of this index done: the next one may open. */
  const finishStep = (index: number) =>
    setProgress((current) => ({ ...current, done: Math.max(current.done, index + 1) }));

  const lines = {
    setQuantity: (changed: CartItem, quantity: number) =>
      setItems((current) =>
        current.map((line) => (lineKey(line) === lineKey(changed) ? { ...line, quantity } : line)),
      ),
    remove: (gone: CartItem) => {
      setItems((current) => current.filter((line) => lineKey(line) !== lineKey(gone)));
      cart.setQuantity(gone.productId, gone.selectedSize, 0);
    },
  };

  return {
    items,
    billItems,
    check,
    progress,
    country,
    quote,
    quoteReady,
    methods,
    shipped,
    shipping,
    config,
    payments,
    payment,
    discount: {
      code: discountCode,
      check: codeCheck,
      taken: codeTaken,
      apply: setDiscountCode,
      remove: () => setDiscountCode(null),
    },
    lines,
    acceptDetails: (details: DeliveryDetails) => {
      change({ details });
      finishStep(shipped ? 0 : 1);
    },
    changeCountry: (next: string | null) => {
      if (!next || next === country) return;
      // Another country has its own methods: shipping and payment are chosen again.
      setProgress((current) => ({
        ...current,
        country: next,
        shippingChoice: null,
        paymentChoice: null,
        // Nothing to ship: the next step after the address is payment.
        done: Math.min(current.done, shipped || current.done === 0 ? 1 : 2),
      }));
    },
    chooseShipping: (method: ShippingMethod) => change({ shippingChoice: method }),
    choosePayment: (method: PaymentMethod) => change({ paymentChoice: method }),
    finishStep,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
