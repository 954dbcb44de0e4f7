import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconLock, IconTruckDelivery } from '@tabler/icons-react';
import { contentSections } from '@wallart/domain/rules';
import { roundThemeIcon } from '../../components/round-theme-icon';
import { ShopGrid } from '../../components/shop-grid';
import { useShopText } from './content.queries';
import { ShopMarkdown } from './shop-markdown';

/** The cards' icons, by place: shipping, payments, quality; a fourth card reuses the last. */
const ICONS = [IconTruckDelivery, IconLock, IconCertificate] as const;

/**
 * The owner's text `why-choose-us` (PRODUCT §16): each `## ` heading is a card and the text
 * under it its line; the text before the first heading is the trust line under the cards.
 */
export function WhyChooseUs() {
  const text = useShopText('why-choose-us');
  const { intro, sections } = contentSections(text ?? '');
  return (
    <Stack gap="xl">
      <ShopGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {sections.map(({ heading, body }, n) => {
          const Icon = ICONS[Math.min(n, ICONS.length - 1)] ?? IconCertificate;
          return (
            <Card key={n} withBorder padding="xl" bg="white">
              <Stack gap="sm">
                <ThemeIcon size={48} vars={roundThemeIcon} variant="light" aria-hidden="true">
                  <Icon size={24} stroke={1.5} />
                </ThemeIcon>
                <Title order={3} fz={24}>
                  {heading}
                </Title>
                <Text c="ink.6">
                  <ShopMarkdown text={body} inline />
                </Text>
              </Stack>
            </Card>
          );
        })}
      </ShopGrid>
      <Text ta="center" fz="lg" c="ink.7">
        {intro ? <ShopMarkdown text={intro} inline /> : '\u00a0'}
      </Text>
    </Stack>
  );
}
