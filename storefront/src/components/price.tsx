import { Group, Text, type MantineSize } from '@mantine/core';
import { formatLKR } from '@wallart/domain/rules';

/** The price, with the labeled price struck through only when it is higher. */
export function Price({
  price,
  labeledPrice,
  size = 'md',
  label,
}: {
  price: number;
  labeledPrice: number;
  size?: MantineSize;
  /** The price as text when it says more than the amount, e.g. "from LKR 4,500.00". */
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
    </Group>
  );
}
