import fs from 'node:fs';
import { SERVER_ENTRY, STOREFRONT_DIR, TEMPLATE_DATA_DIR } from './paths';
import { startShop } from './shop-server';

/** Seeds the demo shop once (artwork included); every test server starts from a copy. */
export default async function setup() {
  for (const required of [SERVER_ENTRY, `${STOREFRONT_DIR}/index.html`]) {
    if (!fs.existsSync(required))
      throw new Error(`${required} is missing: run \`npm run build\` first`);
  }
  process.env.WALLART_E2E_TEMPLATE = TEMPLATE_DATA_DIR;
  fs.rmSync(TEMPLATE_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(TEMPLATE_DATA_DIR, { recursive: true });
  const server = await startShop({ dataDir: TEMPLATE_DATA_DIR });
  const code = await server.stop('SIGTERM');
  if (code !== 0) throw new Error(`seeding server exited with ${code}:\n${server.output()}`);
  return () => fs.rmSync(TEMPLATE_DATA_DIR, { recursive: true, force: true });
}
