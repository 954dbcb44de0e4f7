import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Level, Logger } from 'pino';

declare module 'express-serve-static-core' {
  interface Request {
    /** The request id, echoed back in `X-Request-Id`. */
    id: string;
    /** The shop's logger with this request's id on every line. */
    log: Logger;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const UNLOGGED = new Set(['/api/health']);

/** A guest order's key rides in these paths (PRODUCT §11): never written to the log. */
const ORDER_KEY_IN_PATH = /^(\/api\/order\/by-token\/|(?:\/[a-z]{2})?\/order\/)[^/?#]+/;
export const loggedUrl = (url: string) => url.replace(ORDER_KEY_IN_PATH, '$1[order key]');

const levelFor = (status: number): Level =>
  status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';

/**
 * One structured log line per request, tagged with a request id that is echoed back. Written
 * for the shop rather than taken from pino-http: this runs on every request, and a per-request
 * child logger (made here only when a handler asks for `req.log`) and its serialisers were the
 * biggest cost of a cached catalogue read.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id =
      typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    res.setHeader('X-Request-Id', id);
    req.id = id;
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      get: () => (child ??= logger.child({ req: { id } })),
      configurable: true,
    });
    if (UNLOGGED.has(req.path)) return next();

    const startedAt = performance.now();
    const { method } = req;
    const url = loggedUrl(req.originalUrl);
    const line = (msg: string, status: number) => {
      const level = levelFor(status);
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: { id, method, url },
          res: { statusCode: status },
          responseTime: Math.round(performance.now() - startedAt),
        },
        msg,
      );
    };
    res.once('finish', () => line('request completed', res.statusCode));
    res.once('close', () => {
      if (!res.writableFinished) line('request aborted', 499);
    });
    next();
  };
}
