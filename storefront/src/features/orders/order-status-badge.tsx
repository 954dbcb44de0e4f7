import { Badge } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconClock,
  IconHelpCircle,
  IconLoader2,
  IconTruck,
} from '@tabler/icons-react';
import { BRAND, type StatusTone } from '@wallart/domain/rules';
import { useT } from '../../i18n/i18n';
import { statusLabel } from './order-words';

const ICONS: Record<StatusTone, typeof IconClock> = {
  pending: IconClock,
  processing: IconLoader2,
  shipped: IconTruck,
  delivered: IconCircleCheck,
  cancelled: IconCircleX,
  unknown: IconHelpCircle,
};

/** The status as the shopper sees it: case-insensitive, its own colour and icon. */
export function OrderStatusBadge({ status }: { status: string | null | undefined }) {
  const { label, tone } = statusLabel(useT(), status);
  const Icon = ICONS[tone];
  return (
    <Badge
      color={BRAND.statusColors[tone]}
      variant="light"
      size="lg"
      leftSection={<Icon size={14} aria-hidden="true" />}
      data-tone={tone}
    >
      {label}
    </Badge>
  );
}
