import { fileTypeFromBuffer } from 'file-type';
import { canUploadSlip, isPaymentSlipType, PAYMENT_SLIP_TYPES, type Order } from '@wallart/domain';
import type { Actor } from '../../lib/actor';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { slipUploadedNoticeMail } from '../mail/mail-templates';
import { isOrderVisibleTo } from '../orders/order-visibility';
import { paymentStateOf, type PaymentContext, type PaymentsDeps } from './payment-context';

const notAccepted = () =>
  new AppError(
    'unsupported_media_type',
    'A payment slip is a photo (JPEG, PNG or WebP) or a PDF of the bank receipt',
  );

/** Bank slips: the owner uploads one, the owner or staff open it. */
export function createSlipPayments(deps: PaymentsDeps, context: PaymentContext) {
  const { sequelize, slips, now } = deps;
  const { store, present, ownOrder } = context;

  return {
    /** The owner uploads a bank slip: an image or a PDF by its content, stored privately. */
    async uploadSlip(actor: Actor, orderID: string, bytes: Buffer) {
      const order = await ownOrder(actor, orderID);
      const notNow = () =>
        conflict('A slip can be uploaded only for an unpaid bank-transfer order');
      if (!canUploadSlip(paymentStateOf(order))) throw notNow();
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !isPaymentSlipType(type.mime)) throw notAccepted();
      const slipType = type.mime;
      const key = await slips.put(orderID, bytes, slipType);
      let replaced: string | null = null;
      let answer: Order;
      try {
        answer = await sequelize.transaction(async (t) => {
          const locked = await ownOrder(actor, orderID, t);
          if (!canUploadSlip(paymentStateOf(locked))) throw notNow();
          replaced = locked.slipKey;
          const at = new Date(now());
          await store.setPayment(
            locked,
            {
              slipKey: key,
              slipType,
              slipUploadedAt: at,
              paymentStatus: 'awaiting-verification',
              paymentChangedAt: at,
            },
            t,
          );
          return present(locked, t);
        });
      } catch (error) {
        await slips.remove(key);
        throw error;
      }
      if (replaced) await slips.remove(replaced);
      if (deps.shopEmail) {
        const notice = slipUploadedNoticeMail(answer, `${deps.publicUrl}/admin/orders`);
        deps.mailer.send({ to: deps.shopEmail, replyTo: answer.email, ...notice });
      }
      return answer;
    },

    /** The slip's bytes and type, for the order's owner or staff. */
    async slip(actor: Actor, orderID: string) {
      const order = await store.find(orderID);
      if (!order || !isOrderVisibleTo(actor, order)) throw notFound('Order');
      const file = order.slipKey && order.slipType ? await slips.open(order.slipKey) : null;
      if (!file || !order.slipType) throw notFound('Payment slip');
      const extension = isPaymentSlipType(order.slipType)
        ? PAYMENT_SLIP_TYPES[order.slipType]
        : 'bin';
      return { ...file, type: order.slipType, extension };
    },
  };
}
