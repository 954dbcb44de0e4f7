import { paths } from '../api-contract/paths';
import type { MailKind } from '../mail/mail-kinds.rules';
import type { MailKindSummary, MailPreview } from '../mail/mail-preview.schemas';
import type { Http } from './http';

/** Staff's look at the shop's mails, each rendered for a sample order (admin only). */
export function mailPreviewClient(http: Http) {
  return {
    /** Every kind of mail the shop sends, with who receives it. */
    list: async () => (await http<MailKindSummary[]>(paths.admin.mailPreviews)).data,
    /** One kind as it is sent: subject, HTML and plain text. */
    get: async (kind: MailKind) => (await http<MailPreview>(paths.admin.mailPreview(kind))).data,
  };
}
