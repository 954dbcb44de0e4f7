/**
 * Who may call an endpoint: anyone; anyone, the answer depending on who signs in; any
 * signed-in, enabled account; the account that owns the resource (or an admin); an admin.
 */
export type ApiAuth = 'public' | 'optional' | 'user' | 'owner' | 'admin';

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Where an endpoint answers and who may call it: the half of its definition that carries no
 * schema, so the typed client (and a shopper's first load) can use it without zod. The other
 * half, its schemas and documentation, is joined to it in `endpoints/` (decision 0094).
 */
export interface ApiRoute<P extends string = string, M extends ApiMethod = ApiMethod> {
  method: M;
  /** The full path in Express's syntax, e.g. `/api/order/:orderID/invoice.pdf`. */
  path: P;
  auth: ApiAuth;
}

/** The `:name` parameters of a path: `'/api/order/:orderID/payment'` → `'orderID'`. */
export type PathParamName<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParamName<Tail>
    : Rest
  : never;

/** The values a call fills a route's path with; nothing for a path without parameters. */
export type PathParams<R extends ApiRoute> = [PathParamName<R['path']>] extends [never]
  ? []
  : [params: Record<PathParamName<R['path']>, string | number>];

/** One call of a route: its method and its path with the parameters filled in. */
export interface RouteCall {
  method: ApiMethod;
  path: string;
}

const PARAM = /:([A-Za-z0-9_]+)/g;

/** The call of `route` with these path parameters, each URL-encoded. */
export function callOf<R extends ApiRoute>(route: R, ...[params]: PathParams<R>): RouteCall {
  const values = (params ?? {}) as Record<string, string | number>;
  return {
    method: route.method,
    path: route.path.replace(PARAM, (_, name: string) => encodeURIComponent(String(values[name]))),
  };
}

/** The names of a path's parameters, in order: `/api/user/:id/role` → `['id']`. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(PARAM)].map((match) => match[1] ?? '');
