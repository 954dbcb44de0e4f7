import type { DeliveryReceipt, MailMessage } from './mail-delivery';

export interface WorkerRequest {
  id: number;
  message: MailMessage;
}

export interface WorkerReply {
  id: number;
  receipt?: DeliveryReceipt;
  error?: string;
}
