import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import os from 'node:os';
import path from 'node:path';
import { createApiClient, type ApiClient, ApiError } from '@wallart/domain/api-client';
import { pino } from 'pino';
import type { Sequelize } from 'sequelize';
import { createApp } from '../app';
import { createAppServer } from '../http/app-server';
import { closeServices, type Services } from '../app-context';
import type { AppConfig } from '../config/app-config';
import { initModels } from '../db/models';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/sequelize';
import { startSmtpSink, type SmtpSink } from '../modules/mail/testing/smtp-sink';
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
  /** The Express app itself (for tests that read its routers). */
  app: Express;
  baseUrl: string;
  dataDir: string;
  sequelize: Sequelize;
  services: Services;
  /** What the server runs before it listens (here already run once, as it does). */
  warmUp(): Promise<void>;
  call<T = any>(method: string, urlPath: string, options?: CallOptions): Promise<CallResult<T>>;
  close(): Promise<void>;
}

/**
 * The real app on a real, migrated database (a copy of the suite's template, then `migrate` as the
 * server runs it), listening on a random loopback port.
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-test-'));
  const db = await createTestDatabase(dataDir, { migrated: true });
  const sequelize = await openDatabase(db.config);
  initModels(sequelize);
  await migrate(sequelize);
  const { app, services, warmUp } = createApp({
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
  await services.productWritesRelay?.ready;
  // As the server starts: the page renderer warm before the first request.
  await warmUp();
  const server = createAppServer(app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    app,
    baseUrl,
    dataDir,
    sequelize,
    services,
    warmUp,
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
      await closeServices(services, sequelize);
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the last request of a test client was answered with (the client keeps only the data). */
export interface SeenAnswer {
  method: string;
  url: string;
  status: number;
  headers: Headers;
}

export type TestClient = ApiClient & {
  /** The status and headers of the client's last answer, e.g. to check a 201 or a header. */
  lastAnswer(): SeenAnswer;
};

/**
 * The shop's shared typed client, as the storefront and the admin apps use it, talking to the
 * test app with the given token (or none). Happy paths go through it, so a route that drifts
 * from the client fails a test; raw `app.call` stays for deliberately malformed requests.
 */
export function clientFor(app: TestApp, who?: string | { token: string }): TestClient {
  const token = typeof who === 'string' ? who : who?.token;
  let last: SeenAnswer | undefined;
  const api = createApiClient({
    baseUrl: app.baseUrl,
    getToken: () => token,
    fetch: async (input, init) => {
      const method = init?.method ?? 'GET';
      let res = await fetch(input, init);
      if (res.status === 404 && (await isUnrouted(res))) {
        // No route took the call: the client and the server disagree on the path or method.
        // Answered as a 500 so it never passes for a service's own 404 ("Order not found").
        const message = `No API route answers ${method} ${String(input)}`;
        res = Response.json({ message }, { status: 500 });
      }
      last = { method, url: String(input), status: res.status, headers: res.headers };
      return res;
    },
  });
  return Object.assign(api, {
    lastAnswer() {
      if (!last) throw new Error('the client has not made a request yet');
      return last;
    },
  });
}

/** The API's answer when no route matches (see http/errors.ts), distinct from a service's 404. */
async function isUnrouted(res: Response): Promise<boolean> {
  try {
    const body = (await res.clone().json()) as { message?: unknown };
    return body.message === 'Not found';
  } catch {
    return false;
  }
}

/** The ApiError a client call fails with; fails the test if the call succeeds. */
export async function apiError(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail with an ApiError');
}

export interface Outcome<T> {
  status: number;
  data?: T;
  error?: ApiError;
}

/**
 * A client call's status with its data or its ApiError, for tests that look at both outcomes
 * (limits, retries). Give it one call at a time per client: the status is the client's last.
 */
export async function outcomeOf<T>(api: TestClient, call: Promise<T>): Promise<Outcome<T>> {
  try {
    const data = await call;
    return { status: api.lastAnswer().status, data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, error };
  }
}

/** A test app whose mails go to an SMTP server on loopback, to read what it sent. */
export async function startTestAppWithMail(overrides: Partial<AppConfig> = {}): Promise<{
  app: TestApp;
  sink: SmtpSink;
  close: () => Promise<void>;
}> {
  const sink = await startSmtpSink();
  const app = await startTestApp({
    ...overrides,
    integrations: { ...overrides.integrations, smtpUrl: sink.url },
  });
  return {
    app,
    sink,
    close: async () => {
      await app.close();
      await sink.close();
    },
  };
}
