import { Badge, darken, useMantineTheme } from '@mantine/core';
import { BRAND, statusDisplay } from '@wallart/domain';

/** An order status as a coloured badge (SPEC §4: case-insensitive, a default style otherwise). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const theme = useMantineTheme();
  const { label, tone } = statusDisplay(status);
  const color = BRAND.statusColors[tone];
  // Mantine's light-badge text (shade 9) is under 4.5:1 on its tint for yellow and green.
  const text = theme.colors[color]?.[9];
  return (
    <Badge
      color={color}
      c={text ? darken(text, 0.3) : undefined}
      variant="light"
      radius="sm"
      miw="max-content"
    >
      {label}
    </Badge>
  );
}
