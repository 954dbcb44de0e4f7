import { useId, type ReactNode } from 'react';
import { Card, Stack } from '@mantine/core';
import { CardHeading } from '../card-heading';

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
        <CardHeading
          title={title}
          intro={intro}
          order={2}
          fz={{ base: 24, sm: 28 }}
          id={headingId}
        />
        {children}
      </Stack>
    </Card>
  );
}
