import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { DashboardTodo } from '@wallart/domain';

const WAITING_WORK: { key: keyof DashboardTodo; label: string; to: string }[] = [
  {
    key: 'slipsToVerify',
    label: 'Bank slips to verify',
    to: '/admin/orders?paymentStatus=awaiting-verification',
  },
  { key: 'ordersToShip', label: 'Paid or cash orders to ship', to: '/admin/orders?status=Pending' },
  {
    key: 'reviewsToApprove',
    label: 'Reviews to approve',
    to: '/admin/reviews?status=awaiting-approval',
  },
  {
    key: 'requestsToAnswer',
    label: 'Custom-art requests and messages to answer',
    to: '/admin/inbox',
  },
];

/** What waits for the shop, first on the dashboard, each a link to its filtered list. */
export function TodoList({ todo }: { todo: DashboardTodo }) {
  const waiting = WAITING_WORK.filter((item) => todo[item.key] > 0);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        To do
      </Title>
      {waiting.length === 0 ? (
        <Text c="dimmed">Nothing is waiting for you.</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {waiting.map((item) => (
            <Group component="li" key={item.key} gap="sm" wrap="nowrap">
              <Badge variant="filled" size="lg" miw={40}>
                {todo[item.key]}
              </Badge>
              <Anchor component={Link} to={item.to}>
                {item.label}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
