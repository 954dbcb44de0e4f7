import { Anchor, Group, Text } from '@mantine/core';
import { trackingLinkFor, type Order, type StatusChange } from '@wallart/domain';
import { OrderStatusControl } from './order-status-control';

/** Carrier and number as one line ("DHL · 1234567890"), with the tracking link when known. */
function TrackingText({
  carrier,
  trackingNumber,
  size,
}: {
  carrier?: string | null | undefined;
  trackingNumber?: string | null | undefined;
  size: 'xs' | 'sm';
}) {
  const link = trackingLinkFor(carrier, trackingNumber);
  const words = [carrier, trackingNumber].filter(Boolean).join(' · ');
  return (
    <Text size={size} c={size === 'xs' ? 'dimmed' : undefined}>
      {words}
      {link && (
        <>
          {' · '}
          <Anchor href={link} target="_blank" rel="noopener noreferrer" size={size}>
            Track parcel
          </Anchor>
        </>
      )}
    </Text>
  );
}

/** In the drawer: the order's status to change, and where its parcel is once shipped. */
export function OrderShipment({ order }: { order: Order }) {
  const tracking = order.tracking;
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div style={{ width: 200 }}>
        <Text size="xs" c="dimmed" mb={4}>
          Status
        </Text>
        <OrderStatusControl order={order} label="Change status" size="sm" />
      </div>
      {tracking && (
        <div aria-label="Tracking" role="group">
          <Text size="xs" c="dimmed" mb={4}>
            Tracking
          </Text>
          <TrackingText
            carrier={tracking.carrier}
            trackingNumber={tracking.trackingNumber}
            size="sm"
          />
        </div>
      )}
    </Group>
  );
}

/** Under a status history entry: the carrier and number it was shipped with, if any. */
export function ChangeTracking({ change }: { change: StatusChange }) {
  if (!change.carrier && !change.trackingNumber) return null;
  return <TrackingText carrier={change.carrier} trackingNumber={change.trackingNumber} size="xs" />;
}
