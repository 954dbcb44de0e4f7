import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { ORDER_TOKEN_HEADER, type ApiAuth } from '@wallart/domain';
import type { ApiAnswer, Endpoint } from '@wallart/domain/endpoints';
import { errorBodySchema, errorCodesByStatus, errorCodesOf } from './error-answers';

export const BEARER = 'bearer';
/** A guest order's key, standing in for the owner's sign-in on that one order (PRODUCT §11). */
export const ORDER_TOKEN = 'orderToken';

const AUTH_TEXT: Record<ApiAuth, string> = {
  public: 'Anyone may call it.',
  optional: 'Anyone may call it; a bearer token, when sent, is read and may change the answer.',
  user: 'A signed-in, enabled account (bearer token).',
  owner:
    "A signed-in, enabled account (bearer token): the resource's owner, or an admin; or, for a guest's order, the order's key in `X-Order-Token` (any other order is a 404).",
  admin: 'An admin (bearer token of an enabled account whose role is admin).',
};

/**
 * `/api/order/:orderID/invoice.pdf` → `/api/order/{orderID}/invoice.pdf`; a trailing slash,
 * which Express answers alike, is left out (`/api/user/` → `/api/user`).
 */
export const openApiPath = (expressPath: string) =>
  expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/(.)\/$/, '$1');

const operationId = (op: Endpoint) =>
  op.method +
  op.path
    .replace(/^\/api/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

function answerObject(answer: ApiAnswer) {
  return {
    description: answer.description,
    ...(answer.headers ? { headers: answer.headers } : {}),
    ...(answer.content
      ? {
          content: {
            [answer.content.contentType ?? 'application/json']: { schema: answer.content.schema },
          },
        }
      : {}),
  };
}

function operationObject(op: Endpoint): ZodOpenApiOperationObject {
  const { body } = op;
  const responses: ZodOpenApiResponsesObject = {};
  for (const answer of op.answers) responses[`${answer.status}` as '200'] = answerObject(answer);
  for (const [status, codes] of errorCodesByStatus(errorCodesOf(op))) {
    responses[`${status}` as '400'] = answerObject({
      status,
      description: `Refused: \`code\` is ${codes.map((c) => `\`${c}\``).join(' or ')}`,
      content: { schema: (op.errorBody ?? errorBodySchema)(codes) },
    });
  }
  const security: Record<string, string[]>[] =
    op.auth === 'public'
      ? []
      : op.auth === 'optional'
        ? [{}, { [BEARER]: [] }]
        : op.auth === 'owner'
          ? [{ [BEARER]: [] }, { [ORDER_TOKEN]: [] }]
          : [{ [BEARER]: [] }];
  return {
    operationId: operationId(op),
    summary: op.summary,
    description: `Who: ${AUTH_TEXT[op.auth]}`,
    tags: [op.tag],
    security,
    'x-auth': op.auth,
    ...(op.params || op.query
      ? {
          requestParams: {
            ...(op.params ? { path: op.params } : {}),
            ...(op.query ? { query: op.query } : {}),
          },
        }
      : {}),
    ...(body
      ? {
          requestBody: {
            required: body.required ?? true,
            content: Object.fromEntries(
              (body.contentTypes ?? ['application/json']).map((type) => [
                type,
                { schema: body.schema },
              ]),
            ),
          },
        }
      : {}),
    responses,
  };
}

/** The shop's OpenAPI 3.1 document, built from the endpoints' definitions. */
export function buildOpenApiDocument(operations: readonly Endpoint[], version: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of operations) {
    const path = openApiPath(op.path);
    paths[path] = { ...paths[path], [op.method]: operationObject(op) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Wall-art shop API',
      version,
      description:
        'Every endpoint of the shop. Errors answer `{ code, message, errors? }`; `code` is the ' +
        'stable, machine-readable reason, and each answer below lists the codes it may carry.',
    },
    components: {
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token that login, registration-then-login or Google sign-in answers.',
        },
        [ORDER_TOKEN]: {
          type: 'apiKey',
          in: 'header',
          name: ORDER_TOKEN_HEADER,
          description:
            "A guest order's key: answered once, as `orderToken`, by the 201 of a guest's `POST /api/order`, and mailed as the link `/order/{orderToken}`. Never sent in a query string. A lookup (`POST /api/order/lookup`) replaces it.",
        },
      },
    },
    paths,
  });
}
