import { useEffect } from 'react';
import { Anchor, Avatar, Container, Group, Stack, Text } from '@mantine/core';
import type { User } from '@wallart/domain/rules';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { markedParts } from '../../i18n/bold-marks';
import { useT } from '../../i18n/i18n';
import { RedirectToLogin } from '../../components/redirect-to-login';
import { usePageMeta } from '../../lib/page-meta';
import { sessionEndedByServer, useToken } from '../../lib/session';
import { useAccountSecurity, useCurrentUser } from './account.queries';
import { AccountCard } from './profile/account-card';
import { DataExportSection } from './profile/data-export-section';
import { DeleteAccountSection } from './profile/delete-account-section';
import { EmailVerifySection } from './profile/email-verify-section';
import { PasswordSection } from './profile/password-section';
import { ProfileDetailsSection } from './profile/profile-details-section';
import { ShopGrid } from '../../components/shop-grid';

export function ProfilePage() {
  const t = useT();
  usePageMeta(t('profile.title'), t('profile.description'));
  const token = useToken();
  // SPEC §4: the account page sends the token without a redirect; a session the server
  // ended, though, sends the shopper to log in again and back here (PRODUCT §8).
  const { data: user, isError, error } = useCurrentUser(Boolean(token));
  const security = useAccountSecurity(Boolean(token));

  useEffect(() => {
    // SPEC §8: an account fetch failure is only logged; the page stays on "Loading user...".
    if (isError) console.error('Could not load the current user', error);
  }, [isError, error]);

  if (!token && sessionEndedByServer()) return <RedirectToLogin />;
  const signIn = markedParts(t('profile.signIn'));

  return (
    <>
      <PageHeader title={t('profile.manage')} />
      <Container>
        <Stack gap="xl" maw={720} pb={64}>
          {user && !user.isEmailVerified && <EmailVerifySection user={user} />}
          <AccountCard title={t('profile.personal')}>
            {!user ? (
              <Stack gap="xs" role="status">
                <Text c="ink.6">{t('profile.loading')}</Text>
                {!token && (
                  <Text fz="sm">
                    {signIn[0]}
                    <Anchor component={Link} to="/login?next=%2Fprofile">
                      {signIn[1]}
                    </Anchor>
                    {signIn[2]}
                  </Text>
                )}
              </Stack>
            ) : (
              <>
                <PersonalProfile user={user} />
                {Boolean(security.data?.claimedOrders) && (
                  <ClaimedOrders count={security.data?.claimedOrders ?? 0} />
                )}
              </>
            )}
          </AccountCard>
          {user && (
            <>
              <ProfileDetailsSection key={user._id} user={user} />
              {security.data && (
                <>
                  <PasswordSection hasPassword={security.data.hasPassword} />
                  <DataExportSection />
                  <DeleteAccountSection hasPassword={security.data.hasPassword} />
                </>
              )}
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}

/** SPEC §2: firstName shown as Name and lastName as Username. */
function PersonalProfile({ user }: { user: User }) {
  const t = useT();
  return (
    <Group align="flex-start" gap="xl">
      <Avatar size={72} radius="xl" color="accent" aria-hidden="true">
        {user.firstName.slice(0, 1)}
        {user.lastName.slice(0, 1)}
      </Avatar>
      <ShopGrid cols={{ base: 1, sm: 2 }} spacing="lg" style={{ flex: 1 }}>
        <Field label={t('profile.name')} value={user.firstName} />
        <Field label={t('profile.username')} value={user.lastName} />
        <Field label={t('profile.email')} value={user.email} />
        <Field label={t('profile.phone')} value={user.phone || '—'} />
      </ShopGrid>
    </Group>
  );
}

/** PRODUCT §11: the orders placed as a guest that became the account's, counted. */
function ClaimedOrders({ count }: { count: number }) {
  return (
    <Text fz="sm" c="ink.7" mt="md">
      {count === 1
        ? '1 order you placed as a guest is in your account.'
        : `${count} orders you placed as a guest are in your account.`}{' '}
      <Anchor component={Link} to="/orders">
        See My Orders
      </Anchor>
    </Text>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="ink.6" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
        {label}
      </Text>
      <Text fz="lg" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}
