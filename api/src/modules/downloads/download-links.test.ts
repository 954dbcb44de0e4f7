import { describe, expect, it } from 'vitest';
import { createDownloadLinks, DOWNLOAD_LINK_MS } from './download-links';

const links = createDownloadLinks('test secret');
const now = new Date('2026-12-03T10:00:00Z');

describe('signed download links', () => {
  it('names its download until fifteen minutes have passed', () => {
    const { token, expiresAt } = links.sign('42', now);
    expect(expiresAt.getTime() - now.getTime()).toBe(DOWNLOAD_LINK_MS);
    expect(links.verify(token, new Date(expiresAt.getTime() - 1))).toBe('42');
    expect(links.verify(token, expiresAt)).toBeNull();
  });

  it('refuses a tampered link', () => {
    const { token } = links.sign('42', now);
    const [, expiry = '', signature = ''] = token.split('.');
    expect(links.verify(`43.${expiry}.${signature}`, now)).toBeNull();
    expect(links.verify(`42.${Number(expiry) + 60_000}.${signature}`, now)).toBeNull();
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(links.verify(`42.${expiry}.${flipped}`, now)).toBeNull();
    expect(links.verify('not a token', now)).toBeNull();
  });

  it('refuses a link signed with another secret', () => {
    const { token } = createDownloadLinks('other secret').sign('42', now);
    expect(links.verify(token, now)).toBeNull();
  });
});
