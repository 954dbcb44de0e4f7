import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS } from '../api-contract/errors';
import { ApiError, isApiError } from './http';
import { json, product, setup } from './testing/fake-fetch';

describe('createApiClient: errors', () => {
  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    try {
      await promise;
    } catch (error) {
      expect(isApiError(error)).toBe(true);
      return error as ApiError;
    }
    throw new Error('expected the call to fail');
  }

  it('turns a 400 answer into an ApiError with status, message and field errors', async () => {
    const errors = [
      { path: 'email', message: 'Enter a valid email address' },
      { path: 'password', message: 'Password must be at least 8 characters' },
    ];
    const { api } = setup(
      {},
      json({ code: 'invalid', message: 'Invalid input', errors }, { status: 400 }),
    );
    const error = await failure(
      api.user.register({
        firstName: 'A',
        lastName: 'B',
        email: 'x',
        phone: '0771234567',
        password: 'x',
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid');
    expect(error.message).toBe('Invalid input');
    expect(error.errors).toEqual(errors);
  });

  it('keeps the server message of a 401 login failure', async () => {
    const { api } = setup(
      {},
      json({ code: 'unauthorized', message: 'Wrong email or password' }, { status: 401 }),
    );
    const error = await failure(api.user.login({ email: 'a@b.co', password: 'bad' }));
    expect([error.status, error.code, error.message, error.errors]).toEqual([
      401,
      'unauthorized',
      'Wrong email or password',
      [],
    ]);
  });

  it('keeps the code and the message of a 409 conflict, whichever kind it is', async () => {
    const { api } = setup(
      {},
      json(
        { code: 'out_of_stock', message: 'Not enough stock for Sunset Over Galle' },
        { status: 409 },
      ),
    );
    const error = await failure(
      api.order.place({
        name: 'A',
        address: 'B',
        phoneNumber: '0771234567',
        billItems: [{ productId: 'PRD-001', quantity: 5 }],
      }),
    );
    expect(error.status).toBe(409);
    expect(error.code).toBe('out_of_stock');
    expect(error.message).toBe('Not enough stock for Sunset Over Galle');
  });

  it('carries each code the server sends, as it sent it', async () => {
    for (const code of ERROR_CODES) {
      const status = ERROR_STATUS[code];
      const { api } = setup({}, json({ code, message: `refused: ${code}` }, { status }));
      const error = await failure(api.product.get('PRD-001'));
      expect([error.status, error.code, error.message]).toEqual([status, code, `refused: ${code}`]);
    }
  });

  it('tells a 409 of one kind from another only by the code', async () => {
    const { api } = setup(
      {},
      json({ code: 'not_pending', message: 'No longer cancellable' }, { status: 409 }),
      json({ code: 'duplicate', message: 'Taken' }, { status: 409 }),
    );
    expect((await failure(api.order.remove('ORD-0001'))).code).toBe('not_pending');
    expect((await failure(api.product.create({ ...product, productId: 'PRD-001' }))).code).toBe(
      'duplicate',
    );
  });

  it('falls back to the code the status stands for when the body names none or an unknown one', async () => {
    const { api } = setup(
      {},
      json({ message: 'Too many attempts' }, { status: 429 }),
      json({ code: 'teapot', message: 'Short and stout' }, { status: 409 }),
      new Response('<html>Request Entity Too Large</html>', { status: 413 }),
      new Response('<html>Bad Gateway</html>', { status: 502 }),
      new Response('', { status: 418 }),
    );
    expect((await failure(api.product.trending())).code).toBe('rate_limited');
    expect((await failure(api.product.trending())).code).toBe('conflict');
    expect((await failure(api.product.trending())).code).toBe('too_large');
    expect((await failure(api.product.trending())).code).toBe('unavailable');
    expect((await failure(api.product.trending())).code).toBe('unexpected_answer');
  });

  it('gives a readable message for a non-JSON error body (e.g. a proxy page)', async () => {
    const { api } = setup(
      {},
      new Response('<html><body>502 Bad Gateway</body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const error = await failure(api.product.trending());
    expect(error.status).toBe(502);
    expect(error.message).toBe('Request failed (502)');
    expect(error.errors).toEqual([]);
  });

  it('gives a readable message for an empty error body', async () => {
    const { api } = setup({}, new Response('', { status: 500 }));
    const error = await failure(api.product.trending());
    expect([error.status, error.message]).toEqual([500, 'Request failed (500)']);
  });

  it('gives a readable message for a JSON error body without a message', async () => {
    const { api } = setup({}, json({ error: 'nope', errors: 'not a list' }, { status: 403 }));
    const error = await failure(api.user.listAll());
    expect([error.status, error.message, error.errors]).toEqual([403, 'Request failed (403)', []]);
  });

  it('gives a readable message for a JSON error body that is not an object', async () => {
    const { api } = setup({}, new Response('null', { status: 404 }));
    const error = await failure(api.product.get('PRD-404'));
    expect([error.status, error.message]).toEqual([404, 'Request failed (404)']);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const { api } = setup({}, new TypeError('fetch failed'));
    const error = await failure(api.product.list());
    expect(error.status).toBe(0);
    expect(error.code).toBe('unreachable');
    expect(error.message).toBe('Cannot reach the shop server');
    expect(error.errors).toEqual([]);
  });

  it('passes an abort through as it is, not as an ApiError', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { api } = setup({}, abort);
    await expect(api.product.list()).rejects.toBe(abort);
  });

  it('turns a successful answer that is not JSON into an ApiError, not a SyntaxError', async () => {
    const { api } = setup(
      {},
      new Response('<!doctype html><title>Shop</title>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const error = await failure(api.product.trending());
    expect(error.status).toBe(200);
    expect(error.code).toBe('unexpected_answer');
    expect(error.message).toBe('Unexpected answer from the shop server');
  });

  it('isApiError is false for other errors', () => {
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ status: 400, message: 'x' })).toBe(false);
    expect(isApiError(new ApiError(400, 'x'))).toBe(true);
    expect(new ApiError(404, 'x').code).toBe('not_found');
  });
});
