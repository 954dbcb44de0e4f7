import type { Sequelize } from 'sequelize';
import { guestOrderRows } from './guest-order-rows';
import { createOrderRows } from './order-rows-store';

export type * from './order-store.types';

/**
 * What the shop reads of orders, and the few changes to an order's row that are not a status
 * change (payment, deletion): built once in the composition root and passed to whoever needs
 * it. Orders are placed and their status changed by the order writer (order-writer.ts).
 */
export const createOrderStore = (sequelize: Sequelize) => ({
  ...createOrderRows(sequelize),
  ...guestOrderRows,
});

export type OrderStore = ReturnType<typeof createOrderStore>;
