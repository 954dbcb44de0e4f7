import { vi, type Mock } from 'vitest';
import { createApiClient, type ApiClient } from '@wallart/domain/api-client';

type MockGroup<G> = {
  [M in keyof G]: G[M] extends (...args: infer A) => infer R ? Mock<(...args: A) => R> : never;
};
export type MockApi = { [G in keyof ApiClient]: MockGroup<ApiClient[G]> };

/**
 * A client of the same shape as the real one whose every method is a mock that rejects
 * until a test says what it answers, so an unexpected request fails loudly.
 */
export function createMockApi(): MockApi {
  const shape = createApiClient({ baseUrl: '' });
  const mock: Record<string, Record<string, Mock>> = {};
  for (const [group, methods] of Object.entries(shape)) {
    mock[group] = {};
    for (const name of Object.keys(methods)) {
      mock[group][name] = vi.fn(() =>
        Promise.reject(new Error(`${group}.${name} was not expected`)),
      );
    }
  }
  // Built from the real client's keys above, so the shapes match.
  return mock as unknown as MockApi;
}

/** Every mock call across the client, for "no request was made" checks. */
export function allCalls(api: MockApi): string[] {
  const calls: string[] = [];
  for (const [group, methods] of Object.entries(api)) {
    for (const [name, fn] of Object.entries(methods as Record<string, Mock>)) {
      for (let i = 0; i < fn.mock.calls.length; i += 1) calls.push(`${group}.${name}`);
    }
  }
  return calls;
}
