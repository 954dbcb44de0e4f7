import { z } from 'zod';
import type { ErrorCode } from '../errors';
import type { ApiRoute } from '../route';

/** A body or an answer in one media type; JSON unless said otherwise. */
export interface ApiContent {
  schema: z.ZodType;
  contentType?: string;
}

export interface ApiAnswer {
  status: number;
  description: string;
  /** Left out for answers without a body. */
  content?: ApiContent;
  /** Headers the answer carries, one key each. */
  headers?: z.ZodObject;
}

export interface ApiBody {
  schema: z.ZodType;
  /** The media types it may come in, the usual one first; JSON when left out. */
  contentTypes?: string[];
  required?: boolean;
  /**
   * The handler reads this body itself (a file, CSV text, a gateway's signed form): the schema
   * documents it, and nothing checks it before the handler runs.
   */
  readByHandler?: true;
}

/** What an endpoint's definition adds to its route: its schemas and its documentation. */
export interface EndpointDetails {
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: ApiBody;
  /**
   * Path parameters the schema refuses name nothing there is: the call is answered 404
   * "<paramsNotFound> not found", as for one that does not exist, instead of 400.
   */
  paramsNotFound?: string;
  answers: ApiAnswer[];
  /**
   * The error codes this endpoint answers beyond those its shape implies (`invalid` when it
   * reads params, a query or a body; `invalid` and `too_large` for every write, whose body is
   * read first; `unauthorized` and `forbidden` from its auth; `not_found` with `paramsNotFound`).
   */
  errors?: ErrorCode[];
  /** The error body's shape, where it is not the shop's usual `{ code, message, errors? }`. */
  errorBody?: (codes: readonly ErrorCode[]) => z.ZodType;
}

/**
 * One endpoint of the shop's API, defined once: its method, path and guard (its route in
 * `api-routes.ts`), the schemas of its input and answers, and what the OpenAPI document says
 * of it. The API binds a handler to it (`http/endpoint-routes.ts`), which checks the guard and
 * the input from here; the document is built from every definition.
 */
export type Endpoint<
  R extends ApiRoute = ApiRoute,
  D extends EndpointDetails = EndpointDetails,
> = R & { tag: string } & D;

type Defined<R extends Record<string, ApiRoute>, D extends Record<keyof R, EndpointDetails>> = {
  [K in keyof R]: Endpoint<R[K], D[K]>;
};

/**
 * An area's endpoints, listed in the document under `tag`: each of its routes joined with its
 * details by key. A route without details, or details for no route, does not compile.
 */
export function defineEndpoints<
  R extends Record<string, ApiRoute>,
  D extends Record<keyof R, EndpointDetails> & Record<Exclude<keyof D, keyof R>, never>,
>(tag: string, routes: R, details: D): Defined<R, D> {
  const byKey = details as Record<string, EndpointDetails>;
  const defined = Object.entries(routes).map(([key, route]) => [
    key,
    { ...route, tag, ...byKey[key] },
  ]);
  // Each entry is its route spread with its tag and details: the mapped type says just that.
  return Object.fromEntries(defined) as unknown as Defined<R, D>;
}

/**
 * Path parameters that name one `what`: those the schema refuses are answered 404
 * "<what> not found", as for one that does not exist.
 */
export const pathNaming = <P extends z.ZodObject>(what: string, params: P) => ({
  params,
  paramsNotFound: what,
});

export const TOTAL_COUNT = z.object({
  'X-Total-Count': z.string().meta({ description: 'How many items match, across every page' }),
});

/** A JSON answer. */
export const json = (status: number, description: string, schema: z.ZodType): ApiAnswer => ({
  status,
  description,
  content: { schema },
});

/** An answer in another media type than JSON. */
export const media = (
  status: number,
  description: string,
  contentType: string,
  schema: z.ZodType,
): ApiAnswer => ({ status, description, content: { schema, contentType } });

export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

/** The `{ message }` answer most writes give. */
export const message = (description: string, status = 200): ApiAnswer =>
  json(status, description, messageSchema);

/** A `{ message, <key>: item }` answer. */
export const messageWith = (
  status: number,
  description: string,
  key: string,
  schema: z.ZodType,
): ApiAnswer => json(status, description, z.object({ message: z.string(), [key]: schema }));

/** A page of items (200), with how many match in `X-Total-Count` (or the headers given). */
export const paged = (
  description: string,
  item: z.ZodType,
  headers: z.ZodObject = TOTAL_COUNT,
): ApiAnswer => ({ ...json(200, description, z.array(item)), headers });

/** A file's bytes, as an answer or a body's part. */
export const binary = () => z.string().meta({ format: 'binary' });

/** One file sent as a multipart form's `file`, read by the handler. */
export const fileUploadBody = (): ApiBody => ({
  schema: z.object({ file: binary() }),
  contentTypes: ['multipart/form-data'],
  readByHandler: true,
});
