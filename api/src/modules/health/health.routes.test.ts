import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const api = clientFor(app);
    expect(await api.system.health()).toEqual({ status: 'ok', database: 'ok' });
    expect(api.lastAnswer().status).toBe(200);
    expect(api.lastAnswer().headers.get('x-request-id')).toBeTruthy();
  });

  // A path the client does not know: a raw request on purpose.
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.call('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Not found' });
  });
});
