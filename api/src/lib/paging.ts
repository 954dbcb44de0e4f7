import type { Order } from 'sequelize';

/** Newest rows first; the id orders rows made in the same millisecond. */
export const NEWEST_FIRST: Order = [
  ['createdAt', 'DESC'],
  ['id', 'DESC'],
];

/** Sequelize's limit and offset for a page counted from 1. */
export function pageWindow({ page, limit }: { page: number; limit: number }) {
  return { limit, offset: (page - 1) * limit };
}
