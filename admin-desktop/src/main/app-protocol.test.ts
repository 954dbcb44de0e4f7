import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAppScheme, resolveRendererRequest, respondToAppRequest } from './app-protocol';
import { RENDERER_CSP } from './security';

let root: string;
let rendererDir: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'wallart-renderer-'));
  rendererDir = path.join(root, 'renderer');
  mkdirSync(path.join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Admin</title>');
  writeFileSync(path.join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'secret.txt'), 'outside the renderer');
});

describe('the app:// scheme', () => {
  it('is registered as standard and secure, so pages get a real origin', () => {
    const protocol = { registerSchemesAsPrivileged: vi.fn() };
    registerAppScheme(protocol);
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true }),
      }),
    ]);
  });
});

describe('serving the built renderer', () => {
  it('serves index.html for the root and for client-side routes', async () => {
    for (const url of ['app://wallart-admin/', 'app://wallart-admin/orders/A1-42']) {
      const response = await respondToAppRequest(rendererDir, url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(RENDERER_CSP);
      expect(await response.text()).toContain('<title>Admin</title>');
    }
  });

  it('serves assets with their type', async () => {
    const response = await respondToAppRequest(rendererDir, 'app://wallart-admin/assets/app.js');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('answers 404 for a missing asset', async () => {
    const response = await respondToAppRequest(rendererDir, 'app://wallart-admin/assets/x.js');
    expect(response.status).toBe(404);
  });

  it.each([
    'app://wallart-admin/..%2fsecret.txt',
    'app://wallart-admin/assets/..%2f..%2fsecret.txt',
    'app://wallart-admin/%2e%2e/secret.txt',
    'app://wallart-admin/..%5csecret.txt',
    'app://wallart-admin/assets%2f..%2f..%2f..%2fetc%2fpasswd',
    'app://wallart-admin/index.html%00.png',
    'app://wallart-admin/%E0%A4%A',
  ])('never leaves the renderer folder: %s', async (url) => {
    const response = await respondToAppRequest(rendererDir, url);
    expect([400, 403, 404]).toContain(response.status);
    expect(await response.text()).not.toContain('outside the renderer');
  });

  it('keeps plain dot segments inside the folder (the URL parser resolves them)', () => {
    const resolved = resolveRendererRequest(rendererDir, 'app://wallart-admin/../../secret.txt');
    expect(resolved).toEqual({ kind: 'file', filePath: path.join(rendererDir, 'secret.txt') });
  });

  it('refuses another host', async () => {
    const response = await respondToAppRequest(rendererDir, 'app://elsewhere/index.html');
    expect(response.status).toBe(403);
  });
});
