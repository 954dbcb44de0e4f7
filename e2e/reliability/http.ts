import http from 'node:http';
import https from 'node:https';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Reuse connections (keep-alive), as a browser or proxy would, or for HTTPS the CA to trust
   * and the address to connect from; default: one connection per call.
   */
  agent?: http.Agent;
  /**
   * Send the headers with `Expect: 100-continue` and the body only once the server answered
   * `100 Continue`: `onSent` then marks a request the server is known to be handling.
   */
  expectContinue?: boolean;
  /** Called once the whole request has been handed to the socket. */
  onSent?: () => void;
}

/**
 * One HTTP or HTTPS call over node:http(s), so tests control connections exactly (fetch pools
 * them).
 */
export function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = String(Buffer.byteLength(payload));
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.expectContinue) headers.Expect = '100-continue';
  return new Promise((resolve, reject) => {
    const request = baseUrl.startsWith('https:') ? https.request : http.request;
    const req = request(
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
