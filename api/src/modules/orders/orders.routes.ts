import { Router } from 'express';
import {
  orderIdParamSchema,
  orderListQuerySchema,
  orderStatusUpdateSchema,
  placeOrderSchema,
  TOTAL_COUNT_HEADER,
  DEFAULT_ORDER_PAGE_LIMIT,
} from '@wallart/domain';
import { actorOf } from '../../http/auth';
import type { Guards } from '../../http/guards';
import { parse } from '../../http/parse';
import type { OrdersService } from './orders.service';

export function ordersRoutes(orders: OrdersService, guard: Guards): Router {
  const router = Router();

  router.get('/', guard.user, async (req, res) => {
    const query = parse(orderListQuerySchema, req.query);
    const page = await orders.list(actorOf(req), {
      status: query.status,
      paymentStatus: query.paymentStatus,
      paymentMethod: query.paymentMethod,
      page: query.page ?? 1,
      limit: query.limit ?? DEFAULT_ORDER_PAGE_LIMIT,
    });
    res.set(TOTAL_COUNT_HEADER, String(page.total));
    res.json(page.items);
  });

  router.post('/', guard.user, async (req, res) => {
    const order = await orders.place(actorOf(req), parse(placeOrderSchema, req.body));
    res.status(201).json({ message: 'Order placed', order });
  });

  router.get('/:orderID', guard.user, async (req, res) => {
    const { orderID } = parse(orderIdParamSchema, req.params);
    res.json(await orders.get(actorOf(req), orderID));
  });

  router.put('/:orderID', guard.admin, async (req, res) => {
    const { orderID } = parse(orderIdParamSchema, req.params);
    const { status, ...tracking } = parse(orderStatusUpdateSchema, req.body);
    const { after } = await orders.setStatus(actorOf(req), orderID, status, tracking);
    res.json({ message: 'Order status updated', order: after });
  });

  router.delete('/:orderID', guard.user, async (req, res) => {
    const { orderID } = parse(orderIdParamSchema, req.params);
    await orders.remove(actorOf(req), orderID);
    res.json({ message: 'Order deleted' });
  });

  return router;
}
