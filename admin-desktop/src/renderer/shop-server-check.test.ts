import { describe, expect, it, vi } from 'vitest';
import { checkShopServer } from './shop-server-check';

function answering(status: number, body: string, type = 'application/json') {
  return vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': type } }));
}

describe('checking a shop server before saving it', () => {
  it('accepts a server whose health check is ok, asking the health path', async () => {
    const fetch = answering(200, '{"status":"ok","database":"ok"}');
    expect(await checkShopServer('http://localhost:3000', fetch)).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('http://localhost:3000/api/health', expect.anything());
  });

  it('explains a server that cannot be reached', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await checkShopServer('http://localhost:3999', fetch)).toEqual({
      ok: false,
      message: 'Cannot reach http://localhost:3999. Is the shop server running?',
    });
  });

  it('explains a shop whose database is down', async () => {
    const fetch = answering(503, '{"status":"degraded","database":"down"}');
    const result = await checkShopServer('http://localhost:3000', fetch);
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('database') });
  });

  it.each([
    ['a web page', answering(200, '<!doctype html><p>Router admin</p>', 'text/html')],
    ['another JSON service', answering(200, '{"hello":"world"}')],
    ['a 404', answering(404, 'Not found', 'text/plain')],
  ])('refuses %s', async (_name, fetch) => {
    expect(await checkShopServer('http://192.168.1.1', fetch)).toEqual({
      ok: false,
      message: 'That address answered, but it is not a Wall Art shop server.',
    });
  });
});
