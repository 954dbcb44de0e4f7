import type { Role } from './user.schemas';

/** What the login page says to someone whose session the server no longer accepts. */
export const SESSION_ENDED_MESSAGE = 'Please log in again';

/** The query parameter on /login that names where to return after signing in. */
export const NEXT_PARAM = 'next';

const MAX_NEXT_LENGTH = 2000;
/** How many layers of percent-encoding are unwrapped before a value is given up on. */
const MAX_DECODES = 3;
const PLACEHOLDER_ORIGIN = 'https://shop.invalid';

// Browsers drop tabs and newlines from URLs and read a backslash as a slash, so "/\t/evil"
// and "/\evil" both become "//evil": a host, not a path.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/;

function isPlainPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (UNSAFE_CHARACTER.test(value)) return false;
  try {
    return new URL(value, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * `next` as a path on this shop ("/orders?page=2"), or null when it could lead anywhere else:
 * an absolute or protocol-relative URL, a backslash or control character, a `javascript:`
 * URL, or any of these hidden under percent-encoding. Every decoded layer must be a plain path.
 */
export function safeNextPath(next: unknown): string | null {
  if (typeof next !== 'string' || next.length === 0 || next.length > MAX_NEXT_LENGTH) return null;
  let layer = next;
  for (let i = 0; i <= MAX_DECODES; i += 1) {
    if (!isPlainPath(layer)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return null;
    }
    if (decoded === layer) return next;
    layer = decoded;
  }
  return null;
}

const AUTH_PATHS = ['/login', '/register', '/forget'];

const pathOnly = (path: string) => path.split(/[?#]/, 1)[0]?.replace(/\/+$/, '') ?? '';

const isAdminPath = (path: string) => /^\/admin(?:[/?#]|$)/i.test(path);

const isAuthPath = (path: string) => AUTH_PATHS.includes(pathOnly(path).toLowerCase());

/**
 * Where a sign-in lands (SPEC: an admin in the admin area, everyone else home), honouring a
 * safe `next`: an admin returns to the admin screen they were on, a shopper to any shop page
 * but the sign-in pages and the admin.
 */
export function landingAfterSignIn(role: Role, next: unknown): string {
  const path = safeNextPath(next);
  if (role === 'admin') return path && isAdminPath(path) ? path : '/admin';
  return path && !isAdminPath(path) && !isAuthPath(path) ? path : '/';
}

/** The login page, asked to return to `returnTo` afterwards when that is a safe path. */
export function loginPathFor(returnTo: string): string {
  const path = safeNextPath(returnTo);
  if (!path || isAuthPath(path)) return '/login';
  return `/login?${NEXT_PARAM}=${encodeURIComponent(path)}`;
}
