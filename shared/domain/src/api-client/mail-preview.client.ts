import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import type { MailKind } from '../mail/mail-kinds.rules';
import type { MailKindSummary, MailPreview } from '../mail/mail-preview.schemas';
import type { Http } from './http';

/** Staff's look at the shop's mails, each rendered for a sample order (admin only). */
export function mailPreviewClient(http: Http) {
  return {
    /** Every kind of mail the shop sends, with who receives it. */
    list: async () => (await http<MailKindSummary[]>(callOf(apiRoutes.mailPreviews.list))).data,
    /** One kind as it is sent: subject, HTML and plain text. */
    get: async (kind: MailKind) =>
      (await http<MailPreview>(callOf(apiRoutes.mailPreviews.get, { kind }))).data,
  };
}
