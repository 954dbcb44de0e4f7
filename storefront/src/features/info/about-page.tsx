import { ShopGrid } from '../../components/shop-grid';
import { Box, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { BRAND } from '@wallart/domain/rules';
import { PageHeader } from '../../components/page-header';
import { useT } from '../../i18n/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { roundThemeIcon } from '../../components/round-theme-icon';

const REASONS = [1, 2, 3, 4] as const;

export function AboutPage() {
  const t = useT();
  const brand = BRAND.name;
  usePageMeta(t('about.title'), t('about.description', { brand }));
  return (
    <>
      <PageHeader title={t('about.title')} intro={t('about.intro', { brand })} />
      <Container>
        <Stack gap={72}>
          <ShopGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
            <div>
              <Stack gap="md">
                <Title order={2} fz={32}>
                  {t('about.mission')}
                </Title>
                <Text c="ink.7" lh={1.7}>
                  {t('about.missionText')}
                </Text>
                <Title order={2} fz={32} mt="md">
                  {t('about.vision')}
                </Title>
                <Text c="ink.7" lh={1.7}>
                  {t('about.visionText')}
                </Text>
              </Stack>
            </div>
            <div>
              <video
                controls
                preload="none"
                poster="/art/hero-1.svg"
                width={640}
                height={360}
                style={{ width: '100%', height: 'auto', borderRadius: 4, background: '#1c1a18' }}
                aria-label={t('about.video')}
              >
                <source src="/art/studio.webm" type="video/webm" />
                {t('about.noVideo')}
              </video>
            </div>
          </ShopGrid>

          <Box>
            <img
              src="/art/team.svg"
              alt={t('about.team')}
              width={1240}
              height={560}
              loading="lazy"
              style={{ width: '100%', height: 'auto', borderRadius: 4, display: 'block' }}
            />
          </Box>

          <Stack gap="md" maw={760}>
            <Title order={2} fz={32}>
              {t('about.why')}
            </Title>
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {REASONS.map((n) => (
                <Group component="li" key={n} gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={24} vars={roundThemeIcon} variant="light" aria-hidden="true">
                    <IconCheck size={14} />
                  </ThemeIcon>
                  <Text c="ink.8">{t(`about.reason${n}`)}</Text>
                </Group>
              ))}
            </Stack>
          </Stack>

          <Box bg="white" p="xl" style={{ borderRadius: 4 }}>
            <Stack gap="sm" align="center" ta="center">
              <Title order={2} fz={36}>
                {t('about.moreThanDecor')}
              </Title>
              <Text c="ink.7" maw={640} lh={1.7}>
                {t('about.moreThanDecorText')}
              </Text>
            </Stack>
          </Box>
        </Stack>
      </Container>
    </>
  );
}
