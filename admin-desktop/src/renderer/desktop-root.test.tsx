// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesktopRoot } from './desktop-root';
import { fakeBridge } from './test/fake-bridge';
import './test/setup-dom';

const ADMIN = {
  _id: '1',
  firstName: 'Ada',
  lastName: 'Admin',
  name: 'Ada Admin',
  email: 'admin@wallart.test',
  phone: '0771234567',
  role: 'admin',
  isEmailVerified: true,
  isDisabled: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** A shop server in memory: answers by path, like the real API's shapes. */
function stubServer(routes: Record<string, (init?: RequestInit) => [number, unknown]>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    const route = routes[path];
    const [status, body] = route ? route(init) : [404, { message: 'Not found' }];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('first run', () => {
  it('asks for the shop server, checks it, saves it and moves on to sign-in', async () => {
    const user = userEvent.setup();
    const { bridge } = fakeBridge();
    const check = vi.fn(async () => ({ ok: true as const }));
    render(<DesktopRoot bridge={bridge} serverUrl={null} signedIn={false} check={check} />);

    expect(screen.getByRole('heading', { name: 'Connect to your shop' })).toBeInTheDocument();
    const address = screen.getByLabelText('Shop server address');
    expect(address).toHaveValue('http://localhost:3000');
    await user.clear(address);
    await user.type(address, 'https://shop.lan:3443/');
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    expect(await screen.findByText('Shop server: https://shop.lan:3443')).toBeInTheDocument();
    expect(check).toHaveBeenCalledWith('https://shop.lan:3443');
    expect(bridge.setServerUrl).toHaveBeenCalledWith('https://shop.lan:3443');
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
  });

  it('keeps a bad or unreachable address unsaved, saying why', async () => {
    const user = userEvent.setup();
    const { bridge } = fakeBridge();
    const check = vi.fn(async () => ({ ok: false as const, message: 'Cannot reach it.' }));
    render(<DesktopRoot bridge={bridge} serverUrl={null} signedIn={false} check={check} />);
    const address = screen.getByLabelText('Shop server address');

    await user.clear(address);
    await user.type(address, 'ftp://shop.lan');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText('The address must start with http:// or https://'),
    ).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();

    await user.clear(address);
    await user.type(address, 'http://192.168.1.20:3000');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText('A shop server on another computer needs an https:// address'),
    ).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();

    await user.clear(address);
    await user.type(address, 'http://localhost:3999');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Cannot reach it.')).toBeInTheDocument();
    expect(bridge.setServerUrl).not.toHaveBeenCalled();
  });
});

describe('signing in', () => {
  it('lets the server be changed later, or the change be cancelled', async () => {
    const user = userEvent.setup();
    const { bridge } = fakeBridge({ serverUrl: 'http://localhost:3000' });
    render(<DesktopRoot bridge={bridge} serverUrl="http://localhost:3000" signedIn={false} />);
    await user.click(screen.getByRole('button', { name: 'Change shop server' }));
    expect(screen.getByLabelText('Shop server address')).toHaveValue('http://localhost:3000');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Shop server: http://localhost:3000')).toBeInTheDocument();
  });

  it('turns a shopper away without keeping the token', async () => {
    const user = userEvent.setup();
    stubServer({
      '/api/user/login': () => [
        200,
        { message: 'Login successfull', token: 'shop.per.token', user: { ...ADMIN, role: 'user' } },
      ],
    });
    const { bridge } = fakeBridge({ serverUrl: 'http://localhost:3000' });
    render(<DesktopRoot bridge={bridge} serverUrl="http://localhost:3000" signedIn={false} />);
    await user.type(screen.getByLabelText(/^Email/), 'shopper@wallart.test');
    await user.type(screen.getByLabelText(/^Password/), 'Shopper123!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('You are not an admin')).toBeInTheDocument();
    expect(bridge.setToken).not.toHaveBeenCalled();
  });

  it('keeps an admin’s token in the desktop app and opens the admin', async () => {
    const user = userEvent.setup();
    const fetch = stubServer({
      '/api/user/login': () => [200, { message: 'Login successfull', token: 'a.b.c', user: ADMIN }],
      '/api/user/current': () => [200, { user: ADMIN }],
      '/api/order': () => [200, []],
    });
    const { bridge } = fakeBridge({ serverUrl: 'http://localhost:3000' });
    render(<DesktopRoot bridge={bridge} serverUrl="http://localhost:3000" signedIn={false} />);
    await user.type(screen.getByLabelText(/^Email/), 'admin@wallart.test');
    await user.type(screen.getByLabelText(/^Password/), 'Admin123!');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
    expect(bridge.setToken).toHaveBeenCalledWith('a.b.c');
    const current = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/user/current'));
    expect(new Headers(current?.[1]?.headers).get('Authorization')).toBe('Bearer a.b.c');
  });

  it('sends a stored session the server refuses back to sign-in, forgetting it', async () => {
    stubServer({ '/api/user/current': () => [401, { message: 'Please sign in again' }] });
    const { bridge } = fakeBridge({
      serverUrl: 'http://localhost:3000',
      token: 'old.expired.token',
    });
    render(<DesktopRoot bridge={bridge} serverUrl="http://localhost:3000" signedIn />);
    expect(await screen.findByLabelText(/^Email/)).toBeInTheDocument();
    await waitFor(() => expect(bridge.clearToken).toHaveBeenCalled());
  });

  it('sends staff whose session ends mid-work to sign in again, then back to that screen', async () => {
    const user = userEvent.setup();
    window.location.hash = '#/admin/orders';
    // The old token still opens the session check, but is refused once staff open orders.
    const bearer = (init?: RequestInit) => new Headers(init?.headers).get('Authorization');
    stubServer({
      '/api/user/current': () => [200, { user: ADMIN }],
      '/api/order': (init) =>
        bearer(init) === 'Bearer old.token'
          ? [401, { code: 'unauthorized', message: 'Session ended' }]
          : [200, []],
      '/api/user/login': () => [
        200,
        { message: 'Login successfull', token: 'fresh.token', user: ADMIN },
      ],
    });
    const { bridge } = fakeBridge({ serverUrl: 'http://localhost:3000', token: 'old.token' });
    render(<DesktopRoot bridge={bridge} serverUrl="http://localhost:3000" signedIn />);

    expect(await screen.findByText('Please log in again')).toBeInTheDocument();
    expect(bridge.clearToken).toHaveBeenCalled();
    window.location.hash = '#/admin';
    await user.type(screen.getByLabelText(/^Email/), 'admin@wallart.test');
    await user.type(screen.getByLabelText(/^Password/), 'Admin123!');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/admin/orders');
    // Typing and two renders of the whole admin take longer than 5 s on a busy machine.
  }, 30_000);
});
