import { createHttp, type HttpOptions } from './http';
import { orderClient } from './order.client';
import { productClient } from './product.client';
import { userClient } from './user.client';
import { inboxClient, reviewClient, systemClient, uploadClient } from './extras.client';

/**
 * The one typed client for the shop's API, used by the storefront, the web admin and the
 * desktop app. Give it the server's base URL and a way to read the current token.
 */
export function createApiClient(options: HttpOptions) {
  const http = createHttp(options);
  return {
    user: userClient(http),
    product: productClient(http),
    order: orderClient(http),
    upload: uploadClient(http),
    inbox: inboxClient(http),
    review: reviewClient(http),
    system: systemClient(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
