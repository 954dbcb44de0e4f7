import { Button, Group, Text } from '@mantine/core';
import { formatLKR } from '@wallart/domain/rules';
import type { CheckedLine } from '../lib/cart-check';

/** What a line's server check says, in words, with a way out when it blocks the order. */
export function CartLineNotice({
  line,
  onRemove,
}: {
  line: CheckedLine;
  /** Removes just this line (this print in this size). */
  onRemove: () => void;
}) {
  const { item, state } = line;
  const blocking = (text: string) => (
    <Group gap="xs" wrap="wrap" role="alert">
      <Text fz="sm" c="red.9">
        {text}
      </Text>
      <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove}>
        Remove {item.selectedSize}
      </Button>
    </Group>
  );
  switch (state.kind) {
    case 'price-changed':
      return (
        <Text fz="sm" c="orange.9" role="status">
          Price changed: was {formatLKR(state.was)}, now {formatLKR(state.now)}
        </Text>
      );
    case 'sold-out':
      return blocking(`${item.selectedSize} is sold out: remove it to continue`);
    case 'short':
      return (
        <Text fz="sm" c="red.9" role="alert">
          Only {state.stock} left in {item.selectedSize}: lower the quantity to continue
        </Text>
      );
    case 'size-gone':
      return blocking(`This print no longer comes in ${item.selectedSize}: remove it to continue`);
    case 'product-gone':
      return blocking('This print is no longer sold: remove it to continue');
    case 'unchecked':
      return (
        <Text fz="sm" c="ink.6">
          Could not check today&apos;s price; it is checked again when you order.
        </Text>
      );
    default:
      return null;
  }
}
