import { Stack, Text } from '@mantine/core';

/** Who a row is about, in a table cell: the name, the email address dimmed under it. */
export function PersonCell({
  name,
  email,
  strong = false,
}: {
  name: string;
  email: string;
  /** The name in medium weight, where the person is what the row is (the users list). */
  strong?: boolean;
}) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={strong ? 500 : undefined}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {email}
      </Text>
    </Stack>
  );
}
