import type { Router } from 'express';
import { accountEndpoints } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import { ACCOUNT_MESSAGES, type AccountService } from './account.service';
import { VERIFY_MESSAGES, type EmailVerification } from './email-verification';

/** The signed-in user's own account, mounted at /api/user/current. */
export function accountRoutes(
  account: AccountService,
  verification: EmailVerification,
  guard: Guards,
): Router {
  return endpointRoutes({ mount: '/api/user/current', guard }, [
    on(accountEndpoints.security, async (req, res) => {
      res.json(await account.security(actorOf(req)));
    }),
    on(accountEndpoints.profile, async (req, res, { body }) => {
      const user = await account.updateProfile(actorOf(req), body);
      res.json({ message: ACCOUNT_MESSAGES.profileSaved, user });
    }),
    on(accountEndpoints.password, async (req, res, { body }) => {
      const { token, user } = await account.changePassword(actorOf(req), body);
      res.json({ message: ACCOUNT_MESSAGES.passwordChanged, token, user });
    }),
    on(accountEndpoints.code, async (req, res) => {
      await account.sendCode(actorOf(req));
      res.json({ message: ACCOUNT_MESSAGES.codeSent });
    }),
    on(accountEndpoints.verifyEmail, async (req, res, { body }) => {
      const { user, claimedOrders } = await verification.verify(actorOf(req), body.code);
      res.json({ message: VERIFY_MESSAGES.verified, user, claimedOrders });
    }),
    on(accountEndpoints.verifyEmailCode, async (req, res) => {
      await verification.resend(actorOf(req));
      res.json({ message: VERIFY_MESSAGES.codeSent });
    }),
    on(accountEndpoints.export, async (req, res) => {
      const data = await account.exportData(actorOf(req));
      const day = data.exportedAt.slice(0, 10);
      res.set('Cache-Control', 'no-store');
      res.attachment(`wallart-account-${day}.json`);
      res.type('application/json').send(JSON.stringify(data, null, 2));
    }),
    on(accountEndpoints.delete, async (req, res, { body }) => {
      await account.remove(actorOf(req), body);
      res.json({ message: ACCOUNT_MESSAGES.deleted });
    }),
  ]);
}
