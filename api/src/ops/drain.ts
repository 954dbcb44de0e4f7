import type { Server, ServerResponse } from 'node:http';

/**
 * Kept-alive connections would let clients keep sending requests after shutdown began, so the
 * server would never become idle. Once `begin()` is called, every answer still to be sent
 * (in flight or arriving on an open connection) carries `Connection: close`, and the
 * connection ends after it.
 */
export function drainOnShutdown(server: Server) {
  let draining = false;
  const open = new Set<ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close');
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  return {
    begin() {
      draining = true;
      for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
    },
  };
}
