import fc from 'fast-check';

/** The parts of JSON Schema (2020-12, as `z.toJSONSchema()` writes it) the arbitraries read. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export type Resolve = (ref: string) => JsonSchema;

/**
 * Fields whose rule lives in a zod refinement, which JSON Schema cannot say: by their name,
 * values that mostly pass it (text of any kind stays in the mix, as invalid input).
 */
const REFINED_FIELDS: Record<string, () => fc.Arbitrary<unknown>> = {
  email: () => fc.oneof(fc.emailAddress(), fc.constantFrom('shopper@wallart.test')),
  country: () => fc.constantFrom('LK', 'US', 'GB', 'IN', 'AU', 'DE'),
};

/** At most this many items in a generated array, whatever the schema allows. */
const MAX_ITEMS = 4;

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, minLength + 60);
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? schema.exclusiveMinimum ?? -1e9;
  const high = schema.maximum ?? schema.exclusiveMaximum ?? 1e9;
  const inside = (n: number) =>
    (schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum) &&
    (schema.exclusiveMaximum === undefined || n < schema.exclusiveMaximum);
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(high) }).filter(inside);
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }).filter(inside);
}

/** Values the schema accepts (as far as JSON Schema says; zod's own refinements aside). */
export function validArbitrary(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  if (schema.$ref) return validArbitrary(resolve(schema.$ref), resolve);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validArbitrary(choice, resolve)));
  if (schema.allOf?.[0]) return validArbitrary(schema.allOf[0], resolve);
  const types = [schema.type ?? 'any'].flat();
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringOf(schema);
        case 'integer':
          return numberOf(schema, true);
        case 'number':
          return numberOf(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return fc.array(validArbitrary(schema.items ?? {}, resolve), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.max(
              schema.minItems ?? 0,
              Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS),
            ),
          });
        case 'object': {
          const properties = schema.properties ?? {};
          const record = Object.fromEntries(
            Object.entries(properties).map(([key, value]) => [
              key,
              REFINED_FIELDS[key]?.() ?? validArbitrary(value, resolve),
            ]),
          );
          return fc.record(record, { requiredKeys: schema.required ?? [] });
        }
        default:
          return fc.jsonValue();
      }
    }),
  );
}

/**
 * Values the schema refuses, or that sit at its edges: a wrong type anywhere, a required
 * field left out, text and numbers past their bounds, and JSON of any shape.
 */
export function invalidArbitrary(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  const target = schema.$ref ? resolve(schema.$ref) : schema;
  const valid = validArbitrary(target, resolve);
  const wrongType = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.jsonValue(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 3 }),
  );
  const keys = Object.keys(target.properties ?? {});
  const mutations: fc.Arbitrary<unknown>[] = [fc.jsonValue(), wrongType];
  if (keys.length) {
    const object = valid.filter(
      (v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v),
    );
    mutations.push(
      // One field of the wrong type.
      fc
        .tuple(object, fc.constantFrom(...keys), wrongType)
        .map(([value, key, wrong]) => ({ ...value, [key]: wrong })),
      // A required field left out.
      ...(target.required?.length
        ? [
            fc.tuple(object, fc.constantFrom(...target.required)).map(([value, key]) => {
              const copy = { ...value };
              delete copy[key];
              return copy;
            }),
          ]
        : []),
      // One field past its bounds.
      fc
        .tuple(
          object,
          fc.constantFrom(...keys),
          fc.constantFrom('x'.repeat(100_001), 1e308, -1e308, -1, 0.5, ''),
        )
        .map(([value, key, edge]) => ({ ...value, [key]: edge })),
      // A field the schema does not name.
      fc
        .tuple(object, fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue())
        .map(([value, key, extra]) => ({
          ...value,
          [key]: extra,
        })),
    );
  }
  return fc.oneof(...mutations);
}
