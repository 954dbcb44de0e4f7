import { Button, Group, Text } from '@mantine/core';
import { formatLKR } from '@wallart/domain/rules';
import { useT } from '../i18n/i18n';
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
  const t = useT();
  const size = item.selectedSize;
  const blocking = (text: string) => (
    <Group gap="xs" wrap="wrap" role="alert">
      <Text fz="sm" c="red.9">
        {text}
      </Text>
      <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove}>
        {t('cart.removeSize', { size })}
      </Button>
    </Group>
  );
  switch (state.kind) {
    case 'price-changed':
      return (
        <Text fz="sm" c="orange.9" role="status">
          {t('cart.priceChanged', { was: formatLKR(state.was), now: formatLKR(state.now) })}
        </Text>
      );
    case 'sold-out':
      return blocking(t('cart.soldOut', { size }));
    case 'short':
      return (
        <Text fz="sm" c="red.9" role="alert">
          {t('cart.short', { stock: state.stock, size })}
        </Text>
      );
    case 'size-gone':
      return blocking(t('cart.sizeGone', { size }));
    case 'product-gone':
      return blocking(t('cart.productGone'));
    case 'unchecked':
      return (
        <Text fz="sm" c="ink.6">
          {t('cart.unchecked')}
        </Text>
      );
    default:
      return null;
  }
}
