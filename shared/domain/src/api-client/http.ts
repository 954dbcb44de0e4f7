import {
  errorCodeOfStatus,
  isErrorCode,
  isFieldErrorList,
  type ErrorBody,
  type ErrorCode,
  type FieldError,
} from '../api-contract/errors';
import {
  DEFAULT_PAGE_LIMIT,
  TOTAL_COUNT_EXACT_HEADER,
  TOTAL_COUNT_HEADER,
  type Page,
} from '../api-contract/paging';
import type { RouteCall } from '../api-contract/route';

/**
 * Why a call failed: the server's code, or one of the client's own when no answer (status 0,
 * `unreachable`) or no readable answer (`unexpected_answer`) came back.
 */
export type ApiErrorCode = ErrorCode | 'unreachable' | 'unexpected_answer';

const codeOfStatus = (status: number): ApiErrorCode =>
  status === 0 ? 'unreachable' : (errorCodeOfStatus(status) ?? 'unexpected_answer');

/** An answer that was not 2xx, or a request that never got one (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    /** What to branch on; without one from the server, the code its status stands for. */
    readonly code: ApiErrorCode = codeOfStatus(status),
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

/** A signed-in call the server answered 401: the token it carried no longer opens a session. */
export interface UnauthorizedEvent {
  /** The token the refused request carried (a newer session's token is not affected). */
  token: string;
  /** True for a check of a stored token (`sessionCheck`): end it without sending anyone away. */
  quiet: boolean;
}

export interface HttpOptions {
  /** The shop server's address, e.g. `http://localhost:3000`; empty for the same origin. */
  baseUrl: string | (() => string);
  getToken?: TokenProvider;
  fetch?: typeof fetch;
  /**
   * Told of every 401 to a request that carried a token, before the call rejects. Calls made
   * without one (login, registration, Google sign-in) never trigger it: their 401 is a wrong
   * password, not an ended session.
   */
  onUnauthorized?: (event: UnauthorizedEvent) => void;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as is when it is FormData or a string with `contentType`. */
  body?: unknown;
  contentType?: string;
  auth?: boolean;
  as?: 'json' | 'text' | 'blob';
  signal?: AbortSignal;
  /** The call checks a stored token: a 401 ends the session quietly (see UnauthorizedEvent). */
  sessionCheck?: boolean;
  /** Extra request headers, e.g. a guest's `X-Order-Token`. */
  headers?: Record<string, string>;
}

export interface HttpResponse<T> {
  data: T;
  headers: Headers;
}

/** A call of one route (`callOf`): its method and path come from the route, never the caller. */
export type Http = <T>(call: RouteCall, options?: RequestOptions) => Promise<HttpResponse<T>>;

export function createHttp(options: HttpOptions): Http {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return async function request<T>({ method, path }: RouteCall, opts: RequestOptions = {}) {
    const base = typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl;
    const url = base.replace(/\/+$/, '') + path + toQueryString(opts.query);
    const headers: Record<string, string> = { ...opts.headers, Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) {
      body = opts.body;
    } else if (typeof opts.body === 'string' && opts.contentType) {
      body = opts.body;
      headers['Content-Type'] = opts.contentType;
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] = 'application/json';
    }
    let sentToken: string | null = null;
    if (opts.auth !== false && options.getToken) {
      const token = await options.getToken();
      if (token) {
        headers.Authorization = `Bearer ${token}`;
        sentToken = token;
      }
    }
    let response: Response;
    try {
      response = await doFetch(url, {
        method: method.toUpperCase(),
        headers,
        body,
        signal: opts.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'Cannot reach the shop server', [], 'unreachable');
    }
    if (response.ok && opts.as === 'blob') {
      return { data: (await response.blob()) as T, headers: response.headers };
    }
    const text = await response.text();
    if (response.status === 401 && sentToken) {
      options.onUnauthorized?.({ token: sentToken, quiet: opts.sessionCheck === true });
    }
    if (!response.ok) throw toApiError(response.status, text);
    return { data: parseAnswer<T>(response.status, text, opts.as), headers: response.headers };
  };
}

/** A 2xx answer that is not JSON (say, an HTML page from a wrong base URL) is an ApiError too. */
function parseAnswer<T>(status: number, text: string, as: RequestOptions['as']): T {
  if (as === 'text') return text as T;
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(status, 'Unexpected answer from the shop server', [], 'unexpected_answer');
  }
}

/**
 * The error answer's body (ErrorBody) as an ApiError. Read by hand rather than with a zod schema,
 * so the shopper's first load need not carry zod; anything missing is filled from the status.
 */
function toApiError(status: number, text: string): ApiError {
  let body: Partial<Record<keyof ErrorBody, unknown>> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) body = parsed;
  } catch {
    // Not JSON (a proxy's page, say): the status alone tells what happened.
  }
  const message = typeof body.message === 'string' ? body.message : `Request failed (${status})`;
  const errors = isFieldErrorList(body.errors) ? body.errors : [];
  const code = isErrorCode(body.code) ? body.code : codeOfStatus(status);
  return new ApiError(status, message, errors, code);
}

/** What a list's page is asked with: its paging, and whatever filters the list reads. */
export type PageQuery = { page?: number | undefined; limit?: number | undefined } & object;

/**
 * Asks for one page of a list and answers it as a Page: the server sends the array, with the
 * total in a header. Without a limit the server sends its default page size, not necessarily
 * every item, so that default is the limit.
 */
export async function requestPage<T>(
  http: Http,
  call: RouteCall,
  query: PageQuery,
  options: { auth?: boolean; defaultLimit?: number } = {},
): Promise<Page<T>> {
  const { auth, defaultLimit = DEFAULT_PAGE_LIMIT } = options;
  const res = await http<T[]>(call, {
    query: query as Record<string, QueryValue>,
    ...(auth === undefined ? {} : { auth }),
  });
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? res.data.length);
  const page = {
    items: res.data,
    total,
    page: query.page ?? 1,
    limit: query.limit ?? defaultLimit,
  };
  return res.headers.get(TOTAL_COUNT_EXACT_HEADER) === 'false'
    ? { ...page, totalExact: false }
    : page;
}

function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}
