import { useState } from 'react';
import { Button, Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
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
  usePageMeta('Your order', 'Your order, its status and its payment.');
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

  if (isPending) {
    return (
      <Center py={80} role="status">
        <Loader />
        <Text c="ink.6">Loading your order</Text>
      </Center>
    );
  }
  if (isError || !order) {
    return (
      <>
        <PageHeader title="Order not found" />
        <Container size="sm" py={48}>
          <Stack align="center" ta="center">
            <Text role="alert">
              This link does not open an order. It may be an older link: each new link sent to you
              replaces the one before.
            </Text>
            <Button component={Link} to="/orders/lookup">
              Find my order
            </Button>
          </Stack>
        </Container>
      </>
    );
  }

  const confirmDelete = () =>
    toast.confirm({
      message: `Delete order ${order.orderID}? It is cancelled.`,
      confirmLabel: 'Yes, Delete',
      cancelLabel: 'Cancel',
      onConfirm: () =>
        deleteOrder.mutate(order.orderID, {
          onSuccess: () => toast.success('Order deleted successfully'),
          onError: () => toast.error('Failed to delete order. Please try again later.'),
        }),
    });

  return (
    <>
      <PageHeader title={`Order ${order.orderID}`} />
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
                  Keep your orders in one place
                </Title>
                <Text c="ink.7">
                  Create an account with {order.email} and confirm it: this order and your other
                  orders with that address appear in My Orders.
                </Text>
                <Button
                  variant="light"
                  onClick={() => navigate('/register', { state: { email: order.email } })}
                >
                  Create an account
                </Button>
              </Stack>
            </Card>
          )}
        </Stack>
      </Container>
    </>
  );
}
