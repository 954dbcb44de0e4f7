import { Text } from '@mantine/core';
import { BRAND, countryName, HOME_COUNTRY } from '@wallart/domain/rules';
import { useT, type MessageKey } from '../../i18n/i18n';
import { InfoPage } from './info-page';

/* SPEC §2: the store name and currency placeholders of the terms are left unfilled. */
const STORE = '[Store Name]';
const CURRENCY = '[Currency]';

const SECTIONS = [
  ['terms.acceptance', 'terms.acceptanceText'],
  ['terms.eligibility', 'terms.eligibilityText'],
  ['terms.products', 'terms.productsText'],
  ['terms.pricing', 'terms.pricingText'],
  ['terms.orders', 'terms.ordersText'],
  ['terms.shipping', 'terms.shippingText'],
  ['terms.returns', 'terms.returnsText'],
  ['terms.property', 'terms.propertyText'],
  ['terms.contact', 'terms.contactText'],
] as const satisfies readonly (readonly [MessageKey, MessageKey])[];

export function TermsPage() {
  const t = useT();
  const values = {
    store: STORE,
    currency: CURRENCY,
    home: countryName(HOME_COUNTRY),
    email: BRAND.contact.email,
    phone: BRAND.contact.phone,
  };
  return (
    <InfoPage
      title={t('nav.terms')}
      description={t('terms.description')}
      updated={t('legal.updatedOn')}
      numbered
      sections={SECTIONS.map(([heading, text]) => ({
        heading: t(heading),
        body: <Text>{t(text, values)}</Text>,
      }))}
    />
  );
}
