import fc from 'fast-check';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '../app';
import { apiOperations } from '../api-operations';
import { buildOpenApiDocument } from '../http/openapi/document';
import { createAnswerChecker, type OpenApiDocument } from './answer-check';
import { startFuzzShop, type FuzzShop } from './fuzz-shop';
import { invalidArbitrary, validArbitrary, type JsonSchema } from './json-schema-arbitrary';

/** Random bodies per endpoint: a few minutes for the whole stage (150 found nothing more). */
const RUNS = 40;

/**
 * Tables a refused request may change on purpose: a wrong reset code counts against its
 * address (PRODUCT §4), so guesses stay limited across codes.
 */
const CHANGED_BY_REFUSALS = new Set(['password_resets']);

interface WriteOperation {
  method: string;
  template: string;
  auth: string;
  contentType: string;
  schema: JsonSchema | undefined;
}

/** Every write endpoint of the document, with the body it takes (JSON when it takes several). */
function writeOperations(doc: OpenApiDocument): WriteOperation[] {
  const found: WriteOperation[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      const contentType = Object.keys(content)[0] ?? 'application/json';
      found.push({
        method,
        template,
        auth: op['x-auth'] ?? 'public',
        contentType,
        schema: content[contentType]?.schema as JsonSchema | undefined,
      });
    }
  }
  return found;
}

function encode(contentType: string, body: unknown): string {
  if (contentType === 'text/csv') return typeof body === 'string' ? body : JSON.stringify(body);
  if (contentType === 'application/x-www-form-urlencoded') {
    const fields =
      typeof body === 'object' && body !== null ? Object.entries(body) : [['value', body]];
    return new URLSearchParams(fields.map(([k, v]) => [String(k), String(v)])).toString();
  }
  return JSON.stringify(body) ?? 'null';
}

let shop: FuzzShop;
let snapshot: () => Promise<string>;
beforeAll(async () => {
  shop = await startFuzzShop();
  const { sequelize } = shop.app;
  const tables = (await sequelize.getQueryInterface().showAllTables())
    .map((t) => (typeof t === 'string' ? t : (t as { tableName: string }).tableName))
    .filter((t) => !CHANGED_BY_REFUSALS.has(t) && !/sequelize|umzug|migrations/i.test(t))
    .sort();
  snapshot = async () => {
    const rows = await Promise.all(
      tables.map((t) =>
        sequelize.query(`SELECT * FROM "${t}" ORDER BY 1`, { type: QueryTypes.SELECT }),
      ),
    );
    return JSON.stringify(rows);
  };
});
afterAll(async () => shop?.app.close());

/** The document the shop serves, built here too so each endpoint gets a test of its own. */
const doc = buildOpenApiDocument(apiOperations(), API_VERSION) as unknown as OpenApiDocument;
const resolve = (ref: string) =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc) as JsonSchema;
// Files go through the upload tests, which send real and forged images and slips.
const fuzzed = writeOperations(doc).filter((op) => op.contentType !== 'multipart/form-data');

describe('random valid and invalid bodies to every write endpoint', () => {
  it('finds the write endpoints in the document', () => {
    expect(fuzzed.length).toBeGreaterThan(25);
    expect(fuzzed.map((op) => `${op.method} ${op.template}`)).toContain('post /api/order');
  });

  it.each(fuzzed.map((op) => [`${op.method.toUpperCase()} ${op.template}`, op] as const))(
    '%s: never a 500, answers as the document says, changes nothing when it refuses',
    async (_name, op) => {
      const check = createAnswerChecker(shop.doc);
      const path = op.template.replace(/\{([^}]+)\}/g, (_m, key: string) =>
        encodeURIComponent(shop.pathValues[key] ?? key),
      );
      const token =
        op.auth === 'admin'
          ? shop.admin.token
          : op.auth === 'public'
            ? undefined
            : shop.shopper.token;
      const schema = op.schema ?? {};
      const bodies =
        op.contentType === 'text/csv'
          ? fc.string({ maxLength: 400 })
          : fc.oneof(validArbitrary(schema, resolve), invalidArbitrary(schema, resolve));
      let problem: string | null = null;
      await fc
        .assert(
          fc.asyncProperty(bodies, async (body) => {
            const before = await snapshot();
            const sent = encode(op.contentType, body);
            const res = await fetch(shop.app.baseUrl + path, {
              method: op.method.toUpperCase(),
              headers: {
                'Content-Type': op.contentType,
                ...(token ? { Authorization: `Bearer ${token}` } : {}),
              },
              body: sent,
            });
            const text = await res.text();
            problem = check({
              method: op.method.toUpperCase(),
              path,
              status: res.status,
              contentType: res.headers.get('content-type'),
              body: text,
            });
            if (!problem && res.status >= 400 && (await snapshot()) !== before) {
              problem = `${res.status} changed the database`;
            }
            if (problem) problem += ` for ${sent.slice(0, 300)}`;
            return problem === null;
          }),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch(() => undefined);
      expect(problem).toBeNull();
    },
  );
});
