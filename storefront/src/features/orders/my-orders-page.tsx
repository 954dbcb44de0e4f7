import { useEffect, useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentNextStep } from '@wallart/domain/rules';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { useT } from '../../i18n/i18n';
import { useInBrowser } from '../../lib/in-browser';
import { RedirectToLogin } from '../../components/redirect-to-login';
import { isSessionRefusal } from '../../lib/errors';
import { usePageMeta } from '../../lib/page-meta';
import { useToken } from '../../lib/session';
import { sharedQueries } from '../../lib/shared-queries';
import { toast } from '../../lib/toast';
import { OrderCard } from './order-card';
import { cardReturnPollInterval, orderKeys, useDeleteOrder, useMyOrders } from './orders.queries';
import { ShopGrid } from '../../components/shop-grid';

export function MyOrdersPage() {
  const t = useT();
  usePageMeta(t('userMenu.orders'), t('orders.description'));
  const token = useToken();
  // The server draws this page with no session: the browser's first drawing matches it.
  const inBrowser = useInBrowser();
  // `?order=<id>`: where the checkout and the card gateway send the shopper, that order open.
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('order');
  const { data, isPending, isError, error } = useMyOrders(Boolean(token), asked);
  // Back from the card gateway with the payment not yet confirmed: wait for it, not pay twice.
  const queryClient = useQueryClient();
  const polls = queryClient.getQueryState(orderKeys.mine())?.dataUpdateCount ?? 0;
  const confirmingCard = cardReturnPollInterval(data, asked, polls) !== false ? asked : null;
  const [openId, setOpenId] = useState<string | null>(asked);
  const needsBank = (data ?? []).some((order) => paymentNextStep(order) === 'upload-slip');
  const config = useQuery({ ...sharedQueries.config(), enabled: needsBank });
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const deleteOrder = useDeleteOrder();

  useEffect(() => {
    // A refused session is not a failed fetch: the shopper is on their way to log in again.
    if (isError && !isSessionRefusal(error)) toast.error(t('orders.fetchFailed'));
  }, [isError, error, t]);

  const loaded = data !== undefined;
  useEffect(() => {
    if (loaded && asked)
      document.getElementById(`order-${asked}`)?.scrollIntoView?.({ block: 'start' });
  }, [loaded, asked]);

  if (!token || !inBrowser) return <RedirectToLogin />;

  const confirmDelete = (orderID: string) =>
    toast.confirm({
      message: t('orders.confirmDelete', { id: orderID }),
      confirmLabel: t('orders.yesDelete'),
      cancelLabel: t('orders.cancel'),
      onConfirm: () => {
        setDeletingId(orderID);
        deleteOrder.mutate(orderID, {
          onSuccess: () => toast.success(t('orders.deleted')),
          onError: () => toast.error(t('orders.deleteFailed')),
          onSettled: () => setDeletingId(null),
        });
      },
    });

  const orders = data ?? [];
  return (
    <>
      <PageHeader title={t('userMenu.orders')}>
        <Group gap="xs">
          <Text c="ink.6">{t('orders.orders')}</Text>
          <Badge
            variant="light"
            color="ink"
            size="lg"
            aria-label={t('orders.count', { count: orders.length })}
          >
            {orders.length}
          </Badge>
        </Group>
      </PageHeader>
      <Container>
        {isPending ? (
          <Center py={80} role="status">
            <Stack align="center" gap="sm">
              <Loader />
              <Text c="ink.6">{t('orders.loading')}</Text>
            </Stack>
          </Center>
        ) : isError ? (
          <Center py={80}>
            <Text c="red.9" role="alert">
              {t('orders.fetchFailed')}
            </Text>
          </Center>
        ) : orders.length === 0 ? (
          <Center py={80}>
            <Stack align="center" gap="sm" ta="center">
              <IconPackage
                size={48}
                stroke={1.2}
                aria-hidden="true"
                color="var(--mantine-color-ink-4)"
              />
              <Title order={2} fz={28}>
                {t('orders.none')}
              </Title>
              <Text c="ink.6">{t('orders.noneText')}</Text>
              <Button component={Link} to="/" mt="sm">
                {t('orders.explore')}
              </Button>
              <Anchor component={Link} to="/orders/lookup" fz="sm">
                {t('orders.noAccount')}
              </Anchor>
            </Stack>
          </Center>
        ) : (
          <ShopGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {orders.map((order) => (
              <OrderCard
                key={order.orderID}
                order={order}
                open={openId === order.orderID}
                onToggle={() => setOpenId((id) => (id === order.orderID ? null : order.orderID))}
                onDelete={() => confirmDelete(order.orderID)}
                deleting={deletingId === order.orderID}
                bankDetails={config.data?.bankDetails}
                confirmingCard={confirmingCard === order.orderID}
              />
            ))}
          </ShopGrid>
        )}
      </Container>
    </>
  );
}
