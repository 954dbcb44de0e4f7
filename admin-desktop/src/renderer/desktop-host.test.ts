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

  it('hands a PDF to the save dialog as bytes', async () => {
    const { bridge } = fakeBridge();
    const pdf = new Blob(['%PDF-1.7 invoice'], { type: 'application/pdf' });
    await hostOver(bridge).saveFile('invoice-WA-1.pdf', pdf, 'application/pdf');
    const [fileName, content, mimeType] = bridge.saveFile.mock.calls[0] ?? [];
    expect([fileName, mimeType]).toEqual(['invoice-WA-1.pdf', 'application/pdf']);
    expect(content).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(content as Uint8Array<ArrayBuffer>)).toBe('%PDF-1.7 invoice');
  });

  it('prints a PDF through the system dialog, cancelled or not', async () => {
    const { bridge } = fakeBridge();
    bridge.printPdf.mockResolvedValueOnce(false);
    const host = hostOver(bridge);
    const pdf = new Blob(['%PDF-1.7 slip'], { type: 'application/pdf' });
    await expect(host.printPdf(pdf)).resolves.toBeUndefined();
    const [bytes] = bridge.printPdf.mock.calls[0] ?? [];
    expect(new TextDecoder().decode(bytes)).toBe('%PDF-1.7 slip');
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
