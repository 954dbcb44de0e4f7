import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { Sequelize } from 'sequelize';
import { createApp } from '../app';
import type { Services } from '../app-context';
import type { AppConfig } from '../config/app-config';
import { initModels } from '../db/models';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/sequelize';
import { createTestDatabase } from './test-db';

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  /** Sent as is (for malformed or oversized bodies). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  baseUrl: string;
  dataDir: string;
  sequelize: Sequelize;
  services: Services;
  call<T = any>(method: string, urlPath: string, options?: CallOptions): Promise<CallResult<T>>;
  close(): Promise<void>;
}

/** The real app on a real, migrated database, listening on a random loopback port. */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-test-'));
  const db = await createTestDatabase(dataDir);
  const sequelize = await openDatabase(db.config);
  initModels(sequelize);
  await migrate(sequelize);
  const { app, services } = createApp({
    dataDir,
    publicUrl: 'http://localhost:3000',
    corsOrigins: [],
    trustProxy: false,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    jwtExpiresIn: '1h',
    logger: pino({ level: 'silent' }),
    sequelize,
    ...overrides,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    dataDir,
    sequelize,
    services,
    async call(method, urlPath, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      let body: string | undefined = options.rawBody;
      if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['Content-Type'] = 'application/json';
      } else if (body !== undefined && !headers['Content-Type']) {
        headers['Content-Type'] = 'application/json';
      }
      const res = await fetch(baseUrl + urlPath, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: the text itself is the body.
      }
      return { status: res.status, body: parsed as never, headers: res.headers };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.orders.idle();
      await services.mailer.close();
      await sequelize.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
