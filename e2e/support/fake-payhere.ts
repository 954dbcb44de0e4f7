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
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  buildNotice,
  checkCheckout,
  type Checkout,
  type NoticeFields,
  type NotifyOptions,
  type SentNotice,
  type Tamper,
} from './fake-payhere-protocol';
import { errorPage, escapeHtml, page, payPage, readForm, send } from './fake-payhere-pages';

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
