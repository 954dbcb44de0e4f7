import { Router } from 'express';
import type { Guards } from '../../http/guards';
import { configRoutes } from '../config/config.routes';
import { googleRoutes } from '../google/google.routes';
import { inboxRoutes } from '../inbox/inbox.routes';
import { passwordResetRoutes } from '../password-reset/password-reset.routes';
import { reviewsRoutes } from '../reviews/reviews.routes';
import { uploadsRoutes } from '../uploads/uploads.routes';
import type { Integrations } from './integrations';

/**
 * Mounted on /api ahead of the users router: under /user it takes only sendMail, changePW
 * and google, and lets every other path through.
 */
export function integrationsRoutes(integrations: Integrations, guard: Guards): Router {
  const router = Router();
  router.use('/user', passwordResetRoutes(integrations.passwordReset));
  router.use('/user', googleRoutes(integrations.google));
  router.use('/config', configRoutes({ googleClientId: integrations.settings.googleClientId }));
  router.use('/upload', uploadsRoutes(integrations.uploads, guard));
  router.use('/inbox', inboxRoutes(integrations.inbox, guard, integrations.limiterStore));
  router.use('/review', reviewsRoutes(integrations.reviews, guard, integrations.limiterStore));
  return router;
}
