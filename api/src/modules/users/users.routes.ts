import type { Router } from 'express';
import { usersEndpoints } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import { ipKeyOf } from '../../lib/ip-key';
import { createCallLimiter, type LimiterStore } from '../../lib/rate-limit';
import type { UsersService } from './users.service';

export function usersRoutes(users: UsersService, guard: Guards, store: LimiterStore): Router {
  const registrationsPerIp = createCallLimiter(store, 'registerPerIp');
  return endpointRoutes({ mount: '/api/user', guard }, [
    on(usersEndpoints.login, async (req, res, { body }) => {
      const { token, user } = await users.login(body, ipKeyOf(req.ip));
      res.json({ message: 'Login successful', token, user });
    }),
    // Only bodies that would be kept count, so fixing a form never uses the allowance up.
    on(usersEndpoints.register, async (req, res, { body }) => {
      await registrationsPerIp(ipKeyOf(req.ip));
      const { token, user } = await users.register(body);
      res.status(201).json({ message: 'Registration successful', token, user });
    }),
    on(usersEndpoints.current, async (req, res) => {
      res.json({ user: await users.current(actorOf(req)) });
    }),
    on(usersEndpoints.listAll, async (_req, res) => {
      res.json(await users.listAll());
    }),
    on(usersEndpoints.remove, async (req, res, { params }) => {
      await users.remove(actorOf(req), Number(params.id));
      res.json({ message: 'User deleted' });
    }),
    on(usersEndpoints.setDisabled, async (req, res, { params, body }) => {
      res.json({ user: await users.setDisabled(actorOf(req), Number(params.id), body.isDisabled) });
    }),
  ]);
}
