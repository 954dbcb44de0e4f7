import { Text } from '@mantine/core';
import { BRAND } from '@wallart/domain/rules';
import { useT, type MessageKey } from '../../i18n/i18n';
import { Bullets, InfoPage } from './info-page';

const COLLECTED = [
  'privacy.collectContact',
  'privacy.collectOrders',
  'privacy.collectSlip',
  'privacy.collectMessages',
] as const satisfies readonly MessageKey[];

const SECTIONS = [
  ['privacy.use', 'privacy.useText'],
  ['privacy.sharing', 'privacy.sharingText'],
  ['privacy.cookies', 'privacy.cookiesText'],
  ['privacy.security', 'privacy.securityText'],
  ['privacy.rights', 'privacy.rightsText'],
  ['privacy.contact', 'privacy.contactText'],
] as const satisfies readonly (readonly [MessageKey, MessageKey])[];

export function PrivacyPage() {
  const t = useT();
  const values = { email: BRAND.contact.email, address: BRAND.contact.address };
  return (
    <InfoPage
      title={t('nav.privacy')}
      description={t('privacy.description')}
      updated={t('legal.updatedOn')}
      numbered
      sections={[
        {
          heading: t('privacy.collect'),
          body: <Bullets items={COLLECTED.map((key) => t(key))} />,
        },
        ...SECTIONS.map(([heading, text]) => ({
          heading: t(heading),
          body: <Text>{t(text, values)}</Text>,
        })),
      ]}
    />
  );
}
