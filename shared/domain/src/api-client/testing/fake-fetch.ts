/** What the typed client's tests share: a fake fetch that records its calls, sample answers. */
import { createApiClient } from '../create-api-client';
import type { HttpOptions } from '../http';

export const BASE = 'https://shop.example.lk';
export const TOKEN = 'tok-123';

export interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

export type Answer = Response | Error | ((call: Call) => Response);

export function json(
  data: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
) {
  return new Response(JSON.stringify(data), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/** A fake fetch that records every call and answers with the given answers, in order. */
export function fakeFetch(...answers: Answer[]) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const call: Call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
    };
    calls.push(call);
    const answer = answers.shift() ?? json({});
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer(call) : answer;
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function setup(
  options: { token?: string | null; baseUrl?: HttpOptions['baseUrl'] } = {},
  ...answers: Answer[]
) {
  const fake = fakeFetch(...answers);
  const token = options.token === undefined ? TOKEN : options.token;
  const api = createApiClient({
    baseUrl: options.baseUrl ?? BASE,
    getToken: () => token,
    fetch: fake.fetch,
  });
  const last = () => {
    const call = fake.calls.at(-1);
    if (!call) throw new Error('no call was made');
    return call;
  };
  const lastJson = () => JSON.parse(String(last().body)) as unknown;
  return { api, calls: fake.calls, last, lastJson };
}

export const user = {
  _id: '7',
  firstName: 'Nimal',
  lastName: 'Perera',
  name: 'Nimal Perera',
  email: 'nimal@example.com',
  phone: '0771234567',
  role: 'admin' as const,
  isEmailVerified: true,
  isDisabled: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

export const product = {
  _id: '1',
  productId: 'PRD-001',
  name: 'Sunset',
  altNames: [],
  price: 4500,
  labeledPrice: 5000,
  category: 'Living Room' as const,
  description: '',
  stock: 3,
  images: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
