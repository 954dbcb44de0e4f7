import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule })
  .default ?? addFormatsModule) as typeof addFormatsModule;

interface MediaObject {
  schema?: object;
}
interface ResponseObject {
  content?: Record<string, MediaObject>;
}
interface OperationObject {
  responses: Record<string, ResponseObject>;
  requestBody?: { content: Record<string, MediaObject> };
  parameters?: { in: string; name: string; schema: object; required?: boolean }[];
  'x-auth'?: string;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: object;
}

export interface Answer {
  method: string;
  /** The path asked for, without the query. */
  path: string;
  status: number;
  contentType: string | null;
  body: string;
}

/** The document's operation for a concrete path; literal segments win over parameters. */
export function findOperation(doc: OpenApiDocument, method: string, path: string) {
  const candidates = Object.keys(doc.paths)
    .map((template) => {
      const pattern = template.replace(/\{[^}]+\}/g, '[^/]+').replace(/\./g, '\\.');
      return { template, re: new RegExp(`^${pattern}/?$`), params: template.split('{').length };
    })
    .filter(({ re }) => re.test(path))
    .sort((a, b) => a.params - b.params);
  for (const { template } of candidates) {
    const operation = doc.paths[template]?.[method.toLowerCase()];
    if (operation) return { template, operation };
  }
  return null;
}

/**
 * Checks answers against the OpenAPI document: never a 5xx, a status the operation documents,
 * its media type, and a body its schema accepts.
 */
export function createAnswerChecker(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const compiled = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: object) => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: doc.components });
      compiled.set(key, validate);
    }
    return validate;
  };

  return function check(answer: Answer): string | null {
    const where = `${answer.method} ${answer.path} → ${answer.status}`;
    if (answer.status >= 500 && answer.status !== 503)
      return `${where}: a server error ${answer.body.slice(0, 300)}`;
    const found = findOperation(doc, answer.method, answer.path);
    if (!found) return `${where}: no operation in the document`;
    const response = found.operation.responses[String(answer.status)];
    if (!response) return `${where}: status not in the document ${answer.body.slice(0, 300)}`;
    if (!response.content) return null;
    const type = answer.contentType?.split(';')[0]?.trim() ?? '';
    const [mediaType, media] =
      Object.entries(response.content).find(
        ([documented]) => documented === type || documented === '*/*',
      ) ?? [];
    if (!mediaType || !media)
      return `${where}: content type ${type || '(none)'} not in the document`;
    if (mediaType !== 'application/json' || !media.schema) return null;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `${where}: the body is not JSON`;
    }
    const validate = validator(`${found.template} ${answer.method} ${answer.status}`, media.schema);
    if (validate(body)) return null;
    return `${where}: the body does not match the document: ${ajv.errorsText(validate.errors)} in ${answer.body.slice(0, 300)}`;
  };
}
