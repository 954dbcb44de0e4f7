import crypto from 'node:crypto';
import type { Logger } from 'pino';
import { UniqueConstraintError } from 'sequelize';
import {
  RESTOCK_IN_STOCK_MESSAGE,
  RESTOCK_MAX_PENDING_PER_ADDRESS,
  RESTOCK_REQUEST_MESSAGE,
  RESTOCK_STOPPED_MESSAGE,
  RESTOCK_TOKEN_PATTERN,
  RESTOCK_TOO_MANY_MESSAGE,
  sameSizeLabel,
  STOREFRONT_PATHS,
  type RestockAnswer,
  type RestockRequestParsed,
} from '@wallart/domain';
import { MailStopModel, OrderModel, ProductModel, RestockRequestModel } from '../../db/models';
import { AppError, notFound } from '../../lib/app-error';
import { backInStockMail } from '../mail/back-in-stock-mail';
import type { Mailer } from '../mail/mailer';
import { currentSizes } from '../products/product-sizes';

/** A print whose sizes staff just restocked (stock from 0 to more, decision 0043). */
export interface Restock {
  productRefId: number;
  sizes: string[];
}

export interface RestockAlertsDeps {
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
}

const TOKEN_BYTES = 32;
const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const unknownLink = () => notFound('Back-in-stock link');

/**
 * Back-in-stock requests (PRODUCT §9, decision 0043): anyone asks once per address, print and
 * size; staff restocking the size mails each pending request once, in the background after the
 * write commits; the stop link in each mail ends every pending request of its address.
 */
export function createRestockAlerts(deps: RestockAlertsDeps) {
  const running = new Set<Promise<void>>();

  /** Claims one pending request (only one caller can) and mails it; false if already done. */
  async function mailOne(
    request: RestockRequestModel,
    product: { productId: string; name: string },
  ): Promise<boolean> {
    const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url');
    const [claimed] = await RestockRequestModel.update(
      { status: 'sent', sentAt: new Date(), stopTokenHash: hashOf(token) },
      { where: { id: request.id, status: 'pending' } },
    );
    if (claimed !== 1) return false;
    const productPath = STOREFRONT_PATHS.product.replace(
      ':productId',
      encodeURIComponent(product.productId),
    );
    const stopPath = STOREFRONT_PATHS.backInStockStop.replace(':token', token);
    const mail = backInStockMail({
      productName: product.name,
      size: request.size,
      productUrl: `${deps.publicUrl}${productPath}`,
      stopUrl: `${deps.publicUrl}${stopPath}`,
    });
    deps.mailer.send({ to: request.email, ...mail });
    return true;
  }

  async function mailRestocked(restocks: readonly Restock[]): Promise<void> {
    for (const { productRefId, sizes } of restocks) {
      if (sizes.length === 0) continue;
      const product = await ProductModel.findOne({
        attributes: ['productId', 'name'],
        where: { id: productRefId },
        raw: true,
      });
      if (!product) continue;
      const pending = await RestockRequestModel.findAll({
        where: { productRefId, status: 'pending' },
        order: [['id', 'ASC']],
      });
      for (const request of pending) {
        if (sizes.some((size) => sameSizeLabel(size, request.size))) {
          await mailOne(request, product);
        }
      }
    }
  }

  return {
    /**
     * `POST /api/product/{productId}/notify`: keeps the request, once (asking twice is one),
     * while the address has fewer than the cap of pending requests.
     */
    async request(productId: string, input: RestockRequestParsed): Promise<RestockAnswer> {
      const product = await ProductModel.findOne({
        attributes: ['id', 'name'],
        where: { productId },
        raw: true,
      });
      if (!product) throw notFound('Product');
      const size = (await currentSizes(product.id)).find((s) => sameSizeLabel(s.size, input.size));
      if (!size) {
        const message = `${product.name} does not come in "${input.size}"`;
        throw new AppError('invalid', message, [{ path: 'size', message }]);
      }
      if (size.stock === null || size.stock > 0)
        throw new AppError('in_stock', RESTOCK_IN_STOCK_MESSAGE);
      const key = { productRefId: product.id, size: size.size, email: input.email };
      const existing = await RestockRequestModel.findOne({
        attributes: ['id'],
        where: { ...key, status: 'pending' },
      });
      if (!existing) {
        // Anyone may type any address: the cap bounds what one restock mails to it (0100).
        const pending = await RestockRequestModel.count({
          where: { email: input.email, status: 'pending' },
        });
        if (pending >= RESTOCK_MAX_PENDING_PER_ADDRESS) {
          throw new AppError('conflict', RESTOCK_TOO_MANY_MESSAGE);
        }
        try {
          await RestockRequestModel.create(key);
        } catch (error) {
          // The same request made at the same moment: it is kept once, by the other call.
          if (!(error instanceof UniqueConstraintError)) throw error;
        }
      }
      return { message: RESTOCK_REQUEST_MESSAGE };
    },

    /**
     * Mails every pending request for these restocked sizes, in the background: staff's save
     * never waits for it, and a failure is logged. Called once the restock has committed.
     */
    restocked(restocks: readonly Restock[]): void {
      if (!restocks.some((r) => r.sizes.length > 0)) return;
      const work = mailRestocked(restocks)
        .catch((error: unknown) => deps.logger.error({ err: error }, 'Back-in-stock mail failed'))
        .finally(() => running.delete(work));
      running.add(work);
    },

    /**
     * The stop link (PRODUCT §9), in back-in-stock mails and review requests alike: every
     * pending request of the address ends, and the address gets no review request again
     * (decision 0155). The same answer each time.
     */
    async stop(token: string): Promise<RestockAnswer> {
      if (!RESTOCK_TOKEN_PATTERN.test(token)) throw unknownLink();
      const hash = hashOf(token);
      const found =
        (await RestockRequestModel.findOne({
          attributes: ['email'],
          where: { stopTokenHash: hash },
          raw: true,
        })) ??
        (await OrderModel.findOne({
          attributes: ['email'],
          where: { reviewStopTokenHash: hash },
          raw: true,
        }));
      if (!found) throw unknownLink();
      await RestockRequestModel.update(
        { status: 'stopped' },
        { where: { email: found.email, status: 'pending' } },
      );
      await MailStopModel.findOrCreate({
        where: { email: found.email.trim().toLowerCase() },
        defaults: { email: found.email.trim().toLowerCase(), createdAt: new Date() },
      });
      return { message: RESTOCK_STOPPED_MESSAGE };
    },

    /** Resolves once the mails of every restock so far are handed to the mailer. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

export type RestockAlerts = ReturnType<typeof createRestockAlerts>;
