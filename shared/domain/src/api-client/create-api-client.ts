import { accountClient } from './account.client';
import { adminClient } from './admin.client';
import { contentClient } from './content.client';
import { discountClient } from './discount.client';
import { documentsClient } from './documents.client';
import { createHttp, type HttpOptions } from './http';
import { inboxClient } from './inbox.client';
import { mailPreviewClient } from './mail-preview.client';
import { orderClient } from './order.client';
import { paymentClient } from './payment.client';
import { productClient } from './product.client';
import { quoteClient } from './quote.client';
import { returnsClient } from './returns.client';
import { downloadsClient } from './downloads.client';
import { reviewClient } from './review.client';
import { shippingClient } from './shipping.client';
import { systemClient } from './system.client';
import { uploadClient } from './upload.client';
import { userClient } from './user.client';
import { wishlistClient } from './wishlist.client';

/**
 * The one typed client for the shop's API, used by the storefront, the web admin and the
 * desktop app. Give it the server's base URL and a way to read the current token.
 */
export function createApiClient(options: HttpOptions) {
  const http = createHttp(options);
  return {
    user: userClient(http),
    /** The signed-in user's own account: profile, password, data export, deletion. */
    account: accountClient(http),
    product: productClient(http),
    order: orderClient(http),
    payment: paymentClient(http),
    documents: documentsClient(http),
    /** Returns and refunds. */
    returns: returnsClient(http),
    /** Digital artwork's downloads and files. */
    downloads: downloadsClient(http),
    shipping: shippingClient(http),
    /** Discount codes: the checkout's check and staff's Discounts screen. */
    discount: discountClient(http),
    upload: uploadClient(http),
    inbox: inboxClient(http),
    /** A custom-art quote behind its private link. */
    quote: quoteClient(http),
    review: reviewClient(http),
    /** Saved prints and back-in-stock requests. */
    wishlist: wishlistClient(http),
    content: contentClient(http),
    /** Staff's previews of every mail the shop sends. */
    mailPreview: mailPreviewClient(http),
    /** The server's health and public config; the admin's dashboard, audit log and settings. */
    system: { ...systemClient(http), ...adminClient(http) },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
