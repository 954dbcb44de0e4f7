import { describe, expect, it } from 'vitest';
import { pathParamNames } from '../route';
import { allEndpoints } from './index';

describe('the endpoint definitions', () => {
  it('check exactly the parameters each path has', () => {
    for (const endpoint of allEndpoints()) {
      const named = Object.keys(endpoint.params?.shape ?? {}).sort();
      expect(named, `${endpoint.method} ${endpoint.path}`).toEqual(
        pathParamNames(endpoint.path).sort(),
      );
    }
  });

  it('answer at least once, and say what they are', () => {
    for (const endpoint of allEndpoints()) {
      expect(endpoint.answers.length, endpoint.path).toBeGreaterThan(0);
      expect(endpoint.summary, endpoint.path).not.toBe('');
      expect(endpoint.tag, endpoint.path).not.toBe('');
    }
  });
});
