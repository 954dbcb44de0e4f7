import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatusChangeModel } from '../../db/models';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => app.close());

async function placed() {
  const shopper = await createUser(app);
  const product = await createProduct(app, { stock: 5 });
  const { order } = await clientFor(app, shopper).order.place({
    name: 'Ruwan Silva',
    address: '5 Lake Drive, Colombo',
    phoneNumber: '0712345678',
    billItems: [{ productId: product.productId, quantity: 1 }],
  });
  return { shopper, id: order.orderID };
}

const staff = () => clientFor(app, admin);
const put = (orderID: string, body: unknown, token = admin.token) =>
  app.call('PUT', `/api/order/${orderID}`, { token, body });
const historyLength = async (orderID: string) =>
  ((await staff().order.get(orderID)).statusHistory ?? []).length;
const ownList = async (shopper: SignedIn) => (await clientFor(app, shopper).order.list()).items;

describe('PUT /api/order/:orderID with a carrier and tracking number', () => {
  it('keeps them on the Shipped entry and shows them as the order’s tracking, to staff and shopper', async () => {
    const { shopper, id } = await placed();
    const { order } = await staff().order.setStatus(id, 'Shipped', {
      carrier: 'dhl',
      trackingNumber: ' 1234567890 ',
    });
    expect(order.status).toBe('Shipped');
    expect(order.tracking).toEqual({
      carrier: 'DHL',
      trackingNumber: '1234567890',
      shippedAt: expect.any(String),
    });
    expect(order.statusHistory?.at(-1)).toMatchObject({
      from: 'Pending',
      to: 'Shipped',
      by: admin.user.email,
      carrier: 'DHL',
      trackingNumber: '1234567890',
    });
    // The earlier entries carry neither.
    expect(order.statusHistory?.[0]).not.toHaveProperty('carrier');

    const seen = await clientFor(app, shopper).order.get(id);
    expect(seen.tracking).toMatchObject({ carrier: 'DHL', trackingNumber: '1234567890' });
    const [listed] = await ownList(shopper);
    expect(listed?.tracking).toMatchObject({ carrier: 'DHL', trackingNumber: '1234567890' });
    const adminList = await staff().order.list({ status: 'Shipped' });
    expect(adminList.items.find((o) => o.orderID === id)?.tracking?.carrier).toBe('DHL');

    const row = await OrderStatusChangeModel.findOne({
      where: { toStatus: 'Shipped', trackingNumber: '1234567890' },
      raw: true,
    });
    expect(row?.carrier).toBe('DHL');
  });

  it('keeps an unknown carrier as typed, and either field alone', async () => {
    const first = await placed();
    const one = await staff().order.setStatus(first.id, 'Shipped', {
      carrier: 'Kandy Express Couriers',
    });
    expect(one.order.tracking).toMatchObject({
      carrier: 'Kandy Express Couriers',
      trackingNumber: null,
    });
    const second = await placed();
    const two = await staff().order.setStatus(second.id, 'Shipped', { trackingNumber: 'RR1LK' });
    expect(two.order.tracking).toMatchObject({ carrier: null, trackingNumber: 'RR1LK' });
  });

  it('ships without tracking when none is given: the order shows none', async () => {
    const { shopper, id } = await placed();
    const { order } = await staff().order.setStatus(id, 'Shipped', {
      carrier: '',
      trackingNumber: '  ',
    });
    expect(order.status).toBe('Shipped');
    expect(order.tracking).toBeNull();
    expect((await ownList(shopper))[0]?.tracking).toBeNull();
  });

  it('keeps the tracking once Delivered, and shows none once sent back to Processing', async () => {
    const { shopper, id } = await placed();
    await staff().order.setStatus(id, 'Shipped', { carrier: 'UPS', trackingNumber: '1Z999' });
    const delivered = (await staff().order.setStatus(id, 'Delivered')).order;
    expect(delivered.tracking).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999' });
    expect((await ownList(shopper))[0]?.tracking?.carrier).toBe('UPS');
    const back = (await staff().order.setStatus(id, 'Processing')).order;
    expect(back.tracking).toBeNull();
    expect((await ownList(shopper))[0]?.tracking).toBeNull();
  });

  it('changes nothing when the same status and tracking come again, and refuses other tracking with 409', async () => {
    const { id } = await placed();
    await staff().order.setStatus(id, 'Shipped', { carrier: 'FedEx', trackingNumber: '6123' });
    const entries = await historyLength(id);
    const again = await put(id, { status: 'Shipped', carrier: 'FedEx', trackingNumber: '6123' });
    expect(again.status).toBe(200);
    expect(await put(id, { status: 'Shipped' })).toMatchObject({ status: 200 });
    const other = await put(id, { status: 'Shipped', carrier: 'DHL', trackingNumber: '999' });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/already Shipped/),
    });
    expect(await historyLength(id)).toBe(entries);
    expect((await staff().order.get(id)).tracking).toMatchObject({ carrier: 'FedEx' });
  });

  it.each([
    [{ status: 'Processing', carrier: 'DHL' }, 'carrier'],
    [{ status: 'Delivered', trackingNumber: '123' }, 'trackingNumber'],
    [{ status: 'Shipped', carrier: 'x'.repeat(61) }, 'carrier'],
    [{ status: 'Shipped', carrier: 'DHL\r\nBcc: all@example.com' }, 'carrier'],
    [{ status: 'Shipped', trackingNumber: '1'.repeat(41) }, 'trackingNumber'],
    [{ status: 'Shipped', trackingNumber: '<script>1</script>' }, 'trackingNumber'],
    [{ status: 'Shipped', trackingNumber: 12345 }, 'trackingNumber'],
  ])('answers 400 naming the field for %j, and changes nothing', async (body, field) => {
    const { id } = await placed();
    const entries = await historyLength(id);
    const res = await put(id, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'invalid',
      errors: expect.arrayContaining([expect.objectContaining({ path: field })]),
    });
    const order = await staff().order.get(id);
    expect(order.status).toBe('Pending');
    expect(order.tracking).toBeNull();
    expect(await historyLength(id)).toBe(entries);
  });

  it('refuses a shopper, even the owner, with 403 and keeps the order as it was', async () => {
    const { shopper, id } = await placed();
    const error = await apiError(
      clientFor(app, shopper).order.setStatus(id, 'Shipped', {
        carrier: 'DHL',
        trackingNumber: '1234567890',
      }),
    );
    expect([error.status, error.code]).toEqual([403, 'forbidden']);
    const order = await clientFor(app, shopper).order.get(id);
    expect(order.status).toBe('Pending');
    expect(order.tracking).toBeNull();
    expect(order.statusHistory).toHaveLength(1);
    expect(
      await OrderStatusChangeModel.count({
        where: {
          trackingNumber: '1234567890',
          toStatus: 'Shipped',
          carrier: 'DHL',
          orderRefId: Number(order._id),
        },
      }),
    ).toBe(0);
  });
});
