import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY, STOREFRONT_DIR, TEMPLATE_DATA_DIR } from './paths';

export interface ShopServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed, for assertions and for debugging a failure. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartOptions {
  /** Start from this data folder instead of a fresh copy of the seeded template. */
  dataDir?: string;
  /** An empty data folder: the server seeds it itself (slow). */
  fresh?: boolean;
  env?: Record<string, string>;
  port?: number;
}

/** Starts the built shop as its own process on a free port and waits until it answers. */
export async function startShop(options: StartOptions = {}): Promise<ShopServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-e2e-'));
  if (!options.dataDir && !options.fresh)
    fs.cpSync(TEMPLATE_DATA_DIR, dataDir, { recursive: true });
  let output = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      // The demo shop, seeded: production refuses demo data and the demo admin's password.
      NODE_ENV: 'test',
      // No journey follows the sitemap's links.
      PUBLIC_URL: 'http://localhost',
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STOREFRONT_DIR,
      LOG_LEVEL: 'warn',
      // Load tests and the bench register throwaway shoppers who then order non-stop: the cap
      // on what an unconfirmed account may hold in Pending orders would stop them (0 = off).
      UNVERIFIED_PENDING_UNITS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`shop did not start:\n${output}`)), 90_000);
    const check = () => {
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`shop exited with ${code}:\n${output}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null)
        return Promise.resolve(child.exitCode);
      return new Promise((resolve) => {
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      });
    },
  };
}

export async function login(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed for ${email}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

export const DEMO = {
  admin: { email: 'admin@wallart.test', password: 'Admin123!' },
  shopper: { email: 'shopper@wallart.test', password: 'Shopper123!' },
} as const;
