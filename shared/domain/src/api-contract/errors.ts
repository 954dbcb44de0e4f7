/**
 * Why the API refused a request, as a stable machine-readable code. Every error answer carries
 * one; clients branch on it, never on the HTTP status, and show the `message` beside it.
 */
export const ERROR_CODES = [
  'invalid',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'out_of_stock',
  'not_pending',
  'duplicate',
  'in_stock',
  'email_unverified',
  'discount_refused',
  'too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status each code is answered with; the API's error middleware maps it once. */
export const ERROR_STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  /** A change the shop's state forbids (say, disabling the last admin). */
  conflict: 409,
  /** An order asks for more than is in stock. */
  out_of_stock: 409,
  /** A shopper's order that is no longer Pending, so no longer cancellable by them. */
  not_pending: 409,
  /** A productId or an e-mail address that is already taken. */
  duplicate: 409,
  /** A back-in-stock request for a size that can be bought now. */
  in_stock: 409,
  /**
   * Allowed once the account's address is proven (the code mailed at registration): an
   * order past the cap on what an unproven account may hold in Pending orders.
   */
  email_unverified: 403,
  /**
   * An order's discount code failed its re-check when the order was written (used up
   * meanwhile, expired, below its minimum): the message is the plain reason, nothing placed.
   */
  discount_refused: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

export interface FieldError {
  path: string;
  message: string;
}

/** Every error answer has this body (`errors` for invalid input, one entry per field). */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The code an answer without one (an older server, a proxy's page) most likely means. */
export function errorCodeOfStatus(status: number): ErrorCode | null {
  const exact = ERROR_CODES.find((code) => ERROR_STATUS[code] === status);
  if (exact) return exact;
  if (status === 502 || status === 504) return 'unavailable';
  if (status >= 500) return 'internal';
  return null;
}

/** Whether a value read from an answer is a list of field errors. */
export const isFieldErrorList = (value: unknown): value is FieldError[] =>
  Array.isArray(value) &&
  value.every(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldError).path === 'string' &&
      typeof (item as FieldError).message === 'string',
  );
