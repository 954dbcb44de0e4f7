import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '@wallart/admin-ui/testing/fixtures';
import { renderApp } from '../test/render';

type Answer = [status: number, body: unknown];

/** The shop server as the real client sees it: answers by method and path. */
function serve(routes: Record<string, (init?: RequestInit) => Answer>) {
  const seen: string[] = [];
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://shop.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    seen.push(key);
    const route = routes[key];
    const [status, body] = route ? route(init) : [404, { code: 'not_found', message: 'Nope' }];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', 'X-Total-Count': '0' },
    });
  });
  return seen;
}

const ended = (): Answer => [
  401,
  { code: 'unauthorized', message: 'Your session has ended. Please log in again' },
];

const location = () => screen.getByTestId('location').textContent;

afterEach(() => vi.mocked(fetch).mockReset());

describe('a session the server no longer accepts', () => {
  it('on a signed-in page: forgets the token, then login asks to log in again and returns', async () => {
    localStorage.setItem('token', 'expired.jwt');
    serve({
      'GET /api/user/current': ended,
      'GET /api/order': ended,
      'GET /api/config': () => [200, { googleClientId: null, cardAvailable: false }],
    });
    const { user } = renderApp('/orders?order=WA-1');

    await waitFor(() => expect(location()).toBe('/login?next=%2Forders%3Forder%3DWA-1'));
    expect(await screen.findByText('Please log in again')).toBeVisible();
    expect(localStorage.getItem('token')).toBeNull();

    serve({
      'POST /api/user/login': () => [200, { message: 'ok', token: 'fresh.jwt', user: aUser() }],
      'GET /api/user/current': () => [200, { user: aUser() }],
      'GET /api/order': () => [200, []],
      'GET /api/config': () => [200, { googleClientId: null, cardAvailable: false }],
    });
    await user.type(screen.getByLabelText(/^Email/), 'nimali@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/orders?order=WA-1'));
    expect(localStorage.getItem('token')).toBe('fresh.jwt');
  });

  it('on a shop page: signs out quietly, and the menu offers Sign In, not My Orders', async () => {
    localStorage.setItem('token', 'stale-on-a-shop-page.jwt');
    const seen = serve({ 'GET /api/user/current': ended });
    const { user } = renderApp('/about');

    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(seen).toContain('GET /api/user/current');
    expect(location()).toBe('/about');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();
  });

  it('refused while the shopper acts (saving their details): sent to log in, back to /profile', async () => {
    localStorage.setItem('token', 'ended-elsewhere.jwt');
    serve({
      'GET /api/user/current': () => [200, { user: aUser() }],
      'GET /api/user/current/security': () => [200, { hasPassword: true, claimedOrders: 0 }],
      'PUT /api/user/current/profile': ended,
      'GET /api/config': () => [200, { googleClientId: null, cardAvailable: false }],
    });
    const { user } = renderApp('/profile');
    const phone = await screen.findByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '0777654321');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(location()).toBe('/login?next=%2Fprofile'));
    expect(await screen.findByText('Please log in again')).toBeVisible();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a wrong password at login is only a wrong password: no trip, the page says so', async () => {
    serve({
      'POST /api/user/login': () => [
        401,
        { code: 'unauthorized', message: 'Invalid email or password' },
      ],
      'GET /api/config': () => [200, { googleClientId: null, cardAvailable: false }],
    });
    const { user } = renderApp('/login?next=%2Forders');
    await user.type(screen.getByLabelText(/^Email/), 'nimali@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeVisible();
    expect(location()).toBe('/login?next=%2Forders');
    expect(screen.queryByText('Please log in again')).not.toBeInTheDocument();
  });
});
