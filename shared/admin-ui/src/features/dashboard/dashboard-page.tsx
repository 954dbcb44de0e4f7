import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import {
  Alert,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCash, IconPackage, IconReceipt, IconUsers } from '@tabler/icons-react';
import {
  formatLKR,
  LOW_STOCK_THRESHOLD,
  ORDER_STATUSES,
  type DashboardStats,
} from '@wallart/domain';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { StatCard } from './stat-card';
import { TodoList } from './todo-list';
import { useDashboardStats } from './dashboard.queries';

const count = new Intl.NumberFormat('en-US');
const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });
const dayLabel = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * The to-do list first, then SPEC's three counts, revenue, orders per status, low stock and
 * 30 days of sales; each figure links to its list.
 */
export function DashboardPage() {
  const stats = useDashboardStats();
  return (
    <>
      <PageHeader title="Dashboard" />
      {stats.isPending && (
        <Center py="xl" role="status" aria-label="Loading the dashboard">
          <Loader />
        </Center>
      )}
      {stats.isError && (
        <Alert color="red" title="The dashboard could not be loaded">
          Please try again in a moment.
        </Alert>
      )}
      {stats.data && <Dashboard stats={stats.data} />}
    </>
  );
}

function Dashboard({ stats }: { stats: DashboardStats }) {
  const sales = stats.salesByDay.map((d) => ({
    day: dayLabel.format(new Date(`${d.date}T00:00:00Z`)),
    Revenue: d.revenue,
    Orders: d.orders,
  }));
  const last30 = stats.salesByDay.reduce((sum, d) => sum + d.revenue, 0);
  return (
    <Stack gap="md">
      <TodoList todo={stats.todo} />
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
        <StatCard
          label="Total users"
          value={count.format(stats.totalUsers)}
          icon={<IconUsers size={20} />}
          to="/admin/users"
        />
        <StatCard
          label="Total orders"
          value={count.format(stats.totalOrders)}
          icon={<IconReceipt size={20} />}
          to="/admin/orders"
        />
        <StatCard
          label="Total products"
          value={count.format(stats.totalProducts)}
          icon={<IconPackage size={20} />}
          to="/admin/products"
        />
        <StatCard
          label="Revenue"
          value={formatLKR(stats.revenue)}
          icon={<IconCash size={20} />}
          to="/admin/orders?paymentStatus=paid"
          note="Paid orders; cash on delivery once Delivered"
        />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Sales, last 30 days
          </Title>
          {/* Paid orders' totals by the day they were placed. */}
          <Text size="sm" c="dimmed">
            {formatLKR(last30)}
          </Text>
        </Group>
        <div role="figure" aria-label="Revenue per day over the last 30 days">
          <BarChart
            h={240}
            data={sales}
            dataKey="day"
            series={[{ name: 'Revenue', color: 'accent.6' }]}
            valueFormatter={(v) => formatLKR(v)}
            yAxisProps={{ tickFormatter: (v: number) => compact.format(v), width: 48 }}
            gridAxis="y"
            barProps={{ radius: [3, 3, 0, 0] }}
          />
        </div>
      </Paper>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" radius="md" h="100%">
            <Title order={2} size="h4" mb="sm">
              Orders by status
            </Title>
            <Table aria-label="Orders by status" tabularNums verticalSpacing={6}>
              <Table.Tbody>
                {ORDER_STATUSES.map((status) => (
                  <Table.Tr key={status}>
                    <Table.Td>
                      <StatusBadge status={status} />
                    </Table.Td>
                    <Table.Td ta="right">{count.format(stats.ordersByStatus[status])}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" radius="md" h="100%">
            <Title order={2} size="h4" mb="sm">
              Low stock
            </Title>
            {stats.lowStock.length === 0 ? (
              <Text size="sm" c="dimmed">
                Every product has more than {LOW_STOCK_THRESHOLD} in stock.
              </Text>
            ) : (
              <Table aria-label="Low stock products" tabularNums verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Product ID</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th ta="right">Stock</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {stats.lowStock.map((p) => (
                    <Table.Tr key={p.productId}>
                      <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                        {p.productId}
                      </Table.Td>
                      <Table.Td>{p.name}</Table.Td>
                      <Table.Td
                        ta="right"
                        c={p.stock === 0 ? 'red' : undefined}
                        fw={p.stock === 0 ? 600 : undefined}
                      >
                        {p.stock}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
