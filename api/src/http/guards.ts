import type { Request, RequestHandler } from 'express';
import { ORDER_TOKEN_HEADER } from '@wallart/domain';
import type { Actor } from '../lib/actor';
import type { TokenService } from '../modules/auth/token.service';
import { assertAdmin, resolveActor } from './auth';

/** The guards `http/endpoint-routes.ts` puts in front of handlers, as each definition says. */
export interface Guards {
  /** Any signed-in, enabled user. */
  user: RequestHandler;
  /**
   * The owner of one order: a signed-in user as `user` checks, or, without a bearer token, the
   * guest who sent that order's key in `X-Order-Token` (PRODUCT §11; the service then finds
   * any other order a 404).
   */
  owner: RequestHandler;
  /** A signed-in, enabled admin. */
  admin: RequestHandler;
  /** Reads the caller if a valid token is sent; anonymous otherwise. */
  optional: RequestHandler;
  /**
   * Any signed-in, enabled user, as `user` checks, but not waited for: the handler starts its
   * own reads while the caller's row is read, and must await the answer (a 401 when rejected)
   * before it acts for the caller or tells anything about its input.
   */
  signedIn(req: Request): Promise<Actor>;
}

/** Who sent an order's key (`X-Order-Token`): its guest, for that order alone, or a 404. */
export type TokenHolder = (orderToken: string) => Promise<Actor>;

export function createGuards(tokens: TokenService, tokenHolder: TokenHolder): Guards {
  const guard =
    (required: boolean, adminOnly: boolean): RequestHandler =>
    async (req, _res, next) => {
      req.actor = await resolveActor(tokens, req.get('authorization'), required);
      if (adminOnly) assertAdmin(req.actor);
      next();
    };
  return {
    user: guard(true, false),
    async owner(req, _res, next) {
      const authorization = req.get('authorization');
      const orderToken = req.get(ORDER_TOKEN_HEADER);
      req.actor =
        !authorization && orderToken
          ? await tokenHolder(orderToken)
          : await resolveActor(tokens, authorization, true);
      next();
    },
    admin: guard(true, true),
    optional: guard(false, false),
    signedIn(req) {
      const actor = resolveActor(tokens, req.get('authorization'), true);
      // Awaited later by the handler: a refusal must not count as unhandled meanwhile.
      actor.catch(() => undefined);
      return actor;
    },
  };
}
