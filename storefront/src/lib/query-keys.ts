/**
 * The root key of each area's queries. Each feature builds its own keys from its root
 * (features/<area>/<area>.queries.ts); the roots live here so a sign-out or an order can drop
 * exactly the areas it changes without one feature importing another.
 */
export const queryRoots = {
  products: ['products'],
  orders: ['orders'],
  user: ['user'],
  reviews: ['reviews'],
  config: ['config'],
  quotes: ['quotes'],
} as const;
