import { useState, type FormEvent } from 'react';
import {
  Anchor,
  Autocomplete,
  Button,
  getDefaultZIndex,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CARRIER_NAMES,
  MAX_CARRIER_LENGTH,
  MAX_TRACKING_NUMBER_LENGTH,
  orderStatusUpdateSchema,
  trackingLinkFor,
} from '@wallart/domain';
import type { ShipmentInput } from './orders.queries';

export interface ShipOrderDialogProps {
  /** The order being shipped; the dialog is open while it is set. */
  orderID: string | null;
  /** True while the change is being saved: the buttons wait. */
  busy: boolean;
  onShip: (shipment: ShipmentInput) => void;
  onCancel: () => void;
}

/**
 * Asked when staff choose Shipped: the carrier (one of the known ones, or any other typed in)
 * and the tracking number. Both are optional, so an order can ship without them.
 */
export function ShipOrderDialog({ orderID, busy, onShip, onCancel }: ShipOrderDialogProps) {
  return (
    // Above the drawer the order may be shipped from.
    <Modal
      opened={orderID !== null}
      onClose={onCancel}
      title={orderID ? `Ship order ${orderID}` : 'Ship order'}
      centered
      size="md"
      zIndex={getDefaultZIndex('modal') + 1}
    >
      {/* A fresh form for each order. */}
      {orderID && <ShipmentForm key={orderID} busy={busy} onShip={onShip} onCancel={onCancel} />}
    </Modal>
  );
}

function ShipmentForm({ busy, onShip, onCancel }: Omit<ShipOrderDialogProps, 'orderID'>) {
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof ShipmentInput, string>>>({});
  const link = trackingLinkFor(carrier, trackingNumber);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = orderStatusUpdateSchema.safeParse({
      status: 'Shipped',
      carrier,
      trackingNumber,
    });
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'carrier' || field === 'trackingNumber') found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    const { carrier: named, trackingNumber: number } = checked.data;
    onShip({ ...(named && { carrier: named }), ...(number && { trackingNumber: number }) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Both are optional: leave them empty to ship without tracking. The shopper is mailed either
          way, with the tracking when you give it.
        </Text>
        <Autocomplete
          label="Carrier"
          placeholder="Choose or type a carrier"
          data={[...CARRIER_NAMES]}
          value={carrier}
          onChange={(value) => {
            setCarrier(value);
            setErrors((e) => ({ ...e, carrier: undefined }));
          }}
          maxLength={MAX_CARRIER_LENGTH}
          error={errors.carrier}
          comboboxProps={{ withinPortal: true, zIndex: getDefaultZIndex('modal') + 2 }}
          data-autofocus
        />
        <TextInput
          label="Tracking number"
          value={trackingNumber}
          onChange={(event) => {
            setTrackingNumber(event.currentTarget.value);
            setErrors((e) => ({ ...e, trackingNumber: undefined }));
          }}
          maxLength={MAX_TRACKING_NUMBER_LENGTH}
          error={errors.trackingNumber}
          autoComplete="off"
        />
        {link && (
          <Text size="xs">
            The shopper&apos;s tracking link:{' '}
            <Anchor href={link} target="_blank" rel="noopener noreferrer" size="xs">
              {link}
            </Anchor>
          </Text>
        )}
        <Group justify="flex-end" mt="sm" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Mark as Shipped
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
