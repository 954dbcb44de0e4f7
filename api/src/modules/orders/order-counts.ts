import { QueryTypes, type Sequelize } from 'sequelize';

/** All orders, or those in one status, from the trigger-kept counts. */
export async function countOrders(sequelize: Sequelize, status?: string): Promise<number> {
  const [row] = await sequelize.query<{ n: number | string | null }>(
    status
      ? 'SELECT n FROM order_counts WHERE status = :status'
      : 'SELECT SUM(n) AS n FROM order_counts',
    { replacements: { status: status ?? null }, type: QueryTypes.SELECT },
  );
  return Number(row?.n ?? 0);
}
