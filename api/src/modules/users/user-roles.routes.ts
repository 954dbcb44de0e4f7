import type { Router } from 'express';
import { usersEndpoints } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import type { UserRolesService } from './user-roles.service';

/** `PUT /api/user/:id/role { role }`: an admin makes an account an admin or takes it back. */
export function userRolesRoutes(roles: UserRolesService, guard: Guards): Router {
  return endpointRoutes({ mount: '/api/user', guard }, [
    on(usersEndpoints.setRole, async (req, res, { params, body }) => {
      res.json({ user: await roles.setRole(actorOf(req), Number(params.id), body.role) });
    }),
  ]);
}
