import {
  Router,
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { z } from 'zod';
import type { ApiAuth } from '@wallart/domain';
import type { Endpoint } from '@wallart/domain/endpoints';
import type { Actor } from '../lib/actor';
import { AppError, notFound } from '../lib/app-error';
import type { Guards } from './guards';
import { parse } from './parse';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives, checked against its definition: params, then query, then body. */
export interface EndpointInput<E extends Endpoint> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  /** The body as checked; the handler's own to read (`req`) where the definition says so. */
  body: E['body'] extends { readByHandler: true }
    ? undefined
    : E['body'] extends { schema: infer S }
      ? Output<S>
      : undefined;
}

export type EndpointHandler<E extends Endpoint, Extra = object> = (
  req: Request,
  res: Response,
  input: EndpointInput<E> & Extra,
) => Promise<void> | void;

export interface BindOptions {
  /**
   * Run after the guard and before the input is checked: a reader of a body that is not JSON
   * (a file, CSV text, a form), a limit that counts every call, a check of the body's size.
   */
  before?: RequestHandler[];
  /** Answers this route's errors its own way (the public forms' `{ success: false }`). */
  onError?: ErrorRequestHandler;
}

/** A handler bound to its endpoint's definition, for `endpointRoutes` to mount. */
export interface Binding {
  endpoint: Endpoint;
  stack(
    guard: Guards | undefined,
    guardedByRouter: ApiAuth | undefined,
  ): (RequestHandler | ErrorRequestHandler)[];
}

function readInput(endpoint: Endpoint, req: Request) {
  let params: unknown;
  if (endpoint.params) {
    if (endpoint.paramsNotFound) {
      const result = endpoint.params.safeParse(req.params);
      if (!result.success) throw notFound(endpoint.paramsNotFound);
      params = result.data;
    } else params = parse(endpoint.params, req.params);
  }
  const query = endpoint.query ? parse(endpoint.query, req.query) : undefined;
  const body =
    endpoint.body && !endpoint.body.readByHandler
      ? parse(endpoint.body.schema, req.body)
      : undefined;
  return { params, query, body };
}

function guardOf(guard: Guards | undefined, auth: ApiAuth): RequestHandler[] {
  if (auth === 'public') return [];
  if (!guard) throw new Error(`An endpoint for ${auth} callers needs the guards`);
  if (auth === 'optional') return [guard.optional];
  // The owner check needs the resource: the service makes it, for a signed-in caller.
  if (auth === 'owner') return [guard.owner];
  if (auth === 'user') return [guard.user];
  return [guard.admin];
}

/**
 * Binds a handler to an endpoint: its guard (from the definition), then `before`, then its
 * params, query and body checked against the definition's schemas, then the handler.
 */
export function on<E extends Endpoint>(
  endpoint: E,
  handle: EndpointHandler<E>,
  options: BindOptions = {},
): Binding {
  const run: RequestHandler = async (req, res) => {
    await handle(req, res, readInput(endpoint, req) as EndpointInput<E>);
  };
  return {
    endpoint,
    stack: (guard, guardedByRouter) => [
      ...(guardedByRouter === endpoint.auth ? [] : guardOf(guard, endpoint.auth)),
      ...(options.before ?? []),
      run,
      ...(options.onError ? [options.onError] : []),
    ],
  };
}

/**
 * Binds a handler to an endpoint for signed-in callers whose row is read while the input is
 * checked and the handler starts its own reads, not before (decision 0077). The handler must
 * await `signedIn` (a 401 when refused) before it acts for the caller; input that fails its
 * check is answered 401 first to a caller not signed in. For an `optional` endpoint a caller
 * who sends no bearer token is `undefined` (the handler decides), and a stale one is a 401.
 */
export function onSignedInAlongside<E extends Endpoint>(
  endpoint: E,
  handle: EndpointHandler<E, { signedIn: Promise<Actor | undefined> }>,
  /** For an `optional` endpoint: whether a body lets a caller without a token in at all. */
  anonymousMay: (body: unknown) => boolean = () => true,
): Binding {
  if (endpoint.auth !== 'user' && endpoint.auth !== 'optional') {
    throw new Error(`${endpoint.path} is not for signed-in callers`);
  }
  const mayBeAnyone = endpoint.auth === 'optional';
  return {
    endpoint,
    stack: (guard) => {
      if (!guard) throw new Error(`${endpoint.path} needs the guards`);
      const run: RequestHandler = async (req, res) => {
        const anyone = mayBeAnyone && !req.get('authorization');
        const signedIn: Promise<Actor | undefined> = !anyone
          ? guard.signedIn(req)
          : anonymousMay(req.body)
            ? Promise.resolve(undefined)
            : Promise.reject(new AppError('unauthorized', 'Please log in to continue'));
        signedIn.catch(() => undefined);
        let input: EndpointInput<E>;
        try {
          input = readInput(endpoint, req) as EndpointInput<E>;
        } catch (error) {
          await signedIn; // a caller not signed in hears 401, not what is wrong with the input
          throw error;
        }
        await handle(req, res, { ...input, signedIn });
      };
      return [run];
    },
  };
}

export interface EndpointRoutesOptions {
  /** Where app.ts mounts the router: the part of each endpoint's path the router does not see. */
  mount: string;
  /** Needed by every router with an endpoint that is not for anyone. */
  guard?: Guards;
  /**
   * Guards every call under the mount, before anything else, so even a path no endpoint has is
   * refused to a caller without the right (each bound endpoint must need that guard itself).
   */
  guardAll?: ApiAuth;
  /** Run for every call under the mount, after `guardAll` and before the endpoints. */
  use?: RequestHandler[];
}

/** A router of bound endpoints, each at its definition's path less the mount. */
export function endpointRoutes(options: EndpointRoutesOptions, bindings: Binding[]): Router {
  const { mount, guard, guardAll } = options;
  const router = Router();
  if (guardAll) router.use(...guardOf(guard, guardAll));
  if (options.use?.length) router.use(...options.use);
  for (const { endpoint, stack } of bindings) {
    if (!endpoint.path.startsWith(mount)) {
      throw new Error(`${endpoint.path} is not under ${mount}`);
    }
    if (guardAll && endpoint.auth !== guardAll) {
      throw new Error(`${endpoint.path} is for ${endpoint.auth}, its router for ${guardAll}`);
    }
    const named: RequestHandler = (_req, res, next) => {
      // The definition's path names the call in logs and metrics, never its raw URL.
      res.locals.endpointPath = endpoint.path;
      next();
    };
    router[endpoint.method](
      endpoint.path.slice(mount.length) || '/',
      named,
      ...stack(guard, guardAll),
    );
  }
  return router;
}
