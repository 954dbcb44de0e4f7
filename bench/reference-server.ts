import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CapturedAnswer {
  status: number;
  contentType: string;
  body: Buffer;
}

/** Fetches an answer once, so the reference server can serve exactly the same bytes. */
export async function capture(url: string, init?: RequestInit): Promise<CapturedAnswer> {
  const res = await fetch(url, init);
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? 'application/json',
    body: Buffer.from(await res.arrayBuffer()),
  };
}

/** A bare node:http server answering every request with one fixed answer: the ceiling. */
export async function startReference(
  answer: CapturedAnswer,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(answer.status, {
        'Content-Type': answer.contentType,
        'Content-Length': answer.body.length,
      });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
