import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconLock, IconTruckDelivery } from '@tabler/icons-react';
import { roundThemeIcon } from '../../components/round-theme-icon';
import { ShopGrid } from '../../components/shop-grid';
import { BoldMarks } from '../../i18n/bold-marks';
import { useT, type MessageKey } from '../../i18n/i18n';
import { useShopText } from './content.queries';

/** The shipping promise is the owner's text (`home-shipping`); the other two are the shop's. */
const REASONS: { icon: typeof IconLock; title: MessageKey; text: MessageKey | null }[] = [
  {
    icon: IconTruckDelivery,
    title: 'why.shipping',
    text: null,
  },
  {
    icon: IconLock,
    title: 'why.payments',
    text: 'why.paymentsText',
  },
  {
    icon: IconCertificate,
    title: 'why.quality',
    text: 'why.qualityText',
  },
];

/** Three promises and the customer count (SPEC §2 and §9). */
export function WhyChooseUs() {
  const t = useT();
  const promise = useShopText('home-shipping');
  return (
    <Stack gap="xl">
      <ShopGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <Card key={title} withBorder padding="xl" bg="white">
            <Stack gap="sm">
              <ThemeIcon size={48} vars={roundThemeIcon} variant="light" aria-hidden="true">
                <Icon size={24} stroke={1.5} />
              </ThemeIcon>
              <Title order={3} fz={24}>
                {t(title)}
              </Title>
              <Text c="ink.6">{text ? t(text) : (promise ?? '\u00a0')}</Text>
            </Stack>
          </Card>
        ))}
      </ShopGrid>
      <Text ta="center" fz="lg" c="ink.7">
        <BoldMarks text={t('why.trusted')} />
      </Text>
    </Stack>
  );
}
