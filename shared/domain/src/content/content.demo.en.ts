import type { ContentKey } from './content.rules';

/** The demo shop's pages in English (see content.demo.ts). */
export const DEMO_PAGES_EN: Record<ContentKey, string> = {
  'why-choose-us': `Trusted by **10,000+ customers** who found the piece their wall was missing.

## Free Shipping & Returns

Free shipping on orders over {freeShippingThreshold} and {returnDays}-day returns. If it is not right for your wall, send it back.

## Secure Payments

Pay safely by credit or debit card through a trusted payment service, by bank transfer, or in cash on delivery.

## Quality Guarantee

Museum-grade canvas and inks, backed by our lifetime quality promise.
`,
  about: `{shopName} began with a simple belief: every wall deserves art that means something to the people who live with it.

## Our Mission

Our mission is to make beautiful, lasting wall art easy to find and easy to afford. We work with artists and photographers to bring landscapes, sacred art, kitchen prints and restaurant pieces onto gallery-quality canvas.

## Our Vision

We picture homes, cafés and places of worship where the walls tell a story. We want to be the first place people think of when a room needs a soul.

## Why Choose Us?

- Premium canvas: thick, archival cotton canvas and fade-resistant inks.
- Modern, curated designs chosen by people who love art.
- Fast, secure shipping across the island and worldwide.
- Friendly support and a satisfaction guarantee on every order.

## More Than Decor

A print on the wall is a memory, a prayer, a view you long for. We are honoured to help you choose the pieces that make your space feel like yours.
`,
  faq: `Quick answers about shipping, tracking, returns and your orders.

## How long does shipping take?

Orders are processed in 1–2 business days. Standard shipping then takes 3–7 business days, express 1–3, and international 7–21 depending on the country.

## How can I track my order?

When your order ships we email you a tracking number, with the carrier and a link to follow the parcel on its website. The same details, and the status of every order, are under My Orders.

## What is your return policy?

Returns are accepted within {returnDays} days of delivery for unused items in their original packaging. See Returns & Exchanges for the details.

## Can I change or cancel my order?

Yes, as long as it has not been processed yet. While an order is Pending you can cancel it yourself: press Delete on the order in My Orders. To change an order, contact our support team as soon as possible and we will help.

## Do you ship internationally?

Yes, we ship worldwide. International shipping rates and delivery times are calculated at checkout.
`,
  privacy: `Last updated: 29 June 2025

## 1. Information We Collect

- Contact details you give us: name, email address, phone number and delivery address.
- Order details: what you bought, when, the amounts paid and how you paid them.
- The bank slip you upload when you pay by bank transfer. Card payments are made on our payment provider’s secure page: we never see your card number.
- Messages you send through our contact and custom art forms.

## 2. How We Use Your Information

To process and deliver your orders, answer your questions, email you about each step of your order (confirmation, payment, shipping with tracking, delivery), and improve our products and service. We do not sell your personal information.

## 3. Sharing Your Information

We share only what is needed with the partners who help us run the shop, such as delivery companies (your name, address and phone, to bring the parcel) and our card payment provider, and only to fulfil your order or when the law requires it.

## 4. Cookies and Browser Storage

We keep your cart and your sign-in in your browser's storage so the shop remembers them between visits. You can clear them at any time in your browser.

## 5. Data Security

We protect your information with encryption in transit, hashed passwords and access limited to the staff who need it.

## 6. Your Rights

You may ask to see, correct or delete the personal information we hold about you. Write to us and we will respond within 30 days.

## 7. Contact Us

Questions about this policy? Email {shopEmail} or write to {shopAddress}.
`,
  terms: `Last updated: 29 June 2025

## 1. Acceptance of Terms

By using the [Store Name] website and placing an order, you agree to these terms. If you do not agree, please do not use the site.

## 2. Eligibility

You must be at least 18 years old to make a purchase, or use the site with the involvement of a parent or guardian.

## 3. Products and Descriptions

We describe and photograph our artwork as accurately as we can. Colours may vary slightly between screens and the printed canvas.

## 4. Pricing and Payment

All prices are shown in [Currency]. Prices may change without notice; the price at the time of your order is the price you pay. You may pay by card through our secure payment service when you order, by bank transfer within 3 days of ordering, or in cash to the courier on delivery for orders delivered within Sri Lanka. An order whose payment does not arrive in time is cancelled.

## 5. Orders and Cancellations

[Store Name] may refuse or cancel an order, for example when an item is out of stock. You may change or cancel an order only before it has been processed: while it is Pending you can cancel it yourself with Delete in My Orders, and to change it you contact us.

## 6. Shipping and Delivery

Delivery times are estimates and are described on our Shipping page. Risk passes to you when the artwork is delivered.

## 7. Returns and Refunds

Returns, exchanges and refunds follow our Returns & Exchanges policy.

## 8. Intellectual Property

All artwork, images and text on this site belong to [Store Name] or its artists. Buying a print does not transfer the right to copy or reproduce the design.

## 9. Contact Information

Questions about these terms? Email {shopEmail} or call {shopPhone}.
`,
  shipping: `Every print is packed by hand and sent with care. Here is what to expect.

## Processing Time

Orders are processed in 1–2 business days. Orders placed on a weekend or holiday are processed on the next business day. We email you when we start preparing yours.

## Shipping Options

- Standard shipping: 3–7 business days.
- Express shipping: 1–3 business days.
- International shipping: 7–21 business days (varies by country).

## Shipping Costs

Free standard shipping on orders over {freeShippingThreshold} (domestic only). Other shipping costs are calculated at checkout based on the shipping method and destination.

## Order Tracking

Once your order ships you receive an email with the carrier and tracking number, and a link to the carrier's tracking page, so you can follow your artwork all the way to your door. You find the same details on the order in My Orders, and we email you again when it has been delivered.

## Delays

Carriers occasionally face delays from weather, holidays or customs checks. If your order is late, contact us and we will chase it with the carrier.
`,
  returns: `We want you to love what hangs on your wall. If something is not right, here is how we put it right.

## Return Policy

Returns are accepted within {returnDays} days of delivery. Items must be unused, undamaged and in their original packaging. The customer pays return shipping unless the item arrived defective or was not the item ordered.

## How to Return

- Email {shopEmail} with your order ID and the reason for the return.
- We reply with the return address and instructions.
- Pack the artwork securely, ideally in its original packaging, and send it back.

## Exchanges

Want a different size or design? Exchanges must be started within {returnDays} days of delivery. Contact us and we will arrange the swap once the original item is back.

## Non-Returnable Items

- Custom and commissioned artwork made to your request.
- Digital artwork and downloads.
- Items damaged after delivery through misuse or improper handling.

## Refunds

Refunds are processed 5–7 business days after the return is received and inspected, to the original method of payment; an order paid in cash on delivery is refunded by bank transfer.
`,
};
