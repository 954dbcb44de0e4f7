import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import { z } from 'zod';
import { buildOpenApiDocument } from './document';
import type { ApiOperation } from './operation';

/** Swagger UI's files, from its npm package, served by the shop itself (never a CDN). */
const swaggerUiDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Wall-art shop API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
    <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" sizes="32x32" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

// A file of its own, as the shop's CSP allows no inline script.
const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

/** The document and its reference page; mounted on /api. */
export function docsRoutes(operations: () => readonly ApiOperation[], version: string): Router {
  const router = Router();
  let document: string | undefined;

  router.get('/openapi.json', (_req, res) => {
    document ??= JSON.stringify(buildOpenApiDocument(operations(), version));
    res.set('Cache-Control', 'no-cache').type('application/json').send(document);
  });

  router.get('/docs', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(DOCS_PAGE);
  });
  router.get('/docs/start.js', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('text/javascript').send(START_SCRIPT);
  });
  router.use('/docs', express.static(swaggerUiDir, { index: false, maxAge: '1d' }));
  return router;
}

const text = (contentType: string) => ({ schema: z.string(), contentType });

export const docsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Shop',
    summary: 'This document',
    auth: 'public',
    answers: [
      {
        status: 200,
        description: 'The OpenAPI 3.1 document',
        content: { schema: z.looseObject({ openapi: z.string() }) },
      },
    ],
  },
  {
    method: 'get',
    path: '/api/docs',
    tag: 'Shop',
    summary: 'A readable reference page of this document',
    auth: 'public',
    answers: [{ status: 200, description: 'The page', content: text('text/html') }],
  },
  {
    method: 'get',
    path: '/api/docs/start.js',
    tag: 'Shop',
    summary: "The reference page's start script",
    auth: 'public',
    answers: [{ status: 200, description: 'The script', content: text('text/javascript') }],
  },
];
