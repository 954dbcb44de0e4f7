import { describe, expect, it, vi } from 'vitest';
import { createDesktopHost } from './desktop-host';
import { fakeBridge } from './test/fake-bridge';

const hostOver = (bridge: ReturnType<typeof fakeBridge>['bridge']) =>
  createDesktopHost({ bridge, serverUrl: 'x', onSignedOut: vi.fn() });

describe('desktop host', () => {
  it('reads the token and the server from the desktop app, never from the page', async () => {
    const { bridge } = fakeBridge({ token: 'a.b.c' });
    const host = createDesktopHost({
      bridge,
      serverUrl: 'http://shop.lan:3000',
      onSignedOut: vi.fn(),
    });
    expect(host.getBaseUrl()).toBe('http://shop.lan:3000');
    expect(await host.getToken()).toBe('a.b.c');
    expect(bridge.getToken).toHaveBeenCalledTimes(1);
    await host.clearToken();
    expect(bridge.clearToken).toHaveBeenCalledTimes(1);
    expect(await host.getToken()).toBeNull();
  });

  it('goes to the login screen through the callback', () => {
    const onSignedOut = vi.fn();
    const host = createDesktopHost({ bridge: fakeBridge().bridge, serverUrl: 'x', onSignedOut });
    host.goToLogin();
    host.goToLogin({ returnTo: '/admin/orders', sessionEnded: true });
    expect(onSignedOut.mock.calls).toEqual([
      [{}],
      [{ returnTo: '/admin/orders', sessionEnded: true }],
    ]);
  });

  it('saves files through the native dialog, cancelled or not', async () => {
    const { bridge } = fakeBridge();
    bridge.saveFile.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const host = hostOver(bridge);
    await expect(host.saveFile('orders.csv', 'a,b', 'text/csv')).resolves.toBeUndefined();
    await expect(host.saveFile('users.csv', 'c,d', 'text/csv')).resolves.toBeUndefined();
    expect(bridge.saveFile.mock.calls).toEqual([
      ['orders.csv', 'a,b', 'text/csv'],
      ['users.csv', 'c,d', 'text/csv'],
    ]);
  });

  it('lets a save the desktop could not write fail, so the screen can say so', async () => {
    const { bridge } = fakeBridge();
    bridge.saveFile.mockRejectedValueOnce(new Error('disk full'));
    await expect(hostOver(bridge).saveFile('orders.csv', 'a,b', 'text/csv')).rejects.toThrow(
      'disk full',
    );
  });

  it('shows system notifications through the bridge', async () => {
    const { bridge } = fakeBridge();
    await expect(hostOver(bridge).notify('New order', 'Order A1')).resolves.toBeUndefined();
    expect(bridge.notify).toHaveBeenCalledWith('New order', 'Order A1');
  });

  it('shrugs off a notification the system refuses: it settles without an error', async () => {
    const { bridge } = fakeBridge();
    bridge.notify.mockRejectedValueOnce(new Error('refused'));
    await expect(hostOver(bridge).notify('New order', 'Order A1')).resolves.toBeUndefined();
    expect(bridge.notify).toHaveBeenCalledWith('New order', 'Order A1');
  });
});
