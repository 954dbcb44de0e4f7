import http from 'node:http';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  /** Reuse connections (keep-alive), as a browser or proxy would; default: one connection per call. */
  agent?: http.Agent;
  /**
   * Send the headers with `Expect: 100-continue` and the body only once the server answered
   * `100 Continue`: `onSent` then marks a request the server is known to be handling.
   */
  expectContinue?: boolean;
  /** Called once the whole request has been handed to the socket. */
  onSent?: () => void;
}

/** One HTTP call over node:http, so tests control connections exactly (fetch pools them). */
export function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {};
  if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = String(Buffer.byteLength(payload));
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.expectContinue) headers.Expect = '100-continue';
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${path}`,
      { method, headers, agent: options.agent ?? false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            // Not JSON: keep the text.
          }
          resolve({ status: res.statusCode ?? 0, body: body as T });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    const send = () => req.end(payload, () => options.onSent?.());
    if (options.expectContinue) {
      req.flushHeaders();
      req.once('continue', send);
    } else send();
  });
}

export const errorCode = (error: unknown) =>
  (error as NodeJS.ErrnoException).code ?? (error as Error).message ?? String(error);
