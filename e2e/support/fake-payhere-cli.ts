/**
 * Runs the fake card gateway on its own, to try the shop's card payment locally:
 *
 *   npx tsx e2e/support/fake-payhere-cli.ts --merchant-id 1211149 --secret test-secret --port 4010
 *
 * It prints the settings to start the shop with, then one line per notice it posts.
 */
import { parseArgs } from 'node:util';
import { startFakePayHere } from './fake-payhere';

const usage =
  'usage: npx tsx e2e/support/fake-payhere-cli.ts --merchant-id <id> --secret <secret> [--port 4010] [--host 127.0.0.1]';

const { values } = parseArgs({
  options: {
    'merchant-id': { type: 'string' },
    secret: { type: 'string' },
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}
const merchantId = values['merchant-id'];
const secret = values.secret;
const port = Number(values.port);
if (!merchantId || !secret || !Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(usage);
  process.exit(2);
}

const gateway = await startFakePayHere({
  merchantId,
  merchantSecret: secret,
  host: values.host,
  port,
  onNotice(notice) {
    const { order_id, status_code, payhere_amount, payhere_currency } = notice.fields;
    const answer =
      notice.status === null ? `not delivered: ${notice.error}` : `shop answered ${notice.status}`;
    console.error(
      `notice: order ${order_id}, status ${status_code}, ${payhere_currency} ${payhere_amount} → ${notice.notifyUrl}: ${answer}`,
    );
  },
});

console.error(`Wall Art test gateway listening on ${gateway.url} (Ctrl+C to stop)`);
console.error('Start the shop with:');
console.log(`PAYHERE_MERCHANT_ID=${merchantId}`);
console.log(`PAYHERE_MERCHANT_SECRET=${secret}`);
console.log(`PAYHERE_CHECKOUT_URL=${gateway.checkoutUrl}`);
console.log('PUBLIC_URL=http://localhost:3000');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void gateway.close().then(() => process.exit(0));
  });
}
