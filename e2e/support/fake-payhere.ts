/**
 * A fake card gateway that speaks PayHere's protocol (PRODUCT §7), for tests and for trying the
 * shop's card payment on one machine. It is deliberately independent of the shop's code: it
 * computes the checkout hash and the notice signature itself, so a mistake in the shop's
 * PayHere rules shows up as a refused checkout or a refused notice.
 *
 * - `POST /pay/checkout` takes the shop's form (as the shopper's browser posts it), checks every
 *   field and the `hash`, and renders a pay page with "Pay", "Decline" and "Cancel".
 * - Pay posts a signed notice (status 2) to `notify_url`, waits for the shop's answer and sends
 *   the browser to `return_url`; Decline does the same with status -2; Cancel sends the browser
 *   to `cancel_url` and posts nothing.
 * - `notify()` posts one notice on request (success, failure, chargeback, forged or tampered);
 *   `replay()` posts a notice again exactly as it was sent.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The fields PRODUCT §7 says the shop posts to the gateway's checkout. */
export const CHECKOUT_FIELDS = [
  'merchant_id',
  'return_url',
  'cancel_url',
  'notify_url',
  'order_id',
  'items',
  'currency',
  'amount',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'city',
  'country',
  'hash',
] as const;

/** The currencies PayHere charges in (PRODUCT §7). */
export const CURRENCIES = ['LKR', 'USD'] as const;

/** PayHere's status codes: 2 success, 0 pending, -1 cancelled, -2 failed, -3 chargeback. */
export type StatusCode = 2 | 0 | -1 | -2 | -3;

/**
 * How `notify()` spoils a notice, each so that exactly one of the shop's checks must catch it:
 * - `signature`: the fields are right but `md5sig` is made with another secret;
 * - `merchant`: another merchant's id, correctly signed;
 * - `amount`: a different `payhere_amount` than asked for, correctly signed;
 * - `currency`: a different `payhere_currency` than asked for, correctly signed.
 */
export type Tamper = 'signature' | 'merchant' | 'amount' | 'currency';

/** A notice's form fields, in the order the gateway sends them. */
export type NoticeFields = Record<string, string>;

/** One notice the gateway posted, and what the shop answered. */
export interface SentNotice {
  notifyUrl: string;
  fields: NoticeFields;
  /** How the notice was spoiled, when it was (see `Tamper`). */
  tamper?: Tamper;
  /** True when this is a `replay()` of an earlier notice. */
  replay: boolean;
  /** The shop's HTTP status, or null when the notice could not be delivered. */
  status: number | null;
  /** The shop's answer body (first 2,000 characters). */
  body: string;
  /** Why the notice could not be delivered, when it could not. */
  error?: string;
}

/** One checkout the shop posted, and what became of it. */
export interface Checkout {
  fields: Record<string, string>;
  /** The problems found; a refused checkout renders an error page and posts nothing. */
  problems: string[];
  outcome: 'refused' | 'pending' | 'paid' | 'declined' | 'cancelled';
}

export interface NotifyOptions {
  orderId: string;
  /** `payhere_amount` as the gateway writes it ("2500.00"); a number is written with 2 decimals. */
  amount: string | number;
  currency?: string;
  statusCode: StatusCode | number;
  /** Defaults to a new payment id. */
  paymentId?: string;
  notifyUrl: string;
  tamper?: Tamper;
  /** Extra fields to send with the notice (e.g. `custom_1`). */
  extra?: Record<string, string>;
}

export interface FakePayHereOptions {
  merchantId: string;
  merchantSecret: string;
  host?: string;
  port?: number;
  /** Called after each notice is posted (the CLI logs them). */
  onNotice?: (notice: SentNotice) => void;
  /** How long to wait for the shop's answer to a notice; default 10 s. */
  noticeTimeoutMs?: number;
}

export interface FakePayHere {
  /** The gateway's address, e.g. `http://127.0.0.1:4010`. */
  url: string;
  /** Where the shop posts its checkout form: `${url}/pay/checkout` (PAYHERE_CHECKOUT_URL). */
  checkoutUrl: string;
  /** Every notice posted so far, oldest first. */
  notices: SentNotice[];
  /** Every checkout the shop posted, oldest first. */
  checkouts: Checkout[];
  /** Posts one notice and answers the shop's HTTP status. */
  notify(options: NotifyOptions): Promise<number>;
  /** Posts a notice again, field for field, and answers the shop's HTTP status. */
  replay(notice: Pick<SentNotice, 'notifyUrl' | 'fields'>): Promise<number>;
  close(): Promise<void>;
}

const md5Upper = (text: string) =>
  createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

/** hash = UPPER(MD5(merchant_id + order_id + amount + currency + UPPER(MD5(secret)))). */
export function checkoutHash(
  fields: { merchant_id: string; order_id: string; amount: string; currency: string },
  secret: string,
): string {
  return md5Upper(
    fields.merchant_id + fields.order_id + fields.amount + fields.currency + md5Upper(secret),
  );
}

/**
 * md5sig = UPPER(MD5(merchant_id + order_id + payhere_amount + payhere_currency + status_code +
 * UPPER(MD5(secret)))).
 */
export function noticeSignature(fields: NoticeFields, secret: string): string {
  return md5Upper(
    (fields.merchant_id ?? '') +
      (fields.order_id ?? '') +
      (fields.payhere_amount ?? '') +
      (fields.payhere_currency ?? '') +
      (fields.status_code ?? '') +
      md5Upper(secret),
  );
}

const STATUS_MESSAGES: Record<string, string> = {
  '2': 'Successfully completed the payment.',
  '0': 'Payment is pending.',
  '-1': 'Payment was cancelled.',
  '-2': 'Payment was declined by the test bank.',
  '-3': 'Payment was charged back.',
};

/** A new PayHere-like payment id: 12 digits, random so two gateways never share one. */
function newPaymentId(): string {
  return String(randomInt(100_000_000_000, 1_000_000_000_000));
}

function formatAmount(amount: string | number): string {
  return typeof amount === 'number' ? amount.toFixed(2) : amount;
}

/** Builds a notice's fields, signed with `secret`, then spoiled as `tamper` says. */
export function buildNotice(
  merchantId: string,
  secret: string,
  options: Omit<NotifyOptions, 'notifyUrl'>,
): NoticeFields {
  const amount = formatAmount(options.amount);
  const currency = options.currency ?? 'LKR';
  const fields: NoticeFields = {
    merchant_id: merchantId,
    order_id: options.orderId,
    payment_id: options.paymentId ?? newPaymentId(),
    payhere_amount: amount,
    payhere_currency: currency,
    status_code: String(options.statusCode),
  };
  switch (options.tamper) {
    case 'merchant':
      fields.merchant_id = merchantId === '1000001' ? '1000002' : '1000001';
      break;
    case 'amount':
      fields.payhere_amount = amount === '1.00' ? '2.00' : '1.00';
      break;
    case 'currency':
      fields.payhere_currency = currency === 'USD' ? 'LKR' : 'USD';
      break;
    default:
      break;
  }
  const signingSecret = options.tamper === 'signature' ? `not-${secret}` : secret;
  fields.md5sig = noticeSignature(fields, signingSecret);
  fields.status_message = STATUS_MESSAGES[String(options.statusCode)] ?? 'Unknown status.';
  fields.method = 'TEST';
  Object.assign(fields, options.extra);
  return fields;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Wall Art test gateway</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1.5rem; }
  button { font: inherit; padding: .6rem 1.4rem; border-radius: .4rem; border: 1px solid #444; background: #fff; cursor: pointer; }
  .actions button:first-child { background: #14532d; border-color: #14532d; color: #fff; }
  .note { color: #555; font-size: .9rem; }
  [role="alert"] { border: 1px solid #b91c1c; color: #7f1d1d; padding: .75rem 1rem; border-radius: .4rem; }
</style>
</head>
<body>
<main>
<p class="note">Wall Art test gateway — no real money moves.</p>
${body}
</main>
</body>
</html>
`;
}

function payPage(token: string, fields: Record<string, string>): string {
  const row = (label: string, value: string) =>
    `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  return page(
    `Pay for order ${fields.order_id}`,
    `<h1>Wall Art test gateway</h1>
<section aria-labelledby="summary">
<h2 id="summary">Order ${escapeHtml(fields.order_id ?? '')}</h2>
<dl>
${row('Order', fields.order_id ?? '')}
${row('Items', fields.items ?? '')}
${row('Amount', `${fields.currency} ${fields.amount}`)}
${row('Paying as', `${fields.first_name} ${fields.last_name} <${fields.email}>`)}
</dl>
</section>
<form method="post" action="/pay/complete" aria-label="Test payment">
<input type="hidden" name="checkout" value="${escapeHtml(token)}">
<div class="actions">
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="decline">Decline</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>`,
  );
}

function errorPage(title: string, problems: string[]): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<div role="alert">
<ul>
${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('\n')}
</ul>
</div>
<p>No payment was taken and nothing was sent to the shop.</p>`,
  );
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Every problem with a checkout form, in the words the error page shows. */
export function checkCheckout(
  fields: Record<string, string>,
  merchantId: string,
  secret: string,
): string[] {
  const problems: string[] = [];
  for (const name of CHECKOUT_FIELDS) {
    if (!fields[name]?.trim()) problems.push(`${name} is missing`);
  }
  if (problems.length) return problems;
  if (fields.merchant_id !== merchantId)
    problems.push(`merchant_id ${fields.merchant_id} is not this merchant`);
  for (const name of ['return_url', 'cancel_url', 'notify_url'] as const) {
    if (!isHttpUrl(fields[name]!)) problems.push(`${name} is not an http(s) address`);
  }
  if (!(CURRENCIES as readonly string[]).includes(fields.currency!)) {
    problems.push(`currency ${fields.currency} is not one of ${CURRENCIES.join(', ')}`);
  }
  if (!/^\d{1,12}\.\d{2}$/.test(fields.amount!) || Number(fields.amount) <= 0) {
    problems.push(`amount ${fields.amount} is not a positive amount with 2 decimals`);
  }
  if (!/^[^@\s]+@[^@\s]+$/.test(fields.email!)) problems.push('email is not an e-mail address');
  if (!problems.length) {
    const expected = checkoutHash(
      {
        merchant_id: fields.merchant_id!,
        order_id: fields.order_id!,
        amount: fields.amount!,
        currency: fields.currency!,
      },
      secret,
    );
    if (fields.hash !== expected)
      problems.push('hash does not match the order, amount and currency');
  }
  return problems;
}

const MAX_BODY = 64 * 1024;

function readForm(req: http.IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Past the limit the rest is read and dropped, so the 413 page still reaches the browser.
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY) reject(Object.assign(new Error('form too large'), { status: 413 }));
      else resolve(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    });
    req.on('error', reject);
  });
}

function send(
  res: http.ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(html);
}

/** Starts the gateway on a loopback port (a free one unless `port` is given). */
export async function startFakePayHere(options: FakePayHereOptions): Promise<FakePayHere> {
  const { merchantId, merchantSecret, host = '127.0.0.1', port = 0, onNotice } = options;
  const noticeTimeoutMs = options.noticeTimeoutMs ?? 10_000;
  const notices: SentNotice[] = [];
  const checkouts: Checkout[] = [];
  const pending = new Map<string, Checkout>();

  async function post(
    notifyUrl: string,
    fields: NoticeFields,
    extra: { tamper?: Tamper; replay: boolean },
  ): Promise<SentNotice> {
    const sent: SentNotice = { notifyUrl, fields: { ...fields }, ...extra, status: null, body: '' };
    try {
      const answer = await fetch(notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(noticeTimeoutMs),
      });
      sent.status = answer.status;
      sent.body = (await answer.text()).slice(0, 2000);
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      sent.error =
        (error instanceof Error ? error.message : String(error)) +
        (cause ? ` (${cause.code ?? cause.message})` : '');
    }
    notices.push(sent);
    onNotice?.(sent);
    return sent;
  }

  async function complete(form: Record<string, string>, res: http.ServerResponse) {
    const checkout = form.checkout ? pending.get(form.checkout) : undefined;
    if (!checkout) {
      send(res, 404, errorPage('Unknown or finished payment', ['This payment is not open.']));
      return;
    }
    const action = form.action;
    if (action !== 'pay' && action !== 'decline' && action !== 'cancel') {
      send(
        res,
        400,
        errorPage('Unknown action', [`"${action ?? ''}" is not Pay, Decline or Cancel`]),
      );
      return;
    }
    pending.delete(form.checkout!);
    const { fields } = checkout;
    if (action === 'cancel') {
      checkout.outcome = 'cancelled';
      res.writeHead(303, { location: fields.cancel_url!, 'cache-control': 'no-store' });
      res.end();
      return;
    }
    checkout.outcome = action === 'pay' ? 'paid' : 'declined';
    const extra: Record<string, string> = {
      card_holder_name: `${fields.first_name} ${fields.last_name}`,
      card_no: '************1292',
      card_expiry: '12/30',
    };
    for (const name of ['custom_1', 'custom_2']) {
      if (fields[name] !== undefined) extra[name] = fields[name]!;
    }
    const notice = buildNotice(merchantId, merchantSecret, {
      orderId: fields.order_id!,
      amount: fields.amount!,
      currency: fields.currency!,
      statusCode: action === 'pay' ? 2 : -2,
      extra,
    });
    await post(fields.notify_url!, notice, { replay: false });
    res.writeHead(303, { location: fields.return_url!, 'cache-control': 'no-store' });
    res.end();
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://gateway').pathname;
    if (req.method === 'GET' && path === '/') {
      send(
        res,
        200,
        page(
          'Ready',
          `<h1>Wall Art test gateway</h1><p>Merchant ${escapeHtml(merchantId)}. The shop posts its card checkout to <code>/pay/checkout</code>.</p>`,
        ),
      );
      return;
    }
    if (path !== '/pay/checkout' && path !== '/pay/complete') {
      send(res, 404, errorPage('Not found', [`Nothing at ${path}`]));
      return;
    }
    if (req.method !== 'POST') {
      send(res, 405, errorPage('Method not allowed', ['Post the form here.']), { allow: 'POST' });
      return;
    }
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') {
      send(
        res,
        415,
        errorPage('Not a form post', [`content-type ${type || '(none)'} is not a form`]),
      );
      return;
    }
    const form = await readForm(req);
    if (path === '/pay/complete') {
      await complete(form, res);
      return;
    }
    const problems = checkCheckout(form, merchantId, merchantSecret);
    const checkout: Checkout = {
      fields: form,
      problems,
      outcome: problems.length ? 'refused' : 'pending',
    };
    checkouts.push(checkout);
    if (problems.length) {
      send(res, 400, errorPage('Payment refused', problems));
      return;
    }
    const token = randomBytes(16).toString('hex');
    pending.set(token, checkout);
    send(res, 200, payPage(token, form));
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const status = (error as { status?: number }).status ?? 500;
      if (!res.headersSent) {
        send(
          res,
          status,
          errorPage('Gateway error', [error instanceof Error ? error.message : String(error)]),
        );
      } else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${shownHost}:${address.port}`;

  return {
    url,
    checkoutUrl: `${url}/pay/checkout`,
    notices,
    checkouts,
    async notify({ notifyUrl, tamper, ...notice }) {
      const fields = buildNotice(merchantId, merchantSecret, { ...notice, tamper });
      const sent = await post(notifyUrl, fields, { tamper, replay: false });
      if (sent.status === null) throw new Error(`notice to ${notifyUrl} failed: ${sent.error}`);
      return sent.status;
    },
    async replay({ notifyUrl, fields }) {
      const sent = await post(notifyUrl, fields, { replay: true });
      if (sent.status === null) throw new Error(`notice to ${notifyUrl} failed: ${sent.error}`);
      return sent.status;
    },
    close() {
      return new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
