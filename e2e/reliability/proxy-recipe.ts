import { spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from '../support/paths';
import { call } from './http';
import { sleep } from './shop-load';

/** The production recipe's files, as docs/operations.md installs them. */
export const DEPLOY = {
  caddyfile: path.join(ROOT, 'deploy/Caddyfile'),
  caddyUnit: path.join(ROOT, 'deploy/caddy-wallart.conf'),
  apiUnit: path.join(ROOT, 'deploy/wallart-api@.service'),
  envFile: path.join(ROOT, 'deploy/wallart.env.example'),
};

/** The `Environment=` settings of a systemd unit, with `%i` as the instance. */
export function unitEnvironment(file: string, instance = ''): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^Environment=(.*)$/.exec(line.trim());
    for (const pair of match?.[1]?.split(/\s+/) ?? []) {
      const at = pair.indexOf('=');
      if (at > 0) settings[pair.slice(0, at)] = pair.slice(at + 1).replaceAll('%i', instance);
    }
  }
  return settings;
}

/** The settings of an `EnvironmentFile=` (one `KEY=value` a line, `#` comments). */
export function environmentFile(file: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match?.[1]) settings[match[1]] = match[2] ?? '';
  }
  return settings;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningCaddy {
  /** Caddy's internal CA, which signed the site's certificate. */
  rootCertificate: string;
  output(): string;
  stop(): Promise<void>;
}

/** Caddy on deploy/Caddyfile, with its data (its CA among it) in `dataHome`. */
export async function startCaddy(dataHome: string, env: Record<string, string>) {
  let output = '';
  const child = spawn('caddy', ['run', '--config', DEPLOY.caddyfile, '--adapter', 'caddyfile'], {
    cwd: dataHome,
    env: {
      PATH: process.env.PATH,
      HOME: dataHome,
      XDG_DATA_HOME: path.join(dataHome, 'data'),
      XDG_CONFIG_HOME: path.join(dataHome, 'config'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const root = path.join(dataHome, 'data/caddy/pki/authorities/local/root.crt');
  const deadline = Date.now() + 20_000;
  while (!fs.existsSync(root) || !output.includes('serving initial configuration')) {
    if (child.exitCode !== null) throw new Error(`caddy exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`caddy did not start:\n${output}`);
    await sleep(50);
  }
  const caddy: RunningCaddy = {
    rootCertificate: fs.readFileSync(root, 'utf8'),
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  return caddy;
}

/** A client trusting Caddy's CA and connecting from `address` (any 127.x is this machine). */
export const clientFrom = (address: string, ca: string) =>
  new https.Agent({ ca, localAddress: address, family: 4 });

/** Waits until the shop answers its health check through `url`. */
export async function waitForHealth(url: string, agent: https.Agent) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await call(url, 'GET', '/api/health', { agent }).catch(() => null);
    if (answer?.status === 200) return answer;
    if (Date.now() > deadline) throw new Error(`no healthy answer through ${url}`);
    await sleep(100);
  }
}
