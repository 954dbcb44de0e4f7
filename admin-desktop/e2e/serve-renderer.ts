import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { respondToAppRequest } from '../src/main/app-protocol';
import { DESKTOP_APP_ORIGIN } from '@wallart/domain';

/**
 * Serves the built renderer over plain http for a browser test, through the same handler the
 * app:// protocol uses (same files, types, CSP header and path checks).
 */
export async function serveRenderer(
  rendererDir: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const response = await respondToAppRequest(
      rendererDir,
      `${DESKTOP_APP_ORIGIN}${req.url ?? '/'}`,
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
