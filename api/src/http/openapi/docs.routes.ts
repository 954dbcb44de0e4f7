import { createRequire } from 'node:module';
import path from 'node:path';
import express from 'express';
import { shopEndpoints, type Endpoint } from '@wallart/domain/endpoints';
import { endpointRoutes, on } from '../endpoint-routes';
import { buildOpenApiDocument } from './document';

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

/**
 * The only files of Swagger UI's package that the page loads; the rest of the package (its
 * petstore index.html, package.json, source maps, README) is not the shop's to publish.
 */
const PAGE_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

/** The document and its reference page; mounted on /api. */
export function docsRoutes(endpoints: () => readonly Endpoint[], version: string): express.Router {
  let document: string | undefined;
  const router = endpointRoutes({ mount: '/api' }, [
    on(shopEndpoints.openApi, (_req, res) => {
      document ??= JSON.stringify(buildOpenApiDocument(endpoints(), version));
      res.set('Cache-Control', 'no-cache').type('application/json').send(document);
    }),
    on(shopEndpoints.docs, (_req, res) => {
      res.set('Cache-Control', 'no-cache').type('html').send(DOCS_PAGE);
    }),
    on(shopEndpoints.docsScript, (_req, res) => {
      res.set('Cache-Control', 'no-cache').type('text/javascript').send(START_SCRIPT);
    }),
  ]);
  const pageFiles = express.static(swaggerUiDir, { index: false, maxAge: '1d' });
  router.use('/docs', (req, res, next) => {
    if (PAGE_FILES.has(req.path.slice(1))) pageFiles(req, res, next);
    else next();
  });
  return router;
}
