import type { OrderStatus } from '../order/order.schemas';

/** The admin dashboard's figures, aggregated by the database. */
export interface DashboardStats {
  totalUsers: number;
  totalOrders: number;
  totalProducts: number;
  /** Σ totals of orders that are not Cancelled. */
  revenue: number;
  ordersByStatus: Record<OrderStatus, number>;
  lowStock: { productId: string; name: string; stock: number }[];
  /** One entry per day for the last 30 days, oldest first, days without sales included. */
  salesByDay: { date: string; orders: number; revenue: number }[];
}

export const LOW_STOCK_THRESHOLD = 5;
