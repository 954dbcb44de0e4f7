import cors from 'cors';
import type { Express, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { DESKTOP_APP_ORIGIN } from '@wallart/domain';
import type { AppConfig } from '../config/app-config';
import { PAGE_CODE_LOADER_HASH } from './page-code';

const GOOGLE = 'https://accounts.google.com';

/**
 * `Cache-Control: no-store` on every answer to a request that carries a token (an
 * Authorization header), whatever the route set: what one account sees never stays in a
 * browser's or a proxy's cache. Set again as the head is written, over any route's own value
 * (a `private, no-store` stays as it is).
 */
export const noStoreWithToken: RequestHandler = (req, res, next) => {
  if (req.headers.authorization === undefined) return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    const current = this.getHeader('Cache-Control');
    if (typeof current !== 'string' || !/\bno-store\b/.test(current)) {
      this.setHeader('Cache-Control', 'no-store');
    }
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
  next();
};

/**
 * Security headers for every answer, and CORS only for the origins the shop configured.
 * Forms post to the shop itself and, when card payment is set up, to the gateway's checkout.
 */
export function applySecurity(
  app: Express,
  config: Pick<AppConfig, 'corsOrigins' | 'integrations'>,
): void {
  app.use(noStoreWithToken);
  const checkoutUrl = config.integrations?.payhere?.checkoutUrl;
  const gateway = checkoutUrl ? [new URL(checkoutUrl).origin] : [];
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", PAGE_CODE_LOADER_HASH, `${GOOGLE}/gsi/client`],
          styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE}/gsi/style`],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", GOOGLE],
          frameSrc: [GOOGLE],
          mediaSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", ...gateway],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  const allowed = new Set([...config.corsOrigins, DESKTOP_APP_ORIGIN]);
  app.use(
    '/api',
    cors({
      origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin)),
      exposedHeaders: ['X-Total-Count', 'X-Total-Count-Exact', 'X-Request-Id'],
      maxAge: 600,
    }),
  );
}
