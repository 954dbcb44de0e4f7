import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { securitySchemes: Record<string, unknown> };
}

describe('GET /api/openapi.json', () => {
  it('answers an OpenAPI 3.1 document with auth, bodies, answers and error codes', async () => {
    const res = await app.call<Doc>('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });

    const placeOrder = doc.paths['/api/order']?.post as Record<string, any>;
    // Signed in, or a guest giving `email` (PRODUCT §11).
    expect(placeOrder['x-auth']).toBe('optional');
    expect(placeOrder.security).toEqual([{}, { bearer: [] }]);
    expect(doc.components.securitySchemes.orderToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Order-Token',
    });
    const ownOrder = doc.paths['/api/order/{orderID}']?.get as Record<string, any>;
    expect(ownOrder.security).toEqual([{ bearer: [] }, { orderToken: [] }]);
    expect(doc.paths['/api/order/by-token/{orderToken}']?.get).toBeDefined();
    expect(doc.paths['/api/order/lookup']?.post).toBeDefined();
    expect(placeOrder.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'address', 'phoneNumber', 'billItems']),
    );
    const placed = placeOrder.responses['201'].content['application/json'].schema.properties;
    expect(placed.order).toEqual({ $ref: '#/components/schemas/Order' });
    expect(placed.orderToken).toMatchObject({ type: 'string' });
    // One 409 answer names every conflict code the route may carry.
    expect(
      placeOrder.responses['409'].content['application/json'].schema.properties.code.enum,
    ).toEqual(['conflict', 'out_of_stock', 'discount_refused']);
    expect(
      placeOrder.responses['401'].content['application/json'].schema.properties.code.enum,
    ).toEqual(['unauthorized']);

    const setStatus = doc.paths['/api/order/{orderID}']?.put as Record<string, any>;
    expect(setStatus['x-auth']).toBe('admin');
    expect(Object.keys(setStatus.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409', '413']),
    );
    expect(setStatus.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'orderID', required: true }),
    ]);

    const catalogue = doc.paths['/api/product']?.get as Record<string, any>;
    expect(catalogue.security).toEqual([]);
    expect(catalogue.responses['200'].headers['X-Total-Count']).toBeDefined();
    expect((catalogue.parameters as { name: string }[]).map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'sort', 'category', 'search']),
    );
  });
});

describe('GET /api/docs', () => {
  it("serves the reference page and Swagger UI's files from the shop, under its CSP", async () => {
    const page = await app.call<string>('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) {
      expect(source).toMatch(/^\/api\/docs\//);
      const asset = await fetch(app.baseUrl + source);
      expect(asset.status, source).toBe(200);
    }
    // No inline script: the CSP would refuse it.
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it("answers 404 for the rest of Swagger UI's package: its own page, package.json, maps, README", async () => {
    for (const file of [
      'index.html',
      'package.json',
      'swagger-ui-bundle.js.map',
      'swagger-ui.css.map',
      'README.md',
      'swagger-initializer.js',
      'oauth2-redirect.html',
    ]) {
      const res = await fetch(`${app.baseUrl}/api/docs/${file}`);
      expect(res.status, file).toBe(404);
    }
  });
});
