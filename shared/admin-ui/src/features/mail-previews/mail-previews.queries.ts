import { isMailKind } from '@wallart/domain';
import { adminResource } from '../../lib/admin-resource';

const previews = adminResource({
  name: 'mail-previews',
  list: (api, _query: Record<string, never>) => api.mailPreview.list(),
  listError: 'Failed to fetch the mail previews',
  detail: (api, kind) =>
    isMailKind(kind) ? api.mailPreview.get(kind) : Promise.reject(new Error(`No mail ${kind}`)),
});

/** Every kind of mail the shop sends, with who receives it. */
export const useMailKinds = () => previews.useList({});
/** One kind, rendered by the server for a sample order; nothing is asked without a kind. */
export const useMailPreview = previews.useDetail;
