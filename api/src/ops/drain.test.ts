import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drainOnShutdown } from './drain';

function get(
  agent: http.Agent,
  port: number,
): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

describe('drainOnShutdown', () => {
  it('answers requests in flight with Connection: close so kept-alive clients let the server stop', async () => {
    const server = http.createServer((_req, res) => setTimeout(() => res.end('ok'), 150));
    const drain = drainOnShutdown(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });

    expect((await get(agent, port)).connection).toBe('keep-alive');
    const inFlight = get(agent, port);
    await new Promise((r) => setTimeout(r, 50));
    const closed = new Promise<number>((resolve) => {
      const at = Date.now();
      server.close(() => resolve(Date.now() - at));
    });
    drain.begin();
    server.closeIdleConnections();

    expect(await inFlight).toEqual({ status: 200, connection: 'close' });
    expect(await closed).toBeLessThan(1000);
    agent.destroy();
  });
});
