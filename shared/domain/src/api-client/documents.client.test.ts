import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client';
import { ApiError } from './http';

const BASE = 'https://shop.example.lk';
const PDF_BYTES = '%PDF-1.7\n%…\n%%EOF\n';

function setup(answer: Response) {
  const calls: { url: string; method: string; headers: Headers }[] = [];
  const api = createApiClient({
    baseUrl: BASE,
    getToken: () => 'tok-123',
    fetch: async (input, init = {}) => {
      calls.push({
        url: String(input),
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
      });
      return answer;
    },
  });
  return { api, calls };
}

const pdf = () =>
  new Response(PDF_BYTES, { status: 200, headers: { 'Content-Type': 'application/pdf' } });

describe('createApiClient: documents', () => {
  it('invoice: GET /api/order/{orderID}/invoice.pdf with the token, answering the PDF as a Blob', async () => {
    const { api, calls } = setup(pdf());
    const blob = await api.documents.invoice('WA-7K2M9QXD');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: `${BASE}/api/order/WA-7K2M9QXD/invoice.pdf`,
    });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe(PDF_BYTES);
  });

  it('packingSlip: GET /api/order/{orderID}/packing-slip.pdf, the id encoded', async () => {
    const { api, calls } = setup(pdf());
    await api.documents.packingSlip('WA 1/2');
    expect(calls[0]?.url).toBe(`${BASE}/api/order/WA%201%2F2/packing-slip.pdf`);
  });

  it('turns a refusal into an ApiError with the server code, not a Blob of the error', async () => {
    const { api } = setup(
      Response.json({ code: 'forbidden', message: 'Staff only' }, { status: 403 }),
    );
    const error = await api.documents.packingSlip('WA-7K2M9QXD').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden', message: 'Staff only' });
  });
});
