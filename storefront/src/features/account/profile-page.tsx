import { useEffect } from 'react';
import {
  Anchor,
  Avatar,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { usePageMeta } from '../../lib/page-meta';
import { useToken } from '../../lib/session';
import { useCurrentUser } from './account.queries';

export function ProfilePage() {
  usePageMeta('My Account', 'Your personal profile.');
  const token = useToken();
  // SPEC §4: the account page sends the token without a redirect.
  const { data: user, isError, error } = useCurrentUser(Boolean(token));

  useEffect(() => {
    // SPEC §8: an account fetch failure is only logged; the page stays on "Loading user...".
    if (isError) console.error('Could not load the current user', error);
  }, [isError, error]);

  return (
    <>
      <PageHeader title="Manage My Account" />
      <Container>
        <Card withBorder padding="xl" bg="white" maw={720}>
          <Stack gap="lg">
            <Title order={2} fz={28}>
              Personal Profile
            </Title>
            {!user ? (
              <Stack gap="xs" role="status">
                <Text c="ink.6">Loading user...</Text>
                {!token && (
                  <Text fz="sm">
                    <Anchor component={Link} to="/login">
                      Sign in
                    </Anchor>{' '}
                    to see your account.
                  </Text>
                )}
              </Stack>
            ) : (
              <Group align="flex-start" gap="xl">
                <Avatar size={72} radius="xl" color="accent" aria-hidden="true">
                  {user.firstName.slice(0, 1)}
                  {user.lastName.slice(0, 1)}
                </Avatar>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" style={{ flex: 1 }}>
                  <Field label="Name" value={user.firstName} />
                  <Field label="Username" value={user.lastName} />
                  <Field label="Email" value={user.email} />
                  <Field label="Phone" value={user.phone || '—'} />
                </SimpleGrid>
              </Group>
            )}
          </Stack>
        </Card>
      </Container>
    </>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="ink.6" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
        {label}
      </Text>
      <Text fz="lg">{value}</Text>
    </Stack>
  );
}
