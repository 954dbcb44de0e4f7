import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { loginSchema, shippingQuoteRequestSchema } from '@wallart/domain';
import { API_VERSION } from '../app';
import { apiOperations } from '../api-operations';
import { buildOpenApiDocument } from '../http/openapi/document';
import { createAnswerChecker, type OpenApiDocument } from './answer-check';
import { invalidArbitrary, validArbitrary, type JsonSchema } from './json-schema-arbitrary';

const doc = buildOpenApiDocument(apiOperations(), API_VERSION) as unknown as OpenApiDocument;
const check = createAnswerChecker(doc);
const json = 'application/json; charset=utf-8';
const answer = (status: number, body: unknown, path = '/api/product/P-1') => ({
  method: 'GET',
  path,
  status,
  contentType: json,
  body: JSON.stringify(body),
});

describe("the fuzzers' answer check", () => {
  it('passes an answer the document describes', () => {
    expect(check(answer(404, { code: 'not_found', message: 'Product not found' }))).toBeNull();
  });

  it('flags a 500, an undocumented status or code, and a body off its schema', () => {
    expect(check(answer(500, { code: 'internal', message: 'x' }))).toMatch(/server error/);
    expect(check(answer(409, { code: 'conflict', message: 'x' }))).toMatch(/status not in/);
    expect(check(answer(404, { code: 'conflict', message: 'x' }))).toMatch(/does not match/);
    expect(check(answer(200, { productId: 'P-1' }))).toMatch(/does not match/);
    expect(check({ ...answer(404, {}), contentType: 'text/html' })).toMatch(/content type/);
  });

  it('matches literal paths before parameters', () => {
    expect(check(answer(200, [], '/api/product/new-arrivals'))).toBeNull();
  });
});

describe('arbitraries from the JSON Schema zod writes', () => {
  const of = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input' }) as JsonSchema;
  const noRefs = () => ({});

  it('makes bodies the schema accepts, and bodies it refuses', () => {
    for (const schema of [loginSchema, shippingQuoteRequestSchema]) {
      // A fixed seed: the same 60 bodies every run, so the shares below never hang on luck.
      const valid = fc.sample(validArbitrary(of(schema), noRefs), { numRuns: 60, seed: 7 });
      const invalid = fc.sample(invalidArbitrary(of(schema), noRefs), { numRuns: 60, seed: 7 });
      expect(valid.filter((v) => schema.safeParse(v).success).length).toBeGreaterThan(20);
      expect(invalid.filter((v) => !schema.safeParse(v).success).length).toBeGreaterThan(40);
    }
  });
});
