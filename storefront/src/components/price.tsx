import { Group, Text, type MantineSize } from '@mantine/core';
import { formatLKR } from '@wallart/domain/rules';
import { ApproxPrice } from '../lib/display-currency';

/**
 * The price, with the labeled price struck through only when it is higher, and the price in
 * the shopper's display currency beside it ("≈ USD 81.67").
 */
export function Price({
  price,
  labeledPrice,
  size = 'md',
  label,
}: {
  price: number;
  labeledPrice: number;
  size?: MantineSize;
  /** The price as text when it says more than the amount, e.g. "from LKR 4,500.00" (of `price`). */
  label?: string;
}) {
  return (
    <Group gap={8} align="baseline" wrap="wrap" style={{ rowGap: 0 }}>
      <Text fw={600} fz={size} className="shop-price" style={{ whiteSpace: 'nowrap' }}>
        {label ?? formatLKR(price)}
      </Text>
      {price < labeledPrice && (
        <Text
          component="del"
          fz="sm"
          c="dimmed"
          td="line-through"
          className="shop-price"
          style={{ whiteSpace: 'nowrap' }}
        >
          {formatLKR(labeledPrice)}
        </Text>
      )}
      <ApproxPrice amount={price} />
    </Group>
  );
}
