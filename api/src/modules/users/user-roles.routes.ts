import { Router } from 'express';
import { userIdParamSchema, userRoleUpdateSchema } from '@wallart/domain';
import { actorOf } from '../../http/auth';
import type { Guards } from '../../http/guards';
import { parse } from '../../http/parse';
import type { UserRolesService } from './user-roles.service';

/** `PUT /api/user/:id/role { role }`: an admin makes an account an admin or takes it back. */
export function userRolesRoutes(roles: UserRolesService, guard: Guards): Router {
  const router = Router();

  router.put('/:id/role', guard.admin, async (req, res) => {
    const { id } = parse(userIdParamSchema, req.params);
    const { role } = parse(userRoleUpdateSchema, req.body);
    res.json({ user: await roles.setRole(actorOf(req), Number(id), role) });
  });

  return router;
}
