import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startShop } from '../e2e/support/shop-server';
import { hit } from './load';
const ENV = { RATE_LIMITS: 'off', LOG_LEVEL: 'warn', SEED_DEMO: 'false', NODE_ENV: 'production', CATALOGUE_CACHE: 'off' };
async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-run-'));
  fs.cpSync('/tmp/ob-base', dataDir, { recursive: true });
  const extra: Record<string, string> = {};
  if (process.env.PROF) extra.NODE_OPTIONS = `--require /work/tools/prof-preload.cjs`;
  const server = await startShop({ dataDir, env: { ...ENV, ...extra } });
  const paths = (process.env.PATHS ?? '/api/product/search/sigiriya').split(',');
  for (const p of paths) {
    await hit(server.url, { path: p }, Number(process.env.WARM ?? 2));
    const res = [];
    for (let i = 0; i < Number(process.env.ROUNDS ?? 3); i++) res.push(await hit(server.url, { path: p }, 2));
    res.sort((a, b) => a.rps - b.rps);
    const m = res[Math.floor(res.length / 2)]!;
    console.log(`${p.padEnd(45)} ${Math.round(m.rps)}/s p99 ${m.p99} non2xx ${m.non2xx}`);
  }
  await server.stop('SIGINT');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
main().catch((e) => { console.error(e); process.exit(1); });
