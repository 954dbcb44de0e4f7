import type { Sequelize } from 'sequelize';
import { selectRows } from '../db/plain-sql';
import type { Role } from '@wallart/domain';
import { UserModel } from '../db/models';
import type { Actor } from '../lib/actor';
import { AppError } from '../lib/app-error';
import { toBool } from '../lib/rows';
import type { TokenService } from '../modules/auth/token.service';

declare module 'express-serve-static-core' {
  interface Request {
    actor?: Actor;
  }
}

const bearer = /^Bearer\s+(\S+)$/i;

interface ActorRow {
  id: number;
  email: string;
  role: string;
  isDisabled: boolean | number;
  isEmailVerified: boolean | number;
  tokenVersion: number | string;
}

/**
 * Plain SQL, as this runs on every signed-in request: Sequelize's model reads on SQLite ask
 * for the table's column types first, a second round trip each time.
 */
const ACTOR_SQL =
  'SELECT id, email, role, "isDisabled", "isEmailVerified", "tokenVersion" FROM users WHERE id = :id';

/**
 * Reads the bearer token and the user it names, fresh from the database on every request,
 * so a deleted or disabled user is locked out at once, and so is a token signed before the
 * account's last password change (an older token version). Roles come from the database,
 * never from the token. Where `required` is false, a missing or stale token means anonymous.
 */
export function resolveActor(
  tokens: TokenService,
  authorization: string | undefined,
  required: true,
): Promise<Actor>;
export function resolveActor(
  tokens: TokenService,
  authorization: string | undefined,
  required: boolean,
): Promise<Actor | undefined>;
export async function resolveActor(
  tokens: TokenService,
  authorization: string | undefined,
  required: boolean,
): Promise<Actor | undefined> {
  const token = authorization ? bearer.exec(authorization)?.[1] : undefined;
  if (!token) {
    if (required) throw new AppError('unauthorized', 'Please log in to continue');
    return undefined;
  }
  const claims = tokens.verify(token);
  const [user] = claims
    ? await selectRows<ActorRow>(UserModel.sequelize as Sequelize, ACTOR_SQL, {
        id: claims.userId,
      })
    : [];
  const current = user && Number(user.tokenVersion) === claims?.tokenVersion;
  if (!user || !current || toBool(user.isDisabled)) {
    if (!required) return undefined;
    throw new AppError('unauthorized', 'Your session has ended. Please log in again');
  }
  return {
    id: user.id,
    email: user.email,
    role: user.role as Role,
    isEmailVerified: toBool(user.isEmailVerified),
  };
}

export function assertAdmin(actor: Actor | undefined): void {
  if (!actor) throw new AppError('unauthorized', 'Please log in to continue');
  if (actor.role !== 'admin') throw new AppError('forbidden', 'You are not an admin');
}

/** The signed-in caller; only for routes behind `guard.user` or `guard.admin` (guards.ts). */
export function actorOf(req: { actor?: Actor }): Actor {
  if (!req.actor) throw new AppError('unauthorized', 'Please log in to continue');
  return req.actor;
}
