import type { ReactNode } from 'react';
import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import classes from './section.module.css';

interface SectionProps {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
  id?: string;
}

/** A titled band of a page, with the same air above every section. */
export function Section({ title, subtitle, action, children, id }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} className={classes.section} id={id}>
      <Container>
        <Group justify="space-between" align="flex-end" mb="xl" gap="sm">
          <Stack gap={6}>
            <Title order={2} id={headingId} className={classes.title}>
              {title}
            </Title>
            {subtitle && (
              <Text c="ink.6" maw={560}>
                {subtitle}
              </Text>
            )}
          </Stack>
          {action}
        </Group>
        {children}
      </Container>
    </Box>
  );
}
