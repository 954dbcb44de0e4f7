import { useId, type ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';

/** One section of the account page: a card with its own heading, readable on a phone. */
export function AccountCard({
  title,
  intro,
  children,
  tone,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'danger';
}) {
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      withBorder
      padding="xl"
      bg="white"
      style={tone === 'danger' ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz={{ base: 24, sm: 28 }} id={headingId}>
            {title}
          </Title>
          {intro && <Text c="ink.6">{intro}</Text>}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
