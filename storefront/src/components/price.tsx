import { Group, Text, type MantineSize } from '@mantine/core';
import { formatLKR } from '@wallart/domain/rules';

/** The price, with the labeled price struck through only when it is higher. */
export function Price({
  price,
  labeledPrice,
  size = 'md',
}: {
  price: number;
  labeledPrice: number;
  size?: MantineSize;
}) {
  return (
    <Group gap={8} align="baseline" wrap="wrap" style={{ rowGap: 0 }}>
      <Text fw={600} fz={size} className="shop-price" style={{ whiteSpace: 'nowrap' }}>
        {formatLKR(price)}
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
