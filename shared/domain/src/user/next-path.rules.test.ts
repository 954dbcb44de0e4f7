import { describe, expect, it } from 'vitest';
import { landingAfterSignIn, loginPathFor, safeNextPath } from './next-path.rules';

describe('safeNextPath', () => {
  it.each([
    '/',
    '/orders',
    '/profile',
    '/products/Living%20Room',
    '/products?search=sun&page=2',
    '/overview/WA-001#reviews',
    '/admin/orders?status=Pending',
  ])('keeps the same-site path %s as it is', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/steal'],
    ['an http URL', 'http://evil.example'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['three slashes', '///evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash pair', '\\\\evil.example'],
    ['a backslash inside', '/orders\\..\\..\\evil'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a javascript: URL in capitals', 'JaVaScRiPt:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'orders'],
    ['a dot path', './orders'],
    ['an empty string', ''],
    ['spaces before the slash', '  /orders'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['an encoded second slash', '/%2F%2Fevil.example'],
    ['an encoded protocol-relative URL', '%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded absolute URL', 'https%3A%2F%2Fevil.example'],
    ['a double-encoded second slash', '/%252F%252Fevil.example'],
    ['a double-encoded backslash', '/%255Cevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded javascript: URL', '%6Aavascript:alert(1)'],
    ['broken percent-encoding', '/orders%E0%A4%A'],
    ['a value far too long', `/${'a'.repeat(2001)}`],
  ])('refuses %s', (_label, next) => {
    expect(safeNextPath(next)).toBeNull();
  });

  it.each([null, undefined, 42, ['/orders'], { path: '/orders' }])(
    'refuses a value that is not a string (%s)',
    (next) => {
      expect(safeNextPath(next)).toBeNull();
    },
  );
});

describe('landingAfterSignIn', () => {
  it('sends a shopper to a safe next, and home without one', () => {
    expect(landingAfterSignIn('user', '/orders?page=2')).toBe('/orders?page=2');
    expect(landingAfterSignIn('user', null)).toBe('/');
    expect(landingAfterSignIn('user', 'https://evil.example')).toBe('/');
  });

  it('never sends a shopper back to a sign-in page or into the admin', () => {
    expect(landingAfterSignIn('user', '/login?next=%2Forders')).toBe('/');
    expect(landingAfterSignIn('user', '/register')).toBe('/');
    expect(landingAfterSignIn('user', '/admin/orders')).toBe('/');
  });

  it('sends an admin to the admin area, or to the admin screen they were on', () => {
    expect(landingAfterSignIn('admin', null)).toBe('/admin');
    expect(landingAfterSignIn('admin', '/orders')).toBe('/admin');
    expect(landingAfterSignIn('admin', '/admin/orders?status=Pending')).toBe(
      '/admin/orders?status=Pending',
    );
    expect(landingAfterSignIn('admin', '/administrator')).toBe('/admin');
    expect(landingAfterSignIn('admin', '//evil.example/admin')).toBe('/admin');
  });
});

describe('loginPathFor', () => {
  it('names the page to return to, encoded', () => {
    expect(loginPathFor('/orders?page=2')).toBe('/login?next=%2Forders%3Fpage%3D2');
  });

  it('asks for no return to an unsafe place or to the sign-in pages', () => {
    expect(loginPathFor('//evil.example')).toBe('/login');
    expect(loginPathFor('/login?next=%2Forders')).toBe('/login');
  });
});
