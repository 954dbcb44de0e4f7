import { parentPort, Worker } from 'node:worker_threads';

/**
 * Calls to a worker thread of the shop's own, each answered once: the mail thread and SQLite's
 * order writer. A call's answer is a value or a `Failure`; a thread that dies fails the calls it
 * held, and the next call starts a new one.
 */

interface Call<Request> {
  id: number;
  request: Request;
}

/** An error as it crosses to the calling thread: its message, and the shop's code and fields. */
export interface Failure {
  message: string;
  code?: string;
  errors?: unknown[];
}

type Answer<Reply> = { id: number; reply: Reply } | { id: number; failure: Failure };

/**
 * Starts the thread whose entry file `name` sits beside the caller (`from`, its
 * `import.meta.url`): the built server runs `dist/<name>.js` beside it; from source (tests,
 * `npm run dev`) the TypeScript file is loaded through tsx.
 */
export function startThread(from: string, name: string, workerData: unknown): Worker {
  if (from.endsWith('.js')) return new Worker(new URL(`./${name}.js`, from), { workerData });
  const source = JSON.stringify(new URL(`./${name}.ts`, from).href);
  return new Worker(
    `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${source}); })`,
    { workerData, eval: true },
  );
}

export interface ThreadCalls<Request, Reply> {
  call(request: Request): Promise<Reply>;
  /** Starts the thread now, so the first call does not wait for it to load. */
  start(): void;
  /** Stops the thread; calls still in hand fail. */
  close(): Promise<void>;
}

export function threadCalls<Request, Reply>(
  start: () => Worker,
  /** What the thread is, for the error its calls fail with if it stops ("The mail thread"). */
  what: string,
  failed: (failure: Failure) => Error = (f) => new Error(f.message),
): ThreadCalls<Request, Reply> {
  const waiting = new Map<number, { resolve(reply: Reply): void; reject(error: Error): void }>();
  let worker: Worker | null = null;
  let nextId = 1;

  function thread(): Worker {
    if (worker) return worker;
    const started = start();
    started.unref();
    started.on('message', (answer: Answer<Reply>) => {
      const entry = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('reply' in answer) entry?.resolve(answer.reply);
      else entry?.reject(failed(answer.failure));
    });
    const lost = (error: Error) => {
      if (worker !== started) return;
      worker = null;
      for (const entry of waiting.values()) entry.reject(error);
      waiting.clear();
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`${what} stopped (${code})`)));
    worker = started;
    return started;
  }

  return {
    start: () => void thread(),
    call(request) {
      const id = nextId++;
      return new Promise<Reply>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread().postMessage({ id, request } satisfies Call<Request>);
      });
    },
    async close() {
      const stopping = worker;
      worker = null;
      for (const entry of waiting.values()) entry.reject(new Error(`${what} was closed`));
      waiting.clear();
      await stopping?.terminate();
    },
  };
}

/** Inside a thread: answers each call with what `answer` resolves to, or the error's message. */
export function answerCalls<Request, Reply>(answer: (request: Request) => Promise<Reply>): void {
  parentPort?.on('message', ({ id, request }: Call<Request>) => {
    const send = (message: Answer<Reply>) => parentPort?.postMessage(message);
    answer(request).then(
      (reply) => send({ id, reply }),
      (error: unknown) => send({ id, failure: failureOf(error) }),
    );
  });
}

export function failureOf(error: unknown): Failure {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, errors } = error as { code?: unknown; errors?: unknown };
  return {
    message: error.message,
    ...(typeof code === 'string' && { code }),
    ...(Array.isArray(errors) && { errors }),
  };
}
