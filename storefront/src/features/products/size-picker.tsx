import { Radio, Text } from '@mantine/core';
import { formatLKR, isSizeInStock, type ProductSize } from '@wallart/domain/rules';
import classes from './size-picker.module.css';
import { ShopGrid } from '../../components/shop-grid';
import { useT, type Translate } from '../../i18n/i18n';

/** "18x24 in — LKR 6,500.00", and "— Sold out" for a size with no stock left. */
export const sizeOptionLabel = (t: Translate, size: ProductSize) =>
  isSizeInStock(size)
    ? `${size.size} — ${formatLKR(size.price)}`
    : t('product.sizeSoldOut', { size: size.size, price: formatLKR(size.price) });

/**
 * The product page's size choice: one card per size with its own price, sold-out sizes shown
 * but not choosable.
 */
export function SizePicker({
  sizes,
  value,
  onChange,
}: {
  sizes: readonly ProductSize[];
  value: string;
  onChange: (size: string) => void;
}) {
  const t = useT();
  return (
    <Radio.Group value={value} onChange={onChange} label={t('product.size')} name="size">
      <ShopGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt={6}>
        {sizes.map((size) => {
          const soldOut = !isSizeInStock(size);
          return (
            <Radio.Card
              key={size.size}
              value={size.size}
              disabled={soldOut}
              aria-label={sizeOptionLabel(t, size)}
              p="sm"
              mih={44}
              className={classes.card}
              style={soldOut ? { opacity: 0.55, cursor: 'not-allowed' } : undefined}
            >
              <span className={classes.body}>
                <span className={classes.top}>
                  <Text span fw={500} fz="sm">
                    {size.size}
                  </Text>
                  <span className={classes.mark} />
                </span>
                <Text span fz="sm" className="shop-price" td={soldOut ? 'line-through' : undefined}>
                  {formatLKR(size.price)}
                </Text>
                {soldOut && (
                  <Text span fz="xs" c="red.9">
                    {t('product.soldOut')}
                  </Text>
                )}
              </span>
            </Radio.Card>
          );
        })}
      </ShopGrid>
    </Radio.Group>
  );
}
