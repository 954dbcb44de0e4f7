import type { Router } from 'express';
import { passwordResetEndpoints } from '@wallart/domain/endpoints';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import { ipKeyOf } from '../../lib/ip-key';
import { RESET_MESSAGES, type PasswordResetService } from './password-reset.service';

/** Only the two reset paths under /api/user; every other user path falls through. */
export function passwordResetRoutes(resets: PasswordResetService): Router {
  return endpointRoutes({ mount: '/api/user' }, [
    on(passwordResetEndpoints.sendMail, async (req, res, { body }) => {
      await resets.requestCode(body.email, ipKeyOf(req.ip));
      res.json({ message: RESET_MESSAGES.sent });
    }),
    on(passwordResetEndpoints.changePassword, async (req, res, { body }) => {
      await resets.changePassword(body, ipKeyOf(req.ip));
      res.json({ message: RESET_MESSAGES.changed });
    }),
  ]);
}
