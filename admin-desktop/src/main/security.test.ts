import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import type { HandlerDetails, Session, WebContents, WindowOpenHandlerResponse } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import {
  RENDERER_CSP,
  createAppUrlCheck,
  denyPermissionsByDefault,
  guardWebContents,
  openExternalSafely,
  secureWebPreferences,
} from './security';

class FakeContents extends EventEmitter {
  openHandler: ((details: HandlerDetails) => WindowOpenHandlerResponse) | undefined;
  setWindowOpenHandler(handler: (details: HandlerDetails) => WindowOpenHandlerResponse) {
    this.openHandler = handler;
  }
  /** Emits like Electron does and tells whether a listener called preventDefault. */
  attempt(eventName: string, url: string): boolean {
    let prevented = false;
    this.emit(eventName, { preventDefault: () => (prevented = true) }, url);
    return prevented;
  }
}

function guarded(devServerUrl?: string) {
  const contents = new FakeContents();
  const openExternal = vi.fn(() => Promise.resolve());
  guardWebContents(contents as unknown as WebContents, {
    isAppUrl: createAppUrlCheck(devServerUrl),
    openExternal,
  });
  return { contents, openExternal };
}

function cspDirectives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('secure web preferences', () => {
  it('isolate the page: context isolation, sandbox, no Node, web security on', () => {
    const prefs = secureWebPreferences('/app/out/preload/index.cjs', false);
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      devTools: false,
    });
  });

  it('allow developer tools only in development', () => {
    expect(secureWebPreferences('p', true).devTools).toBe(true);
  });
});

describe('app URL check', () => {
  const isAppUrl = createAppUrlCheck('http://localhost:5173');

  it.each([
    ['app://wallart-admin/index.html', true],
    ['app://wallart-admin/orders/42', true],
    ['http://localhost:5173/', true],
    ['app://evil-admin/index.html', false],
    ['http://localhost:5174/', false],
    ['https://example.com/', false],
    ['file:///etc/passwd', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isAppUrl(url)).toBe(expected);
  });

  it('trusts no dev server when none is running', () => {
    expect(createAppUrlCheck()('http://localhost:5173/')).toBe(false);
  });
});

describe('navigation guards', () => {
  it('block navigation away from the app and open https links in the system browser', () => {
    const { contents, openExternal } = guarded();
    expect(contents.attempt('will-navigate', 'https://wallart.example/help')).toBe(true);
    expect(openExternal).toHaveBeenCalledWith('https://wallart.example/help');
  });

  it('block non-https destinations without opening anything', () => {
    const { contents, openExternal } = guarded();
    for (const url of ['http://wallart.example/', 'file:///etc/passwd', 'javascript:alert(1)']) {
      expect(contents.attempt('will-navigate', url)).toBe(true);
    }
    expect(contents.attempt('will-redirect', 'https://user:pw@evil.example/')).toBe(true);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('let in-app navigation through', () => {
    const { contents } = guarded('http://localhost:5173');
    expect(contents.attempt('will-navigate', 'app://wallart-admin/index.html')).toBe(false);
    expect(contents.attempt('will-navigate', 'http://localhost:5173/')).toBe(false);
  });

  it('deny every new window, sending https links to the system browser', () => {
    const { contents, openExternal } = guarded();
    const open = (url: string) => contents.openHandler!({ url } as HandlerDetails);
    expect(open('https://wallart.example/')).toEqual({ action: 'deny' });
    expect(open('app://wallart-admin/index.html')).toEqual({ action: 'deny' });
    expect(open('ftp://wallart.example/')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it('never attach a webview', () => {
    const { contents } = guarded();
    expect(contents.attempt('will-attach-webview', '')).toBe(true);
  });
});

describe('opening outside links', () => {
  it('accepts only parsed https URLs', () => {
    const openExternal = vi.fn(() => Promise.resolve());
    expect(openExternalSafely('https://wallart.example/a b', openExternal)).toBe(true);
    expect(openExternal).toHaveBeenCalledWith('https://wallart.example/a%20b');
    expect(openExternalSafely('http://wallart.example/', openExternal)).toBe(false);
    expect(openExternalSafely('https//broken', openExternal)).toBe(false);
    expect(openExternalSafely('smb://share/x', openExternal)).toBe(false);
    expect(openExternal).toHaveBeenCalledTimes(1);
  });
});

describe('permissions', () => {
  it('are refused by default, both requests and checks', () => {
    let request: ((c: unknown, p: string, cb: (ok: boolean) => void) => void) | undefined;
    let check: ((c: unknown, p: string) => boolean) | undefined;
    const session = {
      setPermissionRequestHandler: (handler: typeof request) => (request = handler),
      setPermissionCheckHandler: (handler: typeof check) => (check = handler),
    };
    denyPermissionsByDefault(session as unknown as Session);
    const answers: boolean[] = [];
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal']) {
      request!(null, permission, (ok) => answers.push(ok));
      answers.push(check!(null, permission));
    }
    expect(answers.every((ok) => ok === false)).toBe(true);
    for (const permission of [
      'clipboard-sanitized-write',
      'local-network-access',
      'loopback-network',
    ]) {
      request!(null, permission, (ok) => answers.push(ok));
      expect(answers.at(-1), permission).toBe(true);
    }
  });
});

describe('content security policy', () => {
  const directives = cspDirectives(RENDERER_CSP);

  it('allows scripts only from the app, nothing inline or evaluated', () => {
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });

  it('allows http and https only for connections and images, so any shop server works', () => {
    expect(directives.get('connect-src')).toEqual(["'self'", 'http:', 'https:']);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'http:', 'https:']);
    for (const [name, values] of directives) {
      if (name === 'connect-src' || name === 'img-src') continue;
      expect(
        values.some((value) => value === 'http:' || value === 'https:'),
        name,
      ).toBe(false);
    }
  });

  it('is the one written in the renderer index.html', () => {
    const html = readFileSync(new URL('../renderer/index.html', import.meta.url), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html);
    expect(meta?.[1]).toBe(RENDERER_CSP);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
