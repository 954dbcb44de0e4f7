import type { OrderStatus } from '../order/order.schemas';

/** The admin dashboard's figures, aggregated by the database. */
export interface DashboardStats {
  totalUsers: number;
  totalOrders: number;
  totalProducts: number;
  /** Σ totals of paid orders that are not Cancelled (cash on delivery is paid once Delivered). */
  revenue: number;
  /** What waits for the shop (PRODUCT §16), each a count the dashboard links to its list. */
  todo: DashboardTodo;
  ordersByStatus: Record<OrderStatus, number>;
  lowStock: { productId: string; name: string; stock: number }[];
  /** One entry per day for the last 30 days, oldest first, days without sales included. */
  salesByDay: { date: string; orders: number; revenue: number }[];
}

export interface DashboardTodo {
  /** Bank slips uploaded and not yet verified. */
  slipsToVerify: number;
  /** Pending or Processing orders that are paid, or paid in cash on delivery. */
  ordersToShip: number;
  /** Reviews written signed out, waiting for approval. */
  reviewsToApprove: number;
  /** Custom-art requests and messages not yet handled. */
  requestsToAnswer: number;
}

export const LOW_STOCK_THRESHOLD = 5;
