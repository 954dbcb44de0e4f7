import type { ReactNode } from 'react';
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import classes from './page-header.module.css';

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
    <Box className={classes.header}>
      <Container>
        <Stack gap="xs">
          <Title order={1} className={classes.title}>
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
