import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './create-api-client';
import { ApiError, type UnauthorizedEvent } from './http';

const refused = () =>
  new Response(JSON.stringify({ code: 'unauthorized', message: 'Your session has ended' }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  });

function clientWith(token: string | null, answer: () => Response) {
  const onUnauthorized = vi.fn<(event: UnauthorizedEvent) => void>();
  const api = createApiClient({
    baseUrl: 'https://shop.example.lk',
    getToken: () => token,
    fetch: async () => answer(),
    onUnauthorized,
  });
  return { api, onUnauthorized };
}

describe('a 401 on a signed-in call', () => {
  it('is reported with the token it carried, then the call rejects with the ApiError', async () => {
    const { api, onUnauthorized } = clientWith('old-token', refused);
    const error = await api.order.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ token: 'old-token', quiet: false });
  });

  it('is reported as quiet for the check of a stored token', async () => {
    const { api, onUnauthorized } = clientWith('old-token', refused);
    await expect(api.user.current({ sessionCheck: true })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ token: 'old-token', quiet: true });
  });

  it('is not reported for a wrong password at login, which sends no token', async () => {
    const { api, onUnauthorized } = clientWith('old-token', refused);
    await expect(api.user.login({ email: 'a@b.co', password: 'wrong' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('is not reported when no token was sent at all', async () => {
    const { api, onUnauthorized } = clientWith(null, refused);
    await expect(api.order.list()).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('is not confused with a refusal of another kind (403)', async () => {
    const { api, onUnauthorized } = clientWith(
      'token',
      () => new Response(JSON.stringify({ code: 'forbidden', message: 'No' }), { status: 403 }),
    );
    await expect(api.user.listAll()).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
