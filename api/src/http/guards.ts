import type { Request, RequestHandler } from 'express';
import type { Actor } from '../lib/actor';
import type { TokenService } from '../modules/auth/token.service';
import { assertAdmin, resolveActor } from './auth';

/** The guards `http/endpoint-routes.ts` puts in front of handlers, as each definition says. */
export interface Guards {
  /** Any signed-in, enabled user. */
  user: RequestHandler;
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

export function createGuards(tokens: TokenService): Guards {
  const guard =
    (required: boolean, adminOnly: boolean): RequestHandler =>
    async (req, _res, next) => {
      req.actor = await resolveActor(tokens, req.get('authorization'), required);
      if (adminOnly) assertAdmin(req.actor);
      next();
    };
  return {
    user: guard(true, false),
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
