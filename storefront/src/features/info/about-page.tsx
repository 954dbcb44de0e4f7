import { Box, Container, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { BRAND } from '@wallart/domain/rules';
import { PageHeader } from '../../components/page-header';
import { usePageMeta } from '../../lib/page-meta';
import { roundThemeIcon } from '../../components/round-theme-icon';

const REASONS = [
  'Premium canvas: thick, archival cotton canvas and fade-resistant inks.',
  'Modern, curated designs chosen by people who love art.',
  'Fast, secure shipping across the island and worldwide.',
  'Friendly support and a satisfaction guarantee on every order.',
];

export function AboutPage() {
  usePageMeta('About Us', `The story, mission and people behind ${BRAND.name}.`);
  return (
    <>
      <PageHeader
        title="About Us"
        intro={`${BRAND.name} began with a simple belief: every wall deserves art that means something to the people who live with it.`}
      />
      <Container>
        <Stack gap={72}>
          <Grid gap={48} align="center">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="md">
                <Title order={2} fz={32}>
                  Our Mission
                </Title>
                <Text c="ink.7" lh={1.7}>
                  Our mission is to make beautiful, lasting wall art easy to find and easy to
                  afford. We work with artists and photographers to bring landscapes, sacred art,
                  kitchen prints and restaurant pieces onto gallery-quality canvas.
                </Text>
                <Title order={2} fz={32} mt="md">
                  Our Vision
                </Title>
                <Text c="ink.7" lh={1.7}>
                  We picture homes, cafés and places of worship where the walls tell a story. We
                  want to be the first place people think of when a room needs a soul.
                </Text>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <video
                controls
                preload="none"
                poster="/art/hero-1.svg"
                width={640}
                height={360}
                style={{ width: '100%', height: 'auto', borderRadius: 4, background: '#1c1a18' }}
                aria-label="Inside our print studio"
              >
                <source src="/art/studio.webm" type="video/webm" />
                Your browser cannot play this video.
              </video>
            </Grid.Col>
          </Grid>

          <Box>
            <img
              src="/art/team.svg"
              alt="The Wall Art Shop team in the studio, framed prints on the wall behind them"
              width={1240}
              height={560}
              loading="lazy"
              style={{ width: '100%', height: 'auto', borderRadius: 4, display: 'block' }}
            />
          </Box>

          <Stack gap="md" maw={760}>
            <Title order={2} fz={32}>
              Why Choose Us?
            </Title>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={24} vars={roundThemeIcon} variant="light" aria-hidden="true">
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              {REASONS.map((reason) => (
                <List.Item key={reason}>
                  <Text c="ink.8">{reason}</Text>
                </List.Item>
              ))}
            </List>
          </Stack>

          <Box bg="white" p={{ base: 'xl', md: 56 }} style={{ borderRadius: 4 }}>
            <Stack gap="sm" align="center" ta="center">
              <Title order={2} fz={36}>
                More Than Decor
              </Title>
              <Text c="ink.7" maw={640} lh={1.7}>
                A print on the wall is a memory, a prayer, a view you long for. We are honoured to
                help you choose the pieces that make your space feel like yours.
              </Text>
            </Stack>
          </Box>
        </Stack>
      </Container>
    </>
  );
}
