import { useState } from 'react';
import { Button, Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { useT } from '../../i18n/i18n';
import { usePageMeta, usePrivatePage } from '../../lib/page-meta';
import { useToken } from '../../lib/session';
import { sharedQueries } from '../../lib/shared-queries';
import { toast } from '../../lib/toast';
import { OrderCard } from './order-card';
import { OrderKeyContext } from './order-key';
import { orderQueries, useDeleteOrder } from './orders.queries';

/**
 * A guest's order (PRODUCT §11), opened by the key in its address: what My Orders shows for
 * one order, with what its owner may do there, and an offer to create an account.
 */
export function GuestOrderPage() {
  const t = useT();
  usePageMeta(t('orders.yours'), t('orders.yoursDescription'));
  usePrivatePage();
  const key = useParams().token ?? '';
  return (
    <OrderKeyContext.Provider value={key}>
      <GuestOrder orderKey={key} />
    </OrderKeyContext.Provider>
  );
}

function GuestOrder({ orderKey }: { orderKey: string }) {
  const { data: order, isPending, isError } = useQuery(orderQueries.byKey(orderKey));
  const config = useQuery(sharedQueries.config());
  const [open, setOpen] = useState(true);
  const deleteOrder = useDeleteOrder();
  const signedIn = Boolean(useToken());
  const navigate = useNavigate();
  const t = useT();

  if (isPending) {
    return (
      <Center py={80} role="status">
        <Loader />
        <Text c="ink.6">{t('orders.loadingOne')}</Text>
      </Center>
    );
  }
  if (isError || !order) {
    return (
      <>
        <PageHeader title={t('orders.notFound')} />
        <Container size="sm" py={48}>
          <Stack align="center" ta="center">
            <Text role="alert">{t('orders.badLink')}</Text>
            <Button component={Link} to="/orders/lookup">
              {t('nav.findOrder')}
            </Button>
          </Stack>
        </Container>
      </>
    );
  }

  const confirmDelete = () =>
    toast.confirm({
      message: t('orders.confirmDeleteGuest', { id: order.orderID }),
      confirmLabel: t('orders.yesDelete'),
      cancelLabel: t('orders.cancel'),
      onConfirm: () =>
        deleteOrder.mutate(order.orderID, {
          onSuccess: () => toast.success(t('orders.deleted')),
          onError: () => toast.error(t('orders.deleteFailed')),
        }),
    });

  return (
    <>
      <PageHeader title={t('orders.order', { id: order.orderID })} />
      <Container size="sm">
        <Stack gap="lg">
          <OrderCard
            order={order}
            open={open}
            onToggle={() => setOpen((shown) => !shown)}
            onDelete={confirmDelete}
            deleting={deleteOrder.isPending}
            bankDetails={config.data?.bankDetails}
          />
          {!signedIn && (
            <Card withBorder padding="lg" bg="white">
              <Stack gap="xs">
                <Title order={2} fz={20}>
                  {t('orders.keep')}
                </Title>
                <Text c="ink.7">{t('orders.keepText', { email: order.email })}</Text>
                <Button
                  variant="light"
                  onClick={() => navigate('/register', { state: { email: order.email } })}
                >
                  {t('orders.createAccount')}
                </Button>
              </Stack>
            </Card>
          )}
        </Stack>
      </Container>
    </>
  );
}
