import http from 'node:http';
import type { Express } from 'express';

type RequestConstructor = typeof http.IncomingMessage;
type ResponseConstructor = typeof http.ServerResponse;

/**
 * Whether a constructor is a plain function, which can be called on an object made here (Node's
 * are); a class cannot be.
 */
const callable = (constructor: RequestConstructor | ResponseConstructor) =>
  !/^class\b/.test(Function.prototype.toString.call(constructor));

/**
 * A constructor that runs Node's `constructor` on an object whose prototype is `prototype`.
 * Express gives every request and response that enters an app its prototypes
 * (`Object.setPrototypeOf`), and V8 keeps an object whose prototype changed alive through
 * young-generation collections: each request cost about 8 KB of promoted memory, and those
 * collections paused ten times as long (decision 0084). Made with the app's prototypes, they are
 * already in place and Express changes nothing.
 */
function constructorWith<C extends RequestConstructor | ResponseConstructor>(
  constructor: C,
  prototype: object,
): C {
  const run = constructor as unknown as (this: unknown, ...args: unknown[]) => void;
  function Made(this: unknown, ...args: unknown[]) {
    run.apply(this, args);
  }
  Made.prototype = prototype;
  return Made as unknown as C;
}

/**
 * The HTTP server for `app`. Where Node's request and response constructors are classes (a Node
 * to come), they cannot be called on another object, and the server is Node's plain one.
 */
export function createAppServer(app: Express): http.Server {
  if (!callable(http.IncomingMessage) || !callable(http.ServerResponse))
    return http.createServer(app);
  return http.createServer(
    {
      IncomingMessage: constructorWith(http.IncomingMessage, app.request),
      ServerResponse: constructorWith(http.ServerResponse, app.response),
    },
    app,
  );
}
