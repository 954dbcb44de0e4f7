import { Router } from 'express';
import { loginSchema, registerSchema, userIdParamSchema, userUpdateSchema } from '@wallart/domain';
import { actorOf } from '../../http/auth';
import type { Guards } from '../../http/guards';
import { parse } from '../../http/parse';
import { ipKeyOf } from '../../lib/ip-key';
import { createCallLimiter, type LimiterStore } from '../../lib/rate-limit';
import type { UsersService } from './users.service';

export function usersRoutes(users: UsersService, guard: Guards, store: LimiterStore): Router {
  const router = Router();
  const registrationsPerIp = createCallLimiter(store, 'registerPerIp');

  router.post('/login', async (req, res) => {
    const { token, user } = await users.login(parse(loginSchema, req.body), ipKeyOf(req.ip));
    res.json({ message: 'Login successful', token, user });
  });

  router.post('/', async (req, res) => {
    // Only bodies that would be kept count, so fixing a form never uses the allowance up.
    const input = parse(registerSchema, req.body);
    await registrationsPerIp(ipKeyOf(req.ip));
    const user = await users.register(input);
    res.status(201).json({ message: 'Registration successful', user });
  });

  router.get('/current', guard.user, async (req, res) => {
    res.json({ user: await users.current(actorOf(req)) });
  });

  router.get('/admin/all', guard.admin, async (_req, res) => {
    res.json(await users.listAll());
  });

  router.delete('/:id', guard.admin, async (req, res) => {
    const { id } = parse(userIdParamSchema, req.params);
    await users.remove(actorOf(req), Number(id));
    res.json({ message: 'User deleted' });
  });

  router.patch('/:id', guard.admin, async (req, res) => {
    const { id } = parse(userIdParamSchema, req.params);
    const { isDisabled } = parse(userUpdateSchema, req.body);
    res.json({ user: await users.setDisabled(actorOf(req), Number(id), isDisabled) });
  });

  return router;
}
