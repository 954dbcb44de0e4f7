import type { RequestHandler } from 'express';
import type { ProductWritesRelay } from '../ops/product-writes-relay';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * With several servers, the answer to a request that may write (an edit, an order) is sent only
 * once Redis has taken the notification of its product writes to the other servers (decision
 * 0053), so a page read through another server right after it never shows what the write
 * changed as it was.
 */
export function answerAfterOthersNotified(
  relay: Pick<ProductWritesRelay, 'notified'>,
): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method)) {
      next();
      return;
    }
    const end = res.end.bind(res) as (...args: unknown[]) => unknown;
    res.end = ((...args: unknown[]) => {
      void relay.notified().then(() => end(...args));
      return res;
    }) as typeof res.end;
    next();
  };
}
