import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/i18n';
import { usePageMeta } from '../lib/page-meta';

export function NotFound() {
  const t = useT();
  usePageMeta(t('notFound.title'), t('notFound.description'));
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to="/" variant="light">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Container>
  );
}
