import { describe, expect, it } from 'vitest';
import { pageCount } from '../api-contract/paging';
import { DEFAULT_ORDER_PAGE_LIMIT, type PlaceOrderInput } from '../order/order.schemas';
import { BASE, json, setup, TOKEN } from './testing/fake-fetch';

describe('createApiClient: order', () => {
  it('list: GET /api/order with the token, reading X-Total-Count', async () => {
    const { api, last } = setup({}, json([], { headers: { 'X-Total-Count': '31' } }));
    const page = await api.order.list({ status: 'Pending', page: 2, limit: 10 });
    expect(last()).toMatchObject({
      method: 'GET',
      url: `${BASE}/api/order?status=Pending&page=2&limit=10`,
    });
    expect(last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(page).toEqual({ items: [], total: 31, page: 2, limit: 10 });
  });

  it('list: without a query asks for GET /api/order, page 1 of the server default of 100', async () => {
    const { api, last } = setup({}, json([{ orderID: 'ORD-1' }, { orderID: 'ORD-2' }]));
    const page = await api.order.list();
    expect(last().url).toBe(`${BASE}/api/order`);
    expect(page).toMatchObject({ total: 2, page: 1, limit: DEFAULT_ORDER_PAGE_LIMIT });
  });

  it('list: reports the default page size, not the total, when the server pages the list', async () => {
    const orders = Array.from({ length: 100 }, (_, i) => ({ orderID: `ORD-${i}` }));
    const { api } = setup({}, json(orders, { headers: { 'X-Total-Count': '250' } }));
    const page = await api.order.list();
    expect(page).toMatchObject({ total: 250, page: 1, limit: 100 });
    expect(pageCount(page.total, page.limit)).toBe(3);
  });

  it('list: an empty order list still reports a page size above 0', async () => {
    const { api } = setup({}, json([], { headers: { 'X-Total-Count': '0' } }));
    const page = await api.order.list();
    expect(page).toEqual({ items: [], total: 0, page: 1, limit: 100 });
  });

  it('get: GET /api/order/{orderID}', async () => {
    const { api, last } = setup({}, json({ orderID: 'ORD-0001' }));
    await api.order.get('ORD-0001');
    expect(last()).toMatchObject({ method: 'GET', url: `${BASE}/api/order/ORD-0001` });
  });

  it('place: POST /api/order with name, address, phoneNumber and billItems', async () => {
    const input: PlaceOrderInput = {
      name: 'Nimal',
      address: 'Kandy',
      phoneNumber: '0771234567',
      billItems: [
        { productId: 'PRD-001', quantity: 2, size: '18x24 in' },
        { productId: 'PRD-002', quantity: 1 },
      ],
    };
    const { api, last, lastJson } = setup({}, json({ message: 'Order placed', order: {} }));
    await api.order.place(input);
    expect(last()).toMatchObject({ method: 'POST', url: `${BASE}/api/order` });
    expect(last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(last().headers.get('Content-Type')).toBe('application/json');
    expect(lastJson()).toEqual(input);
  });

  it('setStatus: PUT /api/order/{orderID} with the status', async () => {
    const { api, last, lastJson } = setup({}, json({ message: 'updated', order: {} }));
    await api.order.setStatus('ORD-0001', 'Shipped');
    expect(last()).toMatchObject({ method: 'PUT', url: `${BASE}/api/order/ORD-0001` });
    expect(lastJson()).toEqual({ status: 'Shipped' });
  });

  it('setStatus: sends the carrier and tracking number with Shipped when given', async () => {
    const { api, lastJson } = setup({}, json({ message: 'updated', order: {} }));
    await api.order.setStatus('ORD-0001', 'Shipped', {
      carrier: 'DHL',
      trackingNumber: '1234567890',
    });
    expect(lastJson()).toEqual({ status: 'Shipped', carrier: 'DHL', trackingNumber: '1234567890' });
  });

  it('remove: DELETE /api/order/{orderID} with the token', async () => {
    const { api, last } = setup({}, json({ message: 'deleted' }));
    await api.order.remove('ORD-0001');
    expect(last()).toMatchObject({ method: 'DELETE', url: `${BASE}/api/order/ORD-0001` });
    expect(last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });
});
