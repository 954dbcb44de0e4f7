import type { CardCheckout } from '@wallart/domain/rules';

/**
 * Sends the shopper to the card gateway: a hidden form with the fields the server signed,
 * posted to the gateway's address (PayHere's hosted checkout takes a form post, not a link).
 */
export function postToGateway({ action, fields }: CardCheckout): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
