import { Text } from '@mantine/core';
import { BRAND, countryName, HOME_COUNTRY } from '@wallart/domain/rules';
import { InfoPage } from './info-page';
import { LEGAL_UPDATED } from './privacy-page';

/* SPEC §2: the store name and currency placeholders of the terms are left unfilled. */
const STORE = '[Store Name]';
const CURRENCY = '[Currency]';

export function TermsPage() {
  return (
    <InfoPage
      title="Terms of Service"
      description="The terms that apply when you browse the shop and buy artwork."
      updated={LEGAL_UPDATED}
      numbered
      sections={[
        {
          heading: 'Acceptance of Terms',
          body: (
            <Text>
              By using the {STORE} website and placing an order, you agree to these terms. If you do
              not agree, please do not use the site.
            </Text>
          ),
        },
        {
          heading: 'Eligibility',
          body: (
            <Text>
              You must be at least 18 years old to make a purchase, or use the site with the
              involvement of a parent or guardian.
            </Text>
          ),
        },
        {
          heading: 'Products and Descriptions',
          body: (
            <Text>
              We describe and photograph our artwork as accurately as we can. Colours may vary
              slightly between screens and the printed canvas.
            </Text>
          ),
        },
        {
          heading: 'Pricing and Payment',
          body: (
            <Text>
              All prices are shown in {CURRENCY}. Prices may change without notice; the price at the
              time of your order is the price you pay. You may pay by card through our secure
              payment service when you order, by bank transfer within 3 days of ordering, or in cash
              to the courier on delivery for orders delivered within {countryName(HOME_COUNTRY)}. An
              order whose payment does not arrive in time is cancelled.
            </Text>
          ),
        },
        {
          heading: 'Orders and Cancellations',
          body: (
            <Text>
              {STORE} may refuse or cancel an order, for example when an item is out of stock. You
              may change or cancel an order only before it has been processed: while it is Pending
              you can cancel it yourself with Delete in My Orders, and to change it you contact us.
            </Text>
          ),
        },
        {
          heading: 'Shipping and Delivery',
          body: (
            <Text>
              Delivery times are estimates and are described on our Shipping page. Risk passes to
              you when the artwork is delivered.
            </Text>
          ),
        },
        {
          heading: 'Returns and Refunds',
          body: (
            <Text>Returns, exchanges and refunds follow our Returns &amp; Exchanges policy.</Text>
          ),
        },
        {
          heading: 'Intellectual Property',
          body: (
            <Text>
              All artwork, images and text on this site belong to {STORE} or its artists. Buying a
              print does not transfer the right to copy or reproduce the design.
            </Text>
          ),
        },
        {
          heading: 'Contact Information',
          body: (
            <Text>
              Questions about these terms? Email {BRAND.contact.email} or call {BRAND.contact.phone}
              .
            </Text>
          ),
        },
      ]}
    />
  );
}
