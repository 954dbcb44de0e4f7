import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations } from './api-operations';
import { servedRoutes } from './http/openapi/express-routes';
import { startTestApp, type TestApp } from './test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

// Express answers a path with or without its trailing slash (SPEC's `POST /api/user/`).
const key = (r: { method: string; path: string }) =>
  `${r.method.toUpperCase()} ${r.path.replace(/(.)\/$/, '$1')}`;

describe('the OpenAPI document and the routes Express serves', () => {
  it('names every route Express serves under /api, and no route Express lacks', () => {
    const served = servedRoutes(app.app).map(key).sort();
    const documented = apiOperations().map(key).sort();
    // Sanity: the walk does find the routers' routes.
    expect(served).toContain('GET /api/product/:productId');
    expect(served.filter((r) => !documented.includes(r))).toEqual([]);
    expect(documented.filter((r) => !served.includes(r))).toEqual([]);
  });

  it('names each route once', () => {
    const keys = apiOperations().map(key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});
