import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../lib/page-meta';

export function NotFound() {
  usePageMeta('404 Not Found', 'The page you asked for is not here.');
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md">
        <Title order={1}>404 Not Found</Title>
        <Text c="dimmed">This page does not exist, or it has moved.</Text>
        <Button component={Link} to="/" variant="light">
          Back to the shop
        </Button>
      </Stack>
    </Container>
  );
}
