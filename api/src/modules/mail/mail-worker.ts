/**
 * The mail worker thread: renders and delivers the mails the shop hands it, so composing MIME
 * and writing files never takes time from the thread that answers requests.
 */
import { workerData } from 'node:worker_threads';
import { answerCalls } from '../../lib/worker-threads';
import { createMailDelivery, type DeliverySettings, type MailMessage } from './mail-delivery';

// Node's stream pipelines, which build every mail, end by aborting a signal: a DOMException
// that captures a stack each time. Only an error's message ever leaves this thread, so no
// stack is captured here at all.
Error.stackTraceLimit = 0;

const delivery = createMailDelivery(workerData as DeliverySettings);

answerCalls((message: MailMessage) => delivery.deliver(message));
