import { describe, expect, it, vi } from 'vitest';
import { createDesktopHost } from './desktop-host';
import { fakeBridge } from './test/fake-bridge';

describe('desktop host', () => {
  it('reads the token and the server from the desktop app, never from the page', async () => {
    const { bridge } = fakeBridge({ token: 'a.b.c' });
    const host = createDesktopHost({
      bridge,
      serverUrl: 'http://shop.lan:3000',
      onSignedOut: vi.fn(),
    });
    expect(host.platform).toBe('desktop');
    expect(host.getBaseUrl()).toBe('http://shop.lan:3000');
    expect(await host.getToken()).toBe('a.b.c');
    await host.clearToken();
    expect(bridge.clearToken).toHaveBeenCalled();
    expect(await host.getToken()).toBeNull();
  });

  it('goes to the login screen through the callback', () => {
    const onSignedOut = vi.fn();
    createDesktopHost({ bridge: fakeBridge().bridge, serverUrl: 'x', onSignedOut }).goToLogin();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('saves files through the native dialog, cancelled or not', async () => {
    const { bridge } = fakeBridge();
    bridge.saveFile.mockResolvedValueOnce(false);
    const host = createDesktopHost({ bridge, serverUrl: 'x', onSignedOut: vi.fn() });
    await expect(host.saveFile('orders.csv', 'a,b', 'text/csv')).resolves.toBeUndefined();
    expect(bridge.saveFile).toHaveBeenCalledWith('orders.csv', 'a,b', 'text/csv');
  });

  it('shows system notifications and shrugs off one that fails', async () => {
    const { bridge } = fakeBridge();
    bridge.notify.mockRejectedValueOnce(new Error('refused'));
    const host = createDesktopHost({ bridge, serverUrl: 'x', onSignedOut: vi.fn() });
    expect(() => host.notify('New order', 'Order A1')).not.toThrow();
    expect(bridge.notify).toHaveBeenCalledWith('New order', 'Order A1');
  });
});
