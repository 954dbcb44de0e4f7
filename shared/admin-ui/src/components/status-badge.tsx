import { Badge, darken, useMantineTheme } from '@mantine/core';
import { BRAND, PAYMENT_STATUS_COLORS, paymentStatusDisplay, statusDisplay } from '@wallart/domain';

/** A status as a coloured light badge, its text dark enough to read on its tint. */
function ToneBadge({ label, color }: { label: string; color: string }) {
  const theme = useMantineTheme();
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

/** An order status as a coloured badge (SPEC §4: case-insensitive, a default style otherwise). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { label, tone } = statusDisplay(status);
  return <ToneBadge label={label} color={BRAND.statusColors[tone]} />;
}

/** A payment status as a coloured badge (PRODUCT §7); a missing one reads Unpaid. */
export function PaymentStatusBadge({ status }: { status: string | null | undefined }) {
  const { label, tone } = paymentStatusDisplay(status);
  return <ToneBadge label={label} color={PAYMENT_STATUS_COLORS[tone]} />;
}
