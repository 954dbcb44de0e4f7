import { describe, expect, it } from 'vitest';
import type { Tamper } from './fake-payhere-protocol';
import { failedChecks, gatewayAndReceiver } from './fake-payhere-testing';

const started = gatewayAndReceiver();

describe('notices on request', () => {
  const order = { orderId: 'NOTE01', amount: '4999.50', currency: 'LKR' };

  it.each([2, 0, -1, -2, -3])(
    'posts a correctly signed notice with status %i and answers the shop’s status',
    async (statusCode) => {
      const status = await started.gateway.notify({
        ...order,
        statusCode,
        notifyUrl: started.receiver.notifyUrl,
      });
      expect(status).toBe(200);
      const { fields } = started.receiver.received[0]!;
      expect(fields).toMatchObject({ order_id: 'NOTE01', status_code: String(statusCode) });
      expect(failedChecks(fields, order)).toEqual([]);
    },
  );

  it('writes a number amount with two decimals and defaults the currency to LKR', async () => {
    await started.gateway.notify({
      orderId: 'N2',
      amount: 2500,
      statusCode: 2,
      notifyUrl: started.receiver.notifyUrl,
    });
    expect(started.receiver.received[0]!.fields).toMatchObject({
      payhere_amount: '2500.00',
      payhere_currency: 'LKR',
    });
  });

  it.each<Tamper>(['signature', 'merchant', 'amount', 'currency'])(
    'tampers with the %s so that exactly that check fails',
    async (tamper) => {
      await started.gateway.notify({
        ...order,
        statusCode: 2,
        notifyUrl: started.receiver.notifyUrl,
        tamper,
      });
      const { fields } = started.receiver.received[0]!;
      expect(fields.order_id).toBe('NOTE01');
      expect(failedChecks(fields, order)).toEqual([tamper]);
      expect(started.gateway.notices[0]).toMatchObject({ tamper, fields });
    },
  );

  it('answers the shop’s status when it refuses a notice', async () => {
    started.receiver.answerWith(400);
    const status = await started.gateway.notify({
      ...order,
      statusCode: 2,
      notifyUrl: started.receiver.notifyUrl,
      tamper: 'signature',
    });
    expect(status).toBe(400);
  });

  it('replays a notice field for field, payment id included', async () => {
    await started.gateway.notify({
      ...order,
      statusCode: 2,
      paymentId: '320025071278',
      notifyUrl: started.receiver.notifyUrl,
    });
    const first = started.gateway.notices[0]!;
    expect(await started.gateway.replay(first)).toBe(200);
    expect(started.receiver.received).toHaveLength(2);
    expect(started.receiver.received[1]!.fields).toEqual(started.receiver.received[0]!.fields);
    expect(started.receiver.received[0]!.fields.payment_id).toBe('320025071278');
    expect(started.gateway.notices[1]).toMatchObject({ replay: true });
  });

  it('gives each notice a new payment id unless one is given', async () => {
    await started.gateway.notify({
      ...order,
      statusCode: 2,
      notifyUrl: started.receiver.notifyUrl,
    });
    await started.gateway.notify({
      ...order,
      statusCode: 2,
      notifyUrl: started.receiver.notifyUrl,
    });
    const [a, b] = started.receiver.received.map((r) => r.fields.payment_id);
    expect(a).not.toBe(b);
  });

  it('fails loudly when the notify URL does not answer', async () => {
    await expect(
      started.gateway.notify({ ...order, statusCode: 2, notifyUrl: 'http://127.0.0.1:9/notify' }),
    ).rejects.toThrow(/notice to http:\/\/127\.0\.0\.1:9\/notify failed/);
  });
});
