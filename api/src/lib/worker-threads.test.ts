import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { threadCalls, type ThreadCalls } from './worker-threads';

// Calls to a worker thread (worker-threads.ts), with a small thread written here: it doubles a
// number, refuses a negative one with a code, and stops the thread on 0.
const THREAD = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, request }) => {
  if (request === 0) process.exit(3);
  if (request < 0) parentPort.postMessage({ id, failure: { message: 'negative', code: 'invalid' } });
  else parentPort.postMessage({ id, reply: request * 2 });
});`;

let calls: ThreadCalls<number, number> | null = null;
let started = 0;
afterEach(async () => calls?.close());

const open = () =>
  (calls = threadCalls<number, number>(
    () => {
      started += 1;
      return new Worker(THREAD, { eval: true });
    },
    'The doubling thread',
    (f) => Object.assign(new Error(f.message), { code: f.code }),
  ));

describe('calls to a worker thread', () => {
  it('answers each call with its own reply, however many are in flight', async () => {
    const thread = open();
    expect(await Promise.all([1, 2, 3].map((n) => thread.call(n)))).toEqual([2, 4, 6]);
  });

  it("gives a refusal back as the caller's error, with its code", async () => {
    await expect(open().call(-1)).rejects.toMatchObject({ message: 'negative', code: 'invalid' });
  });

  it('fails the calls a stopped thread held, and starts a new one for the next call', async () => {
    const thread = open();
    const before = started;
    await expect(thread.call(0)).rejects.toThrow('The doubling thread stopped (3)');
    expect(await thread.call(5)).toBe(10);
    // The thread that stopped, and the one started for the next call.
    expect(started - before).toBe(2);
  });
});
