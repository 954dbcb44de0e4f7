import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverScript = path.join(repoRoot, 'api/dist/server.js');

/** A port nobody uses right now: listen on 0, note the port, let it go. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ShopServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * The real API (`node api/dist/server.js`, built first if needed) on a fresh data folder that
 * it seeds with the demo shop, allowing the given browser origin through CORS.
 */
export async function startShopServer(corsOrigin: string): Promise<ShopServer> {
  if (!existsSync(serverScript)) {
    const build = spawnSync(process.execPath, ['build.mjs'], { cwd: path.join(repoRoot, 'api') });
    if (build.status !== 0) throw new Error(`API build failed:\n${build.stderr.toString()}`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wallart-desktop-e2e-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The demo shop, seeded: production refuses demo data and the demo admin's password.
    NODE_ENV: 'test',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CORS_ORIGINS: corsOrigin,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  };
  // A SQLite shop of its own, whatever the developer's shell points at.
  delete env['DATABASE_URL'];
  delete env['REDIS_URL'];
  const child: ChildProcess = spawn(process.execPath, [serverScript], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API server exited:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, dataDir, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The API server did not answer in time:\n${output}`);
}
