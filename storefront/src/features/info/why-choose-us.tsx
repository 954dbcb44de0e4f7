import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconLock, IconTruckDelivery } from '@tabler/icons-react';
import { roundThemeIcon } from '../../components/round-theme-icon';
import { ShopGrid } from '../../components/shop-grid';

const REASONS = [
  {
    icon: IconTruckDelivery,
    title: 'Free Shipping & Returns',
    text: 'Free worldwide shipping and 30-day returns. If it is not right for your wall, send it back.',
  },
  {
    icon: IconLock,
    title: 'Secure Payments',
    text: 'Pay safely by credit or debit card through a trusted payment service, by bank transfer, or in cash on delivery.',
  },
  {
    icon: IconCertificate,
    title: 'Quality Guarantee',
    text: 'Museum-grade canvas and inks, backed by our lifetime quality promise.',
  },
];

/** Three promises and the customer count (SPEC §2 and §9). */
export function WhyChooseUs() {
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
                {title}
              </Title>
              <Text c="ink.6">{text}</Text>
            </Stack>
          </Card>
        ))}
      </ShopGrid>
      <Text ta="center" fz="lg" c="ink.7">
        Trusted by <strong>10,000+ customers</strong> who found the piece their wall was missing.
      </Text>
    </Stack>
  );
}
