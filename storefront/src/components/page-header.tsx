import type { ReactNode } from 'react';
import { Box, Container, Stack, Text, Title } from '@mantine/core';

/** The top of an inner page: a serif title and an optional line under it. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box pt={{ base: 40, md: 64 }} pb={{ base: 24, md: 32 }}>
      <Container>
        <Stack gap="xs">
          <Title order={1} fz={{ base: 36, md: 48 }}>
            {title}
          </Title>
          {intro && (
            <Text c="ink.6" fz="lg" maw={680}>
              {intro}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
