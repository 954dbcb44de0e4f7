import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import newman from 'newman';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnswerChecker, type Answer } from './answer-check';
import { startFuzzShop, type FuzzShop } from './fuzz-shop';

const require = createRequire(import.meta.url);
const PORTMAN = path.join(
  path.dirname(require.resolve('@apideck/portman/package.json')),
  'bin/portman',
);

/**
 * Portman turns the document into a Postman collection: one request per operation, and fuzz
 * variations of each body and query (required fields left out, numbers past their bounds,
 * text past its lengths). Its own contract tests expect the first documented answer, which a
 * refused caller never gets, so the answers are checked here instead, whatever their status.
 */
function portmanConfig(pathValues: Record<string, string>) {
  const beyond = {
    requiredFields: { enabled: true },
    minimumNumberFields: { enabled: true },
    maximumNumberFields: { enabled: true },
    minLengthFields: { enabled: true },
    maxLengthFields: { enabled: true },
  };
  return {
    version: 1,
    tests: {
      variationTests: [
        {
          openApiOperation: '*::/*',
          openApiResponse: '400',
          variations: [
            {
              name: 'Fuzz',
              fuzzing: [{ requestBody: [beyond] }, { requestQueryParams: [beyond] }],
              tests: { contractTests: [] },
            },
          ],
        },
      ],
    },
    overwrites: [
      {
        openApiOperation: '*::/*',
        overwriteRequestPathVariables: Object.keys(pathValues).map((key) => ({
          key,
          value: `{{${key}}}`,
          insert: false,
        })),
      },
    ],
  };
}

interface NewmanRequestArgs {
  request: { method: string; url: { getPath(): string } };
  response?: { code: number; headers: { get(name: string): string | undefined }; stream: Buffer };
}

function runCollection(
  collection: object,
  vars: Record<string, string>,
): Promise<{ answers: Answer[]; failures: string[] }> {
  const answers: Answer[] = [];
  const failures: string[] = [];
  return new Promise((resolve, reject) => {
    newman
      .run({
        collection,
        envVar: Object.entries(vars).map(([key, value]) => ({ key, value })),
        reporters: [],
        timeout: 60_000,
      } as never)
      .on('request', (err: Error | null, args: NewmanRequestArgs) => {
        if (err || !args.response) {
          failures.push(`${args.request.method} ${args.request.url.getPath()}: ${err?.message}`);
          return;
        }
        answers.push({
          method: args.request.method,
          path: decodeURI(args.request.url.getPath()),
          status: args.response.code,
          contentType: args.response.headers.get('content-type') ?? null,
          body: args.response.stream.toString('utf8'),
        });
      })
      .on('done', (err: Error | null) => (err ? reject(err) : resolve({ answers, failures })));
  });
}

let shop: FuzzShop;
let collection: object;
beforeAll(async () => {
  shop = await startFuzzShop();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-portman-'));
  fs.writeFileSync(
    path.join(dir, 'openapi.json'),
    JSON.stringify({ ...shop.doc, servers: [{ url: shop.app.baseUrl }] }),
  );
  fs.writeFileSync(path.join(dir, 'portman.json'), JSON.stringify(portmanConfig(shop.pathValues)));
  const out = spawnSync(
    process.execPath,
    [
      PORTMAN,
      '-l',
      'openapi.json',
      '-c',
      'portman.json',
      '-o',
      'collection.json',
      '--syncPostman',
      'false',
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  if (out.status !== 0) throw new Error(`portman failed:\n${out.stdout}\n${out.stderr}`);
  collection = JSON.parse(fs.readFileSync(path.join(dir, 'collection.json'), 'utf8')) as object;
});
afterAll(async () => shop?.app.close());

describe('Portman contract and fuzz requests, run by Newman against the started shop', () => {
  const callers = [
    ['anonymous', () => ''],
    ['a shopper', () => shop.shopper.token],
    ['an admin', () => shop.admin.token],
  ] as const;
  it.each(callers)('answers every request as the document says, as %s', async (_who, token) => {
    const check = createAnswerChecker(shop.doc);
    const { answers, failures } = await runCollection(collection, {
      baseUrl: shop.app.baseUrl,
      bearerToken: token(),
      ...shop.pathValues,
    });
    expect(failures).toEqual([]);
    // Every operation once, and the fuzz variations of those that take a body or a query.
    expect(answers.length).toBeGreaterThan(150);
    expect(answers.map(check).filter(Boolean)).toEqual([]);
  });
});
