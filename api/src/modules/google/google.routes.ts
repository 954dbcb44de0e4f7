import { Router } from 'express';
import { googleLoginSchema } from '@wallart/domain';
import { parse } from '../../http/parse';
import type { GoogleSignIn } from './google.service';

/** POST /api/user/google: answers like a login, `{ message, token, user }`. */
export function googleRoutes(google: GoogleSignIn): Router {
  const router = Router();
  router.post('/google', async (req, res) => {
    const { accessToken } = parse(googleLoginSchema, req.body);
    const { token, user } = await google.signIn(accessToken);
    res.json({ message: 'Login successful', token, user });
  });
  return router;
}
