import type { ReactNode } from 'react';
import { Box, Card, Center, Stack } from '@mantine/core';
import { Logo } from '../../components/shell/logo';
import { CardHeading } from './card-heading';

/** The frame of the sign-in screens, which sit outside the shopper shell. */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      mih="100vh"
      py={{ base: 32, sm: 64 }}
      px="md"
      style={{
        background:
          'linear-gradient(160deg, var(--shop-paper) 0%, var(--mantine-color-accent-0) 100%)',
      }}
    >
      <Center>
        <Stack w="100%" maw={440} gap="xl">
          <Center>
            <Logo />
          </Center>
          <Card withBorder padding="xl" bg="white" shadow="sm">
            <Stack gap="lg">
              <CardHeading title={title} intro={intro} order={1} fz={36} />
              {children}
            </Stack>
          </Card>
        </Stack>
      </Center>
    </Box>
  );
}
