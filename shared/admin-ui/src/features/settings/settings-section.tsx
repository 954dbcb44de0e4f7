import type { ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';

/** One titled section of the settings form. */
export function Section({
  title,
  note,
  children,
}: {
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {note}
      </Text>
      {children}
    </Paper>
  );
}
