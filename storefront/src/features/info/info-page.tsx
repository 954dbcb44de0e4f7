import type { ReactNode } from 'react';
import { Box, Container, List, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { PageHeader } from '../../components/page-header';
import { usePageMeta } from '../../lib/page-meta';

export interface InfoSection {
  heading: string;
  body: ReactNode;
}

interface InfoPageProps {
  title: string;
  description: string;
  intro?: ReactNode;
  updated?: string;
  /** Legal pages number their sections. */
  numbered?: boolean;
  sections: InfoSection[];
}

/** The frame of the static pages: a title, an optional date, and readable sections. */
export function InfoPage({
  title,
  description,
  intro,
  updated,
  numbered,
  sections,
}: InfoPageProps) {
  usePageMeta(title, description);
  const t = useT();
  return (
    <>
      <PageHeader title={title} intro={intro}>
        {updated && (
          <Text fz="sm" c="ink.5">
            {t('legal.updated', { date: updated })}
          </Text>
        )}
      </PageHeader>
      <Container size="md">
        <Stack gap={40}>
          {sections.map((section, index) => (
            <Box component="section" key={section.heading}>
              <Title order={2} fz={28} mb="sm">
                {numbered ? `${index + 1}. ${section.heading}` : section.heading}
              </Title>
              <Stack gap="sm" c="ink.8" fz="md" lh={1.7}>
                {section.body}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Container>
    </>
  );
}

/** A plain bulleted list for static page sections. */
export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <List spacing="xs" c="ink.8">
      {items.map((item, i) => (
        <List.Item key={i}>{item}</List.Item>
      ))}
    </List>
  );
}
