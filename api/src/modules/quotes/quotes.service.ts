import type { Sequelize } from 'sequelize';
import {
  fromCents,
  toCents,
  type InboxItem,
  type QuoteParsed,
  type QuoteView,
} from '@wallart/domain';
import { CustomArtQuoteModel, InboxItemModel } from '../../db/models';
import type { Actor } from '../../lib/actor';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { toIso } from '../../lib/rows';
import type { AuditRecorder } from '../audit/audit.service';
import { createAuditedWrites } from '../audit/audited-write';
import { presentInboxItem } from '../inbox/inbox.service';
import type { Mailer } from '../mail/mailer';
import { customArtQuoteMail } from '../mail/quote-mail';
import { holdingOrders, holdsQuote, quoteStatesOf, quoteStatusOf } from './quote-states';
import { QUOTED_PRODUCT_NAME } from './quoted-lines';
import { hashQuoteToken, newQuoteProductId, newQuoteToken } from './quote-token';

export interface QuotesDeps {
  sequelize: Sequelize;
  audit: AuditRecorder;
  mailer: Mailer;
  /** The shop's address (PUBLIC_URL, no trailing slash): the link in the mail starts with it. */
  publicUrl: string;
  now?: () => Date;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Custom art that can be bought (PRODUCT §9, decision 0044): staff quote a custom-art request,
 * the requester opens the private link, accepts signed in with the request's address, and
 * orders the one-off product once through the normal checkout (see quoted-lines.ts).
 */
export function createQuotesService(deps: QuotesDeps) {
  const audited = createAuditedWrites(deps);
  const now = deps.now ?? (() => new Date());

  /** The quote behind a link, with its request; any token that is not one is a 404. */
  async function byToken(token: string) {
    const tokenHash = hashQuoteToken(token);
    const quote = tokenHash ? await CustomArtQuoteModel.findOne({ where: { tokenHash } }) : null;
    const request = quote ? await InboxItemModel.findByPk(quote.inboxItemId) : null;
    if (!quote || !request) throw notFound('Quote');
    return { quote, request };
  }

  async function view(quote: CustomArtQuoteModel, request: InboxItemModel): Promise<QuoteView> {
    const order = (await holdingOrders([quote])).get(quote.orderID ?? '') ?? null;
    const accepted = quote.acceptedAt !== null;
    return {
      name: request.name,
      email: request.email,
      price: fromCents(quote.priceCents),
      size: quote.size,
      description: quote.description,
      deliveryDays: quote.deliveryDays,
      status: quoteStatusOf(quote, order),
      sentAt: toIso(quote.sentAt),
      ordered: holdsQuote(order),
      product: accepted
        ? {
            productId: quote.productId,
            name: QUOTED_PRODUCT_NAME,
            size: quote.size,
            price: fromCents(quote.priceCents),
          }
        : null,
    };
  }

  return {
    /**
     * `POST /api/inbox/{id}/quote` (staff): quotes a custom-art request and mails the
     * requester a private link. A new quote replaces one not yet accepted (its link stops
     * working); once accepted the quote stands (409).
     */
    async send(actor: Actor, inboxId: number, input: QuoteParsed): Promise<InboxItem> {
      const token = newQuoteToken();
      const { after } = await audited.change(actor, {
        action: 'inbox.quote',
        entityType: 'inbox',
        entityId: String(inboxId),
        find: async (t) => {
          const row = await InboxItemModel.findByPk(inboxId, {
            transaction: t,
            lock: t.LOCK.UPDATE,
          });
          if (!row) throw notFound('Message');
          if (row.kind !== 'custom-art') {
            throw new AppError('invalid', 'Only a custom art request can be quoted');
          }
          return row;
        },
        present: async (row, t) =>
          presentInboxItem(
            row.get({ plain: true }),
            (await quoteStatesOf([inboxId], t)).get(inboxId),
          ),
        change: async (_row, t) => {
          const fields = {
            tokenHash: hashQuoteToken(token) ?? '',
            priceCents: toCents(input.price),
            size: input.size,
            description: input.description,
            deliveryDays: input.deliveryDays,
            sentAt: now(),
          };
          const existing = await CustomArtQuoteModel.findOne({
            where: { inboxItemId: inboxId },
            transaction: t,
            lock: t.LOCK.UPDATE,
          });
          if (existing?.acceptedAt) {
            throw conflict('This quote has been accepted already; it can no longer change');
          }
          if (existing) await existing.update(fields, { transaction: t });
          else {
            await CustomArtQuoteModel.create(
              { inboxItemId: inboxId, productId: newQuoteProductId(), ...fields },
              { transaction: t },
            );
          }
        },
      });
      deps.mailer.send({
        to: after.email,
        ...customArtQuoteMail({
          name: after.name,
          price: input.price,
          size: input.size,
          description: input.description,
          deliveryDays: input.deliveryDays,
          link: `${deps.publicUrl}/quote/${token}`,
        }),
      });
      return after;
    },

    /** `GET /api/quote/{token}`: the quote behind a private link (404 for any other token). */
    async get(token: string): Promise<QuoteView> {
      const { quote, request } = await byToken(token);
      return view(quote, request);
    },

    /**
     * `POST /api/quote/{token}/accept`: only an account signed in with the request's address,
     * proven (decision 0030), may accept; the quote becomes a one-off product only that
     * account can order. Accepting again answers the same.
     */
    async accept(actor: Actor, token: string): Promise<QuoteView> {
      const { quote, request } = await byToken(token);
      if (!sameAddress(actor.email, request.email)) {
        throw new AppError(
          'forbidden',
          'This quote was sent to another e-mail address: sign in with that address to accept it',
        );
      }
      if (actor.isEmailVerified === false) {
        throw new AppError(
          'forbidden',
          'Confirm your e-mail address with the code we mailed you, then accept the quote',
        );
      }
      if (quote.acceptedAt === null || quote.userId !== actor.id) {
        // One account has a given address at a time; a deleted one left its quote to the next.
        const [changed] = await CustomArtQuoteModel.update(
          { userId: actor.id, acceptedAt: quote.acceptedAt ?? now() },
          { where: { id: quote.id, tokenHash: quote.tokenHash } },
        );
        if (changed === 0) throw notFound('Quote');
        await quote.reload();
      }
      return view(quote, request);
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
