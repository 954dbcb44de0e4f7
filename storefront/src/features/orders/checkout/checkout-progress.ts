import type { PaymentMethod, ShippingMethod } from '@wallart/domain/rules';

/** Checkout's steps in order, by the name the address bar shows (`?step=shipping`). */
export const CHECKOUT_STEPS = ['address', 'shipping', 'payment', 'review'] as const;
export type CheckoutStepName = (typeof CHECKOUT_STEPS)[number];

export interface DeliveryDetails {
  name: string;
  address: string;
  phoneNumber: string;
  /** A guest's e-mail (PRODUCT §11); a signed-in order goes to the account's address. */
  email?: string;
}

/** What the shopper has told the checkout so far, kept for this tab across a reload. */
export interface CheckoutProgress {
  /** The delivery details once the address step accepted them. */
  details: DeliveryDetails | null;
  country: string;
  shippingChoice: ShippingMethod | null;
  paymentChoice: PaymentMethod | null;
  /** How many steps are done, in order: the step of this index is the first one left to do. */
  done: number;
}

/** The step the address bar asks for; the address step when it names none (or none known). */
export function requestedStep(search: URLSearchParams): number {
  const index = CHECKOUT_STEPS.indexOf(search.get('step') as CheckoutStepName);
  return Math.max(index, 0);
}

/** The step that opens: the one asked for, unless an earlier one is still to do. */
export const openStep = (requested: number, done: number) => Math.min(requested, done);

/** The address bar's query for a step (the address step is the checkout's plain address). */
export const stepSearch = (index: number) =>
  index <= 0 ? '' : `?step=${CHECKOUT_STEPS[Math.min(index, CHECKOUT_STEPS.length - 1)]}`;

const KEY = 'checkout';

function isProgress(value: unknown): value is CheckoutProgress {
  if (typeof value !== 'object' || value === null) return false;
  const progress = value as Partial<CheckoutProgress>;
  const details = progress.details;
  return (
    typeof progress.country === 'string' &&
    typeof progress.done === 'number' &&
    (details === null ||
      (typeof details === 'object' &&
        typeof details?.name === 'string' &&
        typeof details.address === 'string' &&
        typeof details.phoneNumber === 'string'))
  );
}

/** The progress kept for this tab, if any (a reload keeps the step and what was typed). */
export function readProgress(): CheckoutProgress | null {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isProgress(kept) ? kept : null;
  } catch {
    return null;
  }
}

export function keepProgress(progress: CheckoutProgress): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Storage full or refused: the checkout still works, a reload just starts it again.
  }
}

/** Forgets the progress once the order is placed. */
export function forgetProgress(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
