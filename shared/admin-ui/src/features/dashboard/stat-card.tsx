import type { ReactNode } from 'react';
import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router-dom';

/** One of the dashboard's figures, a link to the list it counts (PRODUCT §16). */
export function StatCard({
  label,
  value,
  icon,
  to,
  note,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  to: string;
  /** What the figure counts, when its label alone could mislead. */
  note?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" component={Link} to={to} td="none" c="inherit">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.5}>
            {label}
          </Text>
          <Text fw={700} size="xl" mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Text>
          {note && (
            <Text size="xs" c="dimmed" mt={2}>
              {note}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" size="lg" radius="md">
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
