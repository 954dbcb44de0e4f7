import {
  Anchor,
  Autocomplete,
  getDefaultZIndex,
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
import { FormActions } from '../../components/form-actions';
import { readySchema, useSchemaForm } from '../../forms/use-schema-form';
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

const schema = readySchema(orderStatusUpdateSchema);

function ShipmentForm({ busy, onShip, onCancel }: Omit<ShipOrderDialogProps, 'orderID'>) {
  const form = useSchemaForm({
    initialValues: { carrier: '', trackingNumber: '' },
    schema,
    toInput: (values) => ({ status: 'Shipped', ...values }),
    onSubmit: (_values, { carrier, trackingNumber }) =>
      onShip({ ...(carrier && { carrier }), ...(trackingNumber && { trackingNumber }) }),
  });
  const { carrier, trackingNumber } = form.values;
  const link = trackingLinkFor(carrier, trackingNumber);

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Both are optional: leave them empty to ship without tracking. The shopper is mailed either
          way, with the tracking when you give it.
        </Text>
        <Autocomplete
          label="Carrier"
          placeholder="Choose or type a carrier"
          data={[...CARRIER_NAMES]}
          {...form.getInputProps('carrier')}
          maxLength={MAX_CARRIER_LENGTH}
          comboboxProps={{ withinPortal: true, zIndex: getDefaultZIndex('modal') + 2 }}
          data-autofocus
        />
        <TextInput
          label="Tracking number"
          {...form.getInputProps('trackingNumber')}
          maxLength={MAX_TRACKING_NUMBER_LENGTH}
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
        <FormActions busy={busy} onCancel={onCancel}>
          Mark as Shipped
        </FormActions>
      </Stack>
    </form>
  );
}
