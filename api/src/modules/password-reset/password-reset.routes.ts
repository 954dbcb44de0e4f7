import { Router } from 'express';
import { changePasswordSchema, sendMailSchema } from '@wallart/domain';
import { parse } from '../../http/parse';
import { ipKeyOf } from '../../lib/ip-key';
import { RESET_MESSAGES, type PasswordResetService } from './password-reset.service';

/** Only the two reset paths under /api/user; every other user path falls through. */
export function passwordResetRoutes(resets: PasswordResetService): Router {
  const router = Router();

  router.post('/sendMail', async (req, res) => {
    const { email } = parse(sendMailSchema, req.body);
    await resets.requestCode(email, ipKeyOf(req.ip));
    res.json({ message: RESET_MESSAGES.sent });
  });

  router.post('/changePW', async (req, res) => {
    await resets.changePassword(parse(changePasswordSchema, req.body), ipKeyOf(req.ip));
    res.json({ message: RESET_MESSAGES.changed });
  });

  return router;
}
