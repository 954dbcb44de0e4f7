import { describe, expect, it } from 'vitest';
import { normalisedAddress, orderPagePath } from './guest-order.rules';

describe('normalisedAddress', () => {
  it('lower-cases and drops a +tag', () => {
    expect(normalisedAddress(' Ama+Shop@Mail.TEST ')).toBe('ama@mail.test');
    expect(normalisedAddress('ama+a+b@mail.test')).toBe('ama@mail.test');
  });
  it('keeps an address without a tag as it is, in lower case', () => {
    expect(normalisedAddress('Kamal.Silva@mail.test')).toBe('kamal.silva@mail.test');
  });
  it('keeps a local part that is only a tag', () => {
    expect(normalisedAddress('+x@mail.test')).toBe('+x@mail.test');
  });
});

describe('orderPagePath', () => {
  it('puts the token in the path, never in a query string', () => {
    expect(orderPagePath('abc_-1')).toBe('/order/abc_-1');
  });
});
