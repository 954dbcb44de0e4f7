import { Router } from 'express';
import {
  accountDeleteSchema,
  emailVerifySchema,
  passwordUpdateSchema,
  profileUpdateSchema,
} from '@wallart/domain';
import { actorOf } from '../../http/auth';
import type { Guards } from '../../http/guards';
import { parse } from '../../http/parse';
import { ACCOUNT_MESSAGES, type AccountService } from './account.service';
import { VERIFY_MESSAGES, type EmailVerification } from './email-verification';

/** The signed-in user's own account, mounted at /api/user/current. */
export function accountRoutes(
  account: AccountService,
  verification: EmailVerification,
  guard: Guards,
): Router {
  const router = Router();

  router.get('/security', guard.user, async (req, res) => {
    res.json(await account.security(actorOf(req)));
  });

  router.put('/profile', guard.user, async (req, res) => {
    const user = await account.updateProfile(actorOf(req), parse(profileUpdateSchema, req.body));
    res.json({ message: ACCOUNT_MESSAGES.profileSaved, user });
  });

  router.post('/password', guard.user, async (req, res) => {
    const input = parse(passwordUpdateSchema, req.body);
    const { token, user } = await account.changePassword(actorOf(req), input);
    res.json({ message: ACCOUNT_MESSAGES.passwordChanged, token, user });
  });

  router.post('/code', guard.user, async (req, res) => {
    await account.sendCode(actorOf(req));
    res.json({ message: ACCOUNT_MESSAGES.codeSent });
  });

  router.post('/verify-email', guard.user, async (req, res) => {
    const { code } = parse(emailVerifySchema, req.body);
    const user = await verification.verify(actorOf(req), code);
    res.json({ message: VERIFY_MESSAGES.verified, user });
  });

  router.post('/verify-email/code', guard.user, async (req, res) => {
    await verification.resend(actorOf(req));
    res.json({ message: VERIFY_MESSAGES.codeSent });
  });

  router.get('/export', guard.user, async (req, res) => {
    const data = await account.exportData(actorOf(req));
    const day = data.exportedAt.slice(0, 10);
    res.set('Cache-Control', 'no-store');
    res.attachment(`wallart-account-${day}.json`);
    res.type('application/json').send(JSON.stringify(data, null, 2));
  });

  router.post('/delete', guard.user, async (req, res) => {
    await account.remove(actorOf(req), parse(accountDeleteSchema, req.body));
    res.json({ message: ACCOUNT_MESSAGES.deleted });
  });

  return router;
}
