import type { RequestHandler } from 'express';
import type { TokenService } from '../modules/auth/token.service';
import { assertAdmin, resolveActor } from './auth';

/** The guards route files put in front of handlers. */
export interface Guards {
  /** Any signed-in, enabled user. */
  user: RequestHandler;
  /** A signed-in, enabled admin. */
  admin: RequestHandler;
  /** Reads the caller if a valid token is sent; anonymous otherwise. */
  optional: RequestHandler;
}

export function createGuards(tokens: TokenService): Guards {
  const guard =
    (required: boolean, adminOnly: boolean): RequestHandler =>
    async (req, _res, next) => {
      req.actor = await resolveActor(tokens, req.get('authorization'), required);
      if (adminOnly) assertAdmin(req.actor);
      next();
    };
  return { user: guard(true, false), admin: guard(true, true), optional: guard(false, false) };
}
