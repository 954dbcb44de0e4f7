import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = path.join(ROOT, 'api/dist/server.js');
export const STOREFRONT_DIR = path.join(ROOT, 'storefront/dist');
/**
 * A seeded data folder made once per run; each test server starts from a copy of it. Named
 * after the run's main process and handed to the test workers through the environment, so two
 * runs on one machine never seed over each other's copy.
 */
export const TEMPLATE_DATA_DIR =
  process.env.WALLART_E2E_TEMPLATE ?? path.join(os.tmpdir(), `wallart-e2e-template-${process.pid}`);
