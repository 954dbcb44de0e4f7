import type { Router } from 'express';
import { googleEndpoints } from '@wallart/domain/endpoints';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { GoogleSignIn } from './google.service';

/** POST /api/user/google: answers like a login, `{ message, token, user }`. */
export function googleRoutes(google: GoogleSignIn): Router {
  return endpointRoutes({ mount: '/api/user' }, [
    on(googleEndpoints.signIn, async (_req, res, { body }) => {
      const { token, user } = await google.signIn(body.accessToken);
      res.json({ message: 'Login successful', token, user });
    }),
  ]);
}
