import { Box, Container, Loader, Stack, Title } from '@mantine/core';
import { BRAND, contentSections, type ContentSection } from '@wallart/domain/rules';
import { PageHeader } from '../../components/page-header';
import { ShopGrid } from '../../components/shop-grid';
import { useT } from '../../i18n/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { useShopText } from './content.queries';
import { ShopMarkdown } from './shop-markdown';

/**
 * The owner's text (PRODUCT §16) in the page's frame: the text before its first heading under
 * the title; its first two sections (mission, vision) beside the studio video; the team
 * picture; the sections between (Why Choose Us?); the last section (More Than Decor) as the
 * closing panel. The video and the picture are the page's own.
 */
export function AboutPage() {
  const t = useT();
  const text = useShopText('about');
  const { intro, sections } = contentSections(text ?? '');
  const closing = sections.length > 2 ? sections[sections.length - 1] : undefined;
  const middle = sections.slice(2, closing ? -1 : undefined);
  usePageMeta(t('about.title'), t('about.description', { brand: BRAND.name }));
  return (
    <>
      <PageHeader
        title={t('about.title')}
        intro={intro ? <ShopMarkdown text={intro} inline /> : undefined}
      />
      <Container>
        {text === undefined && <Loader aria-label={t('content.loading')} />}
        <Stack gap={72}>
          <ShopGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
            <div>
              {sections.slice(0, 2).map((section) => (
                <Section key={section.heading} {...section} />
              ))}
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

          {middle.length > 0 && (
            <Box maw={760}>
              {middle.map((section) => (
                <Section key={section.heading} {...section} checks />
              ))}
            </Box>
          )}

          {closing && (
            <Box bg="white" p="xl" ta="center" style={{ borderRadius: 4 }}>
              <Title order={2} fz={36} mb="sm">
                {closing.heading}
              </Title>
              <Box maw={640} mx="auto">
                <ShopMarkdown text={closing.body} />
              </Box>
            </Box>
          )}
        </Stack>
      </Container>
    </>
  );
}

function Section({ heading, body, checks = false }: ContentSection & { checks?: boolean }) {
  return (
    <Box mb="md">
      <Title order={2} fz={32} mb="sm">
        {heading}
      </Title>
      <ShopMarkdown text={body} checks={checks} />
    </Box>
  );
}
